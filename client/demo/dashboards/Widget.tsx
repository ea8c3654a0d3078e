import type { ReactNode } from "react";

/** A dashboard widget: a card with its title, an optional control (a range switch) and its body. */
export function Widget(
  { title, control, children, className = "", testId }: {
    title: string;
    control?: ReactNode;
    children: ReactNode;
    className?: string;
    testId?: string;
  },
) {
  return (
    <section className={`card card-border bg-base-100 min-w-0 ${className}`} data-testid={testId}>
      <div className="card-body p-4 gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="card-title text-base me-auto" dir="auto">{title}</h2>
          {control}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Buttons choosing one of a widget's ranges (DT, TW, a year…), the chosen one pressed. */
export function RangeSwitch<K extends string>(
  { label, options, value, onChange, testId }: {
    label: string;
    options: { key: K; text: string }[];
    value: K;
    onChange: (key: K) => void;
    testId: string;
  },
) {
  return (
    <div role="group" aria-label={label} className="join" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={`btn btn-xs join-item ${o.key === value ? "btn-primary" : ""}`}
          aria-pressed={o.key === value}
          onClick={() => onChange(o.key)}
          data-range={o.key}
        >
          {o.text}
        </button>
      ))}
    </div>
  );
}

/** A big figure with its caption. */
export function Figure({ value, caption, testId }: { value: ReactNode; caption: string; testId?: string }) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="text-4xl font-bold tabular-nums" data-testid={testId}>{value}</span>
      <span className="text-xs uppercase opacity-60" dir="auto">{caption}</span>
    </div>
  );
}
