import { addDays } from "../../domain/calendar.ts";
import { CIPC_ENTITIES } from "../../domain/compliance/profile.ts";
import { objectionDeadline } from "../../domain/deadlines.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import { STAFF_RETURN_STATUSES } from "../../domain/resources/tax.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { validateRecord } from "../../domain/resources/validate.ts";
import { insertRows } from "../../server/backoffice/dialect.ts";
import type { Engine } from "../../server/backoffice/engine.ts";
import { refValues } from "../../server/backoffice/fields.ts";
import { recordSource, uniqueKey } from "../../server/backoffice/records.ts";
import { addRefs } from "../../server/backoffice/refs.ts";
import { searchTexts } from "../../server/backoffice/search-sync.ts";
import type { RecordSource, Stored } from "../../server/backoffice/source.ts";
import { TitleResolver } from "../../server/backoffice/titles.ts";
import type { Db, SqlValue } from "../../server/store/index.ts";
import { sampleBody } from "../support/resource-samples.ts";
import type { BenchContext } from "./measure.ts";

/** How big a practice the benches build: clients, and income-tax returns per client (one per tax year, back). */
/**
 * `staff`: employees (besides the bench's admin) the clients' partners and managers and the returns' preparers are
 * spread over, in turn; none: all of it is the admin's. `work: false`: the clients alone, without their returns,
 * payments, letters or annual returns (a list of clients to search is all the moves group needs, in seconds).
 */
export type PracticeSize = { accounts: number; returnsPerAccount: number; staff?: number; work?: boolean };

/** What the seed made that the benches ask about. */
export type SeededPractice = { offices: string[]; taxTypes: string[]; staff: string[]; records: number };

/** Account types by entity kind, in the shares of a practice's clients (of 20: 9 individuals, 6 companies…). */
const ENTITY_SHARES = [
  ...Array<string>(9).fill("individual"),
  ...Array<string>(6).fill("company"),
  "close-corporation",
  "close-corporation",
  "trust",
  "sole-proprietor",
  "partnership",
] as const;
/** Companies' year ends: most in February, the rest spread over the months listed companies use. */
const COMPANY_YEAR_ENDS = [2, 2, 2, 2, 6, 8, 9, 12] as const;

/**
 * The n-th client's compliance profile (issue 36), deterministic: a third VAT vendors (categories A and B every
 * two months, C monthly; one in eight files at a branch), a fifth employers, half provisional taxpayers (a tenth
 * of those making the voluntary third payment); individuals, partnerships and trusts with a February year end.
 * Taken from n by different moduli, so that the shares cross each other as they would in a practice.
 */
export function complianceProfile(n: number): { entityKind: string; fields: Record<string, unknown> } {
  // By the twentieth, not n itself: n % 20 is the client's status (four in twenty not active).
  const entityKind = ENTITY_SHARES[Math.floor(n / 20) % ENTITY_SHARES.length];
  const company = entityKind === "company" || entityKind === "close-corporation";
  const vat = n % 3 === 0;
  const provisional = n % 2 === 0;
  return {
    entityKind,
    fields: {
      financialYearEnd: company ? COMPANY_YEAR_ENDS[Math.floor(n / 400) % COMPANY_YEAR_ENDS.length] : 2,
      provisionalTaxpayer: provisional,
      provisionalTopUp: provisional && n % 20 === 0,
      vatCategory: vat ? ["A", "B", "C"][Math.floor(n / 3) % 3] : null,
      vatFiling: vat ? (n % 8 === 3 ? "branch" : "efiling") : null,
      employer: n % 5 === 1,
      complianceExcluded: [],
    },
  };
}

const def = (name: string) => RESOURCES.find((d) => d.name === name)!;

/** Records whose search texts are worked out together (their refs' titles fetched in one batch). */
const BATCH = 500;
/** Clients per transaction, with all their work: a commit every few thousand records keeps the journal small. */
const ACCOUNTS_PER_COMMIT = 1_000;

/**
 * Builds a practice of `size` for the benches: master data through the engine; then per client (four in five
 * active) a record, its
 * returns (tax years back from this one: older ones assessed or closed, the two recent ones spread over the working
 * statuses), assessments for the assessed returns of the last four years and for one submitted return in ten (which the
 * "assessments not received" report must leave out), an objection for one client in fifty, an annual return for a
 * third, three payments, and correspondence for a quarter.
 *
 * Every record is validated as the engine validates it and stored by the engine's own writers — the record rows
 * with their search texts (ref titles included), their ref rows and their unique values — in batches, but
 * without the audit trail and the per-write checks, so 1.6 million records take minutes, not hours.
 */
export async function seedPractice(
  ctx: BenchContext,
  { engine, db, actor }: { engine: Engine; db: Db; actor: { id: string; role: string } },
  size: PracticeSize,
  today: string,
): Promise<SeededPractice> {
  const ids = new Map<string, string>([["employee", actor.id]]);
  for (const name of ["accountgroup", "division", "department", "designation"]) {
    ids.set(name, (await engine.create(def(name), sampleBody(def(name), (to) => ids.get(to)!, 0), actor)).id);
  }
  const accountTypes = new Map<string, string>();
  for (const [n, entityKind] of [...new Set(ENTITY_SHARES)].entries()) {
    const body = { ...sampleBody(def("accounttype"), () => "", n), entityKind };
    accountTypes.set(entityKind, (await engine.create(def("accounttype"), body, actor)).id);
  }
  ids.set("accounttype", accountTypes.get("individual")!);
  const taxTypes: string[] = [];
  for (let n = 0; n < 2; n++) {
    const body = sampleBody(def("taxtype"), () => "", n);
    taxTypes.push((await engine.create(def("taxtype"), body, actor)).id);
  }
  ids.set("taxtype", taxTypes[0]);
  const offices: string[] = [];
  for (let n = 0; n < 3; n++) {
    offices.push((await engine.create(def("office"), sampleBody(def("office"), () => "", n), actor)).id);
  }
  ids.set("office", offices[0]);
  const staff: string[] = [];
  for (let n = 0; n < (size.staff ?? 0); n++) {
    const body = sampleBody(def("employee"), (to) => ids.get(to)!, n + 1);
    staff.push((await engine.create(def("employee"), { ...body, role: "staff" }, actor)).id);
  }
  /** The employee of the n-th client's `turn` (partner 1, manager 2…), or the admin when there is no staff. */
  const employeeOf = (n: number, turn = 0) =>
    staff.length === 0 ? actor.id : staff[(n + turn) % staff.length];

  const writer = new BulkWriter(db, engine, actor.id, today);
  const year = Number(today.slice(0, 4));
  let submittedSoFar = 0;
  for (let first = 0; first < size.accounts; first += ACCOUNTS_PER_COMMIT) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const last = Math.min(first + ACCOUNTS_PER_COMMIT, size.accounts);
    if (first % 10_000 === 0) {
      ctx.progress(
        `clients ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${
          size.accounts.toLocaleString("en-US")
        }${size.work === false ? "" : ", with their work"}`,
      );
    }
    await db.transaction(async () => {
      // Each level is flushed before the next refers to it: a return's search text quotes its client's name.
      const accounts: string[] = [];
      const incorporated: Array<{ account: string; n: number }> = [];
      for (let n = first; n < last; n++) {
        const profile = complianceProfile(n);
        const body = { ...sampleBody(def("account"), (to) => ids.get(to)!, n), ...profile.fields };
        body.accountType = accountTypes.get(profile.entityKind);
        body.code = `ACC${String(n + 1).padStart(6, "0")}`;
        body.office = offices[n % offices.length];
        body.partner = employeeOf(n, 1);
        body.manager = employeeOf(n);
        // Most of a practice's clients are active: 16 in 20, then dormant, prospect and ceased ones.
        body.status = n % 20 < 16 ? "active" : ["dormant", "dormant", "prospect", "ceased"][n % 20 - 16];
        accounts.push(writer.add("account", body));
        if (CIPC_ENTITIES.has(profile.entityKind)) incorporated.push({ account: accounts.at(-1)!, n });
      }
      await writer.flush();
      // Companies' and close corporations' CIPC records: their incorporation dates make their annual returns.
      for (const { account, n } of incorporated) {
        writer.add("cipc", {
          ...sampleBody(def("cipc"), () => account, n),
          incorporationDate: `${2000 + (n % 24)}-${String(1 + (n % 12)).padStart(2, "0")}-15`,
        });
      }
      await writer.flush();
      if (size.work === false) return;

      const assessable: Array<{ incomeTax: string; on: string; n: number }> = [];
      accounts.forEach((account, i) => {
        const n = first + i;
        for (let k = 0; k < size.returnsPerAccount; k++) {
          const taxYear = year - k;
          const status = k >= 2
            ? ((n + k) % 3 === 0 ? "closed" : "assessed")
            : STAFF_RETURN_STATUSES[(n * 3 + k) % 5];
          const submittedOn = ["submitted", "assessed", "closed"].includes(status)
            ? addDays(`${taxYear}-07-01`, 20 + (n % 90))
            : null;
          const incomeTax = writer.add("incometax", {
            account,
            taxType: taxTypes[0],
            taxYear,
            dueDate: `${taxYear}-10-20`,
            requestedOn: `${taxYear}-07-01`,
            submittedOn,
            efilingReference: submittedOn ? `EF${taxYear}${String(n).padStart(7, "0")}` : null,
            preparedBy: employeeOf(n),
            status,
          });
          const assessed = status !== "submitted" && k < 4;
          if (submittedOn && (assessed || (status === "submitted" && submittedSoFar++ % 10 === 0))) {
            assessable.push({ incomeTax, on: addDays(submittedOn, 30), n });
          }
        }
        if (n % 3 === 0) {
          writer.add("annualreturn", {
            account,
            year,
            dueDate: addDays(today, (n % 120) - 30),
            status: n % 9 === 0 ? "filed" : "due",
          });
        }
        for (let p = 0; p < 3; p++) {
          writer.add("payment", {
            account,
            reference: `INV${n}-${p}`,
            amount: `${1000 + ((n + p) % 500)}.00`,
            method: "eft",
            receivedOn: addDays(today, -((n * 3 + p * 120) % 365)),
          });
        }
        if (n % 4 === 0) {
          writer.add("correspondence", {
            account,
            direction: "in",
            kind: "verification",
            subject: "Request for supporting documents",
            receivedOn: addDays(today, -(n % 60)),
            responseDueOn: addDays(today, 21 - (n % 60)),
            status: n % 8 === 0 ? "responded" : "open",
          });
        }
      });
      await writer.flush();

      const objectable: Array<{ assessment: string; on: string }> = [];
      for (const { incomeTax, on, n } of assessable) {
        const assessment = writer.add("assessment", { incomeTax, assessmentDate: on, amountDue: "0.00" });
        if (n % 50 === 0) objectable.push({ assessment, on });
      }
      await writer.flush();
      for (const { assessment, on } of objectable) {
        writer.add("objection", { assessment, groundsSummary: "Expenses disallowed" }, {
          deadline: objectionDeadline(on),
        });
      }
      await writer.flush();
    });
  }
  return { offices, taxTypes, staff, records: writer.written };
}

/**
 * Validates records as the engine does and writes them many rows per statement: `add` queues one (and answers its
 * id), `flush` writes the queue with search texts, ref rows and unique values.
 */
class BulkWriter {
  readonly #db: Db;
  readonly #source: RecordSource;
  readonly #engine: Engine;
  readonly #stamps: Omit<Stored, "id" | "data">;
  readonly #today: string;
  readonly #queued = new Map<string, Stored[]>();
  written = 0;

  constructor(db: Db, engine: Engine, by: string, today: string) {
    this.#db = db;
    this.#source = recordSource(db);
    this.#engine = engine;
    this.#today = today;
    const at = new Date().toISOString();
    this.#stamps = { version: 1, createdAt: at, updatedAt: at, createdBy: by, updatedBy: by };
  }

  /** Validates and queues a record; `computed` holds what the engine's hooks would have worked out. */
  add(resource: string, body: Record<string, unknown>, computed: Record<string, unknown> = {}): string {
    const result = validateRecord(def(resource), body, { mode: "create", today: this.#today });
    if (!result.ok) throw new Error(`bench ${resource}: ${JSON.stringify(result.problems)}`);
    const id = crypto.randomUUID();
    const queue = this.#queued.get(resource) ?? [];
    queue.push({ id, data: { ...result.data, ...computed }, ...this.#stamps });
    this.#queued.set(resource, queue);
    return id;
  }

  async flush(): Promise<void> {
    const titles = new TitleResolver(this.#engine);
    for (const [resource, records] of this.#queued) {
      const d = def(resource);
      for (let i = 0; i < records.length; i += BATCH) {
        const batch = records.slice(i, i + BATCH);
        await this.#source.insert(d, batch, await searchTexts(d, batch, titles));
        await addRefs(
          this.#db,
          resource,
          batch.map((r) => ({ id: r.id, refs: refValues(d.fields, r.data) })),
        );
        await insertRows(
          this.#db,
          "record_unique",
          ["resource", "field", "value", "id"],
          batch.flatMap((r) => uniqueRows(d, r)),
        );
      }
      this.written += records.length;
    }
    this.#queued.clear();
  }
}

function uniqueRows(d: ResourceDef, r: Stored): SqlValue[][] {
  return d.fields.flatMap((f) => {
    const key = f.unique ? uniqueKey(r.data[f.name]) : undefined;
    return key === undefined ? [] : [[d.name, f.name, key, r.id]];
  });
}
