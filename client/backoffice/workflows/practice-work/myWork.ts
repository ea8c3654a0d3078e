/**
 * My work's pure logic: the page's state as its address holds it (on the one list query: the view, whose work,
 * which section, kind and client, and the order of the due dates), the items it shows, and the answer as a change
 * made from it leaves it (shown before the server has answered).
 */
import {
  type ListQuery,
  readListQuery,
  type SortOrder,
  whereOne,
  writeListQuery,
} from "../../../../domain/list-query.ts";
import { openAfter, type WorkChange } from "../../../../domain/workflows/work-changes.ts";
import { numberFormat } from "../../../kit/i18n/numbers.ts";
import {
  DEADLINE_KINDS,
  type DeadlineEntry,
  type DeadlineKind,
  type MyWorkAnswer,
} from "../../../../domain/workflows/practice-work.ts";

export const MY_WORK_SECTIONS = ["overdue", "thisWeek", "nextWeek"] as const;
export type MyWorkSection = (typeof MY_WORK_SECTIONS)[number];

export type MyWorkState = {
  /** Whose work: "" for the signed-in employee's. */
  employee: string;
  workload: boolean;
  /** One section, or "" for all three. */
  when: MyWorkSection | "";
  kind: DeadlineKind | "";
  /** A client's id, or "". */
  client: string;
  /** By due date: "asc" (the default) puts the most overdue first. */
  order: SortOrder;
};

export const ALL_WORK: MyWorkState = {
  employee: "",
  workload: false,
  when: "",
  kind: "",
  client: "",
  order: "asc",
};

/** The state a page address holds; what it cannot read is left at the default. */
export function readMyWorkState(params: URLSearchParams): MyWorkState {
  const { query } = readListQuery(params);
  const one = (name: string) => whereOne(query, name) ?? "";
  const when = one("when") as MyWorkSection;
  const kind = one("kind") as DeadlineKind;
  return {
    employee: one("employee"),
    workload: one("view") === "workload",
    when: MY_WORK_SECTIONS.includes(when) ? when : "",
    kind: DEADLINE_KINDS.includes(kind) ? kind : "",
    client: one("client"),
    order: query.order === "desc" ? "desc" : "asc",
  };
}

/** The address's query: only what differs from the defaults, so a shared link shows the same. */
export function writeMyWorkState(state: MyWorkState): URLSearchParams {
  const where: Record<string, string[]> = {};
  const set = (name: string, value: string) => {
    if (value) where[name] = [value];
  };
  set("employee", state.employee);
  set("view", state.workload ? "workload" : "");
  set("when", state.when);
  set("kind", state.kind);
  set("client", state.client);
  const query: ListQuery = state.order === "desc" ? { sort: "due", order: "desc", where } : { where };
  return writeListQuery(query);
}

/** My work's address showing one section (the home page's links). */
export const myWorkLink = (when: MyWorkSection) => `/apps/my-work?${writeMyWorkState({ ...ALL_WORK, when })}`;

/** The entries of the kind and client chosen (every section). */
function chosen(answer: MyWorkAnswer, state: MyWorkState, section: MyWorkSection): DeadlineEntry[] {
  return answer[section].filter((e) =>
    (state.kind === "" || e.kind === state.kind) && (state.client === "" || e.accountId === state.client)
  );
}

/**
 * Whether a section's count is only a lower bound: the answer was cut (`truncated`, by due date) within it or
 * before it.
 */
export function openEnded(answer: MyWorkAnswer, section: MyWorkSection): boolean {
  if (!answer.truncated) return false;
  const last = MY_WORK_SECTIONS.findLastIndex((s) => answer[s].length > 0);
  return MY_WORK_SECTIONS.indexOf(section) >= last;
}

/** A count as shown in the reader's language, with a "+" when it is a lower bound ("5 000+" in English). */
export function countText(n: number, lang: string, atLeast = false): string {
  return `${numberFormat(lang).format(n)}${atLeast ? "+" : ""}`;
}

/** How many items each section holds of the kind and client chosen. */
export function sectionCounts(answer: MyWorkAnswer, state: MyWorkState): Record<MyWorkSection, number> {
  const counts = {} as Record<MyWorkSection, number>;
  for (const section of MY_WORK_SECTIONS) counts[section] = chosen(answer, state, section).length;
  return counts;
}

/** The items shown: of the section, kind and client chosen, by due date (either way), then by title. */
export function shownItems(answer: MyWorkAnswer, state: MyWorkState, locale?: string): DeadlineEntry[] {
  const sections = state.when === "" ? MY_WORK_SECTIONS : [state.when];
  const sign = state.order === "desc" ? -1 : 1;
  return sections.flatMap((s) => chosen(answer, state, s)).sort((a, b) =>
    sign * a.due.localeCompare(b.due) || a.title.localeCompare(b.title, locale)
  );
}

/**
 * The answer once `change` is made to the entries `ids`: those it closes leave it (and the count), those it
 * keeps open show their new status.
 */
export function afterChange(
  answer: MyWorkAnswer,
  ids: ReadonlySet<string>,
  change: WorkChange,
): MyWorkAnswer {
  const next = (entries: DeadlineEntry[]) =>
    entries.flatMap((e) => {
      if (!ids.has(e.id)) return [e];
      if (!openAfter(e.kind, change)) return [];
      return [change.action === "status" ? { ...e, status: change.status } : e];
    });
  const overdue = next(answer.overdue);
  const thisWeek = next(answer.thisWeek);
  return {
    ...answer,
    overdue,
    thisWeek,
    nextWeek: next(answer.nextWeek),
    count: overdue.length + thisWeek.length,
  };
}

/**
 * A record's title beside its client: the client's name left out where the title repeats it
 * ("ACC0001 — Fynbos · ITR14 · 2025" → "ITR14 · 2025", "2026 (ACC0001 — Fynbos)" → "2026").
 */
export function titleUnderClient(title: string, account: string | null): string {
  if (!account) return title;
  const rest = title.replace(` (${account})`, "").replace(`${account} · `, "").trim();
  return rest || title;
}
