/**
 * The practice-wide compliance report (issue 36): the clients with obligations past due on the practice's today,
 * each with its overdue obligations by kind and its standing as SARS's tax compliance status would judge it
 * (domain/compliance/standing.ts), tallied by kind, partner and office; and the checks' contradictions
 * (domain/compliance/checks.ts) listed practice-wide. The back office reads the rows (server/backoffice/queries/
 * overdue-obligations.ts); here they are judged, tallied, ordered and named.
 */
import { z } from "zod";
import { addDays } from "../../domain/calendar.ts";
import { accountProfile } from "../../domain/compliance/account-profile.ts";
import { complianceChecks, OWNERSHIP_LEAD_DAYS } from "../../domain/compliance/checks.ts";
import { OBLIGATION_KINDS, type ObligationKind } from "../../domain/compliance/kinds.ts";
import {
  CHECK_KINDS,
  type ComplianceCheckRow,
  type ComplianceReportRow,
  type ComplianceTally,
} from "../../domain/compliance/report.ts";
import { isOverdue, sarsStanding, type StandingObligation } from "../../domain/compliance/standing.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import { formatTitle } from "../../domain/resources/title.ts";
import type { Db } from "../store/db.ts";
import {
  type Actor,
  checkCandidates,
  checkInputs,
  type Engine,
  type OverdueFilters,
  overdueObligationGroups,
  TitleResolver,
} from "../backoffice/index.ts";

const recordId = z.string().max(100);

/** The report's filters, its own query parameters. */
export const complianceReportQuery = z.object({
  kind: z.enum(OBLIGATION_KINDS).optional(),
  partner: recordId.optional(),
  office: recordId.optional(),
});

/** A slice of a list: `limit` rows from `offset`; none for every row (the CSV). */
export type Slice = { limit: number; offset: number } | undefined;

const cut = <T>(rows: T[], slice: Slice) =>
  slice ? rows.slice(slice.offset, slice.offset + slice.limit) : rows;

type Client = {
  accountId: string;
  partnerId: string | null;
  officeId: string | null;
  byKind: Map<ObligationKind, { count: number; oldest: string }>;
  owed: StandingObligation[];
  count: number;
  oldest: string;
};

/** Adds `count` to `key`'s tally. */
function tally<K>(into: Map<K, number>, key: K, count: number) {
  into.set(key, (into.get(key) ?? 0) + count);
}

/**
 * The report's clients under `filters` on `today` (a page of them, most overdue first: the oldest due date, then
 * the most obligations), how many there are and the tallies over all of them; named as `actor` sees names.
 */
export async function complianceReport(
  db: Db,
  engine: Engine,
  { filters, actor, today, slice }: { filters: OverdueFilters; actor: Actor; today: string; slice: Slice },
) {
  const clients = new Map<string, Client>();
  const byKind: Partial<Record<ObligationKind, number>> = {};
  const byPartner = new Map<string | null, number>();
  const byOffice = new Map<string | null, number>();
  for (const group of await overdueObligationGroups(db, filters, today)) {
    const owed = { kind: group.kind, status: group.status, dueDate: group.oldest };
    if (!isOverdue(owed, today)) continue;
    const count = Number(group.n);
    const client: Client = clients.get(group.account_id) ?? {
      accountId: group.account_id,
      partnerId: group.partner_id,
      officeId: group.office_id,
      byKind: new Map(),
      owed: [],
      count: 0,
      oldest: group.oldest,
    };
    clients.set(group.account_id, client);
    const ofKind = client.byKind.get(group.kind) ?? { count: 0, oldest: group.oldest };
    client.byKind.set(group.kind, {
      count: ofKind.count + count,
      oldest: group.oldest < ofKind.oldest ? group.oldest : ofKind.oldest,
    });
    client.owed.push(owed);
    client.count += count;
    if (group.oldest < client.oldest) client.oldest = group.oldest;
    byKind[group.kind] = (byKind[group.kind] ?? 0) + count;
    tally(byPartner, group.partner_id, count);
    tally(byOffice, group.office_id, count);
  }
  const ordered = [...clients.values()].sort((a, b) =>
    a.oldest.localeCompare(b.oldest) || b.count - a.count || a.accountId.localeCompare(b.accountId)
  );
  const page = cut(ordered, slice);
  const titles = new TitleResolver(engine.lookup(actor));
  const named = (to: string, ids: Iterable<string | null>) =>
    titles.refTitles(to, [...new Set([...ids].filter((id) => id !== null))]);
  const [accounts, partners, offices] = await Promise.all([
    named("account", page.map((c) => c.accountId)),
    named("employee", [...byPartner.keys()]),
    named("office", [...byOffice.keys()]),
  ]);
  const items: ComplianceReportRow[] = page.map((c) => ({
    accountId: c.accountId,
    account: accounts.get(c.accountId) ?? c.accountId,
    partnerId: c.partnerId,
    partner: c.partnerId === null ? null : partners.get(c.partnerId) ?? null,
    officeId: c.officeId,
    office: c.officeId === null ? null : offices.get(c.officeId) ?? null,
    overdue: OBLIGATION_KINDS.flatMap((kind) => {
      const of = c.byKind.get(kind);
      return of ? [{ kind, ...of }] : [];
    }),
    count: c.count,
    oldest: c.oldest,
    standing: sarsStanding(c.owed, today),
  }));
  const tallied = (counts: Map<string | null, number>, names: Map<string, string>): ComplianceTally[] =>
    [...counts].map(([id, count]) => ({ id, name: id === null ? null : names.get(id) ?? id, count }))
      .sort((a, b) => b.count - a.count || String(a.name).localeCompare(String(b.name)));
  return {
    items,
    total: ordered.length,
    tallies: { byKind, byPartner: tallied(byPartner, partners), byOffice: tallied(byOffice, offices) },
  };
}

const ACCOUNT = resourceDef("account")!;

/**
 * The checks' contradictions of the clients under `filters` (a kind keeps the checks about it), by client name:
 * the checks run over the clients a check could flag (checkCandidates), read whole by id, never over every client.
 */
export async function complianceCheckRows(
  db: Db,
  { filters, today, slice }: { filters: OverdueFilters; today: string; slice: Slice },
): Promise<{ items: ComplianceCheckRow[]; total: number }> {
  const { kind, ...clientFilters } = filters;
  const ids = await checkCandidates(db, clientFilters, today, addDays(today, OWNERSHIP_LEAD_DAYS));
  const inputs = await checkInputs(db, ids);
  const rows: ComplianceCheckRow[] = [];
  // By client name; a client's checks in the order complianceChecks lists them.
  const byName = inputs.accounts.sort((a, b) =>
    String(a.data.name ?? "").localeCompare(String(b.data.name ?? "")) || a.id.localeCompare(b.id)
  );
  for (const { id, data } of byName) {
    const profile = accountProfile(
      data,
      inputs.entityKinds.get(String(data.accountType)),
      inputs.incorporated.get(id),
    );
    if (!profile) continue;
    const obligations = inputs.obligations.filter((o) => o.account === id);
    const account = formatTitle(ACCOUNT, { code: String(data.code ?? ""), name: String(data.name ?? "") }) ||
      id;
    for (const { code, periods } of complianceChecks(profile, data, obligations, today)) {
      if (kind && !CHECK_KINDS[code].includes(kind)) continue;
      rows.push({ accountId: id, account, code, periods });
    }
  }
  return { items: cut(rows, slice), total: rows.length };
}
