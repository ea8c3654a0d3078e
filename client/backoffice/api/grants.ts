import { signal } from "@preact/signals-react";
import type { Action, ModuleKey } from "../../../domain/resources/types.ts";
import { user } from "../../auth/session.ts";
import { api } from "../../lib/api.ts";

export type GrantsAnswer = { role: string; grants: Partial<Record<string, readonly string[]>> };

/**
 * What the signed-in user may do, per module (`GET /api/backoffice/me/grants`), loaded once per user. While it
 * loads nothing is offered; if it cannot be loaded at all, everything is offered and the server (which checks
 * every call) has the last word.
 */
type GrantsState =
  | { user: string; status: "loading" }
  | { user: string; status: "ready"; answer: GrantsAnswer }
  | { user: string; status: "failed" };

export const grants = signal<GrantsState | null>(null);

function load(userId: string) {
  grants.value = { user: userId, status: "loading" };
  api<GrantsAnswer>("/api/backoffice/me/grants").then(
    (answer) => {
      if (grants.peek()?.user === userId) grants.value = { user: userId, status: "ready", answer };
    },
    () => {
      if (grants.peek()?.user === userId) grants.value = { user: userId, status: "failed" };
    },
  );
}

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
  if (!state || state.user !== who) {
    queueMicrotask(() => {
      if (grants.peek()?.user !== who) load(who);
    });
    return undefined;
  }
  if (state.status === "loading") return undefined;
  if (state.status === "failed") return true;
  return allows(state.answer, module, action);
}
