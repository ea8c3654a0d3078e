import { actorOf } from "./actor.ts";
/**
 * `GET /api/backoffice/search?q=&limit=`: the practice search (practice-search.ts), for the toolbar. Mounted with the
 * resource API, behind its guard; each kind answers only if the reader's role may read its module, and a confined
 * employee (CLIENT_VISIBILITY=assigned) finds only their clients' records.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_QUERY,
  type PracticeSearchAnswer,
  type SearchGroup,
  type SearchItem,
} from "../../domain/practice-search.ts";
import type { AuthVariables } from "../auth/guard.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import { type PracticeSearchDeps, searchPractice } from "./practice-search.ts";

type Env = { Variables: AuthVariables & RequestIdVariables };

const searchQuery = z.strictObject({
  q: z.string().trim().min(1).max(MAX_SEARCH_QUERY).describe(
    "What was typed: every word must begin a word of the record's title or of its identifiers (tax, VAT, PAYE, " +
      "ID and registration numbers, typed with or without spaces and slashes), in any order, accents and case " +
      "ignored",
  ),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(DEFAULT_SEARCH_LIMIT).describe(
    "Records per kind",
  ),
});

const searchItem = z.strictObject({
  id: z.string(),
  title: z.string().describe("The record's name, in English"),
  match: z.strictObject({ field: z.string(), value: z.string() }).optional().describe(
    "The field the record was found by, when its title does not hold every word (a tax number)",
  ),
}) satisfies z.ZodType<SearchItem>;

const searchAnswer = z.strictObject({
  groups: z.array(
    z.strictObject({
      resource: z.string().describe("The kind of record: its list is /api/backoffice/{resource}?q="),
      items: z.array(searchItem),
      more: z.boolean().describe(
        "More were found than `limit`: the kind's list with the same `q` shows them",
      ),
    }) satisfies z.ZodType<SearchGroup>,
  ).describe("Kinds the reader may read with something found, clients first"),
}) satisfies z.ZodType<PracticeSearchAnswer>;

export function practiceSearchApi(deps: PracticeSearchDeps) {
  const app = new Hono<Env>();
  const actor = actorOf;
  app.get("/", validate("query", searchQuery), answers(searchAnswer), async (c) => {
    const { q, limit } = c.req.valid("query");
    await deps.engine.whenReady();
    const answer: PracticeSearchAnswer = await searchPractice(deps, actor(c), q, limit);
    return c.json(answer);
  });
  return app;
}
