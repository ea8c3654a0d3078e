import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { SidebarApp, SidebarLink } from "../../kit/ui/SidebarApp.tsx";
import { useEveryMail, useMailLists, useViewMails } from "./api.ts";
import { ComposeDialog } from "./ComposeDialog.tsx";
import { MailList } from "./MailList.tsx";
import { MailReader } from "./MailReader.tsx";
import { inView, type MailLists, type MailView, searchMails, unreadByFolder, viewPath } from "./mailbox.ts";
import "./messages.ts";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useTypedQueryParam } from "../../kit/routes/useTyped.ts";

/**
 * The mail app: folders, filters and labels beside the list of the one in the URL, and the open mail. Wide
 * screens show list and mail side by side; narrow ones one at a time. The search is `?q=`, kept as you move.
 */
export function MailPage({ kind }: { kind: MailView["kind"] }) {
  useSignals();
  const params = useParams();
  const handle = params.folder ?? params.label ?? params.filter ?? "inbox";
  const view = useMemo(() => ({ kind, handle }), [kind, handle]);
  const lists = useMailLists();
  return (
    <QueryState query={lists} failure={t("mailApp.loadFailed")}>
      {(known) =>
        isKnown(known, view)
          ? <Mailbox view={view} lists={known} openId={params.mailId} />
          : <Navigate to="/apps/mail/inbox" replace />}
    </QueryState>
  );
}

/** Whether the address names a folder, label or filter that exists. */
function isKnown(lists: MailLists, { kind, handle }: MailView): boolean {
  const named = kind === "folder" ? lists.folders : kind === "label" ? lists.labels : lists.filters;
  return named.some((x) => x.handle === handle);
}

function Mailbox({ view, lists, openId }: { view: MailView; lists: MailLists; openId?: string }) {
  useSignals();
  const navigate = useNavigate();
  const [query, setQuery] = useTypedQueryParam("q");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [selectionOf, setSelectionOf] = useState(viewPath(view));
  const [composing, setComposing] = useState(false);
  const list = useViewMails(view);
  const every = useEveryMail(lists.folders);
  // A selection belongs to the view it was made in.
  if (selectionOf !== viewPath(view)) {
    setSelectionOf(viewPath(view));
    setSelected(new Set());
  }
  const suffix = query ? `?q=${encodeURIComponent(query)}` : "";
  const shown = searchMails((list.data ?? []).filter((m) => inView(m, view, lists)), query);
  const unread = unreadByFolder(every.data ?? []);
  const title = t(`mailApp.${view.kind}.${view.handle}`);
  const sidebar = (
    <nav className="flex flex-col gap-2 p-3" data-testid="mail-sidebar">
      <button
        type="button"
        className="btn btn-primary w-full"
        data-testid="mail-compose-open"
        onClick={() => setComposing(true)}
      >
        <Icon name="edit" size={20} />
        {t("mailApp.compose")}
      </button>
      <h2 className="menu-title px-2 text-xs uppercase">{t("mailApp.folders")}</h2>
      <ul className="menu w-full p-0">
        {lists.folders.map((f) => (
          <SidebarLink
            key={f.id}
            to={`/apps/mail/${f.handle}${suffix}`}
            icon={f.icon}
            title={t(`mailApp.folder.${f.handle}`)}
            count={unread.get(f.id)}
            testId={`mail-folder-${f.handle}`}
          />
        ))}
      </ul>
      <h2 className="menu-title px-2 text-xs uppercase">{t("mailApp.filters")}</h2>
      <ul className="menu w-full p-0">
        {lists.filters.map((f) => (
          <SidebarLink
            key={f.id}
            to={`/apps/mail/filter/${f.handle}${suffix}`}
            icon={f.icon}
            title={t(`mailApp.filter.${f.handle}`)}
            testId={`mail-filter-${f.handle}`}
          />
        ))}
      </ul>
      <h2 className="menu-title px-2 text-xs uppercase">{t("mailApp.labels")}</h2>
      <ul className="menu w-full p-0">
        {lists.labels.map((l) => (
          <SidebarLink
            key={l.id}
            to={`/apps/mail/label/${l.handle}${suffix}`}
            color={l.color}
            title={t(`mailApp.label.${l.handle}`)}
            testId={`mail-label-link-${l.handle}`}
          />
        ))}
      </ul>
    </nav>
  );
  const searchBox = (
    <SearchField value={query} onChange={setQuery} label={t("mailApp.search")} testId="mail-search" />
  );
  return (
    <SidebarApp
      title={title}
      icon="email"
      sidebar={sidebar}
      sidebarLabel={t("mailApp.sidebar")}
      actions={searchBox}
      testId="mail-app"
    >
      <div className="flex flex-1 min-h-0" data-view={`${view.kind}:${view.handle}`}>
        <div
          className={`${
            openId ? "hidden lg:flex" : "flex"
          } flex-col w-full lg:w-2/5 lg:max-w-md lg:border-e border-base-300 min-h-0`}
        >
          <QueryState
            query={list}
            failure={t("mailApp.loadFailed")}
            empty={{
              when: () => shown.length === 0,
              view: query
                ? <EmptyState icon="search_off" title={t("mailApp.noMatch", { query })} testId="mail-empty" />
                : (
                  <EmptyState
                    icon="mail_outline"
                    title={t("mailApp.emptyTitle")}
                    text={t("mailApp.emptyText")}
                    testId="mail-empty"
                  />
                ),
            }}
          >
            {() => (
              <MailList
                mails={shown}
                lists={lists}
                selected={selected}
                onSelect={setSelected}
                openId={openId}
                linkTo={(id) => viewPath(view, id) + suffix}
              />
            )}
          </QueryState>
        </div>
        <div className={`${openId ? "flex" : "hidden lg:flex"} flex-col flex-1 min-w-0 min-h-0`}>
          {openId
            ? (
              <MailReader
                key={openId}
                id={openId}
                lists={lists}
                backTo={viewPath(view) + suffix}
                onDeleted={() => navigate(viewPath(view) + suffix)}
              />
            )
            : <EmptyState icon="drafts" title={t("mailApp.pick")} testId="mail-pick" />}
        </div>
      </div>
      <ComposeDialog open={composing} onClose={() => setComposing(false)} />
    </SidebarApp>
  );
}
