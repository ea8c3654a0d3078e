import { api } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";
import type { CheckFinding } from "../../../domain/compliance/checks.ts";
import { keys } from "../data/hooks.ts";
import { backofficeProvider } from "../data/provider.ts";

const OBLIGATIONS = "/api/backoffice/workflows/obligations";

/** What a preview or a run of the obligations answers (server/workflows/obligations.ts ObligationRunAnswer). */
export type ObligationRun = {
  span: { from: string; to: string };
  create: number;
  change: number;
  retire: number;
  reopen: number;
  byKind: Record<string, { create: number; change: number; retire: number; reopen: number }>;
  clients: { account: string; title: string; count: number }[];
};

/** What a run would do now: asked when staff ask (a preview reads every client's profile), never cached. */
export function usePreviewObligations() {
  return useWrite({ send: () => api<ObligationRun>(`${OBLIGATIONS}/preview`) });
}

/** Runs it: the obligations it writes, and everything the back office shows of them, load again. */
export function useRunObligations() {
  return useWrite({
    send: () => api<ObligationRun>(`${OBLIGATIONS}/run`, { method: "POST", body: {} }),
    refresh: backofficeProvider.touchedByWrite,
  });
}

/**
 * The contradictions in a client's compliance data; loaded again after any write to the back office, but kept
 * under the client's own record so that deleting the client does not ask for them again (a 404 on its way out).
 */
export function useComplianceChecks(account: string) {
  return useData(
    keys.about("account", account),
    async (signal) =>
      (await api<{ items: CheckFinding[] }>(`${OBLIGATIONS}/checks/${encodeURIComponent(account)}`, {
        signal,
      }))
        .items,
  );
}
