import { api } from "../../lib/api.ts";

/** Whether the server answers its health check (asked of the server itself, never of the browser's cache). */
export function serverAnswers(): Promise<boolean> {
  return api("/api/health", { anonymous: true, cache: "no-store" }).then(() => true, () => false);
}
