import { useDraggable } from "@dnd-kit/core";
import dayjs from "dayjs";
import type { KeyboardEvent } from "react";
import { Link } from "react-router";
import { Icon } from "../Icon.tsx";
import { textOn } from "../readableText.ts";
import type { CalEntry } from "./dates.ts";

/**
 * An entry on a view: a link when it has `href`, else a button that opens it, dragged to move it (when movable)
 * and moved by the arrow keys.
 */
export function EntryChip(
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
      {entry.detail && <span className="sr-only">({entry.detail})</span>}
    </>
  );
  // A title cut short to fit its cell is whole in the tooltip, with the detail under it.
  const tooltip = entry.detail ? `${entry.title}\n${entry.detail}` : entry.title;
  const data = {
    "data-testid": "calendar-entry",
    "data-entry-id": entry.id,
    "data-start": entry.start,
    "data-end": entry.end,
  };
  if (entry.href) {
    return (
      <Link
        to={entry.href}
        state={entry.hrefState}
        className={classes}
        style={style}
        title={tooltip}
        {...data}
      >
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
      title={tooltip}
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
