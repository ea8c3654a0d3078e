import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import type { Contact, ContactsUser } from "../../../domain/demo/contacts.ts";
import { t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState, LoadError, LoadingBar } from "../../kit/ui/PageStates.tsx";
import { SidebarApp, SidebarLink } from "../../kit/ui/SidebarApp.tsx";
import { removeContacts, setStarred, useContacts, useContactsUser } from "./api.ts";
import {
  blankContact,
  type ContactDraft,
  type ContactsFilter,
  filterContacts,
  FILTERS,
  fullName,
} from "./book.ts";
import { ContactDialog } from "./ContactDialog.tsx";
import "./messages.ts";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { SelectAll } from "../../kit/ui/SelectAll.tsx";

const FILTER_ICONS: Record<ContactsFilter, string> = { all: "people", frequent: "restore", starred: "star" };

/**
 * The contacts app: `/apps/contacts/:filter` (all, frequent, starred) lists them, `/:id` opens one in the edit
 * dialog; `?group=` keeps to one of the user's groups, `?q=` searches.
 */
export function ContactsPage() {
  useSignals();
  const params = useParams();
  const filter = params.filter as ContactsFilter;
  if (!FILTERS.includes(filter)) return <Navigate to="/apps/contacts/all" replace />;
  return <AddressBook filter={filter} openId={params.id} />;
}

function AddressBook({ filter, openId }: { filter: ContactsFilter; openId?: string }) {
  useSignals();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [query, setQuery] = useQueryParam("q");
  const user = useContactsUser();
  const list = useContacts(filter);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Contact[] | null>(null);
  const group = user.data?.groups.find((g) => g.id === search.get("group"));
  const keep = search.toString() ? `?${search}` : "";
  const listPath = `/apps/contacts/${filter}${keep}`;
  const shown = filterContacts(list.data ?? [], query, group);
  const chosen = shown.filter((c) => selected.has(c.id));
  const starred = new Set(user.data?.starred ?? []);
  const opened = openId ? (list.data ?? []).find((c) => c.id === openId) : undefined;
  const dialog: ContactDraft | null = adding ? blankContact() : opened ?? null;

  const sidebar = (
    <nav className="flex flex-col gap-2 p-3" data-testid="contacts-sidebar">
      {user.data && <UserCard user={user.data} />}
      <button
        type="button"
        className="btn btn-primary w-full"
        data-testid="contact-add"
        onClick={() => setAdding(true)}
      >
        <Icon name="person_add" size={20} />
        {t("contactsApp.add")}
      </button>
      <ul className="menu w-full p-0">
        {FILTERS.map((f) => (
          <SidebarLink
            key={f}
            to={`/apps/contacts/${f}`}
            icon={FILTER_ICONS[f]}
            title={t(`contactsApp.filter.${f}`)}
            testId={`contacts-filter-${f}`}
          />
        ))}
      </ul>
      {user.data && user.data.groups.length > 0 && (
        <>
          <h2 className="menu-title px-2 text-xs uppercase">{t("contactsApp.groups")}</h2>
          <ul className="menu w-full p-0">
            {user.data.groups.map((g) => (
              <li key={g.id}>
                <Link
                  to={`/apps/contacts/all?group=${encodeURIComponent(g.id)}`}
                  className={group?.id === g.id ? "menu-active" : ""}
                  data-testid={`contacts-group-${g.id}`}
                >
                  <Icon name="group" size={20} />
                  <span className="flex-1 truncate">{g.name}</span>
                  <span className="badge badge-sm">{g.contactIds.length}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );

  let body;
  if (list.error || user.error) {
    body = (
      <div className="p-4">
        <LoadError message={t("contactsApp.loadFailed")} onRetry={() => (list.retry(), user.retry())} />
      </div>
    );
  } else if (!list.data || !user.data) body = <LoadingBar />;
  else if (shown.length === 0) {
    body = query
      ? <EmptyState icon="search_off" title={t("contactsApp.noMatch", { query })} testId="contacts-empty" />
      : (
        <EmptyState
          icon="contacts"
          title={t("contactsApp.emptyTitle")}
          text={t("contactsApp.emptyText")}
          testId="contacts-empty"
        />
      );
  } else {
    body = (
      <table className="table" data-testid="contacts-table">
        <thead>
          <tr>
            <th className="w-10">
              <SelectAll
                total={shown.length}
                selected={chosen.length}
                label={t("contactsApp.selectAll")}
                testId="contacts-select-all"
                onChange={(all) => setSelected(all ? new Set(shown.map((c) => c.id)) : new Set())}
              />
            </th>
            <th>{t("contactsApp.columns.name")}</th>
            <th className="hidden md:table-cell">{t("contactsApp.columns.email")}</th>
            <th className="hidden xl:table-cell">{t("contactsApp.columns.company")}</th>
            <th className="hidden xl:table-cell">{t("contactsApp.columns.jobTitle")}</th>
            <th className="hidden lg:table-cell">{t("contactsApp.columns.phone")}</th>
            <th className="w-24">
              <span className="sr-only">{t("contactsApp.actions", { name: "" })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((c) => (
            <tr
              key={c.id}
              data-testid="contact-row"
              data-contact-id={c.id}
              className={selected.has(c.id) ? "bg-base-200" : ""}
            >
              <td>
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  aria-label={t("contactsApp.select", { name: fullName(c) })}
                  data-testid="contact-select"
                  checked={selected.has(c.id)}
                  onChange={(e) => {
                    const next = new Set(selected);
                    if (e.target.checked) next.add(c.id);
                    else next.delete(c.id);
                    setSelected(next);
                  }}
                />
              </td>
              <td>
                <Link
                  to={`/apps/contacts/${filter}/${encodeURIComponent(c.id)}${keep}`}
                  className="flex items-center gap-3 min-w-0"
                  data-testid="contact-open"
                >
                  <Avatar name={c.name} src={c.avatar} />
                  <span className="min-w-0">
                    <span className="block font-medium truncate" data-testid="contact-name">
                      {fullName(c)}
                    </span>
                    <span className="block text-xs opacity-70 truncate md:hidden">{c.email}</span>
                  </span>
                </Link>
              </td>
              <td className="hidden md:table-cell break-all">{c.email}</td>
              <td className="hidden xl:table-cell">{c.company}</td>
              <td className="hidden xl:table-cell">{c.jobTitle}</td>
              <td className="hidden lg:table-cell whitespace-nowrap">{c.phone}</td>
              <td>
                <div className="flex justify-end">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square"
                    aria-label={starred.has(c.id) ? t("contactsApp.unstar") : t("contactsApp.star")}
                    aria-pressed={starred.has(c.id)}
                    data-testid="contact-star"
                    onClick={() => void setStarred([c.id], !starred.has(c.id), true)}
                  >
                    <Icon
                      name={starred.has(c.id) ? "star" : "star_border"}
                      size={20}
                      className={starred.has(c.id) ? "text-warning" : "opacity-60"}
                    />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square"
                    aria-label={`${t("contactsApp.remove")}: ${fullName(c)}`}
                    data-testid="contact-remove"
                    onClick={() => setRemoving([c])}
                  >
                    <Icon name="delete" size={20} className="opacity-60" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  const actions = (
    <SearchField value={query} onChange={setQuery} label={t("contactsApp.search")} testId="contacts-search" />
  );
  const title = group ? group.name : t(`contactsApp.filter.${filter}`);
  return (
    <SidebarApp
      title={title}
      icon="account_box"
      sidebar={sidebar}
      sidebarLabel={t("contactsApp.sidebar")}
      actions={actions}
      testId="contacts-app"
    >
      {chosen.length > 0 && (
        <div
          className="flex flex-wrap items-center gap-2 px-3 sm:px-6 min-h-12 border-b border-base-300"
          data-testid="contacts-bulk"
        >
          <span className="text-sm opacity-70 me-2">
            {t("contactsApp.selected", { count: chosen.length })}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            data-testid="contacts-star"
            onClick={() => void setStarred(chosen.map((c) => c.id), true)}
          >
            <Icon name="star" size={18} />
            {t("contactsApp.starSelected")}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            data-testid="contacts-unstar"
            onClick={() => void setStarred(chosen.map((c) => c.id), false)}
          >
            <Icon name="star_border" size={18} />
            {t("contactsApp.unstarSelected")}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error btn-soft"
            data-testid="contacts-remove"
            onClick={() => setRemoving(chosen)}
          >
            <Icon name="delete" size={18} />
            {t("contactsApp.remove")}
          </button>
        </div>
      )}
      {(list.loading || user.loading) && list.data && <LoadingBar />}
      <div className="flex-1 overflow-auto">{body}</div>
      {openId && list.data && !opened && !adding && (
        <div className="p-4">
          <LoadError message={t("contactsApp.notFound")} />
        </div>
      )}
      <ContactDialog
        draft={dialog}
        onClose={() => {
          setAdding(false);
          if (openId) navigate(listPath);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing?.length === 1
          ? t("contactsApp.removeOneTitle", { name: fullName(removing[0]) })
          : t("contactsApp.removeTitle", { count: removing?.length ?? 0 })}
        confirm={t("contactsApp.remove")}
        cancel={t("crud.cancel")}
        danger
        testId="contacts-remove-confirm"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          const ids = removing!.map((c) => c.id);
          setRemoving(null);
          if (await removeContacts(ids)) setSelected(new Set());
        }}
      >
        {t("contactsApp.removeText")}
      </ConfirmDialog>
    </SidebarApp>
  );
}

function UserCard({ user }: { user: ContactsUser }) {
  return (
    <div className="flex items-center gap-3 p-2" data-testid="contacts-user">
      <Avatar name={user.name} src={user.avatar} size="w-12" />
      <span className="font-semibold truncate">{user.name}</span>
    </div>
  );
}
