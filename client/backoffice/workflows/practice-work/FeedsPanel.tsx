import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import type { CalendarFeed } from "../../../../domain/workflows/practice-work.ts";
import { authRoles, hasPermission } from "../../../../domain/roles.ts";
import { roles } from "../../../session/session.ts";
import { t } from "../../../kit/i18n/index.ts";
import { showMessage } from "../../../kit/messages/store.ts";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { LoadError, LoadingBar } from "../../../kit/ui/PageStates.tsx";
import { RefPicker } from "../../form/fields/RefPicker.tsx";
import { makeFeed, revokeFeed, useCalendarFeeds } from "./api.ts";

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
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<Asked>(null);
  const [office, setOffice] = useState("");
  // The practice's managers (admin and staff) may make an office's feed, as the server allows.
  const manager = hasPermission(authRoles.staff, roles.value);
  const items = feeds.data?.items ?? [];
  const hasOwn = items.some((f) => f.scope === "employee" && f.subject === ownEmployeeId);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) showMessage(done, { variant: "success" });
    } catch (err) {
      showMessage(`${t("practiceWork.feedFailed")}: ${(err as Error).message}`, { variant: "error" });
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };
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
        {feeds.loading && !feeds.data && <LoadingBar />}
        {feeds.error && (
          <LoadError
            message={t("practiceWork.feedsFailed")}
            detail={feeds.error.message}
            onRetry={feeds.retry}
          />
        )}
        {feeds.data && items.length === 0 && (
          <p className="text-sm italic" data-testid="feeds-empty">{t("practiceWork.noFeeds")}</p>
        )}
        {items.length > 0 && (
          <ul className="flex flex-col gap-3">
            {items.map((feed) => (
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
        <div className="flex flex-wrap items-center gap-2">
          {ownEmployeeId && !hasOwn && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy || !feeds.data}
              data-testid="feed-make-own"
              onClick={() => run(() => makeFeed("employee", ownEmployeeId), t("practiceWork.feedMade"))}
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
                  run(async () => {
                    await makeFeed("office", office);
                    setOffice("");
                  }, t("practiceWork.feedMade"))}
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
          void run(() => action === "revoke" ? revokeFeed(feed.id) : makeFeed(feed.scope, feed.subject));
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
