import { useSignals } from "@preact/signals-react/runtime";
import { byYear } from "../../../domain/portal-shares.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useCan } from "../data/grants.ts";
import type { RecordActionsProps } from "../extensions.ts";
import { findDef, recordPath } from "../defs.ts";
import { formatBytes, formatDate } from "../format.ts";
import { Panel } from "../ui/Panel.tsx";
import { Link } from "react-router";
import { useSharedDocuments, useShareState, useShareWrite } from "./share-api.ts";
import "./share-messages.ts";

/**
 * A document's page, its sharing in the client portal (issue 37): a switch staff who may change documents turn
 * on to let the client's portal users download it, and off to stop; each change is in the document's history.
 */
export function ShareToggle({ def, record }: RecordActionsProps) {
  useSignals();
  const id = String(record.id);
  const state = useShareState(id);
  const mayUpdate = useCan(def.module, "update");
  const writing = useShareWrite(id, t("portalShare.refused"), (s) => {
    showMessage(t(s.shared ? "portalShare.shared" : "portalShare.unshared"), { variant: "success" });
  });
  return (
    <Panel
      id="portal-share-title"
      testId="portal-share"
      title={t("portalShare.title")}
      intro={<p className="text-sm opacity-70 max-w-prose">{t("portalShare.intro")}</p>}
    >
      <QueryState query={state} failure={t("portalShare.failed")}>
        {(s) => (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <label className="flex items-center gap-3 cursor-pointer">
              <input
                type="checkbox"
                role="switch"
                className="toggle toggle-primary"
                checked={s.shared}
                disabled={writing.busy || mayUpdate === false}
                onChange={(e) => void writing.write(e.target.checked)}
                data-testid="portal-share-toggle"
              />
              <span>{t("portalShare.toggle")}</span>
            </label>
            <span className="text-sm opacity-70" data-testid="portal-share-state">
              {s.shared && s.sharedAt
                ? t("portalShare.sharedSince", { date: formatDate(s.sharedAt, language.value) })
                : t("portalShare.notShared")}
            </span>
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

/** The client's page: what is shared with the client in the portal, by year, each linking to its document. */
export function SharedPanel({ account }: { account: string }) {
  useSignals();
  const shared = useSharedDocuments(account);
  const documentDef = findDef("document")!;
  return (
    <Panel
      id="portal-shared-title"
      testId="portal-shared"
      title={t("portalShare.panelTitle")}
      intro={<p className="text-sm opacity-70 max-w-prose">{t("portalShare.panelIntro")}</p>}
    >
      <QueryState
        query={shared}
        failure={t("portalShare.panelFailed")}
        empty={{
          when: (items) => items.length === 0,
          view: <p className="text-sm opacity-70" data-testid="portal-shared-none">{t("portalShare.none")}
          </p>,
        }}
      >
        {(items) => (
          <div className="flex flex-col gap-3">
            {byYear(items).map((y) => (
              <section key={y.year} aria-labelledby={`portal-shared-${y.year}`}>
                <h3 id={`portal-shared-${y.year}`} className="font-medium">{y.year}</h3>
                <ul className="divide-y divide-base-300">
                  {y.items.map((d) => (
                    <li
                      key={d.id}
                      className="flex flex-wrap justify-between gap-2 py-1"
                      data-testid="portal-shared-doc"
                    >
                      <Link className="link link-hover break-all" to={recordPath(documentDef, d.id)}>
                        {d.name}
                      </Link>
                      <span className="text-sm opacity-70">{formatBytes(d.size, language.value)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
