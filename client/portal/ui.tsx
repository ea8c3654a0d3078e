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
