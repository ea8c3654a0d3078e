import { Icon } from "./Icon.tsx";

/**
 * A search box with its icon; `label` is both its placeholder and its accessible name. Each key reaches
 * `onChange` at once, and `value` must follow it in the same render: a search kept in the page address comes back
 * a moment later, so such a screen passes what useTyped (kit/routes/useTyped.ts) holds, or the keys typed in that
 * moment were lost (under load, "query" became "qury").
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
  return (
    <label className={`input input-sm ${className}`}>
      <Icon name="search" size={18} className="opacity-60" />
      <input
        type="search"
        placeholder={label}
        aria-label={label}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
