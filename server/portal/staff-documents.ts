import { document } from "../../domain/resources/documents.ts";
import { type Actor, type Engine, refusal as mayNot, type Stored } from "../backoffice/index.ts";

/**
 * What staff's portal calls about documents (sharing, approvals) ask first: that the actor holds the documents'
 * grant to `action` (a 403 otherwise).
 */
export async function documentsGranted(
  engine: Engine,
  actor: Actor,
  action: "read" | "update",
): Promise<void> {
  const refused = mayNot(actor.role, await engine.grants.grants(actor.role), document, action);
  if (refused) throw refused;
  await engine.whenReady();
}

/** Document `id` as the actor sees it, once granted `action` (undefined: none they may see, for a 404). */
export async function seenDocument(
  engine: Engine,
  id: string,
  actor: Actor,
  action: "read" | "update",
): Promise<Stored | undefined> {
  await documentsGranted(engine, actor, action);
  return await engine.sourceFor(document.name, actor).get(document, id);
}
