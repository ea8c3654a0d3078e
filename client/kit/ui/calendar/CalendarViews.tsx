import {
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { language, t } from "../../i18n/index.ts";
import { Icon } from "../Icon.tsx";
import { textOn } from "../readableText.ts";
import {
  type CalendarView,
  type CalEntry,
  type Day,
  type DayMark,
  dayOf,
  endAtSlot,
  entriesOn,
  entryDays,
  layoutDay,
  minutesIn,
  moveDays,
  moveMinutes,
  moveToDay,
  moveToSlot,
  rangeOfDays,
  rangeOfSlots,
  resize,
  SLOT_MINUTES,
  step,
  viewDays,
  VIEWS,
  weekStartFor,
} from "./dates.ts";
import "./messages.ts";

export type NewRange = { allDay: boolean; start: string; end: string };

export type CalendarProps = {
  entries: CalEntry[];
  view: CalendarView;
  day: Day;
  onNavigate: (view: CalendarView, day: Day) => void;
  /** An entry chosen (clicked, or Enter); entries with `href` are links instead. */
  onOpen?: (entry: CalEntry) => void;
  /** Days marked on their cells (public holidays): shown in the month and week views and the agenda. */
  marks?: ReadonlyMap<Day, DayMark[]>;
  /**
   * The entries have no time of day (deadlines): the week and day views are their days' columns alone, without
   * the hours, and the agenda has no time column.
   */
  untimed?: boolean;
  /** A new entry asked for by clicking or selecting days or slots; without it nothing can be created. */
  onCreate?: (range: NewRange) => void;
  /** An entry moved or resized (by dragging or the keyboard); without it entries stay put. */
  onChange?: (entry: CalEntry) => void;
  /** Buttons of the screen beside the toolbar's. */
  actions?: ReactNode;
};

const SLOT_PX = 24;
const SLOTS = (24 * 60) / SLOT_MINUTES;

/**
 * The calendar views (month, week, day, agenda) with their toolbar: pure presentation over `entries`, for the
 * calendar app and any screen with dated entries. Drag an entry (dnd-kit) to move it, its lower edge to change its
 * end; or focus it and use the arrow keys (Shift changes the end). Click or drag across days or slots to create.
 */
export function CalendarViews(props: CalendarProps) {
  useSignals();
  const { entries, view, day, onNavigate, actions } = props;
  const lang = language.value;
  const weekStart = weekStartFor(lang);
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
    const resizing = e.active.data.current?.resize === true;
    let next: CalEntry;
    if (resizing) {
      next = target.minute === undefined
        ? resize(entry, dayjs(target.day).diff(dayjs(entryDays(entry).after).subtract(1, "day"), "day"))
        : endAtSlot(entry, target.day, target.minute);
    } else if (target.minute === undefined) {
      next = moveToDay(entry, target.day);
    } else next = moveToSlot(entry, target.day, target.minute);
    if (next.start !== entry.start || next.end !== entry.end || next.allDay !== entry.allDay) change(next);
  };
  const keys = (entry: CalEntry) => (e: KeyboardEvent) => {
    if (!props.onChange || !e.key.startsWith("Arrow")) return;
    e.preventDefault();
    const rtl = document.documentElement.dir === "rtl";
    const across = (e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0) * (rtl ? -1 : 1);
    const down = e.key === "ArrowDown" ? 1 : e.key === "ArrowUp" ? -1 : 0;
    const timeGrid = view === "week" || view === "day";
    if (e.shiftKey) {
      const amount = across || down;
      change(entry.allDay || !timeGrid ? resize(entry, amount) : resize(entry, amount * SLOT_MINUTES));
    } else if (across) change(moveDays(entry, across));
    else if (timeGrid && !entry.allDay) change(moveMinutes(entry, down * SLOT_MINUTES));
    else change(moveDays(entry, down * (view === "month" ? 7 : 1)));
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
        {view === "month" && (
          <MonthGrid {...props} days={days} weekStart={weekStart} chip={chip} over={over} />
        )}
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
 * The day or slot under the pointer where a drag ended, read from the page itself (`data-drop-day`,
 * `data-drop-minute`): the grids scroll, and what is under the pointer is what the user aimed at.
 */
function dropTarget(e: DragEndEvent | DragMoveEvent): { day: Day; minute?: number } | undefined {
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

const dropKey = (day: Day, minute?: number) => minute === undefined ? day : `${day}:${minute}`;

/** When an entry is, in words, for the live announcement. */
function describe(e: CalEntry): string {
  if (e.allDay) return dayjs(e.start.slice(0, 10)).locale(language.peek()).format("dddd D MMMM");
  return dayjs(e.start).locale(language.peek()).format("dddd D MMMM, HH:mm");
}

function Toolbar(
  { view, day, days, onNavigate, actions }: {
    view: CalendarView;
    day: Day;
    days: Day[];
    onNavigate: CalendarProps["onNavigate"];
    actions?: ReactNode;
  },
) {
  const lang = language.value;
  const d = dayjs(day).locale(lang);
  const title = view === "month"
    ? d.format("MMMM YYYY")
    : view === "day"
    ? d.format("dddd, D MMMM YYYY")
    : `${dayjs(days[0]).locale(lang).format("D MMM")} – ${
      dayjs(days.at(-1)).locale(lang).format("D MMM YYYY")
    }`;
  return (
    <div className="flex flex-wrap items-center gap-2 px-3 sm:px-6 py-3 border-b border-base-300">
      <button
        type="button"
        className="btn btn-sm"
        data-testid="calendar-today"
        onClick={() => onNavigate(view, dayOf(dayjs()))}
      >
        {t("calendarViews.today")}
      </button>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item"
          aria-label={t("calendarViews.previous")}
          data-testid="calendar-previous"
          onClick={() => onNavigate(view, step(view, day, -1))}
        >
          <Icon name="chevron_left" size={20} className="rtl:rotate-180" />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item"
          aria-label={t("calendarViews.next")}
          data-testid="calendar-next"
          onClick={() => onNavigate(view, step(view, day, 1))}
        >
          <Icon name="chevron_right" size={20} className="rtl:rotate-180" />
        </button>
      </div>
      <h2 className="text-lg font-semibold me-auto" data-testid="calendar-title" aria-live="polite">
        {title}
      </h2>
      {actions}
      <div className="join" role="group">
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className={`btn btn-sm join-item ${v === view ? "btn-primary" : ""}`}
            aria-pressed={v === view}
            data-testid={`calendar-view-${v}`}
            onClick={() => onNavigate(v, day)}
          >
            {t(`calendarViews.view.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

function EntryChip(
  { entry, onOpen, onKeyDown, className, movable }: {
    entry: CalEntry;
    onOpen: () => void;
    onKeyDown: (e: KeyboardEvent) => void;
    className: string;
    movable: boolean;
  },
) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `move:${entry.id}:${className.includes("absolute") ? "grid" : "chip"}`,
    data: { id: entry.id },
    disabled: !movable,
  });
  const time = entry.allDay ? "" : `${dayjs(entry.start).format("HH:mm")} `;
  // With an icon the title truncates on its own, so an English title on an Arabic page loses its end, not its start.
  const layout = entry.icon ? "flex items-center gap-0.5" : "block truncate";
  const classes =
    `${layout} w-full text-start text-xs rounded px-1.5 py-0.5 focus-visible:outline-2 focus-visible:outline-offset-1 ${
      isDragging ? "opacity-40" : ""
    } ${entry.className ?? ""} ${className}`;
  const style = entry.className
    ? undefined
    : entry.color
    ? { background: entry.color, color: textOn(entry.color) }
    : { background: "var(--color-primary)", color: "var(--color-primary-content)" };
  const content = (
    <>
      {entry.icon && <Icon name={entry.icon} size={16} />}
      {entry.status && <span className="sr-only">{entry.status}:</span>}
      {/* Isolated: a title in another script keeps its own order (an English title on an Arabic page). */}
      <bdi dir="auto" className={entry.icon ? "truncate min-w-0" : undefined}>{time}{entry.title}</bdi>
    </>
  );
  const data = {
    "data-testid": "calendar-entry",
    "data-entry-id": entry.id,
    "data-start": entry.start,
    "data-end": entry.end,
  };
  if (entry.href) {
    return (
      <Link to={entry.href} className={classes} style={style} title={entry.title} {...data}>
        {content}
      </Link>
    );
  }
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      role="button"
      aria-describedby={movable ? "calendar-help" : undefined}
      className={classes}
      style={style}
      {...data}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") return;
        onKeyDown(e);
      }}
    >
      {content}
    </button>
  );
}

/** A day's marks (public holidays) as short lines on its cell. */
function Marks({ marks }: { marks?: DayMark[] }) {
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

/** Pointer selection across cells: press on one, release on another; a plain click is a one-cell selection. */
function useSelection<T>(done: (a: T, b: T) => void) {
  const [anchor, setAnchor] = useState<T | null>(null);
  const [hover, setHover] = useState<T | null>(null);
  useEffect(() => {
    if (anchor === null) return;
    const cancel = () => {
      setAnchor(null);
      setHover(null);
    };
    document.addEventListener("pointerup", cancel);
    return () => document.removeEventListener("pointerup", cancel);
  }, [anchor]);
  return {
    anchor,
    hover,
    props: (cell: T) => ({
      onPointerDown: (e: ReactPointerEvent) => {
        if ((e.target as HTMLElement).closest("[data-testid=calendar-entry], button")) return;
        setAnchor(cell);
        setHover(cell);
      },
      onPointerEnter: () => anchor !== null && setHover(cell),
      onPointerUp: () => {
        if (anchor !== null) done(anchor, cell);
        setAnchor(null);
        setHover(null);
      },
    }),
  };
}

function DayCell(
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

function MonthGrid(
  { entries, day, days, weekStart, chip, over, onNavigate, onCreate, marks }: CalendarProps & {
    days: Day[];
    weekStart: number;
    over: string | null;
    chip: (e: CalEntry, extra?: string) => ReactNode;
  },
) {
  const lang = language.value;
  const month = dayjs(day).month();
  const today = dayOf(dayjs());
  const selection = useSelection<Day>((a, b) => onCreate?.(rangeOfDays(a, b)));
  const selected = (d: Day) => {
    if (selection.anchor === null || selection.hover === null) return false;
    const [x, y] = selection.anchor <= selection.hover
      ? [selection.anchor, selection.hover]
      : [selection.hover, selection.anchor];
    return x <= d && d <= y;
  };
  return (
    <div className="flex flex-col flex-1 min-h-0 overflow-auto" data-testid="calendar-month">
      <div className="grid grid-cols-7 border-b border-base-300 text-xs font-semibold opacity-70 text-center">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="py-2" data-testid="calendar-weekday">
            {dayjs().locale(lang).day((weekStart + i) % 7).format("ddd")}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 flex-1 auto-rows-fr">
        {days.map((d) => {
          const list = entriesOn(entries, d);
          const shown = list.slice(0, 3);
          return (
            <DayCell
              key={d}
              day={d}
              over={over === d}
              data-testid="calendar-day"
              data-day={d}
              className={`min-h-24 border-b border-e border-base-300 p-1 flex flex-col gap-0.5 select-none ${
                dayjs(d).month() === month ? "" : "bg-base-200/50"
              } ${selected(d) ? "bg-primary/15" : ""}`}
              {...selection.props(d)}
            >
              <button
                type="button"
                // Only the number of a day of another month is dimmed: its entries keep their colours' contrast.
                className={`self-end btn btn-ghost btn-xs btn-circle ${
                  d === today ? "btn-active btn-primary" : dayjs(d).month() === month ? "" : "opacity-70"
                }`}
                aria-label={t("calendarViews.openDay", { day: dayjs(d).locale(lang).format("dddd D MMMM") })}
                onClick={() => onNavigate("day", d)}
              >
                {dayjs(d).locale(lang).format("D")}
              </button>
              <Marks marks={marks?.get(d)} />
              {shown.map((e) => chip(e))}
              {list.length > shown.length && (
                <button
                  type="button"
                  // 24 px high at least: a target that small text alone would leave too small to hit.
                  className="text-xs link link-hover text-start min-h-6"
                  onClick={() => onNavigate("day", d)}
                >
                  {t("calendarViews.more", { count: list.length - shown.length })}
                </button>
              )}
            </DayCell>
          );
        })}
      </div>
    </div>
  );
}

function Slot(
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

function ResizeHandle({ entry }: { entry: CalEntry }) {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `end:${entry.id}`,
    data: { id: entry.id, resize: true },
  });
  return (
    <span
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      tabIndex={-1}
      aria-label={t("calendarViews.resize", { title: entry.title })}
      className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize"
      data-testid="calendar-resize"
    />
  );
}

function TimeGrid(
  { entries, days, chip, over, onNavigate, onCreate, marks, untimed }: CalendarProps & {
    days: Day[];
    chip: (e: CalEntry, extra?: string) => ReactNode;
    over: string | null;
  },
) {
  const lang = language.value;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({ top: 7 * 2 * SLOT_PX });
  }, []);
  const selection = useSelection<{ day: Day; minute: number }>((a, b) => {
    if (a.day === b.day) onCreate?.(rangeOfSlots(a.day, a.minute, b.minute));
  });
  const [now, setNow] = useState(dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const allDayRange = useSelection<Day>((a, b) => onCreate?.(rangeOfDays(a, b)));
  return (
    <div className="flex flex-col flex-1 min-h-0" data-testid="calendar-timegrid">
      <div className="flex border-b border-base-300">
        {!untimed && <div className="w-14 shrink-0" />}
        {days.map((d) => (
          <div key={d} className="flex-1 min-w-0 text-center py-1 border-s border-base-300">
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              data-testid="calendar-weekday"
              onClick={() => onNavigate("day", d)}
            >
              {dayjs(d).locale(lang).format("ddd D")}
            </button>
            <Marks marks={marks?.get(d)} />
          </div>
        ))}
      </div>
      <div className={`flex border-b border-base-300 ${untimed ? "flex-1" : ""}`}>
        {!untimed && (
          <div className="w-14 shrink-0 text-[10px] opacity-70 p-1">{t("calendarViews.allDay")}</div>
        )}
        {days.map((d) => (
          <DayCell
            key={d}
            day={d}
            over={over === d}
            data-testid="calendar-allday"
            data-day={d}
            className={`flex-1 min-w-0 border-s border-base-300 p-0.5 flex flex-col gap-0.5 ${
              untimed ? "min-h-64" : "min-h-8"
            }`}
            {...allDayRange.props(d)}
          >
            {entriesOn(entries, d).filter((e) => e.allDay).map((e) => chip(e))}
          </DayCell>
        ))}
      </div>
      {!untimed && (
        <div
          ref={scroller}
          className="flex flex-1 min-h-80 max-h-[calc(100dvh-16rem)] overflow-y-auto select-none"
        >
          <div className="w-14 shrink-0">
            {Array.from(
              { length: 24 },
              (_, h) => (
                <div key={h} className="text-[10px] opacity-70 text-end pe-1" style={{ height: SLOT_PX * 2 }}>
                  {dayjs().hour(h).minute(0).format("HH:mm")}
                </div>
              ),
            )}
          </div>
          {days.map((d) => {
            const layout = layoutDay(entries, d);
            return (
              <div
                key={d}
                className="relative flex-1 min-w-0 self-start border-s border-base-300"
                data-testid="calendar-column"
                data-day={d}
              >
                {Array.from({ length: SLOTS }, (_, i) => {
                  const minute = i * SLOT_MINUTES;
                  const on = selection.anchor?.day === d && selection.hover?.day === d &&
                    Math.min(selection.anchor.minute, selection.hover.minute) <= minute &&
                    minute <= Math.max(selection.anchor.minute, selection.hover.minute);
                  return (
                    <Slot
                      key={i}
                      day={d}
                      minute={minute}
                      over={over === dropKey(d, minute)}
                      data-testid="calendar-slot"
                      data-minute={minute}
                      className={`${
                        i % 2 ? "border-b border-base-300" : "border-b border-dashed border-base-200"
                      } ${on ? "bg-primary/15" : ""}`}
                      {...selection.props({ day: d, minute })}
                    />
                  );
                })}
                {d === dayOf(now) && (
                  <div
                    className="absolute inset-x-0 border-t-2 border-error pointer-events-none"
                    style={{ top: (now.hour() * 60 + now.minute()) / SLOT_MINUTES * SLOT_PX }}
                    data-testid="calendar-now"
                  />
                )}
                {entries.filter((e) => !e.allDay && layout.has(e.id)).map((e) => {
                  const { top, bottom } = minutesIn(e, d);
                  const { column, columns } = layout.get(e.id)!;
                  return (
                    <div
                      key={e.id}
                      className="absolute px-0.5"
                      style={{
                        top: (top / SLOT_MINUTES) * SLOT_PX,
                        height: ((bottom - top) / SLOT_MINUTES) * SLOT_PX,
                        insetInlineStart: `${(column / columns) * 100}%`,
                        width: `${100 / columns}%`,
                      }}
                    >
                      {chip(e, "absolute inset-0 h-full whitespace-normal")}
                      <ResizeHandle entry={e} />
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

function Agenda(
  { entries, days, chip, marks, untimed }: {
    entries: CalEntry[];
    days: Day[];
    chip: (e: CalEntry, extra?: string) => ReactNode;
    marks?: ReadonlyMap<Day, DayMark[]>;
    untimed?: boolean;
  },
) {
  const lang = language.value;
  const withEntries = days.map((d) => ({ d, list: entriesOn(entries, d) })).filter((x) => x.list.length > 0);
  if (withEntries.length === 0) {
    return (
      <p className="p-8 text-center opacity-70" data-testid="calendar-agenda-empty">
        {t("calendarViews.noEvents")}
      </p>
    );
  }
  return (
    <ol
      className="flex-1 overflow-y-auto divide-y divide-base-300"
      data-testid="calendar-agenda"
    >
      {withEntries.map(({ d, list }) => (
        <li key={d} className="flex gap-4 px-3 sm:px-6 py-3" data-testid="calendar-agenda-day" data-day={d}>
          <div className="w-24 shrink-0 text-sm font-semibold">
            {dayjs(d).locale(lang).format("ddd D MMM")}
            <Marks marks={marks?.get(d)} />
          </div>
          <div className="flex-1 min-w-0 flex flex-col gap-1">
            {list.map((e) => (
              <div key={e.id} className="flex items-center gap-2">
                {!untimed && (
                  <span className="w-24 shrink-0 text-xs opacity-70">
                    {e.allDay
                      ? t("calendarViews.allDay")
                      : `${dayjs(e.start).format("HH:mm")}–${dayjs(e.end).format("HH:mm")}`}
                  </span>
                )}
                <div className="flex-1 min-w-0">{chip(e)}</div>
              </div>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
