import { normalizeMoney } from "../../format.ts";
import { described, type WidgetProps } from "./FieldFrame.tsx";

/** An amount in rand: "R" in front, right-aligned, written with two decimals once the field is left. */
export function MoneyInput({ id, path, value, onChange, onBlur, disabled, error }: WidgetProps<string>) {
  return (
    <label className={`input w-full ${error ? "input-error" : ""}`}>
      <span className="opacity-60" aria-hidden="true">R</span>
      <input
        id={id}
        name={path}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="grow text-end tabular-nums"
        value={value}
        disabled={disabled}
        {...described(id, error)}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={() => {
          const tidy = normalizeMoney(value);
          if (tidy !== value) onChange(tidy);
          onBlur();
        }}
      />
    </label>
  );
}
