import type { DragEndEvent, DragMoveEvent } from "@dnd-kit/core";
import type { Day } from "./dates.ts";

/**
 * The day or slot under the pointer where a drag ended, read from the page itself (`data-drop-day`,
 * `data-drop-minute`): the grids scroll, and what is under the pointer is what the user aimed at.
 */
export function dropTarget(e: DragEndEvent | DragMoveEvent): { day: Day; minute?: number } | undefined {
  const start = e.activatorEvent as PointerEvent | null;
  if (!start || !("clientX" in start)) {
    return e.over?.data.current as { day: Day; minute?: number } | undefined;
  }
  const at = document.elementsFromPoint(start.clientX + e.delta.x, start.clientY + e.delta.y)
    .find((el) => el instanceof HTMLElement && el.dataset.dropDay) as HTMLElement | undefined;
  if (!at) return undefined;
  const minute = at.dataset.dropMinute;
  return { day: at.dataset.dropDay!, minute: minute === undefined ? undefined : Number(minute) };
}

/** A drop place as one string: a day, or a day's slot. */
export const dropKey = (day: Day, minute?: number) => minute === undefined ? day : `${day}:${minute}`;
