import { refusal, waitText } from "../../domain/api/index.ts";
import type { FailureLimiter } from "./rate-limit.ts";

/** Sign-in tries per email (guessing one account's password) and per client address (spraying many accounts). */
export type SignInLimits = { perEmail: FailureLimiter; perAddress: FailureLimiter };

/**
 * Counts a sign-in (or a demo registration, which costs a password hash too) against the client's address and
 * the email before the password is checked; past either limit it throws the 429 (Retry-After) and counts
 * neither. The back office's and the demo apps' sign-ins count together. `succeeded` forgives the address's try
 * and clears the email's count.
 */
export async function countSignIn(
  limits: SignInLimits,
  email: string,
  address: string,
): Promise<{ succeeded(): Promise<void> }> {
  const byAddress = await limits.perAddress.attempt(address);
  if (byAddress.wait > 0) throw tooManySignIns(byAddress.wait);
  const byEmail = await limits.perEmail.attempt(email.trim().toLowerCase());
  if (byEmail.wait > 0) {
    await byAddress.forgive();
    throw tooManySignIns(byEmail.wait);
  }
  return {
    succeeded: async () => {
      await byAddress.forgive();
      await limits.perEmail.reset(email.trim().toLowerCase());
    },
  };
}

const tooManySignIns = (seconds: number) => refusal("tooManySignIns", { seconds, wait: waitText(seconds) });
