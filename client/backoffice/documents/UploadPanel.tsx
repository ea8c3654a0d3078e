import { useSignals } from "@preact/signals-react/runtime";
import { type DragEvent, useId, useRef, useState } from "react";
import { DOCUMENT_KINDS } from "../../../domain/resources/documents.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { ApiError } from "../../lib/api.ts";
import { useCan } from "../data/grants.ts";
import { findDef } from "../defs.ts";
import { RefPicker } from "../form/fields/RefPicker.tsx";
import { formatBytes } from "../format.ts";
import { optionText } from "../ui/optionText.ts";
import { type Filing, uploadDocument } from "./api.ts";
import { changed, overall, queued, type UploadItem } from "./uploads.ts";
import "./messages.ts";

/**
 * Uploading documents: files chosen or dropped become documents of a client, in a folder and tax year chosen
 * here, sent one after another with each file's progress and the batch's. On a client's page the client is that
 * one (`account`); on a return's, a letter's or a CIPC job's, its client and the record itself (`link`); above the
 * documents' list (which passes its `def`) the client is chosen first.
 */
export function UploadPanel(
  { account: fixed, link, kind: firstKind = "other", taxYear: firstYear = "" }: {
    account?: string;
    def?: ResourceDef;
    /** The record the documents belong to besides the client (on that record's page). */
    link?: Filing["link"];
    kind?: string;
    taxYear?: string;
  },
) {
  useSignals();
  const id = useId();
  const def = findDef("document")!;
  const kindField = def.fields.find((f) => f.name === "kind")!;
  const allowed = useCan(def.module, "create");
  const [account, setAccount] = useState(fixed ?? "");
  const [kind, setKind] = useState<string>(firstKind);
  const [taxYear, setTaxYear] = useState(firstYear);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [over, setOver] = useState(false);
  const batches = useRef(0);
  const busy = items.some((i) => i.state === "sending" || i.state === "waiting");

  const send = async (files: File[]) => {
    if (files.length === 0 || !account) return;
    const batch = queued(files, `b${batches.current++}`);
    setItems((old) => [...old.filter((i) => i.state === "sending" || i.state === "waiting"), ...batch]);
    const filing = { account, kind, taxYear, link };
    for (const [i, file] of files.entries()) {
      const { key } = batch[i];
      const update = (change: Partial<UploadItem>) => setItems((old) => changed(old, key, change));
      update({ state: "sending" });
      try {
        const made = await uploadDocument(filing, file, (sent) => update({ sent }));
        update({ state: "done", sent: file.size, documentId: String(made.id) });
      } catch (error) {
        update({ state: "failed", error: error instanceof ApiError ? error.message : String(error) });
      }
    }
  };

  const dropped = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void send([...e.dataTransfer.files]);
  };

  if (allowed === false) {
    return (
      <div role="status" className="alert alert-info alert-soft text-sm mb-4">
        <Icon name="lock" />
        <span>{t("documents.upload.notAllowed")}</span>
      </div>
    );
  }
  const progress = overall(items);
  const ready = Boolean(account) && allowed === true;
  return (
    <section
      className="card bg-base-100 border border-base-300 mb-4"
      aria-labelledby={`${id}-title`}
      data-testid="document-upload"
    >
      <div className="card-body p-4 gap-3">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-lg">{t("documents.upload.title")}</h2>
          <p className="text-sm opacity-70 max-w-prose">{t("documents.upload.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-3 items-end">
          {fixed === undefined && (
            <label className="flex flex-col gap-1 w-full sm:w-64">
              <span className="text-sm">{t("documents.upload.client")}</span>
              <RefPicker to="account" id={`${id}-client`} value={account} onChange={setAccount} small />
            </label>
          )}
          <label className="flex flex-col gap-1 w-full sm:w-56">
            <span className="text-sm">{t("documents.upload.folder")}</span>
            <select
              className="select select-sm w-full"
              value={kind}
              onChange={(e) => setKind(e.currentTarget.value)}
              data-testid="document-upload-folder"
            >
              {DOCUMENT_KINDS.map((k) => <option key={k} value={k}>{optionText(kindField, k)}</option>)}
            </select>
          </label>
          <label className="flex flex-col gap-1 w-full sm:w-32">
            <span className="text-sm">{t("documents.upload.year")}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1990}
              max={2100}
              className="input input-sm w-full"
              value={taxYear}
              onChange={(e) => setTaxYear(e.currentTarget.value)}
              data-testid="document-upload-year"
            />
          </label>
        </div>
        <div
          className={`border-2 border-dashed rounded-box p-4 flex flex-col sm:flex-row items-center gap-3 ${
            over ? "border-primary bg-primary/5" : "border-base-300"
          }`}
          onDragOver={(e) => {
            e.preventDefault();
            if (ready) setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={ready ? dropped : (e) => e.preventDefault()}
          data-testid="document-drop"
        >
          <Icon name="upload_file" size={32} className="opacity-60" />
          <label className="flex flex-col gap-1 flex-1 min-w-0">
            <span className="sr-only">{t("documents.upload.choose")}</span>
            <input
              type="file"
              multiple
              disabled={!ready}
              className="file-input file-input-sm w-full"
              onChange={(e) => {
                const files = [...(e.currentTarget.files ?? [])];
                e.currentTarget.value = "";
                void send(files);
              }}
              data-testid="document-files"
            />
            <span className="text-xs opacity-70">
              {ready ? `${t("documents.upload.drop")} · ${t("documents.upload.limit")}` : t(
                "documents.upload.chooseClient",
              )}
            </span>
          </label>
        </div>
        {items.length > 0 && (
          <div className="flex flex-col gap-2" aria-live="polite">
            <div className="flex items-center gap-3">
              <progress
                className="progress progress-primary flex-1"
                value={Math.round(progress.fraction * 100)}
                max={100}
                aria-label={t("documents.upload.overall", {
                  finished: progress.finished,
                  count: items.length,
                })}
                data-testid="document-upload-overall"
              />
              <span className="text-sm tabular-nums whitespace-nowrap">
                {t("documents.upload.overall", { finished: progress.finished, count: items.length })}
              </span>
              {!busy && (
                <button type="button" className="btn btn-ghost btn-xs" onClick={() => setItems([])}>
                  {t("documents.upload.clear")}
                </button>
              )}
            </div>
            <ul className="flex flex-col gap-2">
              {items.map((item) => <UploadRow key={item.key} item={item} />)}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const percent = item.size === 0 ? 0 : Math.round((Math.min(item.sent, item.size) / item.size) * 100);
  const status = item.state === "done"
    ? t("documents.upload.done")
    : item.state === "failed"
    ? t("documents.upload.failed", { reason: item.error ?? "" })
    : item.state === "sending"
    ? t("documents.upload.sending", { percent })
    : t("documents.upload.waiting");
  return (
    <li className="flex flex-col gap-1" data-testid="document-upload-item" data-state={item.state}>
      <div className="flex items-center gap-2 text-sm min-w-0">
        <Icon
          name={item.state === "done" ? "check_circle" : item.state === "failed" ? "error" : "description"}
          size={18}
          className={item.state === "done" ? "text-success" : item.state === "failed" ? "text-error" : ""}
        />
        <span className="truncate flex-1" dir="auto">{item.name}</span>
        <span className="opacity-70 tabular-nums whitespace-nowrap">
          {formatBytes(item.size, language.value)}
        </span>
      </div>
      <progress
        className={`progress w-full ${item.state === "failed" ? "progress-error" : "progress-primary"}`}
        value={item.state === "failed" ? 100 : percent}
        max={100}
        aria-label={`${item.name}: ${status}`}
      />
      <span className={`text-xs ${item.state === "failed" ? "text-error" : "opacity-70"}`}>{status}</span>
    </li>
  );
}
