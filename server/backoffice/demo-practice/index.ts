import { RESOURCES } from "../../../domain/resources/index.ts";
import { validateRecord } from "../../../domain/resources/validate.ts";
import { hashPassword } from "../../auth/passwords.ts";
import type { Store } from "../../store/index.ts";
import { createEngine } from "../create-engine.ts";
import { HOOKS } from "../hooks/index.ts";
import { listRequest } from "../list-query.ts";
import { demoPractice } from "./generate.ts";
import { loadDemoPractice } from "./load.ts";

/**
 * Seeds the demo practice into a development store that has no clients yet, so a new user sees a living system.
 * Returns how many records it created (0 when the store already had clients).
 */
export async function seedDemoPractice(
  store: Store,
  { today, accounts = 200, hash = hashPassword, extraHolidays = [] }: {
    today: string;
    accounts?: number;
    hash?: (password: string) => Promise<string>;
    /** Configured one-off holidays (EXTRA_HOLIDAYS), so seeded deadlines match the server's. */
    extraHolidays?: readonly string[];
  },
): Promise<number> {
  const engine = createEngine({
    db: store.db,
    defs: RESOURCES,
    validate: validateRecord,
    hash,
    clock: () => new Date(),
    hooks: HOOKS,
    extraHolidays,
  });
  const accountDef = engine.def("account")!;
  const anyAccount = listRequest(accountDef, { pageSize: 1 }).request;
  const admin = await store.employees.findByEmail("admin@ledgerdesk.test");
  if (!admin) return 0;
  if ((await engine.list(accountDef, anyAccount, { id: admin.id, role: "admin" })).total > 0) return 0;
  return await loadDemoPractice({
    engine,
    store,
    records: demoPractice({ today, accounts }),
    actorId: admin.id,
  });
}
