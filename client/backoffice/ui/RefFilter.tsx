import { RefPicker } from "../form/fields/RefPicker.tsx";

/**
 * A filter above a list, a report or a calendar that picks one record by typing its name: small, named for screen
 * readers by `label` (its placeholder too unless told), full width on a phone and `width` beside the others.
 */
export function RefFilter(
  { to, id, label, placeholder = label, value, onChange, width = "sm:w-56" }: {
    to: string;
    id: string;
    label: string;
    placeholder?: string;
    value: string;
    onChange: (id: string) => void;
    /** A Tailwind width from the small breakpoint up, spelled whole so the stylesheet holds it. */
    width?: "sm:w-48" | "sm:w-56" | "sm:w-64";
  },
) {
  return (
    <div className={`w-full ${width}`}>
      <RefPicker
        to={to}
        id={id}
        ariaLabel={label}
        placeholder={placeholder}
        value={value}
        small
        onChange={onChange}
      />
    </div>
  );
}
