import type { BulkInviteOutcome, PortalRoster, PortalRosterState } from "../../../domain/portal.ts";
import { api } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";
import { backofficeProvider } from "../data/provider.ts";

const PORTAL = "/api/backoffice/portal";

/** What the portal manager asks for: the page address's state. */
export type RosterAsk = {
  state: PortalRosterState | "";
  q: string;
  client: string;
  page: number;
  pageSize: number;
};

/** A page of every client's portal users (server/portal/roster.ts); under the back office, loaded again by writes. */
export function usePortalRoster(ask: RosterAsk) {
  const params = new URLSearchParams();
  if (ask.state) params.set("state", ask.state);
  if (ask.q.trim()) params.set("q", ask.q.trim());
  if (ask.client) params.set("client", ask.client);
  params.set("page", String(ask.page));
  params.set("pageSize", String(ask.pageSize));
  return useData(
    ["backoffice/portal", "roster", ask],
    (signal) => api<PortalRoster>(`${PORTAL}/contacts?${params}`, { signal }),
  );
}

/** Invites many contacts at once; each one's outcome is in the answer (one refused does not stop the others). */
export function useBulkInvite(failure: string, done: (outcomes: BulkInviteOutcome[]) => void) {
  return useWrite({
    send: async (contacts: string[]) =>
      (await api<{ items: BulkInviteOutcome[] }>(`${PORTAL}/invitations/bulk`, {
        method: "POST",
        body: { contacts },
      })).items,
    refresh: backofficeProvider.touchedByWrite,
    failure,
    done: (outcomes) => done(outcomes),
  });
}
