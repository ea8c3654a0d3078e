/** My work's pure logic: an employee's open deadlines grouped by client, for the page's sections. */
import type { DeadlineEntry, MyWorkAnswer } from "../../../../domain/workflows/practice-work.ts";

export type ClientGroup = { accountId: string | null; account: string | null; entries: DeadlineEntry[] };

/**
 * Entries grouped by client: clients by name (work without a client last), each client's entries by due date
 * then title, so the most pressing comes first under each heading.
 */
export function groupByClient(entries: readonly DeadlineEntry[], locale?: string): ClientGroup[] {
  const groups = new Map<string, ClientGroup>();
  for (const e of entries) {
    const key = e.accountId ?? "";
    const group = groups.get(key) ?? { accountId: e.accountId, account: e.account, entries: [] };
    group.entries.push(e);
    groups.set(key, group);
  }
  const byName = (a: ClientGroup, b: ClientGroup) =>
    a.accountId === null
      ? 1
      : b.accountId === null
      ? -1
      : (a.account ?? "").localeCompare(b.account ?? "", locale);
  return [...groups.values()].sort(byName).map((g) => ({
    ...g,
    entries: [...g.entries].sort((a, b) =>
      a.due.localeCompare(b.due) || a.title.localeCompare(b.title, locale)
    ),
  }));
}

export const MY_WORK_SECTIONS = ["overdue", "thisWeek", "nextWeek"] as const;
export type MyWorkSection = (typeof MY_WORK_SECTIONS)[number];

/** The answer's three sections, each grouped by client. */
export function myWorkSections(
  answer: MyWorkAnswer,
  locale?: string,
): Array<{ section: MyWorkSection; count: number; groups: ClientGroup[] }> {
  return MY_WORK_SECTIONS.map((section) => ({
    section,
    count: answer[section].length,
    groups: groupByClient(answer[section], locale),
  }));
}

/**
 * A record's title under its client's heading: the client's name left out where the title repeats it
 * ("ACC0001 — Fynbos · ITR14 · 2025" → "ITR14 · 2025", "2026 (ACC0001 — Fynbos)" → "2026").
 */
export function titleUnderClient(title: string, account: string | null): string {
  if (!account) return title;
  const rest = title.replace(` (${account})`, "").replace(`${account} · `, "").trim();
  return rest || title;
}
