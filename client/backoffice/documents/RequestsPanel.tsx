import { useSignals } from "@preact/signals-react/runtime";
import { type ChangeEvent, useState } from "react";
import { Link } from "react-router";
import { documentRequest, ITEM_KIND } from "../../../domain/resources/document-requests.ts";
import { document } from "../../../domain/resources/documents.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { ApiError } from "../../lib/api.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useCan } from "../data/grants.ts";
import { useGetList } from "../data/hooks.ts";
import type { RecordData } from "../data/types.ts";
import { addPath, recordPath } from "../defs.ts";
import type { RecordActionsProps } from "../extensions.ts";
import { formatDate, formatDateTime } from "../format.ts";
import { optionText } from "../ui/optionText.ts";
import { cancelRequest, revokeLinks, sendRequest, uploadToRequestItem } from "./requests-api.ts";
import "./request-messages.ts";

type Item = { label: string; kind: string; dueDate: string | null; status: string; document: string | null };

const reasonOf = (error: unknown) => error instanceof ApiError ? error.message : String(error);

/**
 * A client's document requests on its page (issue 35): each with its items (received ones linking to their
 * document), and what staff do with it: send it (again: a new link, the old one dead), withdraw its link, cancel
 * it, or upload a paper against an item themselves. A new request is made on its add page, for this client.
 */
export function RequestsPanel({ account }: { account: string }) {
  useSignals();
  const mayChange = useCan("documents", "update") === true;
  const list = useGetList(documentRequest.name, {
    where: { account: [account] },
    sort: "dueDate",
    order: "desc",
    pageSize: 50,
  });
  const add = addPath(documentRequest, { account });
  return (
    <section className="card bg-base-100 shadow-sm" data-testid="document-requests">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title text-base">{t("documentRequests.title")}</h2>
          {add && mayChange && (
            <Link to={add} className="btn btn-sm btn-ghost" data-testid="request-new">
              <Icon name="add" />
              {t("documentRequests.new")}
            </Link>
          )}
        </div>
        <QueryState
          query={list}
          failure={t("documentRequests.loadFailed")}
          empty={{
            when: (answer) => answer.items.length === 0,
            view: <p className="opacity-70">{t("documentRequests.none")}</p>,
          }}
        >
          {(answer) => (
            <ul className="flex flex-col gap-3">
              {answer.items.map((r) => <RequestCard key={String(r.id)} request={r} mayChange={mayChange} />)}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function RequestCard({ request, mayChange }: { request: RecordData; mayChange: boolean }) {
  const id = String(request.id);
  const status = String(request.status);
  const items = (request.items ?? []) as Item[];
  const [said, setSaid] = useState<{ key: string; text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (key: string, action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
      setSaid({ key, text: t(`documentRequests.${key}`), ok: true });
    } catch (error) {
      setSaid({ key, text: t("documentRequests.failed", { reason: reasonOf(error) }), ok: false });
    } finally {
      setBusy(false);
    }
  };
  const open = status === "open";
  // What staff may do with an open request: `done` names the words said once it is done.
  const actions = [
    {
      done: "sent",
      label: t(request.sentAt ? "documentRequests.sendAgain" : "documentRequests.send"),
      style: "btn-primary",
      act: () => sendRequest(id),
      testId: "request-send",
    },
    ...(request.sentAt
      ? [{
        done: "revoked",
        label: t("documentRequests.revoke"),
        style: "",
        act: () => revokeLinks(id),
        testId: "request-revoke",
      }]
      : []),
    {
      done: "cancelled",
      label: t("documentRequests.cancel"),
      style: "btn-ghost",
      act: () => cancelRequest(id),
      testId: "request-cancel",
    },
  ];
  return (
    <li
      className="border border-base-300 rounded-box p-3 flex flex-col gap-2"
      data-testid="document-request"
      data-status={status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Link to={recordPath(documentRequest, id)} className="link link-hover font-semibold">
          {t("documentRequests.year", { year: Number(request.taxYear) })}
        </Link>
        <span
          className={`badge badge-sm ${open ? "badge-info" : status === "complete" ? "badge-success" : ""}`}
        >
          {t(`documentRequests.status.${status}`)}
        </span>
        <span className="text-sm opacity-70">
          {t("documentRequests.due", { date: formatDate(request.dueDate, language.value) })} · {request.sentAt
            ? t("documentRequests.sentAt", {
              when: formatDateTime(request.sentAt, language.value),
              n: Number(request.reminders ?? 0),
            })
            : t("documentRequests.notSent")}
        </span>
      </div>
      <ul className="flex flex-col gap-1">
        {items.map((item, i) => (
          <ItemRow key={i} requestId={id} n={i + 1} item={item} canUpload={open && mayChange} />
        ))}
      </ul>
      {open && mayChange && (
        <div className="flex flex-wrap gap-2">
          {actions.map((a) => (
            <button
              key={a.done}
              type="button"
              className={`btn btn-sm ${a.style}`}
              disabled={busy}
              onClick={run(a.done, a.act)}
              data-testid={a.testId}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
      {said && (
        <p
          role="status"
          className={`text-sm ${said.ok ? "text-success" : "text-error"}`}
          data-testid={said.ok ? `request-${said.key}` : "request-problem"}
        >
          {said.text}
        </p>
      )}
    </li>
  );
}

function ItemRow(
  { requestId, n, item, canUpload }: { requestId: string; n: number; item: Item; canUpload: boolean },
) {
  const [progress, setProgress] = useState<{ percent: number } | { error: string } | null>(null);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setProgress({ percent: 0 });
    try {
      await uploadToRequestItem(
        requestId,
        n,
        file,
        (sent, total) => setProgress({ percent: Math.round((sent / Math.max(total, 1)) * 100) }),
      );
      setProgress(null);
    } catch (error) {
      setProgress({ error: reasonOf(error) });
    }
  };
  const received = item.status === "received";
  return (
    <li
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid={received ? "request-item-received" : "request-item-open"}
    >
      <Icon
        name={received ? "check_circle" : "radio_button_unchecked"}
        className={received ? "text-success" : "opacity-60"}
      />
      {received && item.document
        ? <Link to={recordPath(document, item.document)} className="link link-hover">{item.label}</Link>
        : <span>{item.label}</span>}
      <span className="opacity-60">
        {optionText(ITEM_KIND, item.kind)}
        {item.dueDate ? ` · ${formatDate(item.dueDate, language.value)}` : ""}
        {" · "}
        {t(received ? "documentRequests.received" : "documentRequests.open")}
      </span>
      {canUpload && !received && (
        <label className="btn btn-xs btn-ghost ms-auto focus-within:outline-2 focus-within:outline-offset-2">
          <Icon name="upload" />
          {t("documentRequests.upload")}
          <input type="file" className="sr-only" onChange={pick} data-testid="request-item-file" />
        </label>
      )}
      {progress && "percent" in progress && (
        <progress
          className="progress progress-primary w-full"
          value={progress.percent}
          max={100}
          aria-label={t("documentRequests.sending", { percent: progress.percent })}
        />
      )}
      {progress && "error" in progress && (
        <span role="alert" className="text-error w-full">
          {t("documentRequests.failed", { reason: progress.error })}
        </span>
      )}
    </li>
  );
}

/** A request's own page, its own part: the same card as on its client's page, with what staff do with it. */
export function RequestActions({ record }: RecordActionsProps) {
  useSignals();
  const mayChange = useCan("documents", "update") === true;
  return (
    <ul data-testid="document-requests">
      <RequestCard request={record} mayChange={mayChange} />
    </ul>
  );
}
