import type { Context, MiddlewareHandler } from "hono";
import { refusal as refuse } from "../../domain/api/index.ts";
import type { Action } from "../../domain/resources/types.ts";
import type { AuthVariables } from "../auth/guard.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import { type Actor, actorOf, type Engine, refusal } from "../backoffice/index.ts";

/** A workflow route's variables: the signed-in caller, as an actor once its grant is checked. */
export type GuardedEnv = { Variables: AuthVariables & RequestIdVariables & { actor: Actor } };

/**
 * Who may, before what they sent is read: the caller's grant of `action` on `resource`'s module (a workflow's
 * routes answer as its resource's would), the actor then set for the handler.
 */
export function grantGuard(engine: Engine, resource: string) {
  return (action: Action): MiddlewareHandler<GuardedEnv> => async (c: Context<GuardedEnv>, next) => {
    const def = engine.def(resource);
    if (!def) throw refuse("noSuchResource", { resource });
    const actor = actorOf(c);
    const refused = refusal(actor.role, await engine.grants.grants(actor.role), def, action);
    if (refused) throw refused;
    c.set("actor", actor);
    await next();
  };
}
