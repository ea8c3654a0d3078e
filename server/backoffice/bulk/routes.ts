import { Hono } from "hono";
import { z } from "zod";
import { refusal as refuse } from "../../../domain/api/index.ts";
import type { AuthVariables } from "../../auth/guard.ts";
import type { RequestIdVariables } from "../../middleware/request-id.ts";
import { validate } from "../../middleware/validate.ts";
import type { Db } from "../../store/db.ts";
import { actorOf } from "../actor.ts";
import type { Engine } from "../engine.ts";
import type { Actor } from "../hooks/types.ts";
import { COUNT_LIMIT } from "../source.ts";
import { confinedTo } from "../visibility.ts";
import { BulkChanges } from "./bulk.ts";
import { changeSetRecords, getChangeSet, listChangeSets } from "./change-set-log.ts";
import { MAX_BULK_RECORDS } from "./selection.ts";

type Env = { Variables: AuthVariables & RequestIdVariables };

const bulkBody = validate(
  "json",
  z.object({
    query: z.string().max(4_000).optional(),
    ids: z.array(z.string().min(1).max(200)).min(1).max(MAX_BULK_RECORDS).optional(),
    versions: z.record(z.string().max(200), z.number().int().positive()).optional(),
    action: z.enum(["set", "delete"]),
    field: z.string().max(100).optional(),
    value: z.unknown().optional(),
    count: z.number().int().min(0).optional(),
  }).strict(),
);
const resourceParam = validate("param", z.object({ resource: z.string() }));
const changeSetParam = validate("param", z.object({ id: z.string().max(200) }));
const pageQuery = validate(
  "query",
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
  }),
);

/**
 * `/api/backoffice/<resource>/bulk` and `/bulk/preview` (mounted before the resource routes, whose method-based
 * grant check they replace with the change's own: update to set, delete to delete).
 */
export function bulkApi(engine: Engine, db: Db) {
  const bulk = new BulkChanges(engine, db);
  const app = new Hono<Env>();
  const defOf = (resource: string) => {
    const def = engine.def(resource);
    if (!def) throw refuse("noSuchResource", { resource });
    return def;
  };
  app.post("/:resource/bulk/preview", resourceParam, bulkBody, async (c) => {
    const def = defOf(c.req.valid("param").resource);
    return c.json(await bulk.preview(def, c.req.valid("json"), actorOf(c)));
  });
  app.post("/:resource/bulk", resourceParam, bulkBody, async (c) => {
    const def = defOf(c.req.valid("param").resource);
    return c.json(await bulk.apply(def, c.req.valid("json"), actorOf(c)));
  });
  return { app, bulk };
}

/**
 * `/api/backoffice/change-sets`: the log of bulk changes (newest first) of the resources the reader may read, only
 * their own for an employee confined to their clients; one with its records; its revert.
 */
export function changeSetsApi(engine: Engine, db: Db, bulk: BulkChanges) {
  const app = new Hono<Env>();
  const readable = async (role: string) => {
    const grants = await engine.grants.grants(role);
    return new Set(engine.allDefs().filter((d) => grants[d.module]?.includes("read")).map((d) => d.name));
  };
  const mineOnly = (actor: Actor) => confinedTo(engine.visibility.rule, actor) ?? undefined;

  app.get("/", pageQuery, async (c) => {
    const { page, pageSize } = c.req.valid("query");
    const resources = [...await readable(actorOf(c).role)];
    const found = await listChangeSets(db, {
      resources,
      userId: mineOnly(actorOf(c)),
      limit: pageSize,
      offset: (page - 1) * pageSize,
      countLimit: COUNT_LIMIT,
    });
    return c.json({ ...found, page, pageSize });
  });

  /** The change set when the reader may see it; else the 404 of one that is not there. */
  const seen = async (actor: Actor, id: string) => {
    const set = await getChangeSet(db, id);
    const mine = mineOnly(actor);
    if (!set || !(await readable(actor.role)).has(set.resource) || (mine && set.userId !== mine)) {
      throw refuse("changeSetNotFound", { id });
    }
    return set;
  };

  app.get("/:id", changeSetParam, pageQuery, async (c) => {
    const set = await seen(actorOf(c), c.req.valid("param").id);
    const { page, pageSize } = c.req.valid("query");
    const records = await changeSetRecords(db, set.id, { limit: pageSize, offset: (page - 1) * pageSize });
    return c.json({ ...set, records, page, pageSize });
  });

  app.post("/:id/revert", changeSetParam, async (c) => {
    const set = await seen(actorOf(c), c.req.valid("param").id);
    return c.json(await bulk.revert(set.id, actorOf(c)));
  });
  return app;
}
