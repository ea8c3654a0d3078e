/**
 * What a run of the obligations does (issue 36): the obligations every client's profile calls for in a span
 * against those kept, as creates, due-date changes and retirements. Pure, so the preview and the run are one
 * computation and a second run finds nothing to do.
 *
 * Only what a run made and nobody has settled is a run's to change: an obligation entered by hand, submitted or
 * paid is never touched, nor one a person marked not required. One a run retired (its profile stopped calling
 * for it) comes back when the profile calls for it again.
 */
import type { ObligationKind } from "./kinds.ts";
import type { DuePeriod } from "./rules.ts";
import type { Span } from "./generate.ts";

/** An obligation the profiles call for: a client's period of a kind. */
export type Wanted = DuePeriod & { account: string };

/** An obligation as kept, with what a run needs to know of it. */
export type Kept = {
  id: string;
  version: number;
  account: string;
  kind: ObligationKind;
  period: string;
  dueDate: string;
  status: string;
  generated: boolean;
  /** Retired by a run: not required because the profile stopped calling for it. */
  retired: boolean;
};

export type Planned = {
  create: Wanted[];
  /** Due date moved (a holiday configured, a season's date corrected, a VAT vendor's way of filing changed). */
  change: { kept: Kept; dueDate: string }[];
  /** Open and no longer called for: becomes not required. */
  retire: Kept[];
  /** Retired earlier and called for again: open once more, on the due date the rules give now. */
  reopen: { kept: Kept; dueDate: string }[];
};

/**
 * The plan for `span`, from `today`: `wanted` is every obligation due in the span; `kept` every obligation kept
 * whose due date falls in it (or that matches a wanted one). Past due dates are history: nothing due before
 * today is retired.
 */
export function planObligations(
  wanted: readonly Wanted[],
  kept: readonly Kept[],
  span: Span,
  today: string,
): Planned {
  // Each client's kept ones, searched by kind and period: a run compares 650,000 of each over 80,000 clients, and
  // a key string made per obligation took three times as long.
  const byClient = new Map<string, Kept[]>();
  for (const k of kept) {
    const mine = byClient.get(k.account);
    if (mine) mine.push(k);
    else byClient.set(k.account, [k]);
  }
  const called = new Set<Kept>();
  const plan: Planned = { create: [], change: [], retire: [], reopen: [] };
  for (const w of wanted) {
    // Every kept one of the same client, kind and period is called for; the last of them is the one compared.
    let k: Kept | undefined;
    for (const c of byClient.get(w.account) ?? []) {
      if (c.kind === w.kind && c.period === w.period) called.add(k = c);
    }
    if (!k) plan.create.push(w);
    else if (!k.generated) continue;
    else if (k.status === "open" && k.dueDate !== w.due) plan.change.push({ kept: k, dueDate: w.due });
    else if (k.status === "not-required" && k.retired) plan.reopen.push({ kept: k, dueDate: w.due });
  }
  const from = span.from > today ? span.from : today;
  for (const k of kept) {
    if (!k.generated || k.status !== "open" || called.has(k)) continue;
    if (k.dueDate >= from && k.dueDate <= span.to) plan.retire.push(k);
  }
  return plan;
}

/** How many of each kind a plan creates, changes, retires and reopens, and for how many clients: the preview. */
export type PlanSummary = {
  create: number;
  change: number;
  retire: number;
  reopen: number;
  byKind: Record<string, { create: number; change: number; retire: number; reopen: number }>;
  /** The clients a plan touches, each with how many of its obligations it touches. */
  clients: { account: string; count: number }[];
};

export function summarize(plan: Planned): PlanSummary {
  const byKind: PlanSummary["byKind"] = {};
  const perClient = new Map<string, number>();
  const count = (kind: string, account: string, what: "create" | "change" | "retire" | "reopen") => {
    byKind[kind] ??= { create: 0, change: 0, retire: 0, reopen: 0 };
    byKind[kind][what]++;
    perClient.set(account, (perClient.get(account) ?? 0) + 1);
  };
  for (const w of plan.create) count(w.kind, w.account, "create");
  for (const { kept } of plan.change) count(kept.kind, kept.account, "change");
  for (const k of plan.retire) count(k.kind, k.account, "retire");
  for (const { kept } of plan.reopen) count(kept.kind, kept.account, "reopen");
  return {
    create: plan.create.length,
    change: plan.change.length,
    retire: plan.retire.length,
    reopen: plan.reopen.length,
    byKind,
    clients: [...perClient].map(([account, count]) => ({ account, count })).sort((a, b) =>
      b.count - a.count || a.account.localeCompare(b.account)
    ),
  };
}
