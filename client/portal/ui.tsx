import type { ReactNode } from "react";
import { ApiError } from "../lib/api.ts";

/** A refusal's words (in the page's language, as the server put them), or what went wrong. */
export const reasonOf = (error: unknown) => error instanceof ApiError ? error.message : String(error);

export function Notice({ tone, children }: { tone: "error" | "info"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`alert alert-soft ${tone === "error" ? "alert-error" : "alert-info"}`}
      data-testid={`portal-${tone}`}
    >
      <span>{children}</span>
    </div>
  );
}

/** A six-digit code's field (mailed, or the authenticator app's), labelled, digits only, left to right. */
export function CodeField(
  { label, value, onChange, testId }: {
    label: string;
    value: string;
    onChange: (code: string) => void;
    testId: string;
  },
) {
  return (
    <label className="flex flex-col gap-1">
      <span>{label}</span>
      <input
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        dir="ltr"
        className="input w-full tracking-widest text-lg"
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        data-testid={testId}
      />
    </label>
  );
}
