import type { Engine } from "../engine.ts";
import type { Store } from "../../store/index.ts";
import type { DemoRecord } from "./generate.ts";

/**
 * Creates the demo practice through the engine, as a user would (validation, refs, hooks, audit), resolving each
 * `@key` to the id of the record created for it. Stops at the first record the engine refuses: the generator and
 * the declarations must agree, and a half-seeded practice would only hide that.
 */
export async function loadDemoPractice(
  { engine, store, records, actorId }: {
    engine: Engine;
    store: Store;
    records: DemoRecord[];
    actorId: string;
  },
): Promise<number> {
  const ids = new Map<string, string>();
  const resolve = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return await Promise.all(value.map(resolve));
    // Refs inside an object field (a trigger's client filter) resolve the same way.
    if (value !== null && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [field, v] of Object.entries(value)) out[field] = await resolve(v);
      return out;
    }
    if (typeof value !== "string" || !value.startsWith("@")) return value;
    const key = value.slice(1);
    if (key.startsWith("employee:")) {
      const found = await store.employees.findByEmail(key.slice("employee:".length));
      if (!found) throw new Error(`demo practice: no sign-in ${key}`);
      return found.id;
    }
    const id = ids.get(key);
    if (!id) throw new Error(`demo practice: ${key} is used before it is created`);
    return id;
  };
  for (const { resource, key, body, update } of records) {
    const def = engine.def(resource);
    if (!def) throw new Error(`demo practice: no resource ${resource}`);
    const resolved = await resolve(body) as Record<string, unknown>;
    const actor = { id: actorId, role: "admin" };
    try {
      if (update) {
        const id = ids.get(key)!;
        const { version } = await engine.read(def, id, actor);
        await engine.update(def, id, { ...resolved, version }, actor);
      } else {
        ids.set(key, (await engine.create(def, resolved, actor)).id);
      }
    } catch (err) {
      throw new Error(
        `demo practice: ${resource} ${key} refused: ${err instanceof Error ? err.message : err}`,
      );
    }
  }
  return records.length;
}
