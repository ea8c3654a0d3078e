import { accountHooks } from "./account.ts";
import { annualReturnHooks } from "./annualreturn.ts";
import { assessmentHooks } from "./assessment.ts";
import { correspondenceHooks } from "./correspondence.ts";
import { documentRequestHooks, requestTemplateHooks } from "./document-request.ts";
import { employeeHooks } from "./employee.ts";
import { incomeTaxHooks } from "./incometax.ts";
import { objectionHooks } from "./objection.ts";
import { permissionHooks } from "./permission.ts";
import type { ResourceHooks } from "./types.ts";

/** Each resource's own behaviour, by resource name; a resource without an entry is plain CRUD. */
export const HOOKS: Record<string, ResourceHooks> = {
  account: accountHooks,
  annualreturn: annualReturnHooks,
  assessment: assessmentHooks,
  correspondence: correspondenceHooks,
  documentrequest: documentRequestHooks,
  employee: employeeHooks,
  incometax: incomeTaxHooks,
  objection: objectionHooks,
  permission: permissionHooks,
  requesttemplate: requestTemplateHooks,
};

export type { ResourceHooks } from "./types.ts";
