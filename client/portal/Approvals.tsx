import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { ApprovalKind, PortalApproval } from "../../domain/portal-approvals.ts";
import { formatDate } from "../kit/i18n/dates.ts";
import { language, t } from "../kit/i18n/core.ts";
import { SignatureRecord } from "../kit/ui/signature/SignatureRecord.tsx";
import "./approval-messages.ts";
import { acceptApproval, approvalFile, fetchApprovals } from "./approvals-api.ts";
import { Notice, reasonOf } from "./ui.tsx";

type Open = { approval: PortalApproval; view: "sign" | "record"; justSigned?: boolean };

/**
 * Client `client`'s approvals in the portal's to-do list: the documents to approve and the engagement letters to
 * accept, each opened to read it and accept it by a typed full name and a ticked confirmation; once accepted it
 * leaves the list for "Signed by you", whose printable records stay at hand.
 */
export function Approvals({ client }: { client: string }) {
  useSignals();
  const [items, setItems] = useState<PortalApproval[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  // The opened document or record takes the place of the list, lower on the page: focus moves to it (and so the
  // phone scrolls to it), as it would to a new page.
  const view = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) view.current?.focus();
  }, [open]);

  useEffect(() => {
    const abort = new AbortController();
    setItems(null);
    setOpen(null);
    fetchApprovals(client, abort.signal).then(setItems, (error) => {
      if (!abort.signal.aborted) setProblem(reasonOf(error));
    });
    return () => abort.abort();
  }, [client]);

  if (problem) return <Notice tone="error">{problem}</Notice>;
  if (!items) return null;
  if (open) {
    const back = (
      <button
        type="button"
        className="btn btn-sm btn-ghost self-start print:hidden"
        onClick={() => setOpen(null)}
      >
        {t("portalApprovals.back")}
      </button>
    );
    if (open.view === "record") {
      return (
        <section
          ref={view}
          tabIndex={-1}
          className="flex flex-col gap-3 outline-none"
          data-testid="portal-approval-record"
        >
          {back}
          {open.justSigned && <Notice tone="info">{t("portalApprovals.accepted")}</Notice>}
          <SignatureRecord approval={open.approval} />
        </section>
      );
    }
    return (
      <section ref={view} tabIndex={-1} className="flex flex-col gap-3 outline-none">
        {back}
        <Sign
          approval={open.approval}
          onAccepted={(signed) => {
            setItems((all) => (all ?? []).map((a) => a.id === signed.id ? signed : a));
            setOpen({ approval: signed, view: "record", justSigned: true });
          }}
        />
      </section>
    );
  }
  const asked = (kind: ApprovalKind) => items.filter((a) => a.status === "asked" && a.kind === kind);
  const signed = items.filter((a) => a.status === "accepted");
  return (
    <>
      <ToDo title={t("portalApprovals.toApprove")} items={asked("approval")} onOpen={setOpen} />
      <ToDo title={t("portalApprovals.toAccept")} items={asked("engagement-letter")} onOpen={setOpen} />
      {signed.length > 0 && (
        <section className="flex flex-col gap-2" data-testid="portal-signed">
          <h2 className="text-lg font-semibold">{t("portalApprovals.signed")}</h2>
          <ul className="flex flex-col gap-2">
            {signed.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2 flex-wrap">
                <span className="break-all">{a.documentName}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => setOpen({ approval: a, view: "record" })}
                  data-testid="portal-approval-record-open"
                >
                  {t("portalApprovals.record")}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function ToDo(
  { title, items, onOpen }: { title: string; items: PortalApproval[]; onOpen: (open: Open) => void },
) {
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" data-testid="portal-approvals">
      <h2 className="text-lg font-semibold">{title}</h2>
      {items.map((a) => (
        <article key={a.id} className="card bg-base-100 shadow-sm" data-testid="portal-approval">
          <div className="card-body p-4 gap-2">
            <h3 className="font-semibold break-all">{a.documentName}</h3>
            <p className="text-sm opacity-80">
              {t("portalApprovals.asked", {
                version: a.version,
                date: formatDate(a.askedAt, language.value),
              })}
            </p>
            <button
              type="button"
              className="btn btn-primary btn-sm w-full"
              onClick={() =>
                onOpen({ approval: a, view: "sign" })}
              data-testid="portal-approval-open"
            >
              {a.kind === "approval" ? t("portalApprovals.open") : t("portalApprovals.openLetter")}
            </button>
          </div>
        </article>
      ))}
    </section>
  );
}

/** One approval opened: the document shown (or to download), the typed name, the confirmation and Accept. */
function Sign(
  { approval, onAccepted }: { approval: PortalApproval; onAccepted: (a: PortalApproval) => void },
) {
  const [name, setName] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const nameId = useId();
  const hintId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onAccepted(await acceptApproval(approval.id, name, confirmed));
    } catch (error) {
      setProblem(reasonOf(error));
      setBusy(false);
    }
  };
  return (
    <article className="card bg-base-100 shadow-sm" data-testid="portal-approval-sign">
      <div className="card-body p-4 gap-3">
        <h2 className="text-lg font-semibold break-all">{approval.documentName}</h2>
        <Shown approval={approval} />
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <label htmlFor={nameId} className="flex flex-col gap-1">
            <span className="font-medium">{t("portalApprovals.name")}</span>
          </label>
          <input
            id={nameId}
            className="input w-full"
            autoComplete="name"
            value={name}
            aria-describedby={hintId}
            onChange={(e) => setName(e.target.value)}
            data-testid="portal-approval-name"
          />
          <span id={hintId} className="text-sm opacity-80">{t("portalApprovals.nameHint")}</span>
          <label className="flex items-start gap-2 cursor-pointer">
            <input
              type="checkbox"
              className="checkbox checkbox-primary mt-0.5"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              data-testid="portal-approval-confirm"
            />
            <span>{t(`portalApprovals.confirm.${approval.kind}`)}</span>
          </label>
          {problem && <Notice tone="error">{t("portalApprovals.failed", { reason: problem })}</Notice>}
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={busy}
            data-testid="portal-approval-accept"
          >
            {busy ? t("portalApprovals.accepting") : t("portalApprovals.accept")}
          </button>
        </form>
      </div>
    </article>
  );
}

/** The version asked: a PDF or an image in the page, anything else as a download. */
function Shown({ approval }: { approval: PortalApproval }) {
  const kind = approval.mediaType === "application/pdf"
    ? "pdf"
    : /^image\/(png|jpeg|gif|webp)$/.test(approval.mediaType)
    ? "image"
    : null;
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!kind) return;
    const stop = new AbortController();
    let made: string | null = null;
    approvalFile(approval.id, stop.signal).then((blob) => {
      made = URL.createObjectURL(blob);
      setUrl(made);
    }, (error) => !stop.signal.aborted && setFailed(reasonOf(error)));
    return () => {
      stop.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [approval.id, kind]);

  const download = async () => {
    try {
      const link = Object.assign(document.createElement("a"), {
        href: URL.createObjectURL(await approvalFile(approval.id)),
        download: approval.documentName,
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch (error) {
      setFailed(reasonOf(error));
    }
  };
  if (failed) return <Notice tone="error">{t("portalApprovals.previewFailed", { reason: failed })}</Notice>;
  if (!kind) {
    return (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={download}
        data-testid="portal-approval-download"
      >
        {t("portalApprovals.download")}
      </button>
    );
  }
  if (!url) return <div className="skeleton h-64 w-full" aria-busy="true" />;
  return (
    <figure
      className="rounded-box border border-base-300 overflow-hidden"
      data-testid="portal-approval-preview"
    >
      {kind === "pdf"
        ? <iframe src={url} title={t("portalApprovals.preview")} className="w-full h-[60vh] bg-base-200" />
        : <img src={url} alt={t("portalApprovals.preview")} className="max-h-[60vh] mx-auto" />}
    </figure>
  );
}
