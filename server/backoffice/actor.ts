import type { Context } from "hono";
import type { AuthVariables } from "../auth/guard.ts";
import type { Actor } from "./hooks/types.ts";

/** The signed-in employee a back-office request acts as, with the address it came from (for the audit). */
export function actorOf<E extends { Variables: AuthVariables }>(c: Context<E>): Actor {
  const { sub, role } = c.get("user");
  const address = c.get("address");
  return address === undefined ? { id: sub, role } : { id: sub, role, address };
}
