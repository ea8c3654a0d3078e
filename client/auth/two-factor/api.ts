/** The signed-in employee's two-factor sign-in (server/auth/two-factor-api.ts), for its set-up page. */
import { api } from "../../lib/api.ts";
import { useData, useWrite } from "../../lib/data/index.ts";

export type TwoFactorStatus = { enabled: boolean; required: boolean; recoveryCodesLeft: number };
export type Enrolment = { secret: string; uri: string; qrSvg: string };

const STATUS = "/api/users/two-factor";
const KEY = ["account/two-factor"] as const;

export function useTwoFactorStatus() {
  return useData(KEY, (signal) => api<TwoFactorStatus>(STATUS, { signal }));
}

/** A new secret to scan, with its QR code (nothing shown changes until a first code confirms it). */
export function useStartEnrolment() {
  return useWrite({ send: () => api<Enrolment>(`${STATUS}/start`, { body: {} }) });
}

/** Turns it on with a first code; answers the recovery codes, shown this once. The status loads again. */
export function useConfirm(done: (answer: { recoveryCodes: string[] }) => void) {
  return useWrite({
    send: (code: string) => api<{ recoveryCodes: string[] }>(`${STATUS}/confirm`, { body: { code } }),
    refresh: [KEY],
    done,
  });
}

/** Turns it off with a current code. The status loads again. */
export function useDisable(done: () => void) {
  return useWrite({
    send: (code: string) => api(`${STATUS}/disable`, { body: { code } }),
    refresh: [KEY],
    done,
  });
}
