import type { Stored } from "../source.ts";
import { refusal } from "../../../domain/api/index.ts";
import type { HookContext, ResourceHooks } from "./types.ts";

const isActiveAdmin = (record: Stored | undefined) =>
  record?.data.role === "admin" && record.data.active !== false;

/**
 * Refuses a write that leaves the practice with no active admin (nobody could then manage roles, permissions or
 * sign-ins): demoting, deactivating or deleting the last one. Checked after the write, inside its transaction,
 * under a lock, so two admins demoting each other at once cannot both succeed.
 */
async function keepAnAdmin(ctx: HookContext, previous: Stored): Promise<void> {
  await ctx.lock("employee-active-admins");
  if (await ctx.count("employee", { role: ["admin"], active: ["true"] }) > 0) return;
  const name = [previous.data.firstName, previous.data.lastName].filter(Boolean).join(" ");
  throw refusal("lastActiveAdmin", { name });
}

/**
 * A write that changes who may do what ends the employee's sessions at once: deactivation, and a new role (a
 * token says the role it was issued with). A deleted employee's sessions go with the record.
 */
function endsSessions(record: Stored, previous: Stored): boolean {
  return (record.data.active === false && previous.data.active !== false) ||
    record.data.role !== previous.data.role;
}

/** Deleting one's own employee record would end the session; the last active admin must stay one. */
export const employeeHooks: ResourceHooks = {
  refuse(ctx, action, previous) {
    if (action === "delete" && previous?.id === ctx.actor.id) {
      return refusal("ownEmployeeRecord");
    }
  },
  async after(ctx, action, record, previous) {
    if (action === "create") return;
    if (action === "delete" || endsSessions(record, previous!)) await ctx.endSessions(record.id);
    if (!isActiveAdmin(previous)) return;
    if (action === "update" && isActiveAdmin(record)) return;
    await keepAnAdmin(ctx, previous!);
  },
};
