import { refusal } from "../../domain/api/index.ts";
import {
  CODE_MINUTES,
  CODE_TRIES,
  INVITATION_DAYS,
  PORTAL_ACCEPT_PAGE,
  type PortalAccessState,
  type PortalClient,
  type PortalContact,
  type PortalMe,
  type PortalRequest,
  type PortalSignedIn,
} from "../../domain/portal.ts";
import { practiceToday } from "../../domain/today.ts";
import { randomHex, sha256 } from "../auth/digest.ts";
import type { TokenService } from "../auth/tokens.ts";
import {
  type Actor,
  type DocumentRequests,
  type Engine,
  notFound,
  refusal as mayNot,
  type Stored,
  wholeList,
} from "../backoffice/index.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Db } from "../store/db.ts";
import { portalActor } from "./actor.ts";
import { codeMail, invitationMail } from "./mail.ts";
import { auditSignIn } from "./sign-in-audit.ts";
import { linkFor, PortalLinks } from "./sign-in-link.ts";
import type { PortalSessions } from "./sessions.ts";
import { PortalTwoFactor } from "./two-factor.ts";

export type PortalDeps = {
  db: Db;
  engine: Engine;
  requests: DocumentRequests;
  mailer: Mailer;
  tokens: TokenService;
  sessions: PortalSessions;
  /** Seals the authenticator apps' keys (as the employees' are). */
  twoFactorKey: Promise<CryptoKey>;
  /** Where links point (PUBLIC_URL): never a request's Host header. */
  publicUrl: string;
  practiceName: string;
  now: () => number;
};

import { type AccessRow, contactName, emailOf, rosterState, stateOf } from "./access.ts";
export { type AccessRow, contactName, emailOf, rosterState, stateOf };

const DAY_MS = 86_400_000;

/** A code's hash names its user too: the same six digits are another hash for another person. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/** Six random digits (rejection sampling: every code as likely). */
function sixDigits(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return n >= 4_294_000_000 ? sixDigits() : String(n % 1_000_000).padStart(6, "0");
}

/**
 * The client portal (issue 37). Portal users are people, one per e-mail address; staff invite a contact (an
 * access per contact), and the contact's client is one its person may act for once they accepted and while the
 * contact still has that address and the access is not revoked. Invitations (good INVITATION_DAYS days, once) and
 * sign-in codes (CODE_MINUTES minutes, CODE_TRIES wrong tries) are kept by their SHA-256 alone.
 */
export class Portal {
  /** Sign-in by the code mail's link (sign-in-link.ts) and the person's authenticator app (two-factor.ts). */
  readonly links: PortalLinks;
  readonly twoFactor: PortalTwoFactor;

  constructor(private readonly deps: PortalDeps) {
    const { db, twoFactorKey: key, practiceName, now } = deps;
    this.links = new PortalLinks({ db, portal: this, now });
    this.twoFactor = new PortalTwoFactor({ db, key, practiceName, now });
  }

  // ---- staff ----

  /**
   * Invites contact `id` (or invites again: a new link, every earlier one dead); mails the link once it is kept. A
   * mail that cannot be sent kills the link it carried. An access revoked, or of another address since, must be
   * accepted again before its client is the person's.
   */
  async invite(id: string, actor: Actor): Promise<PortalAccessState> {
    const { db, engine } = this.deps;
    const contact = await this.#contact(id, actor, "update");
    const email = emailOf(contact);
    if (!email) throw refusal("portalContactNoEmail");
    const now = this.deps.now();
    const token = randomHex(32);
    const hash = await sha256(token);
    const expires = now + INVITATION_DAYS * DAY_MS;
    await db.transaction(async (tx) => {
      await tx.run(
        "INSERT INTO portal_user (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING",
        [crypto.randomUUID(), email, now],
      );
      const user = await tx.get<{ id: string }>("SELECT id FROM portal_user WHERE email = $1", [email]);
      await tx.run(
        `INSERT INTO portal_access (contact_id, user_id, invited_at, invited_by, invite_hash, invite_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (contact_id) DO UPDATE SET user_id = $2, invited_at = $3, invited_by = $4, invite_hash = $5,
           invite_expires_at = $6, revoked_at = NULL,
           accepted_at = CASE WHEN portal_access.revoked_at IS NULL AND portal_access.user_id = $2
             THEN portal_access.accepted_at END`,
        [id, user!.id, now, actor.id, hash, expires],
      );
    });
    const client = await engine.source("account").get(engine.def("account")!, String(contact.data.account));
    const base = this.deps.publicUrl.replace(/\/+$/, "");
    try {
      await this.deps.mailer.send(invitationMail(email, {
        practice: this.deps.practiceName,
        name: String(contact.data.firstName ?? ""),
        client: String(client?.data.name ?? ""),
        link: `${base}${PORTAL_ACCEPT_PAGE}?token=${token}`,
        expiresOn: practiceToday(new Date(expires)),
      }));
    } catch (error) {
      await db.run("UPDATE portal_access SET invite_hash = NULL WHERE invite_hash = $1", [hash]);
      throw refusal("portalMailFailed", { reason: error instanceof Error ? error.message : String(error) });
    }
    return (await this.state(id, actor))!;
  }

  /** Invites contact `id` again; one never invited, or revoked, is refused (invite them instead). */
  async resend(id: string, actor: Actor): Promise<PortalAccessState> {
    await this.#contact(id, actor, "update");
    const row = await this.#access(id);
    if (!row || row.revoked_at !== null) throw refusal("portalNotInvited");
    return await this.invite(id, actor);
  }

  /** Revokes contact `id`'s access: its link dies, its person's sessions end and their authenticator app is off. */
  async revoke(id: string, actor: Actor): Promise<PortalAccessState> {
    await this.#contact(id, actor, "update");
    const row = await this.#access(id);
    if (!row) throw refusal("portalNotInvited");
    await this.deps.db.run(
      "UPDATE portal_access SET revoked_at = $1, invite_hash = NULL, invite_expires_at = NULL WHERE contact_id = $2",
      [this.deps.now(), id],
    );
    await this.deps.sessions.endAll(row.user_id);
    // Their authenticator app goes too: a person who lost the phone is revoked and invited again to set it up.
    await this.deps.db.run("DELETE FROM portal_two_factor WHERE user_id = $1", [row.user_id]);
    return (await this.state(id, actor))!;
  }

  /** Contact `id`'s portal access as staff see it (null: never invited). */
  async state(id: string, actor: Actor): Promise<PortalAccessState | null> {
    await this.#contact(id, actor, "read");
    return stateOf(id, await this.#access(id));
  }

  /**
   * Client `account`'s contacts, each with its portal access, as the actor sees them (the client's page); the 404
   * of a missing client for one they may not see.
   */
  async ofClient(account: string, actor: Actor): Promise<PortalContact[]> {
    const { engine } = this.deps;
    await this.seenClient(account, actor, "read");
    const def = engine.def("contact")!;
    const { rows } = await engine.sourceFor(def.name, actor).list(
      def,
      wholeList(def, { where: { account: [account] } }),
    );
    const now = this.deps.now();
    return await Promise.all(rows.map(async (contact) => {
      const row = await this.#access(contact.id);
      return {
        contact: contact.id,
        name: contactName(contact),
        email: emailOf(contact) || null,
        access: stateOf(contact.id, row),
        state: rosterState(row, now),
      };
    }));
  }

  /**
   * Client `account`, if the actor holds the contacts' grant to `action` (a 403 otherwise: the portal panel's and
   * thread's grant) and sees the client (the 404 of a missing client otherwise).
   */
  async seenClient(account: string, actor: Actor, action: "read" | "update"): Promise<Stored> {
    const { engine } = this.deps;
    await this.granted(actor, action);
    const accountDef = engine.def("account")!;
    const client = await engine.sourceFor("account", actor).get(accountDef, account);
    if (!client) throw notFound(accountDef, account);
    return client;
  }

  /** That the actor holds the contacts' grant to `action` (a 403 otherwise). */
  async granted(actor: Actor, action: "read" | "update"): Promise<void> {
    await this.#contacts(actor, action);
  }

  // ---- signing in ----

  /**
   * Accepts invitation `token`: the access is live from now, the link used up, and its person signed in.
   * Unknown, used, resent and revoked links are one refusal; an expired one says so.
   */
  async accept(token: string, address: string | null = null): Promise<PortalSignedIn> {
    const now = this.deps.now();
    const accepted = await this.deps.db.transaction(async (tx) => {
      const row = await tx.get<{ user_id: string; invite_expires_at: number }>(
        "SELECT user_id, invite_expires_at FROM portal_access WHERE invite_hash = $1",
        [await sha256(token)],
      );
      if (!row) return "unknown" as const;
      if (Number(row.invite_expires_at) <= now) return "expired" as const;
      const used = await tx.run(
        `UPDATE portal_access SET invite_hash = NULL, invite_expires_at = NULL, accepted_at = $1
         WHERE invite_hash = $2`,
        [now, await sha256(token)],
      );
      return used.changes === 1 ? row.user_id : "unknown" as const;
    });
    if (accepted === "unknown") throw refusal("portalInvitationUnknown");
    if (accepted === "expired") throw refusal("portalInvitationExpired");
    return await this.signIn(accepted, address);
  }

  /**
   * Mails a new code, and a link that signs in the device polling with `poll`, to the person with this address if
   * any of their accesses is live (an earlier code and link die); anyone else is mailed nothing, and their poll
   * answers alike. The caller answers alike either way.
   */
  async sendCode(email: string, poll: string): Promise<void> {
    const user = await this.#userByEmail(email);
    if (!user || (await this.clients(user.id)).length === 0) return;
    const { db, publicUrl } = this.deps;
    const link = await linkFor(db, { poll, userId: user.id, publicUrl });
    if (!link) return;
    const code = sixDigits();
    const expires = this.deps.now() + CODE_MINUTES * 60_000;
    await db.run(
      `INSERT INTO portal_code (user_id, code_hash, expires_at, wrong_tries) VALUES ($1, $2, $3, 0)
       ON CONFLICT (user_id) DO UPDATE SET code_hash = $2, expires_at = $3, wrong_tries = 0`,
      [user.id, await codeHash(user.id, code), expires],
    );
    await this.deps.mailer.send(codeMail(user.email, { practice: this.deps.practiceName, code, link }));
  }

  /**
   * Signs in with a mailed code: right, unexpired and among the first CODE_TRIES tries, it is used up and a
   * session starts. A wrong one counts; past the tries the code is refused, right or not, until a new one.
   */
  async verify(email: string, code: string, address: string | null = null): Promise<PortalSignedIn> {
    const user = await this.#userByEmail(email);
    if (!user) throw refusal("portalCodeWrong");
    const { db } = this.deps;
    // Used up in one statement with its checks: of two uses at once, one signs in.
    const used = await db.get<{ user_id: string }>(
      `DELETE FROM portal_code WHERE user_id = $1 AND code_hash = $2 AND expires_at > $3 AND wrong_tries < $4
       RETURNING user_id`,
      [user.id, await codeHash(user.id, code), this.deps.now(), CODE_TRIES],
    );
    if (used && (await this.clients(user.id)).length > 0) {
      // The link mailed with the code dies with it.
      await db.run("DELETE FROM portal_link WHERE user_id = $1", [user.id]);
      return await this.signIn(user.id, address);
    }
    const counted = await db.get<{ wrong_tries: number }>(
      "UPDATE portal_code SET wrong_tries = wrong_tries + 1 WHERE user_id = $1 AND wrong_tries < $2 RETURNING wrong_tries",
      [user.id, CODE_TRIES],
    );
    if (!counted && await db.get("SELECT 1 AS x FROM portal_code WHERE user_id = $1", [user.id])) {
      throw refusal("portalCodeTriesUsed", { tries: CODE_TRIES });
    }
    throw refusal("portalCodeWrong");
  }

  // ---- the signed-in portal user ----

  /** The clients user `userId` may act for now: those of their live accesses' contacts. */
  async clients(userId: string): Promise<PortalClient[]> {
    const { db, engine } = this.deps;
    const rows = await db.all<{ contact_id: string; email: string }>(
      `SELECT a.contact_id, u.email FROM portal_access a JOIN portal_user u ON u.id = a.user_id
       WHERE a.user_id = $1 AND a.accepted_at IS NOT NULL AND a.revoked_at IS NULL`,
      [userId],
    );
    if (rows.length === 0) return [];
    const contacts = await engine.source("contact").getMany(
      engine.def("contact")!,
      rows.map((r) => r.contact_id),
    );
    // A contact whose address changed since the invitation no longer lets that address act for its client.
    const accounts = [
      ...new Set(contacts.filter((c) => emailOf(c) === rows[0].email).map((c) => String(c.data.account))),
    ];
    const clients = await engine.source("account").getMany(engine.def("account")!, accounts);
    return clients.map((c) => ({ id: c.id, name: String(c.data.name ?? "") }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async me(userId: string): Promise<PortalMe> {
    const user = await this.deps.db.get<{ email: string }>("SELECT email FROM portal_user WHERE id = $1", [
      userId,
    ]);
    const names = await this.deps.db.all<{ contact_id: string }>(
      "SELECT contact_id FROM portal_access WHERE user_id = $1 AND revoked_at IS NULL ORDER BY invited_at",
      [userId],
    );
    const { engine } = this.deps;
    const [contact] = await engine.source("contact").getMany(
      engine.def("contact")!,
      names.map((n) => n.contact_id),
    );
    return {
      email: user?.email ?? "",
      name: contact ? `${contact.data.firstName ?? ""} ${contact.data.lastName ?? ""}`.trim() : "",
      clients: await this.clients(userId),
    };
  }

  /** User `userId` writing from `address`, as the history names them. */
  async actor(userId: string, address: string | null): Promise<Actor> {
    return portalActor(userId, await this.me(userId), address);
  }

  /** Client `account`'s open, sent document requests, if user `userId` may act for it; else the 404 of none. */
  async requests(userId: string, account: string): Promise<PortalRequest[]> {
    const { engine } = this.deps;
    await this.actsFor(userId, account);
    const def = engine.def("documentrequest")!;
    const { rows } = await engine.source(def.name).list(
      def,
      wholeList(def, { where: { account: [account], status: ["open"] } }),
    );
    return rows.filter((r) => r.data.sentAt).map((r) => ({
      id: r.id,
      taxYear: Number(r.data.taxYear),
      dueDate: typeof r.data.dueDate === "string" ? r.data.dueDate : null,
      items: ((r.data.items ?? []) as Array<Record<string, unknown>>).map((item, i) => ({
        n: i + 1,
        label: String(item.label ?? ""),
        kind: String(item.kind ?? ""),
        dueDate: typeof item.dueDate === "string" ? item.dueDate : null,
        received: item.status === "received",
      })),
    }));
  }

  /**
   * User `userId`'s upload from `address` against item `n` of request `id` of client `account`, through the
   * document requests' own upload (a document filed and the item received at once, in the history as theirs); a
   * client not theirs is the 404 of none.
   */
  async upload(
    userId: string,
    account: string,
    { id, n, name, address }: { id: string; n: number; name: string; address: string | null },
    body: ReadableStream<Uint8Array>,
  ): Promise<{ request: string; n: number; received: true; document: { name: string } }> {
    await this.actsFor(userId, account);
    const actor = await this.actor(userId, address);
    const stored = await this.deps.requests.uploadForClient(account, id, n, name, body, actor);
    return { request: id, n, received: true, document: { name: String(stored.name) } };
  }

  async signOut(sid: string): Promise<void> {
    await this.deps.sessions.end(sid);
  }

  /** Ends every session of portal user `userId`, on every device (a lost phone, a shared computer). */
  async signOutEverywhere(userId: string): Promise<void> {
    await this.deps.sessions.endAll(userId);
  }

  /**
   * Starts a session of user `userId`, once they proved who they are (an invitation, a code, a link); with their
   * authenticator app on, only once its code was given too (`secondFactor`): until then, a challenge.
   */
  async signIn(userId: string, address: string | null, secondFactor = false): Promise<PortalSignedIn> {
    if (!secondFactor && await this.twoFactor.isOn(userId)) {
      return {
        twoFactorRequired: true,
        challenge: await this.deps.tokens.issue(userId, "portal", "challenge"),
      };
    }
    const at = this.deps.now();
    const { db, engine } = this.deps;
    await db.run("UPDATE portal_user SET last_sign_in_at = $1 WHERE id = $2", [at, userId]);
    await auditSignIn(db, engine, { userId, address, at });
    const sid = await this.deps.sessions.start(userId);
    const token = await this.deps.tokens.issue(userId, "portal", "portal", sid);
    return { token, me: await this.me(userId) };
  }

  /** Client `account` if user `userId` may act for it; the 404 of a missing client if not. */
  async actsFor(userId: string, account: string): Promise<PortalClient> {
    const client = (await this.clients(userId)).find((c) => c.id === account);
    if (!client) throw notFound(this.deps.engine.def("account")!, account);
    return client;
  }

  async #userByEmail(email: string): Promise<{ id: string; email: string } | undefined> {
    return await this.deps.db.get<{ id: string; email: string }>(
      "SELECT id, email FROM portal_user WHERE email = $1",
      [email.trim().toLowerCase()],
    );
  }

  async #access(contactId: string): Promise<AccessRow | undefined> {
    return await this.deps.db.get<AccessRow>(
      `SELECT a.*, u.email, u.last_sign_in_at FROM portal_access a JOIN portal_user u ON u.id = a.user_id
       WHERE a.contact_id = $1`,
      [contactId],
    );
  }

  /** Contact `id`, if the actor sees it and may `action` contacts; the 404 of none if they do not see it. */
  async #contact(id: string, actor: Actor, action: "read" | "update"): Promise<Stored> {
    const { engine } = this.deps;
    const def = await this.#contacts(actor, action);
    const contact = await engine.sourceFor(def.name, actor).get(def, id);
    if (!contact) throw notFound(def, id);
    return contact;
  }

  /** The contacts' declaration, once the actor is known to hold `action` on them (a 403 otherwise). */
  async #contacts(actor: Actor, action: "read" | "update") {
    const { engine } = this.deps;
    const def = engine.def("contact")!;
    const refused = mayNot(actor.role, await engine.grants.grants(actor.role), def, action);
    if (refused) throw refused;
    await engine.whenReady();
    return def;
  }
}
