/**
 * Where each back-office resource lives in the client (spec section 2): its list path, its pages and its icon,
 * without its names. The first page's route table and menu need no more; the names in three languages are in
 * catalogue.ts, which loads with the back office's screens.
 */
export type ResourcePlace = {
  /** The API and store name, `/api/backoffice/<name>`. */
  name: string;
  /** The list path; add, view and edit pages hang below it. */
  base: string;
  /** The add page's last segment, or null when the resource has no add page. */
  add: string | null;
  /** Whether a read-only view page exists at `<base>/view/{id}`. */
  view: boolean;
  icon: string;
};

const p = (name: string, base: string, add: string | null, view: boolean, icon: string): ResourcePlace => ({
  name,
  base,
  add,
  view,
  icon,
});

export const RESOURCE_PLACES: readonly ResourcePlace[] = [
  // Master data
  p("accountgroup", "/apps/master/accountgroup", "addaccountgroup", false, "workspaces"),
  p("accounttype", "/apps/master/accounttype", "addaccounttype", false, "category"),
  p("taxtype", "/apps/master/taxtype", "addtaxtype", false, "receipt_long"),
  p("paycategory", "/apps/master/paycategory", "addpaycategory", false, "payments"),
  p("office", "/apps/master/office", "addoffice", false, "apartment"),
  p("division", "/apps/master/division", "adddivision", false, "account_tree"),
  p("paysubcategory", "/apps/master/paysubcategory", "addpaysubcategory", false, "segment"),
  p("supplier", "/apps/master/supplier", "addsupplier", true, "local_shipping"),
  p("cipc", "/apps/master/cipc", "addcipc", true, "domain"),
  // Employees
  p("department", "/apps/employee/department", "adddepartment", false, "corporate_fare"),
  p("designation", "/apps/employee/designation", "adddesignation", false, "badge"),
  p("employee", "/apps/employee/manageemployee", "addemployee", true, "person"),
  // Client administration
  p("opportunity", "/apps/opportunity/manageopportunity", "addopportunity", true, "request_quote"),
  p("contact", "/apps/contact", "addcontact", true, "contacts"),
  p("account", "/apps/account", "addaccount", true, "business"),
  p("binding", "/apps/binding", "addbinding", true, "fact_check"),
  // Tax
  p("incometax", "/apps/incometax", "addincomeTax", true, "request_page"),
  p("objection", "/apps/comm/objection", "addobjection", true, "gavel"),
  p("correspondence", "/apps/comm/correspondence", "addcorrespondence", true, "mail"),
  p("assessment", "/apps/comm/assessment", "addassessment", true, "assignment"),
  p("taxclearance", "/apps/comm/taxclearance", "addtaxclearance", true, "verified"),
  p("exit", "/apps/comm/professionalletter/exit", "addexit", false, "logout"),
  p("entrance", "/apps/comm/professionalletter/entrance", "addentrance", false, "login"),
  p("project", "/apps/project", "addproject", false, "work"),
  p("taxcasetaxtype", "/apps/taxcase/taxtype", "addtaxtype", false, "rule"),
  p("service", "/apps/taxcase/service", "addservice", false, "design_services"),
  p("trigger", "/apps/taxcase/trigger", "addtrigger", true, "bolt"),
  p("triggerrun", "/apps/taxcase/trigger/records", null, true, "history"),
  // Secretarial and payments
  p("secretarialjob", "/apps/secretarialjob", "addsecretarialjob", true, "work_history"),
  p("annualreturn", "/apps/annualreturn", "addannualreturn", true, "event_repeat"),
  p("payment", "/apps/paymenttracking/payment", "addpayment", false, "paid"),
  p("autopayment", "/apps/paymenttracking/autopayment", "addautopayment", false, "autorenew"),
  // Documents: made by uploading a file, not on an add page
  p("document", "/apps/documents", null, true, "folder_open"),
  // Compliance: obligations, generated from each client's profile; the filing seasons' dates
  p("obligation", "/apps/compliance/obligation", "addobligation", true, "event_available"),
  p("filingseason", "/apps/compliance/filingseason", "addfilingseason", false, "date_range"),
  p("documentrequest", "/apps/documents/requests", "addrequest", true, "assignment_return"),
  p("requesttemplate", "/apps/documents/templates", "addtemplate", true, "checklist"),
  // Recurring work (issue 38): templates, the jobs their runs make, and the runs' log
  p("jobtemplate", "/apps/jobs/templates", "addtemplate", true, "repeat"),
  p("job", "/apps/jobs", null, true, "work_outline"),
  p("jobrun", "/apps/jobs/templates/runs", null, true, "history"),
  // Administration
  p("module", "/apps/module", "addmodule", false, "extension"),
  p("permission", "/apps/permission", null, true, "admin_panel_settings"),
];

export function placeByName(name: string): ResourcePlace | undefined {
  return RESOURCE_PLACES.find((res) => res.name === name);
}
