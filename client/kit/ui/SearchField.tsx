import { Icon } from "./Icon.tsx";

/** A search box with its icon; `label` is both its placeholder and its accessible name. */
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
