import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import type { CalendarFeed } from "../../../../domain/workflows/practice-work.ts";
import { authRoles, hasPermission } from "../../../../domain/roles.ts";
import { roles } from "../../../session/session.ts";
import { t } from "../../../kit/i18n/index.ts";
import { showMessage } from "../../../kit/messages/store.ts";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { QueryState } from "../../../lib/data/index.ts";
import { RefPicker } from "../../form/fields/RefPicker.tsx";
import { type FeedChange, useCalendarFeeds, useFeedChange } from "./api.ts";

const COPIED_MS = 3000;

type Asked = { feed: CalendarFeed; action: "regenerate" | "revoke" } | null;

/**
 * The signed-in user's private calendar feeds: make one of their own work (a manager also one per office),
 * copy its address, give it a new address or revoke it (each asked first: the old address stops working), with
 * how to subscribe in Outlook and Google Calendar.
 */
export function FeedsPanel({ ownEmployeeId }: { ownEmployeeId: string | null }) {
  useSignals();
  const feeds = useCalendarFeeds();
  const change = useFeedChange(t("practiceWork.feedFailed"));
  const busy = change.busy;
  const [asked, setAsked] = useState<Asked>(null);
  const [office, setOffice] = useState("");
  // The practice's managers (admin and staff) may make an office's feed, as the server allows.
  const manager = hasPermission(authRoles.staff, roles.value);
  const items = feeds.data?.items ?? [];
  const hasOwn = items.some((f) => f.scope === "employee" && f.subject === ownEmployeeId);
  const made = () => showMessage(t("practiceWork.feedMade"), { variant: "success" });
  const run = (c: FeedChange) => void change.write(c);
  return (
    <section
      className="card bg-base-100 border border-base-300"
      aria-labelledby="feeds-title"
      aria-busy={feeds.loading || busy}
      data-testid="calendar-feeds"
    >
      <div className="card-body gap-3 p-4">
        <h2 id="feeds-title" className="card-title text-lg">
          <Icon name="rss_feed" size={20} />
          {t("practiceWork.feedsTitle")}
        </h2>
        <p className="text-sm">{t("practiceWork.feedsHelp")}</p>
        <ul className="text-sm list-disc ps-5">
          <li>{t("practiceWork.outlookHelp")}</li>
          <li>{t("practiceWork.googleHelp")}</li>
        </ul>
        <QueryState
          query={feeds}
          failure={t("practiceWork.feedsFailed")}
          empty={{
            when: (answer) => answer.items.length === 0,
            view: <p className="text-sm italic" data-testid="feeds-empty">{t("practiceWork.noFeeds")}</p>,
          }}
        >
          {(answer) => (
            <ul className="flex flex-col gap-3">
              {answer.items.map((feed) => (
                <FeedLine
                  key={feed.id}
                  feed={feed}
                  busy={busy}
                  onRegenerate={() => setAsked({ feed, action: "regenerate" })}
                  onRevoke={() => setAsked({ feed, action: "revoke" })}
                />
              ))}
            </ul>
          )}
        </QueryState>
        <div className="flex flex-wrap items-center gap-2">
          {ownEmployeeId && !hasOwn && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy || !feeds.data}
              data-testid="feed-make-own"
              onClick={() => run({ action: "make", scope: "employee", subject: ownEmployeeId, done: made })}
            >
              <Icon name="add_link" size={18} />
              {t("practiceWork.makeOwnFeed")}
            </button>
          )}
          {manager && (
            <div className="flex flex-wrap items-center gap-2">
              <div className="w-full sm:w-52">
                <RefPicker
                  to="office"
                  id="feed-office"
                  ariaLabel={t("practiceWork.feedOf")}
                  placeholder={t("practiceWork.office")}
                  value={office}
                  small
                  onChange={setOffice}
                />
              </div>
              <button
                type="button"
                className="btn btn-sm"
                disabled={busy || !office}
                data-testid="feed-make-office"
                onClick={() =>
                  run({
                    action: "make",
                    scope: "office",
                    subject: office,
                    done: () => {
                      setOffice("");
                      made();
                    },
                  })}
              >
                <Icon name="add_link" size={18} />
                {t("practiceWork.makeOfficeFeed")}
              </button>
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={asked !== null}
        title={t(asked?.action === "revoke" ? "practiceWork.revokeTitle" : "practiceWork.regenerateTitle")}
        confirm={t(asked?.action === "revoke" ? "practiceWork.revoke" : "practiceWork.regenerate")}
        cancel={t("practiceWork.cancel")}
        danger={asked?.action === "revoke"}
        busy={busy}
        testId="feed-confirm"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          const { feed, action } = asked!;
          const c: FeedChange = action === "revoke"
            ? { action: "revoke", id: feed.id }
            : { action: "make", scope: feed.scope, subject: feed.subject };
          // Asked once: the dialog closes whatever the answer (a refusal is said in a message).
          void change.write(c).then(() => setAsked(null));
        }}
      >
        <p>{t(asked?.action === "revoke" ? "practiceWork.revokeText" : "practiceWork.regenerateText")}</p>
      </ConfirmDialog>
    </section>
  );
}

function FeedLine(
  { feed, busy, onRegenerate, onRevoke }: {
    feed: CalendarFeed;
    busy: boolean;
    onRegenerate: () => void;
    onRevoke: () => void;
  },
) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const name = t(`practiceWork.scope.${feed.scope}`, { name: feed.subjectName });
  const inputId = `feed-url-${feed.id}`;
  return (
    <li className="flex flex-col gap-1" data-testid="feed" data-feed-id={feed.id} data-scope={feed.scope}>
      <label htmlFor={inputId} className="text-sm font-semibold">{name}</label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          className="input input-sm flex-1 min-w-48 font-mono"
          dir="ltr"
          readOnly
          value={feed.url}
          aria-label={t("practiceWork.feedUrl", { name })}
          data-testid="feed-url"
          onFocus={(e) =>
            e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-sm"
          data-testid="feed-copy"
          onClick={() =>
            navigator.clipboard.writeText(feed.url).then(() =>
              setCopied("yes"), () =>
              setCopied("failed"))}
        >
          <Icon name="content_copy" size={18} />
          {t("practiceWork.copy")}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          disabled={busy}
          data-testid="feed-regenerate"
          onClick={onRegenerate}
        >
          <Icon name="autorenew" size={18} />
          {t("practiceWork.regenerate")}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          disabled={busy}
          data-testid="feed-revoke"
          onClick={onRevoke}
        >
          <Icon name="link_off" size={18} />
          {t("practiceWork.revoke")}
        </button>
      </div>
      <p role="status" className="text-sm min-h-5" data-testid="feed-copied">
        {copied === "yes" && (
          <span className="inline-flex items-center gap-1">
            <Icon name="check_circle" size={16} className="text-success" />
            {t("practiceWork.copied")}
          </span>
        )}
        {copied === "failed" && t("practiceWork.copyFailed")}
      </p>
    </li>
  );
}
