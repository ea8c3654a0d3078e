import { useSignals } from "@preact/signals-react/runtime";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import type { ListQuery } from "../../../../domain/list-query.ts";
import { useGetList, useTitle } from "../../data/hooks.ts";
import type { RecordData } from "../../data/types.ts";
import "../../crud-words/index.ts";

const PAGE = 20;
const DEBOUNCE_MS = 200;

export type RefPickerProps = {
  /** The referenced resource. */
  to: string;
  /** The chosen record's id, "" for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  id: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** For a picker without a visible label (a list filter). */
  ariaLabel?: string;
  /** Ids not to offer (already chosen in a multi-select). */
  exclude?: readonly string[];
  small?: boolean;
  /** Shown while empty; "Type to search" unless given. */
  placeholder?: string;
  /** The list's filters the options must meet (a job's return: its client's, `{ account: [id] }`). */
  where?: ListQuery["where"];
};

/**
 * A searchable picker for a record of another resource (the ARIA combobox pattern): typing searches the target
 * with `?q=&pageSize=20`; Up/Down move through the options, Enter picks, Escape closes; the clear button empties.
 * It shows the chosen record's title, not its id.
 */
export function RefPicker(
  {
    to,
    value,
    onChange,
    onBlur,
    id,
    name,
    disabled,
    invalid,
    describedBy,
    ariaLabel,
    exclude,
    small,
    placeholder,
    where,
  }: RefPickerProps,
) {
  useSignals();
  const [open, setOpen] = useState(false);
  /** What is typed; null while not searching (the input then shows the chosen title). */
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  /** The list query of the options shown: what is typed, once typing pauses. */
  const [query, setQuery] = useState<ListQuery | null>(null);
  const listId = `${id}-options`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const title = useTitle(to, value);

  // A new object each render: compared by what it says.
  const within = JSON.stringify(where ?? {});
  useEffect(() => {
    if (!open) return;
    const q = text?.trim();
    const narrowed = where && Object.keys(where).length > 0 ? { where } : {};
    const timer = setTimeout(
      () => setQuery(q ? { q, pageSize: PAGE, ...narrowed } : { pageSize: PAGE, ...narrowed }),
      text ? DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [open, text, within]);

  // The options' titles are remembered with them (the list hook does): a pick shows its title at once.
  const found = useGetList(to, query ?? {}, { enabled: open && query !== null });
  const options = useMemo(
    () => (found.data?.items ?? []).filter((i) => !exclude?.includes(String(i.id))),
    // `exclude` is a new array each render: the options change with the answer.
    [found.data],
  );
  const loading = open && (query === null || found.loading);

  useEffect(() => setActive(options.length ? 0 : -1), [options]);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const close = () => {
    setOpen(false);
    setText(null);
  };

  const choose = (option: RecordData) => {
    onChange(String(option.id));
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!open) setOpen(true);
        else setActive((i) => Math.min(i + 1, options.length - 1));
        break;
      case "ArrowUp":
        e.preventDefault();
        if (open) setActive((i) => Math.max(i - 1, 0));
        break;
      case "Home":
      case "End":
        if (!open || options.length === 0) break;
        e.preventDefault();
        setActive(e.key === "Home" ? 0 : options.length - 1);
        break;
      case "Enter":
        if (!open) break;
        // Picking must not submit the form.
        e.preventDefault();
        if (active >= 0 && options[active]) choose(options[active]);
        break;
      case "Escape":
        if (open || text !== null) {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
        break;
      case "Tab":
        if (open) close();
        break;
    }
  };

  const shown = text ?? (value ? title ?? "…" : "");
  return (
    <div className="relative w-full">
      <div
        className={`input ${small ? "input-sm" : ""} w-full ${invalid ? "input-error" : ""} ${
          disabled ? "input-disabled" : ""
        }`}
      >
        <Icon name="search" size={18} className="opacity-50" />
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          className="grow min-w-0"
          autoComplete="off"
          placeholder={placeholder ?? t("crud.pickerHint")}
          aria-label={ariaLabel}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={shown}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // Typing the title away and leaving clears the choice.
            if (text !== null && text.trim() === "" && value) onChange("");
            close();
            onBlur?.();
          }}
        />
        {value && !disabled && (
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-circle"
            aria-label={t("crud.clear")}
            data-testid={`${id}-clear`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange("");
              close();
            }}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </div>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={ariaLabel}
          className="absolute z-30 mt-1 w-full max-h-64 overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
        >
          {options.map((o, i) => (
            <li
              key={String(o.id)}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer rounded px-3 py-2 text-sm ${
                i === active ? "bg-primary text-primary-content" : "hover:bg-base-200"
              }`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(o)}
            >
              {o._title ?? String(o.id)}
            </li>
          ))}
          {options.length === 0 && (
            <li
              role="option"
              aria-disabled="true"
              aria-selected={false}
              className="px-3 py-2 text-sm opacity-60"
            >
              {loading ? t("crud.searching") : t("crud.noOptions")}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
