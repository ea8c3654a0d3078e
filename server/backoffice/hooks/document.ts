import { refusal } from "../../../domain/api/index.ts";
import { binDocument } from "../documents/bin.ts";
import { RetentionReader } from "../documents/retention-facts.ts";
import type { ResourceHooks } from "./types.ts";

/**
 * Deleting a document bins it (documents/bin.ts): its record, gone from the record tables with the delete, is
 * kept in the bin, its versions and bytes with it. A document an open objection or audit holds (TAA s32) is
 * refused: the delete rolls back.
 */
export const documentHooks: ResourceHooks = {
  async after(ctx, action, record) {
    if (action !== "delete") return;
    if ((await new RetentionReader(ctx).factsOf(record)).holds.length > 0) throw refusal("documentOnHold");
    await binDocument(ctx.db, record, ctx.actor, ctx.at);
  },
};
