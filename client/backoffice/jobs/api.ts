import type { JobPreview, JobTemplateChanges } from "../../../domain/jobs/preview.ts";
import { api } from "../../lib/api.ts";
import { useWrite } from "../../lib/data/index.ts";
import { backofficeProvider } from "../data/provider.ts";
import type { RecordData } from "../data/types.ts";

const TEMPLATES = "/api/backoffice/workflows/job-templates";

export type { JobPreview, JobTemplateChanges };

/** A job run's log record, as the API answers it. */
export type JobRun = RecordData & { created: number; skipped: number };

const address = (id: string, what: "preview" | "run" | "changes") =>
  `${TEMPLATES}/${encodeURIComponent(id)}/${what}`;

/** What a run of the template would make now: asked when staff ask (it reads every client), never cached. */
export function usePreviewJobs() {
  return useWrite({ send: (id: string) => api<JobPreview>(address(id, "preview")) });
}

/** Runs the template now: the jobs it makes, their log and everything shown of them load again. */
export function useRunJobs() {
  return useWrite({
    send: (id: string) => api<JobRun>(address(id, "run"), { method: "POST" }),
    refresh: backofficeProvider.touchedByWrite,
  });
}

/** Which jobs not yet started the template's edit would change: asked when staff ask, never cached. */
export function usePreviewChanges() {
  return useWrite({ send: (id: string) => api<JobTemplateChanges>(address(id, "changes")) });
}

/** Applies the template to the jobs previewed: they and everything shown of them load again. */
export function useApplyChanges() {
  return useWrite({
    send: ({ id, jobs }: { id: string; jobs: string[] }) =>
      api<{ changed: number; skipped: number }>(address(id, "changes"), { method: "POST", body: { jobs } }),
    refresh: backofficeProvider.touchedByWrite,
  });
}
