import { useEffect, useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";

export const SEARCH_DEBOUNCE_MS = 300;

/** The list's search box: what is typed reaches `onSearch` once typing pauses; outside changes (Back) show up. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <label className="input input-sm w-full sm:w-64">
      <Icon name="search" size={18} className="opacity-50" />
      <input
        type="search"
        className="grow"
        aria-label={t("crud.search")}
        placeholder={t("crud.search")}
        value={text}
        data-testid="list-search"
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") onSearch(text);
        }}
      />
    </label>
  );
}
