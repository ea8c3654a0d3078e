import { MODULE_LABELS } from "../../domain/resources/administration.ts";
import {
  type Action,
  ACTIONS,
  type ModuleKey,
  MODULES,
  type ResourceDef,
} from "../../domain/resources/types.ts";
import type { Db } from "../store/db.ts";
import { type Localized, Refusal, refusal as refuse } from "../../domain/api/index.ts";

/** For each module, the actions a role may take there. */
export type Grants = Record<ModuleKey, Action[]>;

/** The HTTP method's action on a resource (DOMAIN.md "Administration"). */
export const ACTION_OF_METHOD: Record<string, Action> = {
  GET: "read",
  HEAD: "read",
  POST: "create",
  PUT: "update",
  DELETE: "delete",
};

const EVERYTHING: Grants = Object.fromEntries(MODULES.map((m) => [m, [...ACTIONS]])) as Grants;
const NOTHING: Grants = Object.fromEntries(MODULES.map((m) => [m, []])) as unknown as Grants;

/** Grants are re-read at least this often, so a change made through another instance takes effect too. */
const TTL_MS = 5_000;

/**
 * The permission records (migration 3), read per request through a small cache: one query per role every few
 * seconds instead of one per call. A write to a permission record through this instance clears it at once
 * (hooks/permission.ts).
 */
export class GrantCache {
  #loaded: { at: number; byRole: Map<string, Grants> } | undefined;
  #loading: Promise<Map<string, Grants>> | undefined;

  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {}

  /** What role may do; admin may always do everything, whatever its record says. */
  async grants(role: string): Promise<Grants> {
    if (role === "admin") return EVERYTHING;
    return (await this.#byRole()).get(role) ?? NOTHING;
  }

  invalidate(): void {
    this.#loaded = undefined;
    this.#loading = undefined;
  }

  #byRole(): Promise<Map<string, Grants>> {
    if (this.#loaded && this.now() - this.#loaded.at < TTL_MS) return Promise.resolve(this.#loaded.byRole);
    if (!this.#loading) {
      const loading = this.#load().then((byRole) => {
        if (this.#loading === loading) this.#loaded = { at: this.now(), byRole };
        return byRole;
      }).finally(() => {
        if (this.#loading === loading) this.#loading = undefined;
      });
      this.#loading = loading;
    }
    return this.#loading;
  }

  async #load(): Promise<Map<string, Grants>> {
    const rows = await this.db.all<{ data: string }>("SELECT data FROM record WHERE resource = 'permission'");
    const byRole = new Map<string, Grants>();
    for (const row of rows) {
      const data = JSON.parse(row.data) as { role?: unknown; grants?: Record<string, unknown> };
      if (typeof data.role === "string") byRole.set(data.role, grantsOf(data.grants));
    }
    return byRole;
  }
}

/** A stored `grants` object as Grants: unknown modules and actions are ignored, missing ones grant nothing. */
export function grantsOf(raw: Record<string, unknown> | undefined): Grants {
  const out = { ...NOTHING };
  for (const m of MODULES) {
    const actions = raw?.[m];
    out[m] = Array.isArray(actions) ? ACTIONS.filter((a) => actions.includes(a)) : [];
  }
  return out;
}

/** An action as the 403 names it, in each language. */
const ACTION_WORDS: Record<Action, Localized> = {
  read: { en: "read", tr: "görüntüleme", ar: "قراءة" },
  create: { en: "create", tr: "oluşturma", ar: "إنشاء" },
  update: { en: "update", tr: "değiştirme", ar: "تعديل" },
  delete: { en: "delete", tr: "silme", ar: "حذف" },
};

/** The 403 for a role that lacks the action on the resource's module, or undefined when it may go ahead. */
export function refusal(
  role: string,
  grants: Grants,
  def: ResourceDef,
  action: Action,
): Refusal | undefined {
  if (grants[def.module]?.includes(action)) return undefined;
  return mayNot(role, action, def.module);
}

/** The 403 of a role that lacks `action` in `module`, named in the reader's language. */
export function mayNot(role: string, action: Action, module: ModuleKey): Refusal {
  return refuse("roleMayNot", {
    role,
    action: ACTION_WORDS[action],
    module: MODULE_LABELS[module] ?? module,
  });
}
