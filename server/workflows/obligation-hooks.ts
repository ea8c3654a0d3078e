import { ACCOUNT_PROFILE_FIELDS } from "../../domain/compliance/account-profile.ts";
import type { ResourceHooks, Stored } from "../backoffice/index.ts";
import type { ObligationRunner } from "./obligations.ts";

/** Whether the client's profile changed (its CIPC record's incorporation date is a run's to read). */
const changed = (before: Stored["data"], after: Stored["data"]) =>
  ACCOUNT_PROFILE_FIELDS.some((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));

/**
 * The resources' hooks with a client's obligations kept at once when its compliance profile changes (issue 36):
 * inside the write that changes it, so the profile and its obligations change together or not at all. `runner`
 * is asked for when a write runs (the runner needs the engine these hooks are given to).
 */
export function keepingObligations(
  hooks: Readonly<Record<string, ResourceHooks>>,
  runner: () => ObligationRunner,
): Record<string, ResourceHooks> {
  const account = hooks.account ?? {};
  return {
    ...hooks,
    account: {
      ...account,
      async after(ctx, action, record, previous) {
        await account.after?.(ctx, action, record, previous);
        if (action === "update" && previous && changed(previous.data, record.data)) {
          await runner().keepClient(ctx, record);
        }
      },
    },
  };
}
