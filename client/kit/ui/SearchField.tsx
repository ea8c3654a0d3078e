import { useEffect, useRef, useState } from "react";
import { Icon } from "./Icon.tsx";

/**
 * A search box with its icon; `label` is both its placeholder and its accessible name. Each key reaches
 * `onChange` at once, and the box shows what was typed while `value` catches up: kept in the page address,
 * `value` comes back a moment later (a navigation is a transition), and a box drawn from it alone lost the keys
 * typed in that moment (under load, "query" became "qury"). The return of what was sent is no outside change;
 * anything else (Back, a link) replaces the text. A space after a word asks nothing new: searches are of words.
 */
export function SearchField(
  { value, onChange, label, testId, className = "w-full sm:w-64" }: {
    value: string;
    onChange: (value: string) => void;
    label: string;
    testId: string;
    className?: string;
  },
) {
  const [text, setText] = useState(value);
  // What was sent and has not come back as `value`, trimmed, oldest first.
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const at = sent.current.indexOf(value.trim());
    if (at >= 0) sent.current.splice(0, at + 1);
    else {
      sent.current = [];
      setText(value);
    }
  }, [value]);
  return (
    <label className={`input input-sm ${className}`}>
      <Icon name="search" size={18} className="opacity-60" />
      <input
        type="search"
        placeholder={label}
        aria-label={label}
        data-testid={testId}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          if (next.trim() === (sent.current.at(-1) ?? value.trim())) return;
          sent.current.push(next.trim());
          onChange(next);
        }}
      />
    </label>
  );
}
