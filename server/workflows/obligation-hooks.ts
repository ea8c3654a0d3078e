import type { ResourceHooks, Stored } from "../backoffice/index.ts";
import type { ObligationRunner } from "./obligations.ts";

/** The client's fields its obligations follow (with its CIPC record's incorporation date, which a run reads). */
const PROFILE_FIELDS = [
  "accountType",
  "status",
  "financialYearEnd",
  "provisionalTaxpayer",
  "provisionalTopUp",
  "vatCategory",
  "vatFiling",
  "employer",
  "complianceExcluded",
] as const;

const changed = (before: Stored["data"], after: Stored["data"]) =>
  PROFILE_FIELDS.some((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));

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
