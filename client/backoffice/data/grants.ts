import type { Action, ModuleKey } from "../../../domain/resources/types.ts";
import { api } from "../../lib/api.ts";
import { useData } from "../../lib/data/index.ts";

export type GrantsAnswer = { role: string; grants: Partial<Record<string, readonly string[]>> };

/** Whether `role`'s grants include `action` on `module` (a pure reading of the answer). */
export function allows(answer: GrantsAnswer, module: ModuleKey, action: Action): boolean {
  return answer.role === "admin" || (answer.grants[module] ?? []).includes(action);
}

/**
 * What the signed-in user may do, per module (`GET /api/backoffice/me/grants`): asked once per person (the key
 * is theirs), and again after any write (under "backoffice/": a permission may have changed).
 */
export function useGrants() {
  return useData(
    ["backoffice/grants"],
    (signal) => api<GrantsAnswer>("/api/backoffice/me/grants", { signal }),
    { keepPrevious: false, staleTime: Infinity },
  );
}

/**
 * The grant check for components: true or false once known, undefined while loading. If the grants cannot be
 * loaded at all everything is offered, and the server (which checks every call) has the last word.
 */
export function useCan(module: ModuleKey, action: Action): boolean | undefined {
  const { data, error } = useGrants();
  if (data) return allows(data, module, action);
  return error ? true : undefined;
}
