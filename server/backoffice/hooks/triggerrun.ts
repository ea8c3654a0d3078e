import { HttpError } from "../http-error.ts";
import type { ResourceHooks } from "./types.ts";

/**
 * DOMAIN.md: trigger runs are a log, written only by the runs themselves (server/workflows/triggers.ts). The
 * declaration supports no create or delete; a change is refused here, as a method the log does not support.
 */
export const triggerRunHooks: ResourceHooks = {
  refuse(_ctx, action) {
    if (action === "update") {
      return new HttpError(405, "Trigger run records cannot be changed: they are a log.");
    }
  },
};
