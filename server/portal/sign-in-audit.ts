import { type Engine, writeAudit } from "../backoffice/index.ts";
import type { Db } from "../store/db.ts";
import { contactName, emailOf } from "./access.ts";

/**
 * A portal sign-in in the history of each contact the person is (their access not revoked), from their address
 * and named as that contact (no employee): staff read the portal's activity there.
 */
export async function auditSignIn(
  db: Db,
  engine: Engine,
  { userId, address, at }: { userId: string; address: string | null; at: number },
): Promise<void> {
  const contacts = await db.all<{ contact_id: string }>(
    "SELECT contact_id FROM portal_access WHERE user_id = $1 AND revoked_at IS NULL",
    [userId],
  );
  const def = engine.def("contact")!;
  for (const contact of await engine.source(def.name).getMany(def, contacts.map((c) => c.contact_id))) {
    await writeAudit(db, {
      resource: def.name,
      recordId: contact.id,
      action: "portalSignIn",
      userId: null,
      address,
      portalUser: { id: userId, name: contactName(contact) || emailOf(contact) },
      at: new Date(at).toISOString(),
      changed: [],
      version: contact.version,
    });
  }
}
