import { HttpError } from "../http-error.ts";
import type { ResourceHooks } from "./types.ts";

/** Deleting one's own employee record would end the session and could leave the practice with no admin. */
export const employeeHooks: ResourceHooks = {
  refuse(ctx, action, previous) {
    if (action === "delete" && previous?.id === ctx.actor.id) {
      return new HttpError(409, "You cannot delete your own employee record.");
    }
  },
};
