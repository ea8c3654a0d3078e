import type { ResourceHooks } from "./types.ts";

/**
 * DOMAIN.md "Administration": one permission record per role, seeded, never added or deleted, admin's read-only
 * (the declaration says both: unsupported and locked). A change takes effect on the next request (the grant cache
 * is cleared).
 */
export const permissionHooks: ResourceHooks = {
  after(ctx) {
    ctx.onCommit(() => ctx.invalidateGrants());
    return Promise.resolve();
  },
};
