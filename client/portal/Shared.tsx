import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { byYear, type SharedDocument } from "../../domain/portal-shares.ts";
import { t } from "../kit/i18n/core.ts";
import { fetchShared, sharedFile } from "./shared-api.ts";
import { Notice, reasonOf } from "./ui.tsx";
import "./affairs-messages.ts";

/**
 * The documents the practice shared with client `client`, by year (newest first), each downloaded from here: its
 * current version, fetched with the portal's token and saved under its name.
 */
export function Shared({ client, name }: { client: string; name: string }) {
  useSignals();
  const [items, setItems] = useState<SharedDocument[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchShared(client, abort.signal).then(setItems, (error) => {
      if (!abort.signal.aborted) setProblem(reasonOf(error));
    });
    return () => abort.abort();
  }, [client]);

  const download = async (doc: SharedDocument) => {
    setBusy(doc.id);
    setProblem(null);
    try {
      const url = URL.createObjectURL(await sharedFile(client, doc.id));
      const link = document.createElement("a");
      link.href = url;
      link.download = doc.name;
      link.click();
      // The click has taken the address by the next task: only then is it let go.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      setProblem(t("portalShared.failed", { reason: reasonOf(error) }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby="portal-shared" data-testid="portal-shared">
      <h2 id="portal-shared" className="text-lg font-semibold">{t("portalShared.title")}</h2>
      {problem && <Notice tone="error">{problem}</Notice>}
      {!items
        ? !problem && <p role="status">{t("portal.loading")}</p>
        : items.length === 0
        ? <Notice tone="info">{t("portalShared.none", { client: name })}</Notice>
        : byYear(items).map((y) => (
          <section
            key={y.year}
            className="card bg-base-100 shadow-sm"
            aria-labelledby={`portal-shared-${y.year}`}
            data-testid="portal-shared-year"
          >
            <div className="card-body p-4 gap-2">
              <h3 id={`portal-shared-${y.year}`} className="font-semibold">{y.year}</h3>
              <ul className="flex flex-col gap-2">
                {y.items.map((d) => (
                  <li
                    key={d.id}
                    className="flex items-center justify-between gap-2"
                    data-testid="portal-shared-doc"
                  >
                    <span className="break-all min-w-0">
                      <bdi>{d.name}</bdi>
                    </span>
                    <button
                      type="button"
                      className="btn btn-sm btn-primary shrink-0"
                      disabled={busy === d.id}
                      aria-label={t("portalShared.download", { name: d.name })}
                      onClick={() => void download(d)}
                      data-testid="portal-shared-download"
                    >
                      {busy === d.id ? t("portalShared.downloading") : <span aria-hidden="true">⬇</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
    </section>
  );
}
