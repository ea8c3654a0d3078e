import type { PortalMessage, PortalThreadPage, PortalUnread } from "../../domain/portal.ts";
import { PORTAL_PAGE, THREAD_PAGE } from "../../domain/portal.ts";
import {
  type Actor,
  type AuditAction,
  auditActor,
  type Engine,
  type Stored,
  wholeList,
  writeAudit,
} from "../backoffice/index.ts";
import type { Background } from "../background.ts";
import type { Mail, Mailer } from "../mail/mailer.ts";
import type { Db } from "../store/db.ts";
import { newId } from "../store/ids.ts";
import { portalActor } from "./actor.ts";
import { answerWaitingMail, messageWaitingMail } from "./mail.ts";
import type { Portal } from "./portal.ts";

export type PortalThreadDeps = {
  db: Db;
  engine: Engine;
  portal: Portal;
  mailer: Mailer;
  /** The notices go out after the answer: a mail server down loses no message. */
  background: Background;
  publicUrl: string;
  practiceName: string;
  now: () => number;
};

type MessageRow = {
  id: string;
  portal_user_id: string | null;
  author_name: string;
  body: string;
  created_at: number;
  read_at: number | null;
};

const asMessage = (r: MessageRow): PortalMessage => ({
  id: r.id,
  from: r.portal_user_id === null ? "practice" : "client",
  author: r.author_name,
  body: r.body,
  at: new Date(Number(r.created_at)).toISOString(),
  read: r.portal_user_id === null || r.read_at !== null,
});

const nameOf = (record: Stored | undefined) =>
  [record?.data.firstName, record?.data.lastName].filter((p) => typeof p === "string" && p).join(" ");

/**
 * A client's message thread with the practice (issue 37). A portal user reads and writes the threads of the
 * clients they act for (any other is the 404 of a missing client); staff those of the clients they see, with the
 * portal panel's grant (contacts: read to read, update to answer and mark read). A client's message mails the
 * client's manager (else partner), an answer the client's portal users; neither mail carries the message. Every
 * write is an entry of the client's history.
 */
export class PortalThread {
  constructor(private readonly deps: PortalThreadDeps) {}

  /** Client `account`'s thread as portal user `userId` reads it. */
  async forClient(userId: string, account: string, before?: string): Promise<PortalThreadPage> {
    await this.deps.portal.actsFor(userId, account);
    return await this.#page(account, before);
  }

  /** Portal user `userId`'s message to the practice about client `account`. */
  async fromClient(userId: string, account: string, body: string, address: string): Promise<PortalMessage> {
    const client = await this.deps.portal.actsFor(userId, account);
    const me = await this.deps.portal.me(userId);
    const message = await this.#write(account, { userId, name: me.name || me.email, body }, {
      action: "portalMessage",
      actor: portalActor(userId, me, address),
    });
    this.deps.background.run("A portal message's notice", () => this.#tellStaff(account, client.name));
    return message;
  }

  /** Client `account`'s thread as staff read it, with the count of the client's unread messages. */
  async ofClient(account: string, actor: Actor, before?: string): Promise<PortalThreadPage> {
    await this.deps.portal.seenClient(account, actor, "read");
    const unread = await this.deps.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM portal_message
       WHERE account_id = $1 AND portal_user_id IS NOT NULL AND read_at IS NULL`,
      [account],
    );
    return { ...await this.#page(account, before), unread: Number(unread?.n ?? 0) };
  }

  /** Staff's answer in client `account`'s thread. */
  async answer(account: string, body: string, actor: Actor): Promise<PortalMessage> {
    const client = await this.deps.portal.seenClient(account, actor, "update");
    const { engine } = this.deps;
    const employee = await engine.source("employee").get(engine.def("employee")!, String(actor.id));
    const message = await this.#write(account, { userId: null, name: nameOf(employee), body }, {
      action: "portalAnswer",
      actor,
      employee: actor.id,
    });
    this.deps.background.run("A portal answer's notice", () => this.#tellClient(account, client));
    return message;
  }

  /** Marks client `account`'s messages read (those there now); how many were unread. */
  async markRead(account: string, actor: Actor): Promise<number> {
    const client = await this.deps.portal.seenClient(account, actor, "update");
    const at = this.deps.now();
    return await this.deps.db.transaction(async (tx) => {
      const { changes } = await tx.run(
        `UPDATE portal_message SET read_at = $1
         WHERE account_id = $2 AND portal_user_id IS NOT NULL AND read_at IS NULL AND created_at <= $1`,
        [at, account],
      );
      if (changes > 0) await this.#audit(tx, client, "portalRead", actor, at);
      return changes;
    });
  }

  /** The clients the actor sees with unread messages from the portal, and how many each. */
  async unread(actor: Actor): Promise<PortalUnread[]> {
    const { db, engine } = this.deps;
    const rows = await db.all<{ account_id: string; n: number }>(
      `SELECT account_id, COUNT(*) AS n FROM portal_message
       WHERE portal_user_id IS NOT NULL AND read_at IS NULL GROUP BY account_id ORDER BY account_id`,
    );
    if (rows.length === 0) return [];
    // Grants and visibility as the thread's: the account behind each count must be one the actor sees.
    await this.deps.portal.granted(actor, "read");
    const seen = new Set(
      (await engine.sourceFor("account", actor).getMany(
        engine.def("account")!,
        rows.map((r) => r.account_id),
      ))
        .map((c) => c.id),
    );
    return rows.filter((r) => seen.has(r.account_id)).map((r) => ({
      client: r.account_id,
      unread: Number(r.n),
    }));
  }

  /** The THREAD_PAGE newest messages older than message `before` (all, when none), oldest first. */
  async #page(account: string, before?: string): Promise<PortalThreadPage> {
    const { db } = this.deps;
    // An id of another thread, or of none, pages from the newest: it tells nothing of other threads.
    const from = before
      ? await db.get<{ created_at: number; id: string }>(
        "SELECT created_at, id FROM portal_message WHERE id = $1 AND account_id = $2",
        [before, account],
      )
      : undefined;
    const rows = await db.all<MessageRow>(
      `SELECT id, portal_user_id, author_name, body, created_at, read_at FROM portal_message
       WHERE account_id = $1 ${from ? "AND (created_at < $3 OR (created_at = $3 AND id < $4))" : ""}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      from ? [account, THREAD_PAGE + 1, from.created_at, from.id] : [account, THREAD_PAGE + 1],
    );
    const page = rows.slice(0, THREAD_PAGE).reverse();
    return { items: page.map(asMessage), before: rows.length > THREAD_PAGE ? page[0].id : null };
  }

  async #write(
    account: string,
    author: { userId: string | null; name: string; body: string },
    audit: { action: AuditAction; actor: Actor; employee?: string | null },
  ): Promise<PortalMessage> {
    const { engine } = this.deps;
    const client = (await engine.source("account").get(engine.def("account")!, account))!;
    const at = this.deps.now();
    const row: MessageRow = {
      // Time-ordered: two messages of one millisecond still read in the order they were written.
      id: newId(),
      portal_user_id: author.userId,
      author_name: author.name,
      body: author.body,
      created_at: at,
      read_at: null,
    };
    await this.deps.db.transaction(async (tx) => {
      await tx.run(
        `INSERT INTO portal_message (id, account_id, portal_user_id, employee_id, author_name, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [row.id, account, row.portal_user_id, audit.employee ?? null, row.author_name, row.body, at],
      );
      await this.#audit(tx, client, audit.action, audit.actor, at);
    });
    return asMessage(row);
  }

  /** An entry of the client's history: who (an employee, or the portal user), from where, when. */
  async #audit(db: Db, client: Stored, action: AuditAction, actor: Actor, at: number): Promise<void> {
    await writeAudit(db, {
      resource: "account",
      recordId: client.id,
      action,
      ...auditActor(actor),
      at: new Date(at).toISOString(),
      changed: [],
      version: client.version,
    });
  }

  /** Mails the client's manager, else its partner: a message is waiting (never what it says). */
  async #tellStaff(account: string, clientName: string): Promise<void> {
    const { engine } = this.deps;
    const accountDef = engine.def("account")!;
    const client = await engine.source("account").get(accountDef, account);
    const employeeDef = engine.def("employee")!;
    for (const field of ["manager", "partner"]) {
      const id = client?.data[field];
      if (typeof id !== "string" || !id) continue;
      const employee = await engine.source("employee").get(employeeDef, id);
      const to = employee?.data.email;
      if (typeof to !== "string" || !to) continue;
      await this.deps.mailer.send(messageWaitingMail(to, {
        practice: this.deps.practiceName,
        employee: String(employee?.data.firstName ?? ""),
        client: clientName,
        page: `${this.#base()}${accountDef.base}/view/${account}`,
      }));
      return;
    }
  }

  /** Mails each portal user acting for the client: the practice answered (never what it said). */
  async #tellClient(account: string, client: Stored): Promise<void> {
    const { engine } = this.deps;
    const def = engine.def("contact")!;
    const { rows } = await engine.source(def.name).list(
      def,
      wholeList(def, { where: { account: [account] } }),
    );
    const users = new Set<string>();
    const mails: Mail[] = [];
    for (const contact of rows) {
      const access = await this.deps.db.get<{ user_id: string; email: string }>(
        `SELECT a.user_id, u.email FROM portal_access a JOIN portal_user u ON u.id = a.user_id
         WHERE a.contact_id = $1 AND a.accepted_at IS NOT NULL AND a.revoked_at IS NULL`,
        [contact.id],
      );
      const email = typeof contact.data.email === "string" ? contact.data.email.trim().toLowerCase() : "";
      // As Portal.clients: a contact whose address changed since no longer lets that person act for the client.
      if (!access || access.email !== email || users.has(access.user_id)) continue;
      users.add(access.user_id);
      mails.push(answerWaitingMail(access.email, {
        practice: this.deps.practiceName,
        client: String(client.data.name ?? ""),
        link: `${this.#base()}${PORTAL_PAGE}`,
      }));
    }
    for (const mail of mails) await this.deps.mailer.send(mail);
  }

  #base(): string {
    return this.deps.publicUrl.replace(/\/+$/, "");
  }
}
