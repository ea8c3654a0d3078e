import { refusal } from "../../../domain/api/index.ts";
import { type LinkRequest, REQUEST_PAGE } from "../../../domain/documents/request-link.ts";
import { itemId, parseItemId } from "../../../domain/documents/request-link.ts";
import { linkExpiry, linkRefusal } from "../../../domain/documents/request-schedule.ts";
import { documentRequest, REQUEST_STATUSES } from "../../../domain/resources/document-requests.ts";
import { label } from "../../../domain/resources/fields.ts";
import { practiceToday } from "../../../domain/today.ts";
import { randomHex, sha256 } from "../../auth/digest.ts";
import type { Mail, Mailer } from "../../mail/mailer.ts";
import type { Db } from "../../store/db.ts";
import { type ApiRecord, notFound } from "../engine-reads.ts";
import type { Engine } from "../engine.ts";
import type { Actor } from "../hooks/types.ts";
import type { Stored } from "../source.ts";
import { TitleResolver } from "../titles.ts";
import type { DocumentFiles } from "./document-files.ts";
import { requestMail } from "./request-mail.ts";

/** What a request's items hold (domain/resources/document-requests.ts). */
export type RequestItem = {
  label: string;
  kind: string;
  dueDate: string | null;
  status: "open" | "received";
  document: string | null;
};

/** Whoever holds a link writes as the server itself: there is no employee, and the history says "System". */
export const LINK_ACTOR: Actor = { id: null, role: "system" };

const STATUS_WORDS = {
  open: label(["open", "açık", "مفتوح"]),
  complete: label(["complete", "tamamlandı", "مكتمل"]),
  cancelled: label(["cancelled", "iptal edildi", "ملغى"]),
} satisfies Record<(typeof REQUEST_STATUSES)[number], unknown>;

export type DocumentRequestsDeps = {
  db: Db;
  engine: Engine;
  files: DocumentFiles;
  mailer: Mailer;
  /** Where links point (PUBLIC_URL): never a request's Host header. */
  publicUrl: string;
  practiceName: string;
  /**
   * Called inside the write that completes or cancels a request, with the request as it now is: a job it was
   * sent for moves on in that write (server/workflows/job-automations.ts). Answers what to run once committed.
   */
  settled?: (request: Stored, actor: Actor) => Promise<Array<() => void>>;
};

/** A link kept for a request, and the mail to send it in once its transaction has committed. */
export type KeptLink = { tokenHash: string; mail: Mail };

export const itemsOf = (request: Stored) => (request.data.items ?? []) as RequestItem[];

/**
 * Document requests (issue 35): sending one mails the client a private upload link (a random token of which only
 * the SHA-256 is kept, good LINK_DAYS days, for that request's open items; mailed once the link is kept, never
 * while a transaction waits); staff revoke it, send it again (a new token, every earlier one dead) or cancel
 * the request. An upload against an item, by staff or through a link, files a document of the item's kind and
 * the request's tax year for its client and satisfies the item in the same transaction as the document is made:
 * a refused or failed satisfying leaves no document. With every item in, the request is complete, which ends
 * its reminders (request-reminders.ts).
 */
export class DocumentRequests {
  readonly #deps: DocumentRequestsDeps;

  constructor(deps: DocumentRequestsDeps) {
    this.#deps = deps;
  }

  get deps(): DocumentRequestsDeps {
    return this.#deps;
  }

  /**
   * Mails the client a new link to request `id`; every earlier link of it dies. The mail goes once the link is
   * kept (no transaction waits on a mail server); a mail that cannot be sent withdraws the link it carried, and a
   * first sending that never reached the client leaves the request unsent.
   */
  async send(id: string, actor: Actor): Promise<ApiRecord> {
    const { db, engine } = this.#deps;
    const now = engine.now();
    const { stored, link, first } = await db.transaction(async () => {
      const request = openRequest(await this.#visible(id, actor));
      await this.#revokeLinks(request.id, now);
      const link = await this.keepLink(request, now, false);
      const first = !request.data.sentAt;
      const set = first ? { sentAt: at(now) } : {};
      return {
        stored: await engine.setServerFields(documentRequest, id, request.version, set, actor),
        link,
        first,
      };
    });
    try {
      await this.mail(link);
    } catch (error) {
      if (first) await engine.setServerFields(documentRequest, id, stored.version, { sentAt: null }, actor);
      throw error;
    }
    return await this.#present(stored, actor);
  }

  /** Kills every link of request `id`: the client's mails open nothing until it is sent again. */
  async revoke(id: string, actor: Actor): Promise<void> {
    await this.#visible(id, actor);
    await this.#revokeLinks(id, this.#deps.engine.now());
  }

  /** Cancels request `id`: its links die and nothing more is mailed for it. */
  async cancel(id: string, actor: Actor): Promise<ApiRecord> {
    const { db, engine } = this.#deps;
    const now = engine.now();
    const { stored, after } = await db.transaction(async () => {
      const request = openRequest(await this.#visible(id, actor));
      await this.#revokeLinks(id, now);
      const stored = await engine.setServerFields(
        documentRequest,
        id,
        request.version,
        { status: "cancelled" },
        actor,
      );
      return { stored, after: await this.#settled(stored, actor) };
    });
    for (const fn of after) fn();
    return await this.#present(stored, actor);
  }

  /** Staff upload against item `n` (1-based) of request `id`: a document that satisfies it. */
  async uploadItem(
    id: string,
    n: number,
    name: string,
    body: ReadableStream<Uint8Array>,
    actor: Actor,
  ): Promise<ApiRecord> {
    const request = await this.#visible(id, actor);
    return await this.#receive(request, n, name, body, actor);
  }

  /**
   * A client portal user's upload against item `n` of request `id` of client `account` (the portal has checked they
   * act for it): a request of another client, or one not sent yet, is the 404 of a missing one. No employee writes:
   * `actor` is the portal user, whom the history names (issue 37).
   */
  async uploadForClient(
    account: string,
    id: string,
    n: number,
    name: string,
    body: ReadableStream<Uint8Array>,
    actor: Actor,
  ): Promise<ApiRecord> {
    const request = await this.#deps.engine.source(documentRequest.name).get(documentRequest, id);
    if (!request || request.data.account !== account || !request.data.sentAt) {
      throw notFound(documentRequest, id);
    }
    return await this.#receive(request, n, name, body, actor);
  }

  /** What link `token` shows: its practice, the request's tax year and the items still wanted. */
  async view(token: string): Promise<LinkRequest> {
    const { request, expiresAt } = await this.opened(token);
    return {
      practice: this.#deps.practiceName,
      taxYear: Number(request.data.taxYear),
      expiresAt,
      items: itemsOf(request).flatMap((item, i) =>
        item.status === "open"
          ? [{ id: itemId(request.id, i + 1), label: item.label, kind: item.kind, dueDate: item.dueDate }]
          : []
      ),
    };
  }

  /** An upload through link `token` against item `item` (as the link names it: request id and number). */
  async uploadByLink(
    token: string,
    item: string,
    name: string,
    body: ReadableStream<Uint8Array>,
  ): Promise<ApiRecord> {
    const { request } = await this.opened(token);
    const named = parseItemId(item);
    if (!named) throw refusal("requestItemUnknown");
    if (named.requestId !== request.id) throw refusal("requestItemForeign");
    return await this.#receive(request, named.n, name, body, LINK_ACTOR);
  }

  /**
   * The open request link `token` opens, and when the link ends; else the refusal that says why not (unknown,
   * revoked, expired, or a request no longer open).
   */
  async opened(token: string): Promise<{ request: Stored; expiresAt: string }> {
    const { db, engine } = this.#deps;
    const row = await db.get<{ request_id: string; expires_at: string; revoked_at: string | null }>(
      "SELECT request_id, expires_at, revoked_at FROM document_request_link WHERE token_hash = $1",
      [await sha256(token)],
    );
    if (!row) throw refusal("requestLinkUnknown");
    const refused = linkRefusal({ expiresAt: row.expires_at, revokedAt: row.revoked_at }, engine.now());
    if (refused) throw refusal(refused);
    const request = await engine.source(documentRequest.name).get(documentRequest, row.request_id);
    if (!request) throw refusal("requestLinkUnknown");
    return { request: openRequest(request), expiresAt: row.expires_at };
  }

  /**
   * Keeps a new link to `request` (earlier ones stay as they are), inside the caller's transaction, and answers
   * the mail that carries it, to send once that has committed (mail). `reminder`: the mail says it reminds.
   */
  async keepLink(request: Stored, now: Date, reminder: boolean): Promise<KeptLink> {
    const { db, engine, publicUrl, practiceName } = this.#deps;
    const client = await engine.source("account").get(engine.def("account")!, String(request.data.account));
    const to = typeof client?.data.email === "string" ? client.data.email : "";
    if (!to) throw refusal("requestNoContact");
    const token = randomHex(32);
    const tokenHash = await sha256(token);
    const expires = linkExpiry(now);
    await db.run(
      `INSERT INTO document_request_link (token_hash, request_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4)`,
      [tokenHash, request.id, at(now), at(expires)],
    );
    const mail = requestMail(to, {
      practice: practiceName,
      client: String(client?.data.name ?? ""),
      taxYear: Number(request.data.taxYear),
      items: itemsOf(request).filter((i) => i.status === "open").map((i) => i.label),
      link: `${publicUrl.replace(/\/+$/, "")}${REQUEST_PAGE}?token=${token}`,
      expiresOn: practiceToday(expires),
    }, reminder);
    return { tokenHash, mail };
  }

  /** Sends a kept link's mail; one that cannot be sent withdraws the link (no one holds it) and says so. */
  async mail(link: KeptLink): Promise<void> {
    const { db, engine, mailer } = this.#deps;
    try {
      await mailer.send(link.mail);
    } catch (error) {
      await db.run(
        "UPDATE document_request_link SET revoked_at = $1 WHERE token_hash = $2",
        [at(engine.now()), link.tokenHash],
      );
      throw refusal("requestMailFailed", { reason: error instanceof Error ? error.message : String(error) });
    }
  }

  async #revokeLinks(requestId: string, now: Date): Promise<void> {
    await this.#deps.db.run(
      "UPDATE document_request_link SET revoked_at = $1 WHERE request_id = $2 AND revoked_at IS NULL",
      [at(now), requestId],
    );
  }

  /**
   * Files `body` as a document of item `n` of `request` and marks the item received by it, completing the request
   * with its last item: one transaction with the document's own. The item is checked before the file is read (a
   * received one costs no upload) and again once it is in (two uploads for it at once: one is kept).
   */
  async #receive(
    request: Stored,
    n: number,
    name: string,
    body: ReadableStream<Uint8Array>,
    actor: Actor,
  ): Promise<ApiRecord> {
    const { engine, files } = this.#deps;
    wantedItem(openRequest(request), n);
    const item = itemsOf(request)[n - 1];
    const filing = {
      account: String(request.data.account),
      name,
      kind: item.kind,
      taxYear: Number(request.data.taxYear),
    };
    let after: Array<() => void> = [];
    const filed = await files.upload(filing, body, actor, async (_tx, document) => {
      const current = await engine.source(documentRequest.name).get(documentRequest, request.id);
      if (!current) throw notFound(documentRequest, request.id);
      wantedItem(openRequest(current), n);
      const items = itemsOf(current).map((it, i): RequestItem =>
        i === n - 1 ? { ...it, status: "received", document: document.id } : it
      );
      const complete = items.every((it) => it.status === "received");
      const stored = await engine.setServerFields(
        documentRequest,
        current.id,
        current.version,
        { items, ...(complete ? { status: "complete" } : {}) },
        actor,
      );
      if (complete) after = await this.#settled(stored, actor);
    });
    for (const fn of after) fn();
    return filed;
  }

  /** The one place a request's settling (complete, cancelled) reaches what waits on it: its job. */
  #settled(request: Stored, actor: Actor): Promise<Array<() => void>> {
    return this.#deps.settled?.(request, actor) ?? Promise.resolve([]);
  }

  async #visible(id: string, actor: Actor): Promise<Stored> {
    const request = await this.#deps.engine.sourceFor(documentRequest.name, actor).get(documentRequest, id);
    if (!request) throw notFound(documentRequest, id);
    return request;
  }

  async #present(stored: Stored, actor: Actor): Promise<ApiRecord> {
    const { engine } = this.#deps;
    return (await engine.present(documentRequest, [stored], new TitleResolver(engine.lookup(actor))))[0];
  }
}

const at = (d: Date) => d.toISOString();

/** The request, if it is open; a refusal naming its state otherwise. */
function openRequest(request: Stored): Stored {
  const status = String(request.data.status) as keyof typeof STATUS_WORDS;
  if (status !== "open") throw refusal("requestNotOpen", { status: STATUS_WORDS[status] });
  return request;
}

/** Item `n` of the request, if it is still wanted. */
function wantedItem(request: Stored, n: number): RequestItem {
  const item = itemsOf(request)[n - 1];
  if (!item) throw refusal("requestItemUnknown");
  if (item.status === "received") throw refusal("requestItemReceived");
  return item;
}
