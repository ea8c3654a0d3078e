/**
 * The practice's deadlines as entries (issue 16): the rows collectDeadlines reads — each entry's own record, and
 * once each the records its title and client are made of — titled from what they hold, so naming 5,000 entries
 * reads nothing more than the employees' names.
 */
import { resourceDef } from "../../../domain/resources/index.ts";
import { recordPath } from "../../../domain/resources/paths.ts";
import { statusField } from "../../../domain/workflows/deadline-fields.ts";
import { entryState } from "../../../domain/workflows/practice-deadlines.ts";
import type { DeadlineEntry, DeadlineKind } from "../../../domain/workflows/practice-work.ts";
import type { Stored } from "../source.ts";
import { type TitleLookup, TitleResolver } from "../titles.ts";
import { CLIENT, PLANS } from "./deadline-plans.ts";

/** An entry's row (`held` 0: its kind and own record), or a record it joins (`held` 1: its resource in `kind`). */
export type DeadlineRow = {
  held: number | string;
  kind: DeadlineKind;
  id: string;
  due: string;
  is_open: number | string;
  version: number | string | null;
  data: string;
  /** s0_id…: the joined records' ids, in the plan's join order. */
  [slot: string]: unknown;
};

const stored = (id: string, data: unknown): Stored => ({
  id,
  data: JSON.parse(String(data)),
  version: 0,
  createdAt: "",
  updatedAt: "",
  createdBy: null,
  updatedBy: null,
});

/** A ref's value in a record's data: an id, or null when blank. */
const refIn = (data: Record<string, unknown> | undefined, field: string | undefined): string | null => {
  const value = field === undefined ? undefined : data?.[field];
  return typeof value === "string" && value !== "" ? value : null;
};

/**
 * The rows as entries, titled from the records they hold: the joined records are adopted deepest first (a client
 * before the return named after it), so every title finds its parts known and no record is read again. The
 * manager (whom unassigned work sits with) is read off the client's record; the employees' names are the one lookup
 * left (a few ids).
 */
export async function entries(
  rows: readonly DeadlineRow[],
  joined: readonly DeadlineRow[],
  lookup: TitleLookup,
  today: string,
): Promise<DeadlineEntry[]> {
  const resolver = new TitleResolver(lookup);
  /** The joined records by resource and id. */
  const records = new Map(joined.map((r) => [`${r.kind}:${r.id}`, stored(r.id, r.data)]));
  /** The depth each joined record is met at (deepest kept). */
  const depths = new Map<string, number>();
  const own: Stored[] = rows.map((row) => stored(row.id, row.data));
  const clientOf: Array<Stored | undefined> = rows.map((row) => {
    const plan = PLANS.get(row.kind)!;
    let client: Stored | undefined;
    plan.joins.forEach((join, i) => {
      const id = row[`s${i}_id`];
      if (typeof id !== "string") return;
      const key = `${join.to}:${id}`;
      if ((depths.get(key) ?? 0) < join.depth) depths.set(key, join.depth);
      if (join === plan.clientPath.at(-1)) client = records.get(key);
    });
    return client;
  });
  const levels = new Map<number, Map<string, Stored[]>>();
  for (const [key, depth] of depths) {
    const record = records.get(key);
    if (!record) continue;
    const resource = key.slice(0, key.indexOf(":"));
    let level = levels.get(depth);
    if (!level) levels.set(depth, level = new Map());
    const list = level.get(resource);
    if (list) list.push(record);
    else level.set(resource, [record]);
  }
  for (const depth of [...levels.keys()].sort((a, b) => b - a)) {
    for (const [resource, records] of levels.get(depth)!) {
      await resolver.adopt(resourceDef(resource)!, records, depth);
    }
  }
  const titles = new Array<string>(rows.length);
  for (const kind of new Set(rows.map((r) => r.kind))) {
    const at = rows.flatMap((r, i) => (r.kind === kind ? [i] : []));
    const names = await resolver.titles(resourceDef(kind)!, at.map((i) => own[i]));
    at.forEach((i, n) => titles[i] = names[n]);
  }
  const statusOf = (row: DeadlineRow, i: number) => {
    const field = statusField(PLANS.get(row.kind)!.deadline);
    const value = field === undefined ? undefined : own[i].data[field];
    return typeof value === "string" && value !== "" ? { status: value } : {};
  };
  const typeOf = (row: DeadlineRow, i: number) => {
    const field = PLANS.get(row.kind)!.deadline.typeField;
    const value = field === undefined ? undefined : own[i].data[field];
    return typeof value === "string" && value !== "" ? { type: value } : {};
  };
  const employeeOf = rows.map((row, i) =>
    refIn(own[i].data, PLANS.get(row.kind)!.deadline.assignee) ?? refIn(clientOf[i]?.data, "manager")
  );
  const clients = clientOf.flatMap((c) => (c ? [c.id] : []));
  const [accounts, employees] = await Promise.all([
    resolver.refTitles(CLIENT, [...new Set(clients)]),
    resolver.refTitles("employee", [...new Set(employeeOf.filter((e) => e !== null))]),
  ]);
  return rows.map((row, i): DeadlineEntry => {
    const client = clientOf[i];
    const employeeId = employeeOf[i];
    return {
      id: `${row.kind}:${row.id}`,
      kind: row.kind,
      title: titles[i] || row.id,
      due: row.due,
      state: entryState(row.due, Number(row.is_open) === 1, today),
      accountId: client?.id ?? null,
      account: client ? accounts.get(client.id) ?? null : null,
      clientName: typeof client?.data.name === "string" && client.data.name !== "" ? client.data.name : null,
      employeeId,
      employee: employeeId ? employees.get(employeeId) ?? null : null,
      link: recordPath(resourceDef(row.kind)!, row.id),
      version: Number(row.version),
      ...statusOf(row, i),
      ...typeOf(row, i),
    };
  });
}
