/**
 * How a deadline looks wherever it is shown (the calendar's chips, my work's lines): its kind as a coloured edge,
 * its state as a background with an icon and words (never colour alone), and the days the calendar marks.
 */
import type { OriginState } from "../../../kit/routes/origin.ts";
import type { CalEntry, Day, DayMark } from "../../../kit/ui/calendar/dates.ts";
import type { ObligationKind } from "../../../../domain/compliance/kinds.ts";
import type {
  DeadlineEntry,
  DeadlineKind,
  DeadlineState,
  MarkedDay,
} from "../../../../domain/workflows/practice-work.ts";

/** The kind's colour: the entry's leading edge (and the kind filter's swatch). */
export const KIND_EDGE: Record<DeadlineKind, string> = {
  incometax: "border-primary",
  objection: "border-secondary",
  annualreturn: "border-accent",
  correspondence: "border-info",
  taxclearance: "border-success",
  assessment: "border-neutral",
  project: "border-base-content",
  // Dashed: the statutory calendar beside the practice's own work.
  obligation: "border-warning border-dashed",
  documentrequest: "border-warning",
  // Dotted: the practice's recurring work, apart from its one-off projects.
  job: "border-secondary border-dotted",
};

/**
 * An obligation's colour by what it is for (its kind, the entry's `type`), dashed as every obligation is: income
 * tax, VAT, payroll, CIPC and dividends tax told apart on the calendar and in my work.
 */
export const OBLIGATION_EDGE: Record<ObligationKind, string> = {
  irp6: "border-primary border-dashed",
  itr12: "border-primary border-dashed",
  itr12t: "border-primary border-dashed",
  itr14: "border-primary border-dashed",
  it12ei: "border-primary border-dashed",
  vat201: "border-info border-dashed",
  emp201: "border-success border-dashed",
  emp501: "border-success border-dashed",
  "annual-return": "border-accent border-dashed",
  "beneficial-ownership": "border-accent border-dashed",
  "dividends-tax": "border-secondary border-dashed",
};

/** An entry's edge: its sort's colour where its kind has sorts (an obligation's kind), else its kind's. */
export function edgeOf(e: Pick<DeadlineEntry, "kind" | "type">): string {
  return (e.kind === "obligation" && OBLIGATION_EDGE[e.type as ObligationKind]) || KIND_EDGE[e.kind];
}

/** The state's icon and colours; done is muted and struck through. */
export const STATE_LOOK: Record<DeadlineState, { icon: string; className: string }> = {
  overdue: { icon: "error", className: "bg-error text-error-content" },
  "due-soon": { icon: "schedule", className: "bg-warning text-warning-content" },
  later: { icon: "event", className: "bg-base-200 text-base-content" },
  done: { icon: "check_circle", className: "bg-base-300 text-base-content line-through" },
};

/**
 * A deadline as a calendar entry: all day on its due date, a link to its record (given `origin`, the calendar's
 * place, as its state), titled by its kind and client ("Annual return · Limpopo Bricks (Pty) Ltd"), the record's
 * own title ("2026 (ACC0071 — Limpopo Bricks…)") in its detail. `status` words its state, `kind` its kind.
 */
export function toCalEntry(
  e: DeadlineEntry,
  status: (s: DeadlineState) => string,
  kind: (e: DeadlineEntry) => string,
  origin?: OriginState,
): CalEntry {
  const look = STATE_LOOK[e.state];
  const client = e.clientName ?? e.account;
  return {
    id: e.id,
    // Work without a client is told apart by its own title instead.
    title: `${kind(e)} · ${client ?? e.title}`,
    detail: client ? e.title : undefined,
    allDay: true,
    start: e.due,
    end: e.due,
    className: `border-s-4 ${edgeOf(e)} ${look.className}`,
    icon: look.icon,
    status: status(e.state),
    href: e.link,
    hrefState: origin,
  };
}

const MARK_CLASS: Record<MarkedDay["kind"], string> = {
  holiday: "bg-accent/25 text-base-content",
  "dispute-exclusion": "bg-base-300 text-base-content",
};

/**
 * The marked days by day, for the calendar's cells; `label` words a mark (a holiday is its name, the dispute
 * exclusion the screen's words for it).
 */
export function marksByDay(marked: MarkedDay[], label: (m: MarkedDay) => string): Map<Day, DayMark[]> {
  const out = new Map<Day, DayMark[]>();
  for (const m of marked) {
    const list = out.get(m.date) ?? [];
    list.push({ label: label(m), className: MARK_CLASS[m.kind] });
    out.set(m.date, list);
  }
  return out;
}
