/**
 * `GET /api/backoffice/workflows/worked-out-dates/<resource>?<inputs>` (domain/workflows/worked-out-dates.ts): the
 * due date the rules give a record with those inputs, worked out as its resource's hook works it out when the
 * record is saved without one, so the form can show it as the record is filled in. For whoever may read the
 * resource's module; a ref the reader cannot see is a 400 naming it, as a save's would be.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { problemCheck } from "../../domain/api/index.ts";
import { isIsoDate } from "../../domain/calendar.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { DUE_RULES, type WorkedOutDate } from "../../domain/workflows/due-dates.ts";
import {
  WORKED_OUT_API,
  WORKED_OUT_FIELDS,
  type WorkedOutAnswer,
} from "../../domain/workflows/worked-out-dates.ts";
import type { AuthVariables } from "../auth/guard.ts";
import type { RequestIdVariables } from "../middleware/request-id.ts";
import { validate } from "../middleware/validate.ts";
import type { Db } from "../store/db.ts";
import { actorOf, type Engine, mayNot, workOutDate } from "../backoffice/index.ts";
import { answers } from "../openapi/answers.ts";

type Env = { Variables: AuthVariables & RequestIdVariables };

const isoDate = z.string().refine(isIsoDate, problemCheck("date"));

/** An input field's query parameter, checked as the field's own declaration checks its value. */
function parameter(field: Field): z.ZodType {
  switch (field.kind) {
    case "integer":
      return z.coerce.number().int().min(field.min ?? -Infinity).max(field.max ?? Infinity);
    case "enum":
      return z.enum(field.options as [string, ...string[]]);
    case "date":
      return isoDate;
    default:
      return z.string().min(1).max(200);
  }
}

/** The query of a resource's worked-out date: every input, and nothing else. */
function inputQuery(def: ResourceDef, inputs: readonly string[]) {
  return z.strictObject(
    Object.fromEntries(inputs.map((name) => [name, parameter(def.fields.find((f) => f.name === name)!)])),
  );
}

const workedOutDate = z.strictObject({
  date: isoDate.describe("the due date: a business day"),
  rule: z.enum(DUE_RULES).describe("the rule that gave it (due-dates.ts)"),
  from: isoDate.describe(
    "the day the rule counts from: the end of the tax year, the letter's day, the anniversary",
  ),
  named: isoDate.describe("the day the rule names, before a move off a weekend or public holiday"),
}) satisfies z.ZodType<WorkedOutDate>;

const workedOutAnswer = z.strictObject({
  workedOut: workedOutDate.nullable().describe(
    "null when no rule gives a date (a VAT return, a general letter)",
  ),
}) satisfies z.ZodType<WorkedOutAnswer>;

export function workedOutApi({ db, engine }: { db: Db; engine: Engine }) {
  const app = new Hono<Env>();
  for (const { resource, inputs } of WORKED_OUT_FIELDS) {
    const def = resourceDef(resource)!;
    // Who may, before what they asked is read.
    const reads: MiddlewareHandler<Env> = async (c, next) => {
      const { role } = c.get("user");
      if (!(await engine.grants.grants(role))[def.module]?.includes("read")) {
        throw mayNot(role, "read", def.module);
      }
      await next();
    };
    app.get(
      `${WORKED_OUT_API.slice("/api/backoffice/workflows".length)}/${resource}`,
      reads,
      validate("query", inputQuery(def, inputs)),
      answers(workedOutAnswer),
      async (c) => {
        const actor = actorOf(c);
        const data: Record<string, unknown> = c.req.valid("query");
        const answer: WorkedOutAnswer = { workedOut: await workOutDate({ engine, db }, def, data, actor) };
        return c.json(answer);
      },
    );
  }
  return app;
}
