import { effect, signal } from "@preact/signals-react";
import { QueryObserver } from "@tanstack/react-query";
import type { Action, ModuleKey } from "../../../domain/resources/types.ts";
import { user } from "../../session/session.ts";
import { api } from "../../lib/api.ts";
import { queryClient } from "../../lib/query.ts";
import { keys } from "./keys.ts";

export type GrantsAnswer = { role: string; grants: Partial<Record<string, readonly string[]>> };

/**
 * What the signed-in user may do, per module (`GET /api/backoffice/me/grants`), through the data layer: loaded
 * once per user when the back office first loads, and again after any write (a permission may have changed).
 * While it loads nothing is offered; if it cannot be loaded at all, everything is offered and the server (which
 * checks every call) has the last word.
 */
type GrantsState =
  | { user: string; status: "loading" }
  | { user: string; status: "ready"; answer: GrantsAnswer }
  | { user: string; status: "failed" };

export const grants = signal<GrantsState | null>(null);

let unsubscribe: (() => void) | undefined;

// Follows the signed-in user: a new user's grants are asked for, the last user's observer is dropped.
effect(() => {
  const who = user.value?.uuid ?? "";
  unsubscribe?.();
  grants.value = { user: who, status: "loading" };
  const observer = new QueryObserver<GrantsAnswer>(queryClient, {
    queryKey: keys.grants(who),
    queryFn: ({ signal }) => api<GrantsAnswer>("/api/backoffice/me/grants", { signal }),
    enabled: who !== "",
  });
  unsubscribe = observer.subscribe((result) => {
    grants.value = result.data
      ? { user: who, status: "ready", answer: result.data }
      : result.isError
      ? { user: who, status: "failed" }
      : { user: who, status: "loading" };
  });
});

/** Whether `role`'s grants include `action` on `module` (a pure reading of the answer). */
export function allows(answer: GrantsAnswer, module: ModuleKey, action: Action): boolean {
  return answer.role === "admin" || (answer.grants[module] ?? []).includes(action);
}

/**
 * The grant check for components: true or false once known, undefined while loading. Reading it subscribes
 * the component (call `useSignals()` first).
 */
export function can(module: ModuleKey, action: Action): boolean | undefined {
  const who = user.value?.uuid ?? "";
  const state = grants.value;
  if (!state || state.user !== who || state.status === "loading") return undefined;
  if (state.status === "failed") return true;
  return allows(state.answer, module, action);
}
