import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useState } from "react";
import { language, t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { ApiError } from "../../lib/api.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useCan } from "../data/grants.ts";
import type { RecordActionsProps } from "../extensions.ts";
import { formatBytes, formatDateTime } from "../format.ts";
import { type DocumentVersion, uploadVersion, useVersions, versionFile } from "./api.ts";
import "./messages.ts";

/** What the page shows of a file itself: PDFs and images as they are, text as text; anything else is downloaded. */
type Shown = { kind: "pdf" | "image"; url: string } | { kind: "text"; text: string };

/** A text file's preview: its start, enough to tell what it is. */
const TEXT_PREVIEW_BYTES = 200_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A document's view page, its own part: the current version shown in the page (a PDF in the browser's viewer, an
 * image, a text's start), every version with its uploader and a download, and a new version's upload with its
 * progress.
 */
export function VersionsPanel({ def, record }: RecordActionsProps) {
  useSignals();
  const id = String(record.id);
  const titleId = useId();
  const versions = useVersions(id);
  const mayUpdate = useCan(def.module, "update");
  const [sending, setSending] = useState<number | null>(null);

  const addVersion = async (file: File) => {
    setSending(0);
    try {
      const made = await uploadVersion(
        id,
        Number(record.version),
        file,
        (sent, total) => setSending(Math.round((sent / Math.max(total, 1)) * 100)),
      );
      showMessage(t("documents.versions.added", { n: Number(made.versions) }), { variant: "success" });
    } catch (error) {
      showMessage(reasonOf(error), { variant: "error" });
    } finally {
      setSending(null);
    }
  };

  return (
    <section
      className="card bg-base-100 border border-base-300 mb-4"
      aria-labelledby={titleId}
      data-testid="document-versions"
    >
      <div className="card-body p-4 gap-4">
        <h2 id={titleId} className="font-semibold text-lg">{t("documents.versions.title")}</h2>
        <Preview id={id} mediaType={String(record.mediaType ?? "")} version={Number(record.versions)} />
        <QueryState query={versions} failure={t("documents.versions.loadFailed")}>
          {(items) => (
            <ol className="flex flex-col divide-y divide-base-300" data-testid="document-version-list">
              {items.map((v) => <VersionRow key={v.n} id={id} version={v} current={v.n === items[0]?.n} />)}
            </ol>
          )}
        </QueryState>
        {mayUpdate === true && (
          <div className="flex flex-col gap-1">
            <label className="flex flex-col gap-1">
              <span className="text-sm font-medium">{t("documents.versions.newVersion")}</span>
              <input
                type="file"
                className="file-input file-input-sm w-full sm:w-96"
                disabled={sending !== null}
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  e.currentTarget.value = "";
                  if (file) void addVersion(file);
                }}
                data-testid="document-new-version"
              />
            </label>
            <span className="text-xs opacity-70">{t("documents.versions.newVersionIntro")}</span>
            {sending !== null && (
              <div className="flex items-center gap-2" aria-live="polite">
                <progress className="progress progress-primary w-full sm:w-96" value={sending} max={100} />
                <span className="text-xs tabular-nums">
                  {t("documents.versions.sending", { percent: sending })}
                </span>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function VersionRow({ id, version, current }: { id: string; version: DocumentVersion; current: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await versionFile(id, version.n));
      const link = Object.assign(document.createElement("a"), { href: url, download: version.name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      showMessage(reasonOf(error), { variant: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="py-2 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="document-version">
      <span className="font-medium">
        {t("documents.versions.version", { n: version.n })}
        {current && (
          <span className="badge badge-sm badge-primary ms-2">{t("documents.versions.current")}</span>
        )}
      </span>
      <span className="truncate min-w-0 flex-1" dir="auto">{version.name}</span>
      <span className="text-sm opacity-70 tabular-nums">{formatBytes(version.size, language.value)}</span>
      <span className="text-sm opacity-70 basis-full sm:basis-auto">
        {t("documents.versions.by", {
          name: version.uploadedByName ?? "—",
          when: formatDateTime(version.uploadedAt, language.value),
        })}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-xs"
        onClick={() => void download()}
        disabled={busy}
        aria-label={`${t("documents.versions.download")}: ${version.name}`}
        data-testid="document-download"
      >
        {busy ? <span className="loading loading-spinner loading-xs" /> : <Icon name="download" size={16} />}
        {t("documents.versions.download")}
      </button>
    </li>
  );
}

/** The current version shown in the page; it loads again when a new version is uploaded. */
function Preview({ id, mediaType, version }: { id: string; mediaType: string; version: number }) {
  const kind = mediaType === "application/pdf"
    ? "pdf"
    : /^image\/(png|jpeg|gif|webp)$/.test(mediaType)
    ? "image"
    : mediaType === "text/plain"
    ? "text"
    : null;
  const [shown, setShown] = useState<Shown | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!kind) return;
    const stop = new AbortController();
    let url: string | null = null;
    setShown(null);
    setFailed(null);
    versionFile(id, version, stop.signal).then(async (blob) => {
      if (kind === "text") return setShown({ kind, text: await blob.slice(0, TEXT_PREVIEW_BYTES).text() });
      url = URL.createObjectURL(blob);
      setShown({ kind, url });
    }).catch((error) => {
      if (!stop.signal.aborted) setFailed(error instanceof ApiError ? error.message : reasonOf(error));
    });
    return () => {
      stop.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, version, kind]);

  if (!kind) return <p className="text-sm opacity-70">{t("documents.versions.noPreview")}</p>;
  if (failed) {
    return <p className="text-sm text-error">{t("documents.versions.previewFailed", { reason: failed })}</p>;
  }
  if (!shown) return <div className="skeleton h-64 w-full" aria-busy="true" />;
  return (
    <figure className="rounded-box border border-base-300 overflow-hidden" data-testid="document-preview">
      <figcaption className="sr-only">{t("documents.versions.preview")}</figcaption>
      {shown.kind === "pdf" && (
        <iframe
          src={shown.url}
          title={t("documents.versions.preview")}
          className="w-full h-[70vh] bg-base-200"
        />
      )}
      {shown.kind === "image" && (
        <img src={shown.url} alt={t("documents.versions.preview")} className="max-h-[70vh] mx-auto" />
      )}
      {shown.kind === "text" && (
        <pre
          className="p-3 text-sm whitespace-pre-wrap max-h-[50vh] overflow-auto"
          dir="auto"
        >{shown.text}</pre>
      )}
    </figure>
  );
}
