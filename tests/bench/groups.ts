import type { MeasureGroup } from "./measure.ts";
import { bundle } from "./measures/bundle.ts";
import { throughput } from "./measures/throughput.ts";
import { backoffice } from "./measures/backoffice.ts";
import { workflows } from "./measures/workflows.ts";
import { demo } from "./measures/demo.ts";
import { pageLoad } from "./measures/page-load.ts";
import { scale } from "./measures/scale.ts";
import { moves } from "./measures/moves.ts";
import { documents } from "./measures/documents.ts";
import { compliance } from "./measures/compliance.ts";
import { bulk } from "./measures/bulk.ts";
import { board } from "./measures/board.ts";
import { rows } from "./measures/rows.ts";

/** Add a group here (one module under measures/) to add measures. */
export const GROUPS: readonly MeasureGroup[] = [
  bundle,
  pageLoad,
  moves,
  throughput,
  backoffice,
  demo,
  workflows,
  documents,
  scale,
  compliance,
  bulk,
  board,
  rows,
];

/**
 * `deno task bench scale workflows` runs only the groups whose ids are given (typeable: `page-load`, not its
 * display name); no ids, every group. An unknown one is refused with the ids there are.
 */
export function chosenGroups(
  ids: readonly string[],
  groups: readonly MeasureGroup[] = GROUPS,
): MeasureGroup[] {
  const unknown = ids.filter((id) => !groups.some((g) => g.id === id));
  if (unknown.length > 0) {
    throw new Error(`no bench group ${unknown.join(", ")} (there are ${groups.map((g) => g.id).join(", ")})`);
  }
  return ids.length === 0 ? [...groups] : groups.filter((g) => ids.includes(g.id));
}
