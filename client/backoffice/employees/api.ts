/** An employee's sign-in, as whoever may change employees acts on it (server/auth/users-api.ts). */
import { api } from "../../lib/api.ts";

const user = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Signs them out everywhere at once; answers how many sessions ended. */
export function endSessions(id: string): Promise<{ ended: number }> {
  return api<{ ended: number }>(`${user(id)}/end-sessions`, { body: {} });
}

/** Turns their two-factor sign-in off (a lost phone and recovery codes); answers whether it was on. */
export function resetTwoFactor(id: string): Promise<{ wasOn: boolean }> {
  return api<{ wasOn: boolean }>(`${user(id)}/two-factor/reset`, { body: {} });
}
