import { accountHooks } from "./account.ts";
import { annualReturnHooks } from "./annualreturn.ts";
import { assessmentHooks } from "./assessment.ts";
import { correspondenceHooks } from "./correspondence.ts";
import { documentHooks } from "./document.ts";
import { documentRequestHooks, requestTemplateHooks } from "./document-request.ts";
import { employeeHooks } from "./employee.ts";
import { filingSeasonHooks } from "./filingseason.ts";
import { incomeTaxHooks } from "./incometax.ts";
import { jobHooks, jobTemplateHooks } from "./jobs.ts";
import { obligationHooks } from "./obligation.ts";
import { objectionHooks } from "./objection.ts";
import { permissionHooks } from "./permission.ts";
import type { ResourceHooks } from "./types.ts";

/** Each resource's own behaviour, by resource name; a resource without an entry is plain CRUD. */
export const HOOKS: Record<string, ResourceHooks> = {
  account: accountHooks,
  annualreturn: annualReturnHooks,
  assessment: assessmentHooks,
  correspondence: correspondenceHooks,
  document: documentHooks,
  documentrequest: documentRequestHooks,
  employee: employeeHooks,
  filingseason: filingSeasonHooks,
  incometax: incomeTaxHooks,
  job: jobHooks,
  jobtemplate: jobTemplateHooks,
  objection: objectionHooks,
  obligation: obligationHooks,
  permission: permissionHooks,
  requesttemplate: requestTemplateHooks,
};

export type { ResourceHooks } from "./types.ts";
