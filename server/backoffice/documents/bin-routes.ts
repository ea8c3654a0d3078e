import { type Context, Hono } from "hono";
import { z } from "zod";
import type { PurgeAnswer } from "../../../domain/documents/bin.ts";
import { document } from "../../../domain/resources/documents.ts";
import type { AuthVariables } from "../../auth/guard.ts";
import { validate } from "../../middleware/validate.ts";
import { actorOf } from "../actor.ts";
import type { Engine } from "../engine.ts";
import { refusal as mayNot } from "../permissions.ts";
import type { DocumentBin } from "./bin.ts";
import type { RetentionReview } from "./retention-review.ts";

type Env = { Variables: AuthVariables };

const idParam = validate("param", z.object({ id: z.string().min(1) }));
const restoring = validate("query", z.object({ version: z.coerce.number().int().min(1) }));
const purging = validate("json", z.object({ ids: z.array(z.string().min(1)).min(1).max(1_000) }));

/**
 * The documents' bin and retention review, below `/api/backoffice/document-files`: `GET /bin`, `POST
 * /bin/{id}/restore?version=` (both the documents module's delete grant: whoever may bin may restore), `GET
 * /retention` and `POST /retention/purge` with `{ "ids": [...] }` (administrators: retention-review.ts).
 */
export function documentBinApi(deps: { engine: Engine; bin: DocumentBin; review: RetentionReview }) {
  const { engine, bin, review } = deps;
  const app = new Hono<Env>();
  const deleter = async (c: Context<Env>) => {
    const { role } = actorOf(c);
    const refused = mayNot(role, await engine.grants.grants(role), document, "delete");
    if (refused) throw refused;
    await engine.whenReady();
  };

  app.get("/bin", async (c) => {
    await deleter(c);
    return c.json({ items: await bin.list(actorOf(c)) });
  });

  app.post("/bin/:id/restore", idParam, restoring, async (c) => {
    await deleter(c);
    const { id } = c.req.valid("param");
    return c.json(await bin.restore(id, c.req.valid("query").version, actorOf(c)));
  });

  app.get("/retention", async (c) => {
    await deleter(c);
    return c.json({ items: await review.list(actorOf(c)) });
  });

  app.post("/retention/purge", purging, async (c) => {
    await deleter(c);
    const answer: PurgeAnswer = { purged: await review.purge(c.req.valid("json").ids, actorOf(c)) };
    return c.json(answer);
  });

  return app;
}
