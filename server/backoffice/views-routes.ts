import { type Context, Hono } from "hono";
import { z } from "zod";
import { refusal as refuse } from "../../domain/api/index.ts";
import {
  defaultViewBody,
  layoutBody,
  type ListView,
  viewCreate,
  viewUpdate,
} from "../../domain/list-views.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import type { AuthVariables } from "../auth/guard.ts";
import { validate } from "../middleware/validate.ts";
import { actorOf } from "./actor.ts";
import type { Engine } from "./engine.ts";
import { refusal } from "./permissions.ts";
import { ListViewStore, viewRequest } from "./views.ts";

type Env = { Variables: AuthVariables };

const listParam = validate("param", z.object({ resource: z.string().min(1).max(100) }));
const viewParam = validate(
  "param",
  z.object({ resource: z.string().min(1).max(100), id: z.string().min(1).max(100) }),
);

/**
 * `/api/backoffice/views/<resource>`: the signed-in user's saved views of a list, the shared ones, their column
 * layout and default view (domain/list-views.ts). Whoever may read the list may keep views of it.
 */
export function listViewsApi({ engine, views }: { engine: Engine; views: ListViewStore }) {
  const app = new Hono<Env>();

  const readable = async (c: Context<Env>, resource: string): Promise<ResourceDef> => {
    const def = engine.def(resource);
    if (!def) throw refuse("noSuchResource", { resource });
    const { role } = actorOf(c);
    const refused = refusal(role, await engine.grants.grants(role), def, "read");
    if (refused) throw refused;
    await engine.whenReady();
    return def;
  };

  // A saved view is a list asked every day: its index and its count's tally are made as it is saved.
  const kept = async (def: ResourceDef, view: ListView) => {
    await engine.source(def.name).keep?.(def, viewRequest(def, view.query));
    return view;
  };

  app.get("/:resource", listParam, async (c) => {
    const def = await readable(c, c.req.valid("param").resource);
    return c.json(await views.ofList(def, actorOf(c)));
  });

  app.post("/:resource", listParam, validate("json", viewCreate), async (c) => {
    const def = await readable(c, c.req.valid("param").resource);
    return c.json(await kept(def, await views.create(def, c.req.valid("json"), actorOf(c))), 201);
  });

  // Before `/:resource/:id`, which would take them for a view's id.
  app.put("/:resource/columns", listParam, validate("json", layoutBody), async (c) => {
    const def = await readable(c, c.req.valid("param").resource);
    await views.setColumns(def, c.req.valid("json").columns, actorOf(c));
    return c.json(await views.ofList(def, actorOf(c)));
  });

  app.put("/:resource/default", listParam, validate("json", defaultViewBody), async (c) => {
    const def = await readable(c, c.req.valid("param").resource);
    await views.setDefault(def, c.req.valid("json").view, actorOf(c));
    return c.json(await views.ofList(def, actorOf(c)));
  });

  app.put("/:resource/:id", viewParam, validate("json", viewUpdate), async (c) => {
    const { resource, id } = c.req.valid("param");
    const def = await readable(c, resource);
    return c.json(await kept(def, await views.update(def, id, c.req.valid("json"), actorOf(c))));
  });

  app.delete("/:resource/:id", viewParam, async (c) => {
    const { resource, id } = c.req.valid("param");
    const def = await readable(c, resource);
    await views.remove(def, id, actorOf(c));
    return c.body(null, 204);
  });

  return app;
}
