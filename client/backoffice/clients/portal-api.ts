import {
  type PortalAccessState,
  type PortalContact,
  type PortalMessage,
  type PortalThreadPage,
} from "../../../domain/portal.ts";
import { api } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";
import { keys } from "../data/hooks.ts";
import { backofficeProvider } from "../data/provider.ts";

const PORTAL = "/api/backoffice/portal";

/** A client's contacts with their portal access; kept under the client, so its delete does not ask again. */
export function usePortalContacts(account: string) {
  return useData(
    keys.about("account", account, "portal"),
    async (signal) =>
      (await api<{ items: PortalContact[] }>(`${PORTAL}/clients/${encodeURIComponent(account)}`, { signal }))
        .items,
  );
}

export type PortalAction = "invite" | "resend" | "revoke";

const CALLS: Record<PortalAction, (contact: string) => Promise<PortalAccessState>> = {
  invite: (contact) => api(`${PORTAL}/invitations`, { method: "POST", body: { contact } }),
  resend: (contact) => api(`${PORTAL}/invitations/${encodeURIComponent(contact)}/resend`, { method: "POST" }),
  revoke: (contact) => api(`${PORTAL}/invitations/${encodeURIComponent(contact)}/revoke`, { method: "POST" }),
};

/** Invites a contact, invites them again (a new link) or revokes their access; the panel loads again after. */
export function usePortalAction(failure: string, done: (action: PortalAction) => void) {
  return useWrite({
    send: ({ action, contact }: { action: PortalAction; contact: string }) => CALLS[action](contact),
    refresh: backofficeProvider.touchedByWrite,
    failure,
    done: (_answer, { action }) => done(action),
  });
}

const threadPath = (account: string) => `${PORTAL}/clients/${encodeURIComponent(account)}/messages`;

/** A page of a client's portal thread, newest last: the newest (with the unread count), or older than `before`. */
export function usePortalThread(account: string, before?: string) {
  return useData(
    keys.about("account", account, before ? `thread:${before}` : "thread"),
    (signal) => api<PortalThreadPage>(threadPath(account), { signal, query: { before } }),
  );
}

/** Staff's answer in a client's thread, or the client's messages marked read; the thread loads again after. */
export function useThreadWrite(account: string, failure: string, done: (kind: "answer" | "read") => void) {
  return useWrite({
    send: (v: { kind: "answer"; body: string } | { kind: "read" }) =>
      v.kind === "answer"
        ? api<PortalMessage>(threadPath(account), { method: "POST", body: { body: v.body } })
        : api(`${threadPath(account)}/read`, { method: "POST" }),
    refresh: backofficeProvider.touchedByWrite,
    failure,
    done: (_answer, v) => done(v.kind),
  });
}
