import { t } from "../../kit/i18n/index.ts";
import { ApiError } from "../../lib/api.ts";

/** What to tell the user about a failed call: the server's words, or that it could not be reached. */
export function failureText(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return t("auth.networkError");
  return err instanceof Error ? err.message : String(err);
}
