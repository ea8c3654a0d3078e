import { invalid, invalidField, problem, Refusal, refusal } from "../../../domain/api/index.ts";
import { readRecurrence, recurrenceProblem } from "../../../domain/jobs/recurrence.ts";
import { readListQuery } from "../../../domain/list-query.ts";
import { resourceDef } from "../../../domain/resources/index.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { listRequest } from "../list-query.ts";
import type { RecordData } from "../fields.ts";
import type { ResourceHooks } from "./types.ts";

/**
 * The clients list's query a template's saved filter spells (`status=active&office=…`), checked against the
 * clients' declaration as that list checks its address: a filter it has not, or a sort or page, is a 400 naming
 * `clients.<parameter>`. Blank: every client.
 */
export function clientFilter(text: unknown, accountDef: ResourceDef): { q?: string; where?: RecordData } {
  if (typeof text !== "string" || text.trim() === "") return {};
  const { query, problems } = readListQuery(new URLSearchParams(text.trim()));
  const [bad] = Object.entries(problems);
  if (bad) throw invalid({ [`clients.${bad[0]}`]: bad[1] });
  const { q, where, ...rest } = query;
  const [listOnly] = Object.keys(rest);
  if (listOnly) throw invalid({ [`clients.${listOnly}`]: problem("filterOnly") });
  try {
    listRequest(accountDef, { q, where });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const [name, why] = Object.entries(error.fields)[0] ?? ["body", error.problem];
    throw invalid({ [`clients.${name}`]: why });
  }
  return { q, where };
}

/**
 * A job template (issue 38), kept by administrators: its recurrence must fire (a rule that never does is named
 * by its day) and its clients' filter must be one the clients list reads. Its stages (at least one, a named
 * employee where the role says so) are the declaration's to require.
 */
export const jobTemplateHooks: ResourceHooks = {
  refuse(ctx) {
    return ctx.actor.role === "admin" || ctx.actor.id === null ? undefined : refusal("jobTemplatesAdmins");
  },
  compute(_ctx, data) {
    const recurrence = readRecurrence(data.recurrence, data.startsOn);
    const wrong = recurrence && recurrenceProblem(recurrence);
    if (wrong) throw invalidField(wrong.field, wrong.code);
    clientFilter(data.clients, resourceDef("account")!);
    return Promise.resolve();
  },
};

/**
 * A job's stage is one of its template's: what a stage is called is the template's to say. Its linked return is
 * one of its client's: a stage may set that return's status.
 */
export const jobHooks: ResourceHooks = {
  async compute(ctx, data, previous) {
    if (typeof data.taxReturn === "string" && data.taxReturn !== previous?.data.taxReturn) {
      const linked = await ctx.get("incometax", data.taxReturn);
      if (linked && linked.data.account !== data.account) {
        throw invalidField("taxReturn", "returnOfAnotherClient");
      }
    }
    if (!previous || data.stage === previous.data.stage) return;
    const template = typeof data.template === "string"
      ? await ctx.get("jobtemplate", data.template)
      : undefined;
    const stages = ((template?.data.stages ?? []) as RecordData[]).map((s) => String(s.name));
    if (template && !stages.includes(String(data.stage))) {
      throw invalidField("stage", "notAStage", { stages: stages.join(", ") });
    }
  },
};
