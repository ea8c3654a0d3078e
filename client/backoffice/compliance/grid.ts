/**
 * A client's year of obligations as the compliance grid shows it (issue 36): a row per kind the client has, a
 * cell per month of the due dates, and each obligation's state as the deadlines elsewhere read (overdue, due
 * soon, open) or what became of it. Pure, for the grid and its tests.
 */
import { OBLIGATION_KINDS } from "../../../domain/compliance/kinds.ts";
import { deadlineStatus } from "../../../domain/deadlines.ts";

export const CELL_STATES = ["overdue", "due-soon", "later", "done", "not-required"] as const;
export type CellState = (typeof CELL_STATES)[number];

export type ObligationCell = { id: string; period: string; due: string; state: CellState };
export type GridRow = { kind: string; months: ObligationCell[][] };

type Obligation = { id: unknown; kind?: unknown; period?: unknown; dueDate?: unknown; status?: unknown };

export function cellState(status: string, due: string, today: string): CellState {
  if (status === "submitted" || status === "paid") return "done";
  if (status === "not-required") return "not-required";
  const warning = deadlineStatus(due, today);
  return warning === "ok" ? "later" : warning;
}

/** The grid of `year`: kinds in the rules' order, each month's obligations by due date. */
export function complianceGrid(obligations: readonly Obligation[], year: number, today: string): GridRow[] {
  const rows = new Map<string, ObligationCell[][]>();
  for (const o of obligations) {
    const due = String(o.dueDate ?? "");
    if (Number(due.slice(0, 4)) !== year) continue;
    const kind = String(o.kind);
    if (!rows.has(kind)) rows.set(kind, Array.from({ length: 12 }, () => []));
    rows.get(kind)![Number(due.slice(5, 7)) - 1].push({
      id: String(o.id),
      period: String(o.period ?? ""),
      due,
      state: cellState(String(o.status ?? "open"), due, today),
    });
  }
  for (const months of rows.values()) {
    for (const cell of months) cell.sort((a, b) => a.due.localeCompare(b.due));
  }
  const order = (kind: string) => (OBLIGATION_KINDS as readonly string[]).indexOf(kind);
  return [...rows].sort(([a], [b]) => order(a) - order(b)).map(([kind, months]) => ({ kind, months }));
}
