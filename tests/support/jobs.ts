/**
 * Jobs of a monthly template in the document requests' practice (tests/support/document-requests.ts), as the
 * automations' tests make them: a template for the clients whose names start "Zulu", run now, and the jobs read.
 */
import assert from "node:assert/strict";
import { practiceToday } from "../../domain/today.ts";
import type { practice } from "./document-requests.ts";

export type Practice = Awaited<ReturnType<typeof practice>>;

/** A line of a job's history, as the API answers it. */
export type Entry = {
  stage: string;
  event: string;
  by: string | null;
  employee: string | null;
  request: string | null;
  role: string | null;
  returnStatus?: string | null;
  taxReturn?: string | null;
};

export type Job = {
  id: string;
  version: number;
  stage: string;
  assignee: string | null;
  account: string;
  checklist: { stage: string; item: string; done: boolean }[];
  history: Entry[];
};

/** A job's history as [stage, event] pairs. */
export const lines = (job: Job) => job.history.map((h) => [h.stage, h.event]);

/** A monthly template with `stages` for the "Zulu" clients, starting this month (one job each when run now). */
export async function zuluTemplate(p: Practice, stages: Record<string, unknown>[]): Promise<string> {
  const made = await p.admin.post("/jobtemplate", {
    name: "Monthly bookkeeping",
    stages,
    recurrence: { frequency: "monthly", day: 1 },
    startsOn: `${practiceToday(new Date()).slice(0, 7)}-01`,
    dueDaysAfter: 5,
    daysAhead: 0,
    clients: "q=Zulu",
    active: true,
  });
  assert.equal(made.status, 201, made.text);
  return made.body.id;
}

/** Runs `template` now (it must make something), then its jobs by client. */
export async function runTemplate(p: Practice, template: string): Promise<Map<string, Job>> {
  const ran = await p.admin.post(`/workflows/job-templates/${template}/run`, {});
  assert.equal(ran.status, 201, ran.text);
  const listed = await p.admin.get(`/job?template=${template}`);
  return new Map(listed.body.items.map((j: Job) => [j.account, j]));
}

export const readJob = async (p: Practice, id: string): Promise<Job> =>
  (await p.admin.get(`/job/${id}`)).body;
