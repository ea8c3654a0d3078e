/** An employee's sign-in, as whoever may change employees acts on it (server/auth/users-api.ts). */
import { api } from "../../lib/api.ts";
import { useWrite } from "../../lib/data/index.ts";
import { keys } from "../data/hooks.ts";

const user = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Signs them out everywhere at once; answers how many sessions ended. */
export function useEndSessions() {
  return useWrite({
    send: (id: string) => api<{ ended: number }>(`${user(id)}/end-sessions`, { body: {} }),
  });
}

/**
 * Turns their two-factor sign-in off (a lost phone and recovery codes); answers whether it was on. The employee
 * records load again: what they show of the sign-in may have changed.
 */
export function useResetTwoFactor() {
  return useWrite({
    send: (id: string) => api<{ wasOn: boolean }>(`${user(id)}/two-factor/reset`, { body: {} }),
    refresh: [keys.resource("employee")],
  });
}
