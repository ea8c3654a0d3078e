import { useSignals } from "@preact/signals-react/runtime";
import { type ChangeEvent, useEffect, useState } from "react";
import type { LinkItem, LinkRequest } from "../../../../domain/documents/request-link.ts";
import { ITEM_KIND } from "../../../../domain/resources/document-requests.ts";
import { formatDate } from "../../../kit/i18n/dates.ts";
import { language, preferredLanguage, setLanguage, t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { LanguageSwitch } from "../../../kit/ui/LanguageSwitch.tsx";
import { ApiError } from "../../../lib/api.ts";
import { optionText } from "../../ui/optionText.ts";
import { openLink, uploadToItem } from "./api.ts";
import "./messages.ts";
import { useAddressParams } from "../../../kit/routes/useAddressParams.ts";

/** A hidden file input's focus, drawn on the label that stands for it (the input comes just before it). */
const FOCUS_RING =
  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary";

/** Types a phone offers its camera and files for; the server still tells a file's type by its bytes. */
const ACCEPT = "image/*,application/pdf,.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.csv,.txt,.zip";

type Sending = { state: "sending"; percent: number } | { state: "done"; name: string } | {
  state: "failed";
  reason: string;
};

const reasonOf = (error: unknown) => error instanceof ApiError ? error.message : String(error);

/**
 * `REQUEST_PAGE?token=…`: the page a document request's mail links to, open to anyone holding the link (no
 * sign-in), phone first. It names the practice and the tax year, lists the documents still wanted, and takes a file
 * (or a photo) for each with its progress; the server's refusals read in the page's language, which is the
 * browser's until the reader picks another.
 */
export function RequestLinkPage() {
  useSignals();
  const [params, setParams] = useAddressParams();
  // The link's secret is kept for this visit only, out of the address bar and the browser's history.
  const [token] = useState(() => params.get("token") ?? "");
  const [request, setRequest] = useState<LinkRequest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<Record<string, Sending>>({});

  useEffect(() => {
    if (params.has("token")) setParams({}, { replace: true });
  }, [params, setParams]);
  useEffect(() => void setLanguage(preferredLanguage()), []);
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    openLink(token, abort.signal).then(setRequest, (error) => {
      if (!abort.signal.aborted) setProblem(reasonOf(error));
    });
    return () => abort.abort();
  }, [token]);

  const send = async (item: LinkItem, file: File) => {
    const set = (s: Sending) => setSending((all) => ({ ...all, [item.id]: s }));
    set({ state: "sending", percent: 0 });
    try {
      await uploadToItem(
        token,
        item.id,
        file,
        (sent, total) => set({ state: "sending", percent: Math.round((sent / Math.max(total, 1)) * 100) }),
      );
      set({ state: "done", name: file.name });
    } catch (error) {
      set({ state: "failed", reason: reasonOf(error) });
    }
  };

  const practice = request?.practice ?? "";
  const allIn = request !== null && request.items.every((i) => sending[i.id]?.state === "done");
  return (
    <main className="min-h-dvh bg-base-200 px-3 py-6 sm:py-10" data-testid="request-link-page">
      <div className="mx-auto w-full max-w-xl flex flex-col gap-4">
        <LanguageSwitch label={t("requestLink.language")} className="self-end" />
        {!token
          ? <Notice tone="warning" testId="request-link-no-token">{t("requestLink.noToken")}</Notice>
          : problem
          ? <Notice tone="error" testId="request-link-problem">{problem}</Notice>
          : !request
          ? <p className="opacity-70" role="status">{t("requestLink.loading")}</p>
          : (
            <>
              <header className="flex flex-col gap-2">
                <h1 className="text-2xl font-bold">{t("requestLink.title", { practice })}</h1>
                <p>{t("requestLink.intro", { practice, year: request.taxYear })}</p>
                <p className="text-sm opacity-70">
                  {t("requestLink.until", { date: formatDate(request.expiresAt, language.value) })}
                </p>
              </header>
              {allIn && (
                <Notice tone="success" testId="request-link-all-in">
                  {t("requestLink.allIn", { practice })}
                </Notice>
              )}
              <ul className="flex flex-col gap-3">
                {request.items.map((item) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    sending={sending[item.id]}
                    onFile={(f) => void send(item, f)}
                  />
                ))}
              </ul>
            </>
          )}
      </div>
    </main>
  );
}

function ItemCard(
  { item, sending, onFile }: { item: LinkItem; sending?: Sending; onFile: (file: File) => void },
) {
  const inputId = `file-${item.id}`;
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) onFile(file);
  };
  const busy = sending?.state === "sending";
  return (
    <li className="card bg-base-100 shadow-sm" data-testid="request-link-item">
      <div className="card-body p-4 gap-2">
        <div className="flex items-start gap-2">
          <Icon
            name={sending?.state === "done" ? "check_circle" : "description"}
            className={sending?.state === "done" ? "text-success" : ""}
          />
          <div className="flex-1 min-w-0">
            <h2 className="font-semibold break-words">{item.label}</h2>
            <p className="text-sm opacity-70">
              {optionText(ITEM_KIND, item.kind)}
              {item.dueDate && (
                <>· {t("requestLink.due", { date: formatDate(item.dueDate, language.value) })}</>
              )}
            </p>
          </div>
        </div>
        {sending?.state !== "done" && (
          <>
            {/* The input is hidden behind its label, which shows where the keyboard is when the input has it. */}
            <input
              id={inputId}
              type="file"
              accept={ACCEPT}
              className="sr-only peer"
              disabled={busy}
              onChange={pick}
              data-testid="request-link-file"
            />
            <label
              htmlFor={inputId}
              className={`btn btn-primary w-full ${FOCUS_RING} ${busy ? "btn-disabled" : ""}`}
              data-testid="request-link-choose"
            >
              <Icon name="photo_camera" />
              {t("requestLink.choose")}
            </label>
            <p className="text-xs opacity-70">{t("requestLink.accepts")}</p>
          </>
        )}
        {sending && <Progress sending={sending} />}
      </div>
    </li>
  );
}

function Progress({ sending }: { sending: Sending }) {
  const percent = sending.state === "sending" ? sending.percent : 100;
  const text = sending.state === "sending"
    ? t("requestLink.sending", { percent })
    : sending.state === "done"
    ? t("requestLink.received", { name: sending.name })
    : t("requestLink.failed", { reason: sending.reason });
  return (
    <div className="flex flex-col gap-1" data-testid="request-link-progress" data-state={sending.state}>
      <progress
        className={`progress w-full ${sending.state === "failed" ? "progress-error" : "progress-primary"}`}
        value={percent}
        max={100}
        aria-label={text}
      />
      <span role="status" className={`text-sm ${sending.state === "failed" ? "text-error" : "opacity-80"}`}>
        {text}
      </span>
    </div>
  );
}

function Notice(
  { tone, testId, children }: { tone: "warning" | "error" | "success"; testId: string; children: string },
) {
  const style = { warning: "alert-warning", error: "alert-error", success: "alert-success" }[tone];
  return (
    <div
      role={tone === "success" ? "status" : "alert"}
      className={`alert alert-soft ${style}`}
      data-testid={testId}
    >
      <span>{children}</span>
    </div>
  );
}
