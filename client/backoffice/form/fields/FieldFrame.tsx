import type { ReactNode } from "react";

/** What every field widget gets: where it is, its value and how to change it, and its state. */
export type WidgetProps<V> = {
  /** The input's id (labels point at it; the first invalid one gets focus). */
  id: string;
  /** The dotted path errors are keyed by: `name`, `directors.0.idNumber`. */
  path: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  disabled: boolean;
  error?: string;
};

/** Accessibility attributes of an input with a message under it. */
export function described(id: string, error?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

/** A labelled field with its message (or hint) underneath; `wide` fields span the form's two columns. */
export function FieldFrame(
  { id, path, label, required, error, hint, wide, children, asGroup }: {
    id: string;
    path: string;
    label: string;
    required?: boolean;
    error?: string;
    hint?: string;
    wide?: boolean;
    children: ReactNode;
    /** A group of controls (checkboxes) labelled as a whole rather than one input. */
    asGroup?: boolean;
  },
) {
  const legend = (
    <>
      {label}
      {required && <span className="text-error" aria-hidden="true">*</span>}
    </>
  );
  return (
    <div className={`fieldset py-0 min-w-0 ${wide ? "md:col-span-2" : ""}`} data-field={path}>
      {asGroup
        ? <span className="fieldset-legend pb-1" id={`${id}-label`}>{legend}</span>
        : <label className="fieldset-legend pb-1" htmlFor={id}>{legend}</label>}
      {children}
      {hint && !error && <p className="text-xs opacity-70">{hint}</p>}
      <p id={`${id}-error`} className="text-error text-sm min-h-5" data-testid={`error-${path}`}>
        {error ?? ""}
      </p>
    </div>
  );
}
