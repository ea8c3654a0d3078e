import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import type { AffairStage, PortalAffair } from "../../domain/portal-affairs.ts";
import { t } from "../kit/i18n/core.ts";
import { fetchAffairs } from "./shared-api.ts";
import { Notice, reasonOf } from "./ui.tsx";
import "./affairs-messages.ts";

/** A stage's mark beside its words (the words say it; the colour only helps the eye). */
const DOT: Record<AffairStage, string> = {
  waiting: "bg-warning",
  preparing: "bg-info",
  approved: "bg-accent",
  submitted: "bg-primary",
  done: "bg-success",
};

/** Where client `client`'s affairs stand: each return, objection, annual return and clearance in client words. */
export function Affairs({ client, name }: { client: string; name: string }) {
  useSignals();
  const [items, setItems] = useState<PortalAffair[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchAffairs(client, abort.signal).then(setItems, (error) => {
      if (!abort.signal.aborted) setProblem(reasonOf(error));
    });
    return () => abort.abort();
  }, [client]);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="portal-affairs" data-testid="portal-affairs">
      <h2 id="portal-affairs" className="text-lg font-semibold">{t("portalAffairs.title")}</h2>
      {problem
        ? <Notice tone="error">{problem}</Notice>
        : !items
        ? <p role="status">{t("portal.loading")}</p>
        : items.length === 0
        ? <Notice tone="info">{t("portalAffairs.none", { client: name })}</Notice>
        : (
          <ul className="card bg-base-100 shadow-sm divide-y divide-base-300">
            {items.map((a) => (
              <li
                key={`${a.kind}-${a.id}`}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 p-3"
                data-testid="portal-affair"
                data-stage={a.stage}
              >
                <span className="font-medium break-words">
                  {t(`portalAffairs.kind.${a.kind}`, { year: a.year ?? "" })}
                </span>
                <span className="flex items-center gap-2 text-sm">
                  <span className={`inline-block size-2.5 rounded-full ${DOT[a.stage]}`} aria-hidden="true" />
                  {t(`portalAffairs.stage.${a.stage}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
