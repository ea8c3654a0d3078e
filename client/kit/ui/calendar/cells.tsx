import type { ReactNode } from "react";
import type { Day, DayMark } from "./dates.ts";

/** A half-hour slot's height on the time grid. */
export const SLOT_PX = 24;

/** A day's marks (public holidays) as short lines on its cell. */
export function Marks({ marks }: { marks?: DayMark[] }) {
  return marks?.map((m) => (
    <span
      key={m.label}
      className={`block truncate text-[10px] leading-tight rounded px-1 ${m.className}`}
      dir="auto"
      title={m.label}
      data-testid="calendar-mark"
    >
      {m.label}
    </span>
  ));
}

/** A day a drag can drop on (`data-drop-day`), lit while one is over it. */
export function DayCell(
  { day, over, children, ...rest }:
    & { day: Day; over: boolean; children: ReactNode }
    & Record<string, unknown>,
) {
  return (
    <div {...rest} data-drop-day={day} className={`${rest.className ?? ""} ${over ? "bg-primary/10" : ""}`}>
      {children}
    </div>
  );
}

/** A slot of a day's column a drag can drop on (`data-drop-minute`), lit while one is over it. */
export function Slot(
  { day, minute, over, ...rest }: { day: Day; minute: number; over: boolean } & Record<string, unknown>,
) {
  return (
    <div
      {...rest}
      data-drop-day={day}
      data-drop-minute={minute}
      className={`${rest.className ?? ""} ${over ? "bg-primary/10" : ""}`}
      style={{ height: SLOT_PX }}
    />
  );
}
