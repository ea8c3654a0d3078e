import { HttpError } from "../http-error.ts";
import type { ResourceHooks } from "./types.ts";

export const ADMIN_READ_ONLY = "The admin role always has every permission.";

/**
 * DOMAIN.md "Administration": one permission record per role, seeded, never added or deleted; admin's is
 * read-only. A change takes effect on the next request (the grant cache is cleared).
 */
export const permissionHooks: ResourceHooks = {
  unsupported: ["create", "delete"],
  refuse(_ctx, action, previous) {
    if (action === "update" && previous?.data.role === "admin") return new HttpError(403, ADMIN_READ_ONLY);
  },
  after(ctx) {
    ctx.onCommit(() => ctx.invalidateGrants());
    return Promise.resolve();
  },
};
