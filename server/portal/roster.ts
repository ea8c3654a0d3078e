import { errorEnvelope, type Language, Refusal } from "../../domain/api/index.ts";
import type { ListQuery } from "../../domain/list-query.ts";
import {
  type BulkInviteOutcome,
  PORTAL_ROSTER_STATES,
  type PortalRoster,
  type PortalRosterRow,
  type PortalRosterState,
} from "../../domain/portal.ts";
import {
  type Actor,
  countRecords,
  type Engine,
  listRequest,
  refusal as mayNot,
  type Within,
} from "../backoffice/index.ts";
import type { Db } from "../store/db.ts";
import { type AccessRow, contactName, emailOf, type Portal, rosterState, stateOf } from "./portal.ts";

/**
 * Each state as a condition on an access row `a`, `now` binding the time when the condition needs it (a parameter
 * bound and not used is an error on PostgreSQL); never invited is the contacts with none. An invitation whose link died because its mail failed (no expiry kept) counts as run out.
 */
const STATE_SQL: Record<Exclude<PortalRosterState, "never">, (now: () => string) => string> = {
  revoked: () => "a.revoked_at IS NOT NULL",
  active: () => "a.revoked_at IS NULL AND a.accepted_at IS NOT NULL",
  expired: (now) =>
    `a.revoked_at IS NULL AND a.accepted_at IS NULL AND (a.invite_expires_at IS NULL OR a.invite_expires_at < ${now()})`,
  invited: (now) => `a.revoked_at IS NULL AND a.accepted_at IS NULL AND a.invite_expires_at >= ${now()}`,
};

export type RosterQuery = Pick<ListQuery, "q" | "page" | "pageSize"> & {
  state?: PortalRosterState;
  /** One client's contacts only (an account id). */
  client?: string;
};

/**
 * The portal manager (issue 37): every contact the actor sees, with where it stands with the portal, paged and
 * sorted as the contacts' list is (by last name), searched and narrowed to one client by the contacts' own list
 * (list-query.ts), and to a state by a condition on the portal's access rows; and invitations to many contacts at
 * once, each as the client's page sends one (Portal.invite).
 */
export class Roster {
  constructor(private readonly deps: { db: Db; engine: Engine; portal: Portal; now: () => number }) {}

  async list(query: RosterQuery, actor: Actor): Promise<PortalRoster> {
    const { engine } = this.deps;
    const def = engine.def("contact")!;
    const refused = mayNot(actor.role, await engine.grants.grants(actor.role), def, "read");
    if (refused) throw refused;
    await engine.whenReady();
    const now = this.deps.now();
    const { request } = listRequest(def, {
      q: query.q,
      page: query.page,
      pageSize: query.pageSize,
      where: query.client ? { account: [query.client] } : undefined,
    });
    const within = both(
      engine.visibility.within(def.name, actor),
      query.state && stateWithin(query.state, now),
    );
    const page = await engine.source(def.name).list(def, { ...request, within });
    const access = await this.#access(page.rows.map((r) => r.id));
    const accountDef = engine.def("account")!;
    const clientIds = [...new Set(page.rows.map((r) => String(r.data.account ?? "")).filter(Boolean))];
    const clients = new Map(
      (await engine.sourceFor("account", actor).getMany(accountDef, clientIds)).map((c) => [c.id, c]),
    );
    const items: PortalRosterRow[] = page.rows.map((contact) => {
      const row = access.get(contact.id);
      const client = clients.get(String(contact.data.account ?? ""));
      return {
        contact: contact.id,
        name: contactName(contact),
        email: emailOf(contact) || null,
        access: stateOf(contact.id, row),
        state: rosterState(row, now),
        client: client ? { id: client.id, name: String(client.data.name ?? "") } : null,
      };
    });
    return { items, total: page.total, capped: page.capped, counts: await this.#counts(actor, now) };
  }

  /**
   * Invites each contact as the client's page does (a mail each); one refused (no e-mail address, not seen)
   * does not stop the others, and each answer says what became of its contact, in the reader's language.
   */
  async invite(contacts: readonly string[], actor: Actor, lang: Language): Promise<BulkInviteOutcome[]> {
    const outcomes: BulkInviteOutcome[] = [];
    for (const contact of new Set(contacts)) {
      try {
        outcomes.push({ contact, ok: true, access: await this.deps.portal.invite(contact, actor) });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const { code, message } = errorEnvelope(error.problem, lang, { fields: error.fields }).error;
        outcomes.push({ contact, ok: false, error: { code, message } });
      }
    }
    return outcomes;
  }

  /** The access rows of some contacts, by contact. */
  async #access(ids: readonly string[]): Promise<Map<string, AccessRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db.all<AccessRow>(
      `SELECT a.*, u.email, u.last_sign_in_at FROM portal_access a JOIN portal_user u ON u.id = a.user_id
       WHERE a.contact_id IN (${ids.map((_, i) => `$${i + 1}`).join(", ")})`,
      [...ids],
    );
    return new Map(rows.map((r) => [r.contact_id, r]));
  }

  /** How many contacts the actor sees in each state: the list's own conditions, counted whole. */
  async #counts(actor: Actor, now: number): Promise<Record<PortalRosterState, number>> {
    const { db, engine } = this.deps;
    const visible = engine.visibility.within("contact", actor);
    const counted = await Promise.all(
      PORTAL_ROSTER_STATES.map((state) =>
        countRecords(db, "contact", both(visible, stateWithin(state, now))).then((n) => [state, n] as const)
      ),
    );
    return Object.fromEntries(counted) as Record<PortalRosterState, number>;
  }
}

/** Both list conditions, or the one there is. */
function both(a: Within | undefined, b: Within | undefined): Within | undefined {
  if (!a || !b) return a ?? b;
  return (add) => `(${a(add)}) AND (${b(add)})`;
}

/** A list condition (on the record table's `id`) keeping the contacts in `state`. */
function stateWithin(state: PortalRosterState, now: number): Within {
  return (add) =>
    state === "never"
      ? "id NOT IN (SELECT contact_id FROM portal_access)"
      : `id IN (SELECT a.contact_id FROM portal_access a WHERE ${STATE_SQL[state](() => add(now))})`;
}
