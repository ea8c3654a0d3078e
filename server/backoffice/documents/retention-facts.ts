import {
  auditOpen,
  type Hold,
  objectionOpen,
  type RetentionFacts,
} from "../../../domain/documents/retention.ts";
import type { RecordReader } from "../hooks/types.ts";
import type { Stored } from "../source.ts";

/** The reads the rules' facts take: a record, and the records referring to one. */
type Reads = Pick<RecordReader, "get" | "referring">;

/** What a client's records say about its documents' retention, read once per client. */
type ClientFacts = {
  company: boolean;
  /** Its returns' tax years with their latest submission date (null when none was submitted). */
  submitted: Map<number, string | null>;
  /** Its open objections, by the tax year of the return they dispute. */
  objections: Map<number, string[]>;
  /** Its open SARS audits: they name no tax year, so they hold every one of its documents. */
  audits: string[];
};

/**
 * Gathers what the retention rules (domain/documents/retention.ts) decide on, from the records as `read` sees
 * them (a write's transaction, or the store): the client's entity kind, its returns' submissions, its open
 * objections and audits. Each client is read once, however many of its documents are asked about.
 */
export class RetentionReader {
  readonly #read: Reads;
  readonly #clients = new Map<string, Promise<ClientFacts>>();

  constructor(read: Reads) {
    this.#read = read;
  }

  async factsOf(document: Stored): Promise<RetentionFacts> {
    const data = document.data;
    const taxYear = typeof data.taxYear === "number" ? data.taxYear : null;
    const client = typeof data.account === "string" ? await this.#client(data.account) : undefined;
    const holds: Hold[] = [];
    const held = (resource: Hold["resource"], id: string) => {
      if (!holds.some((h) => h.resource === resource && h.id === id)) holds.push({ resource, id });
    };
    if (client && taxYear !== null) {
      for (const id of client.objections.get(taxYear) ?? []) held("objection", id);
    }
    // An objection the document was filed with holds it whatever its year.
    for (const id of Array.isArray(data.objections) ? data.objections as string[] : []) {
      if (objectionOpen((await this.#read.get("objection", id))?.data.outcome)) held("objection", id);
    }
    for (const id of client?.audits ?? []) held("correspondence", id);
    return {
      kind: String(data.kind ?? "other"),
      taxYear,
      uploadedAt: document.createdAt,
      companyClient: client?.company ?? false,
      returnSubmittedOn: taxYear === null ? null : client?.submitted.get(taxYear) ?? null,
      holds,
    };
  }

  #client(account: string): Promise<ClientFacts> {
    let facts = this.#clients.get(account);
    if (!facts) this.#clients.set(account, facts = this.#readClient(account));
    return facts;
  }

  async #readClient(account: string): Promise<ClientFacts> {
    const read = this.#read;
    const client = await read.get("account", account);
    const type = typeof client?.data.accountType === "string"
      ? await read.get("accounttype", client.data.accountType)
      : undefined;
    const facts: ClientFacts = {
      company: type?.data.entityKind === "company",
      submitted: new Map(),
      objections: new Map(),
      audits: [],
    };
    for (const id of await read.referring("incometax", "account", "account", account)) {
      const ret = await read.get("incometax", id);
      const year = ret?.data.taxYear;
      if (typeof year !== "number") continue;
      const on = typeof ret!.data.submittedOn === "string" ? ret!.data.submittedOn : null;
      const before = facts.submitted.get(year) ?? null;
      facts.submitted.set(year, before !== null && (on === null || before > on) ? before : on);
      for (const assessment of await read.referring("assessment", "incomeTax", "incometax", id)) {
        for (const objection of await read.referring("objection", "assessment", "assessment", assessment)) {
          if (!objectionOpen((await read.get("objection", objection))?.data.outcome)) continue;
          facts.objections.set(year, [...facts.objections.get(year) ?? [], objection]);
        }
      }
    }
    for (const id of await read.referring("correspondence", "account", "account", account)) {
      const letter = await read.get("correspondence", id);
      if (letter && auditOpen(letter.data)) facts.audits.push(id);
    }
    return facts;
  }
}
