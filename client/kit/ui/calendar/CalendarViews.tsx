import {
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import { type KeyboardEvent, useState } from "react";
import { formatWhen } from "../../i18n/dates.ts";
import { language, t } from "../../i18n/index.ts";
import { Agenda } from "./Agenda.tsx";
import { settings } from "../../settings.ts";
import { type CalEntry, dayOf, viewDays } from "./dates.ts";
import { dropKey, dropTarget } from "./drops.ts";
import { EntryChip } from "./EntryChip.tsx";
import "./messages.ts";
import { MonthGrid } from "./MonthGrid.tsx";
import { droppedAt, movedByKey } from "./moves.ts";
import { TimeGrid } from "./TimeGrid.tsx";
import { Toolbar } from "./Toolbar.tsx";
import type { CalendarProps } from "./types.ts";

/**
 * The calendar views (month, week, day, agenda) with their toolbar: pure presentation over `entries`, for the
 * calendar app and any screen with dated entries. Drag an entry (dnd-kit) to move it, its lower edge to change its
 * end; or focus it and use the arrow keys (Shift changes the end). Click or drag across days or slots to create.
 */
export function CalendarViews(props: CalendarProps) {
  useSignals();
  const { entries, view, day, onNavigate, actions } = props;
  // The person's choice (Monday unless they chose otherwise), whatever the language.
  const weekStart = settings.value.weekStart;
  const [dragging, setDragging] = useState<CalEntry | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [over, setOver] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const days = viewDays(view, day, weekStart);
  const change = (entry: CalEntry) => {
    props.onChange?.(entry);
    setAnnouncement(t("calendarViews.moved", { title: entry.title, when: describe(entry) }));
  };
  const onDragStart = (e: DragStartEvent) =>
    setDragging(entries.find((x) => x.id === e.active.data.current?.id) ?? null);
  const onDragMove = (e: DragMoveEvent) => {
    const target = dropTarget(e);
    setOver(target ? dropKey(target.day, target.minute) : null);
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    setOver(null);
    const entry = entries.find((x) => x.id === e.active.data.current?.id);
    const target = dropTarget(e);
    if (!entry || !target) return;
    const next = droppedAt(entry, target, e.active.data.current?.resize === true);
    if (next.start !== entry.start || next.end !== entry.end || next.allDay !== entry.allDay) change(next);
  };
  const keys = (entry: CalEntry) => (e: KeyboardEvent) => {
    if (!props.onChange || !e.key.startsWith("Arrow")) return;
    e.preventDefault();
    const rtl = document.documentElement.dir === "rtl";
    change(movedByKey(entry, { key: e.key, shift: e.shiftKey, rtl }, view));
  };
  const chip = (entry: CalEntry, extra = "") => (
    <EntryChip
      key={entry.id}
      entry={entry}
      onOpen={() => props.onOpen?.(entry)}
      onKeyDown={keys(entry)}
      className={extra}
      movable={!!props.onChange}
    />
  );
  return (
    <div className="flex flex-col min-h-0 flex-1" data-testid="calendar" data-view={view} data-day={day}>
      <Toolbar view={view} day={day} days={days} onNavigate={onNavigate} actions={actions} />
      <p className="sr-only" aria-live="polite" data-testid="calendar-announcement">{announcement}</p>
      {props.onChange && <p className="sr-only" id="calendar-help">{t("calendarViews.help")}</p>}
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => (setDragging(null), setOver(null))}
      >
        {view === "month" && <MonthGrid {...props} days={days} chip={chip} over={over} />}
        {(view === "week" || view === "day") && <TimeGrid {...props} days={days} chip={chip} over={over} />}
        {view === "agenda" && (
          <Agenda entries={entries} days={days} chip={chip} marks={props.marks} untimed={props.untimed} />
        )}
        <DragOverlay>
          {dragging && <div className="badge badge-primary shadow-lg">{dragging.title}</div>}
        </DragOverlay>
      </DndContext>
    </div>
  );
}

/**
 * When an entry is, in words, for the live announcement: a timed one at the time the grid shows it (the
 * browser's, where the time grid places it).
 */
function describe(e: CalEntry): string {
  const long = { weekday: "long", day: "numeric", month: "long" } as const;
  if (e.allDay) return formatWhen(e.start.slice(0, 10), language.peek(), long);
  const start = dayjs(e.start);
  return `${formatWhen(dayOf(start), language.peek(), long)}, ${start.format("HH:mm")}`;
}
