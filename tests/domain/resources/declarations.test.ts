import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import {
  checkDeclarations,
  DECLARED,
  type Field,
  RESOURCE_ROUTES,
  resourceDef,
  RESOURCES,
} from "../../../domain/resources/index.ts";
import { pickerWhere } from "../../../domain/resources/ref-scope.ts";
import type { ResourceDef } from "../../../domain/resources/types.ts";

/**
 * Every field of DOMAIN.md, in its order, and the `*` ones: the contract the declarations must keep. Issue 32 adds
 * the reason a worked-out due date was changed by hand (dueDateReason, responseDueReason) after each such date;
 * issue 38 an employee's weeklyHours (the workload's capacity).
 */
const DOMAIN: Record<string, { fields: string; required: string }> = {
  accountgroup: { fields: "name description", required: "name" },
  accounttype: { fields: "name entityKind description", required: "name entityKind" },
  taxtype: { fields: "code name description", required: "code name" },
  paycategory: { fields: "name description", required: "name" },
  paysubcategory: { fields: "paycategory name description", required: "paycategory name" },
  office: { fields: "name address phone email", required: "name" },
  division: { fields: "name office description", required: "name" },
  supplier: {
    fields: "name contactPerson email phone vatNumber address bankName bankAccount notes",
    required: "name",
  },
  cipc: {
    fields: "account registrationNumber entityType incorporationDate status registeredOffice directors",
    required: "account registrationNumber incorporationDate",
  },
  department: { fields: "name description", required: "name" },
  designation: { fields: "name description", required: "name" },
  employee: {
    fields:
      "firstName lastName email phone department designation office division role weeklyHours active password",
    required: "firstName lastName email role",
  },
  account: {
    fields: "code name tradingName accountType accountGroup registrationNumber idNumber incomeTaxNumber " +
      "vatNumber payeNumber financialYearEnd provisionalTaxpayer provisionalTopUp vatCategory vatFiling employer " +
      "complianceExcluded office division partner manager preparer status email phone address notes",
    required: "code name accountType financialYearEnd vatFiling status",
  },
  contact: {
    fields: "account title firstName lastName idNumber role email mobile phone primary notes",
    required: "firstName lastName",
  },
  opportunity: {
    fields: "account title services feeType amount vatIncluded stage validUntil owner notes",
    required: "account title feeType amount stage",
  },
  binding: {
    fields: "account year service preparer reviewer status signedOffOn checklist comments",
    required: "account year status",
  },
  incometax: {
    fields:
      "account taxType taxYear dueDate dueDateReason requestedOn infoReceivedOn preparedBy reviewedBy submittedOn " +
      "efilingReference status",
    required: "account taxType taxYear status",
  },
  assessment: {
    fields:
      "incomeTax assessmentDate taxableIncome taxAssessed amountDue paymentDueDate agreesWithReturn notes",
    required: "incomeTax assessmentDate",
  },
  objection: {
    fields: "assessment groundsSummary reasonsRequestedOn lodgedOn deadline sarsCaseNumber decisionDueOn " +
      "outcome appealLodgedOn",
    required: "assessment groundsSummary",
  },
  correspondence: {
    fields:
      "account taxType direction kind subject receivedOn responseDueOn responseDueReason respondedOn assignee status",
    required: "account direction kind subject receivedOn status",
  },
  taxclearance: {
    fields: "account kind requestedOn pin issuedOn expiresOn compliant blockingIssues",
    required: "account kind requestedOn",
  },
  exit: {
    fields: "account kind otherPractitioner otherPractitionerEmail sentOn replyReceivedOn status",
    required: "account otherPractitioner status",
  },
  entrance: {
    fields: "account kind otherPractitioner otherPractitionerEmail sentOn replyReceivedOn status",
    required: "account otherPractitioner status",
  },
  project: { fields: "name account owner startOn dueOn status description", required: "name status" },
  taxcasetaxtype: { fields: "name taxType", required: "name taxType" },
  service: { fields: "name taxType fee description", required: "name" },
  trigger: {
    fields: "name taxType service schedule accountFilter assignee active",
    required: "name taxType schedule",
  },
  // Written by the runs only: every field is the server's, so none is required of anyone.
  triggerrun: { fields: "trigger ranAt ranBy scheduled created createdRecords skipped", required: "" },
  secretarialjob: {
    fields: "account jobType requestedOn lodgedOn completedOn cipcReference fee assignee status",
    required: "account jobType requestedOn status",
  },
  annualreturn: {
    fields: "account year dueDate dueDateReason turnoverBand fee filedOn cipcReference paid status",
    required: "account year status",
  },
  payment: {
    fields: "account reference amount method receivedOn periodFrom periodTo notes",
    required: "account reference amount method receivedOn",
  },
  autopayment: {
    fields: "account amount frequency dayOfMonth startOn endOn active",
    required: "account amount frequency dayOfMonth startOn",
  },
  // Issue 35: a client's documents (their versions' bytes are kept beside the record, not in it).
  document: {
    fields:
      "account name kind taxYear tags returns objections letters cipcJobs mediaType size versions sha256",
    required: "account name kind",
  },
  // Issue 36: obligations generated from each client's compliance profile, and the filing seasons' dates.
  obligation: {
    // The due date is worked out from the profile or the event when not given (issue 36's events).
    fields:
      "account kind period dueDate dueDateReason status assignee incomeTax payment generated retired notes",
    required: "account kind period status",
  },
  filingseason: {
    fields: "year itr12 itr12Provisional itr12t emp501Interim emp501Annual confirmed source",
    required: "year itr12 itr12Provisional itr12t emp501Interim emp501Annual",
  },
  // Issue 35: what staff ask a client for (its items and what became of them kept in the request), and the
  // checklists administrators keep to ask from.
  documentrequest: {
    // Issue 38: the job whose stage sent it.
    fields:
      "account template job responsible taxYear dueDate status items sentAt reminders escalatedAt notes",
    required: "account responsible taxYear dueDate",
  },
  requesttemplate: {
    fields: "name items dueInDays reminders repeatEvery escalateAfter",
    required: "name items dueInDays escalateAfter",
  },
  // Issue 38: recurring work's templates (kept by administrators), the jobs their runs make and the runs' log.
  jobtemplate: {
    fields: "name stages recurrence startsOn dueDaysAfter daysAhead clients active",
    required: "name stages recurrence startsOn dueDaysAfter daysAhead",
  },
  // The job's taxReturn: the return whose status a stage may set on entering it.
  job: {
    fields:
      "title template account taxReturn periodStart periodEnd stage checklist assignee dueDate budgetedHours status notes history",
    required: "stage dueDate status",
  },
  jobrun: { fields: "template ranAt ranBy scheduled created createdRecords skipped", required: "" },
  module: { fields: "key name description", required: "key name" },
  permission: { fields: "role grants", required: "grants" },
};

const MODULE_OF: Record<string, string[]> = {
  "master-data": [
    "accountgroup",
    "accounttype",
    "taxtype",
    "paycategory",
    "paysubcategory",
    "office",
    "division",
    "supplier",
    "cipc",
  ],
  employees: ["department", "designation", "employee"],
  documents: ["document", "documentrequest", "requesttemplate"],
  compliance: ["obligation", "filingseason", "jobtemplate", "job", "jobrun"],
  clients: ["account", "contact", "opportunity", "binding"],
  tax: [
    "incometax",
    "assessment",
    "objection",
    "correspondence",
    "taxclearance",
    "exit",
    "entrance",
    "project",
    "taxcasetaxtype",
    "service",
    "trigger",
    "triggerrun",
  ],
  secretarial: ["secretarialjob", "annualreturn"],
  payments: ["payment", "autopayment"],
  administration: ["module", "permission"],
};

const def = (name: string) => resourceDef(name)!;
const field = (resource: string, name: string) => def(resource).fields.find((f) => f.name === name)!;

/** Every field at every depth, with its path. */
function allFields(fields: Field[], prefix = ""): [string, Field][] {
  return fields.flatMap((f): [string, Field][] => [
    [prefix + f.name, f],
    ...(f.kind === "items" || f.kind === "object" ? allFields(f.fields, `${prefix}${f.name}.`) : []),
  ]);
}

Deno.test("checkDeclarations finds nothing wrong", () => {
  deepStrictEqual(checkDeclarations(), []);
});

Deno.test("RESOURCES has one declaration per catalogue entry, in catalogue order", () => {
  deepStrictEqual(RESOURCES.map((d) => d.name), RESOURCE_ROUTES.map((r) => r.name));
  strictEqual(DECLARED.length, RESOURCE_ROUTES.length);
  for (const route of RESOURCE_ROUTES) {
    const d = def(route.name);
    deepStrictEqual(
      {
        name: d.name,
        base: d.base,
        add: d.add,
        view: d.view,
        label: d.label,
        newLabel: d.newLabel,
        icon: d.icon,
      },
      route,
    );
  }
  strictEqual(resourceDef("nosuch"), undefined);
  for (const route of RESOURCE_ROUTES) {
    strictEqual(
      route.newLabel === null,
      route.add === null,
      `${route.name}: an add page has a title, and only one`,
    );
  }
  deepStrictEqual(def("account").newLabel, { en: "New client", tr: "Yeni müşteri", ar: "عميل جديد" });
});

Deno.test("every resource has DOMAIN.md's fields, in its order, and its required ones", () => {
  deepStrictEqual(Object.keys(DOMAIN).sort(), RESOURCES.map((d) => d.name).sort());
  for (const d of RESOURCES) {
    deepStrictEqual(d.fields.map((f) => f.name), DOMAIN[d.name].fields.split(" "), d.name);
    const required = d.fields.filter((f) => f.required).map((f) => f.name);
    deepStrictEqual(required, DOMAIN[d.name].required.split(" ").filter(Boolean), d.name);
  }
});

Deno.test("every resource sits in its module", () => {
  for (const [module, names] of Object.entries(MODULE_OF)) {
    for (const name of names) strictEqual(def(name).module, module, name);
  }
  strictEqual(Object.values(MODULE_OF).flat().length, RESOURCES.length);
});

Deno.test("every field is labelled in English, Turkish and Arabic, and not by copying the English", () => {
  const arabic = /[\u0600-\u06FF]/;
  const sameInTurkish = new Set(["PIN"]);
  for (const d of RESOURCES) {
    for (const [path, f] of allFields(d.fields)) {
      const at = `${d.name}.${path}`;
      ok(f.label.en.trim() && f.label.tr.trim() && f.label.ar.trim(), at);
      ok(arabic.test(f.label.ar), `${at}: Arabic label "${f.label.ar}"`);
      ok(f.label.tr !== f.label.en || sameInTurkish.has(f.label.en), `${at}: Turkish label copies English`);
    }
  }
});

Deno.test("list columns: 4 to 7 where the resource has that many fields to show", () => {
  for (const d of RESOURCES) {
    const shown = d.fields.filter((f) => !f.writeOnly && f.kind !== "longtext").length;
    ok(d.columns.length <= 7, d.name);
    ok(d.columns.length >= Math.min(4, shown), `${d.name}: ${d.columns.length} columns of ${shown}`);
  }
});

Deno.test("field kinds, formats and flags follow DOMAIN.md", () => {
  const kind = (r: string, n: string) => field(r, n).kind;
  // Money, with a sign only where a refund is meant.
  for (
    const [r, n] of [["opportunity", "amount"], ["assessment", "taxAssessed"], ["payment", "amount"], [
      "service",
      "fee",
    ]]
  ) strictEqual(kind(r, n), "money", `${r}.${n}`);
  deepStrictEqual(
    RESOURCES.flatMap((d) => allFields(d.fields).filter(([, f]) => f.kind === "money" && f.allowNegative))
      .map(([p]) => p),
    ["amountDue"],
  );
  strictEqual(kind("opportunity", "services"), "refs");
  strictEqual(kind("cipc", "directors"), "items");
  strictEqual(kind("binding", "checklist"), "items");
  strictEqual(kind("trigger", "schedule"), "object");
  strictEqual(kind("trigger", "accountFilter"), "object");
  strictEqual(kind("incometax", "dueDate"), "date");

  const format = (r: string, n: string) => (field(r, n) as { format?: string }).format;
  strictEqual(format("account", "incomeTaxNumber"), "incomeTaxNumber");
  strictEqual(format("account", "vatNumber"), "vatNumber");
  strictEqual(format("account", "payeNumber"), "payeNumber");
  strictEqual(format("account", "idNumber"), "idNumber");
  strictEqual(format("contact", "idNumber"), "idNumber");
  strictEqual(format("supplier", "vatNumber"), "vatNumber");
  strictEqual(format("cipc", "registrationNumber"), "cipcNumber");
  strictEqual(format("document", "name"), "fileName");
  for (const d of RESOURCES) {
    for (const [path, f] of allFields(d.fields)) {
      if (/email/i.test(path)) strictEqual((f as { format?: string }).format, "email", `${d.name}.${path}`);
    }
  }

  // Refs name their resource.
  const to = (r: string, n: string) => (field(r, n) as { to?: string }).to;
  strictEqual(to("account", "partner"), "employee");
  strictEqual(to("account", "manager"), "employee");
  strictEqual(to("incometax", "preparedBy"), "employee");
  strictEqual(to("taxcasetaxtype", "taxType"), "taxtype");
  strictEqual(to("opportunity", "services"), "taxtype");
  strictEqual(to("assessment", "incomeTax"), "incometax");
  strictEqual(to("trigger", "service"), "service");

  // Unique, read-only, write-only, generated.
  const flagged = (flag: "unique" | "readOnly" | "writeOnly" | "generated") =>
    RESOURCES.flatMap((d) => d.fields.filter((f) => f[flag]).map((f) => `${d.name}.${f.name}`));
  deepStrictEqual(flagged("unique"), [
    "employee.email",
    "account.code",
    "requesttemplate.name",
    "jobtemplate.name",
    "module.key",
  ]);
  deepStrictEqual(flagged("readOnly"), [
    "objection.deadline",
    "exit.kind",
    "entrance.kind",
    "triggerrun.trigger",
    "triggerrun.ranAt",
    "triggerrun.ranBy",
    "triggerrun.scheduled",
    "triggerrun.created",
    "triggerrun.createdRecords",
    "triggerrun.skipped",
    "document.mediaType",
    "document.size",
    "document.versions",
    "document.sha256",
    "obligation.generated",
    "obligation.retired",
    "documentrequest.job",
    "documentrequest.status",
    "documentrequest.sentAt",
    "documentrequest.reminders",
    "documentrequest.escalatedAt",
    "job.title",
    "job.template",
    "job.account",
    "job.periodStart",
    "job.periodEnd",
    "job.history",
    "jobrun.template",
    "jobrun.ranAt",
    "jobrun.ranBy",
    "jobrun.scheduled",
    "jobrun.created",
    "jobrun.createdRecords",
    "jobrun.skipped",
    "permission.role",
  ]);
  deepStrictEqual(flagged("writeOnly"), ["employee.password"]);
  deepStrictEqual(flagged("generated"), [
    "account.code",
    "incometax.dueDate",
    "correspondence.responseDueOn",
    "annualreturn.dueDate",
    "obligation.dueDate",
    // A request's responsible employee is its client's manager, its due date its template's, unless given.
    "documentrequest.responsible",
    "documentrequest.dueDate",
  ]);
  strictEqual(field("employee", "password").requiredOnCreate, true);
});

Deno.test("enums have exactly DOMAIN.md's options", () => {
  const options = (r: string, n: string) => (field(r, n) as { options: readonly string[] }).options.join(" ");
  strictEqual(
    options("accounttype", "entityKind"),
    "individual company close-corporation trust partnership sole-proprietor npo",
  );
  strictEqual(options("cipc", "status"), "in-business ar-deregistration deregistered final-deregistration");
  strictEqual(options("employee", "role"), "admin staff user clerk");
  strictEqual(options("account", "status"), "prospect active dormant ceased");
  strictEqual(
    options("contact", "role"),
    "director member trustee shareholder public-officer bookkeeper other",
  );
  strictEqual(options("opportunity", "feeType"), "once-off monthly annual");
  strictEqual(options("opportunity", "stage"), "draft sent accepted declined expired");
  strictEqual(options("binding", "status"), "open in-review changes-requested signed-off");
  strictEqual(
    options("incometax", "status"),
    "requested info-received in-preparation in-review client-approved submitted assessed closed",
  );
  strictEqual(options("objection", "outcome"), "pending allowed partly-allowed disallowed");
  strictEqual(options("correspondence", "direction"), "in out");
  strictEqual(options("correspondence", "kind"), "verification audit supporting-documents general");
  strictEqual(options("correspondence", "status"), "open responded closed");
  strictEqual(options("taxclearance", "kind"), "good-standing tender foreign-investment emigration");
  strictEqual(options("exit", "status"), "draft sent replied");
  strictEqual(options("project", "status"), "planned active done cancelled");
  strictEqual(
    options("secretarialjob", "jobType"),
    "name-reservation director-change address-change moi-amendment share-transfer deregistration " +
      "reinstatement beneficial-ownership",
  );
  strictEqual(options("secretarialjob", "status"), "requested lodged completed rejected");
  strictEqual(options("annualreturn", "status"), "due filed overdue");
  strictEqual(options("payment", "method"), "eft card cash debit-order");
  strictEqual(options("autopayment", "frequency"), "monthly quarterly annually");
  strictEqual(options("permission", "role"), "admin staff user clerk");
});

Deno.test("defaults and integer ranges", () => {
  const get = (r: string, n: string) => field(r, n) as { default?: unknown; min?: number; max?: number };
  strictEqual(get("account", "status").default, "active");
  strictEqual(get("account", "financialYearEnd").default, 2);
  deepStrictEqual([get("account", "financialYearEnd").min, get("account", "financialYearEnd").max], [1, 12]);
  strictEqual(get("employee", "active").default, true);
  strictEqual(get("trigger", "active").default, true);
  strictEqual(get("autopayment", "active").default, true);
  deepStrictEqual([get("incometax", "taxYear").min, get("incometax", "taxYear").max], [1990, 2100]);
  deepStrictEqual([get("autopayment", "dayOfMonth").min, get("autopayment", "dayOfMonth").max], [1, 28]);
  deepStrictEqual([get("binding", "year").min, get("annualreturn", "year").max], [1990, 2100]);
});

Deno.test("letters share one field list; the route fixes the kind", () => {
  deepStrictEqual(def("exit").fields, def("entrance").fields);
  deepStrictEqual(def("exit").fixed, { kind: "exit" });
  deepStrictEqual(def("entrance").fixed, { kind: "entrance" });
});

Deno.test("permission grants: for each module, a set of actions", () => {
  const grants = field("permission", "grants");
  ok(grants.kind === "object");
  deepStrictEqual(grants.fields.map((f) => f.name), [
    "clients",
    "tax",
    "secretarial",
    "payments",
    "documents",
    "compliance",
    "reports",
    "master-data",
    "employees",
    "administration",
  ]);
  for (const f of grants.fields) {
    ok(f.kind === "enums");
    deepStrictEqual(f.options, ["read", "create", "update", "delete"]);
  }
});

Deno.test("view pages list the records that point at this one", () => {
  const related = (r: string) => (def(r).related ?? []).map((x) => `${x.resource}.${x.field}`);
  for (
    const r of [
      "contact.account",
      "incometax.account",
      "secretarialjob.account",
      "payment.account",
      "annualreturn.account",
      "correspondence.account",
      "opportunity.account",
    ]
  ) ok(related("account").includes(r), r);
  deepStrictEqual(related("incometax"), ["assessment.incomeTax", "document.returns"]);
  // Issue 35: the records a document links to list it.
  ok(related("account").includes("document.account"));
  deepStrictEqual(related("objection"), ["document.objections"]);
  deepStrictEqual(related("correspondence"), ["document.letters"]);
  deepStrictEqual(related("secretarialjob"), ["document.cipcJobs"]);
  deepStrictEqual(related("assessment"), ["objection.assessment"]);
  deepStrictEqual(related("paycategory"), ["paysubcategory.paycategory"]);
  ok(related("office").includes("division.office"));
  deepStrictEqual(def("account").titleFields, ["code", "name"]);
  deepStrictEqual(def("contact").titleFields, ["firstName", "lastName"]);
  deepStrictEqual(def("incometax").titleFields, ["account", "taxType", "taxYear"]);
});

Deno.test("checkDeclarations reports each kind of mistake", () => {
  const account = def("account");
  const broken = (changes: Partial<ResourceDef>, name = "account"): string[] =>
    checkDeclarations(DECLARED.map((d) => (d.name === name ? { ...d, ...changes } : d)));
  const has = (problems: string[], text: string) =>
    ok(problems.some((p) => p.includes(text)), `${JSON.stringify(problems)} lacks "${text}"`);

  has(
    broken({
      fields: [...account.fields, { kind: "ref", name: "owner", to: "nosuch", label: account.label }],
    }),
    'account.owner: refers to unknown resource "nosuch"',
  );
  has(broken({ fields: [...account.fields, account.fields[1]] }), "account.name: duplicate field name");
  has(broken({ columns: ["code", "nosuch"] }), 'account: column "nosuch" is not a field');
  has(broken({ titleFields: ["nosuch"] }), 'account: titleField "nosuch" is not a field');
  has(broken({ defaultSort: { field: "nosuch", order: "asc" } }), 'defaultSort "nosuch"');
  has(broken({ related: [{ resource: "contact", field: "nosuch" }] }), "related contact.nosuch: not a field");
  has(broken({ related: [{ resource: "contact", field: "firstName" }] }), "not a ref to account");
  has(broken({ related: [{ resource: "nosuch", field: "account" }] }), "unknown resource");
  has(broken({ base: "/apps/elsewhere" }), "account: base differs from the catalogue");
  has(broken({ fixed: { status: "active" } }), 'fixed "status" must be readOnly');
  has(
    broken({
      fields: [...account.fields, { kind: "text", name: "nolabel", label: { en: "x", tr: "", ar: "y" } }],
    }),
    "account.nolabel: no tr label",
  );
  has(
    checkDeclarations(DECLARED.filter((d) => d.name !== "payment")),
    "payment: catalogue entry has no declaration",
  );
  has(checkDeclarations([...DECLARED, { ...account, name: "ghost" }]), "ghost: not in the catalogue");
  // Nested fields are checked too.
  const trigger = def("trigger");
  has(
    broken({
      fields: trigger.fields.map((f) =>
        f.kind === "object" && f.name === "accountFilter"
          ? { ...f, fields: [...f.fields, { kind: "ref", name: "x", to: "nosuch", label: f.label } as Field] }
          : f
      ),
    }, "trigger"),
    "trigger.accountFilter.x: refers to unknown resource",
  );
  // A picker narrowed to records "sameAs" the record's own ref: that ref on both sides, to one resource.
  const job = def("job");
  const sameAs = (to: string, by: string) =>
    broken({
      fields: job.fields.map((f) => f.name === "taxReturn" ? { ...f, to, sameAs: by } as Field : f),
    }, "job");
  has(sameAs("incometax", "title"), 'job.taxReturn: "sameAs" names "title"');
  has(sameAs("incometax", "nosuch"), 'job.taxReturn: "sameAs" names "nosuch"');
  has(sameAs("employee", "account"), 'job.taxReturn: "sameAs" names "account"');
  deepStrictEqual(sameAs("incometax", "account"), []);
  has(
    broken({
      fields: job.fields.map((f) =>
        f.kind === "items" && f.name === "history"
          ? { ...f, fields: f.fields.map((g) => g.name === "taxReturn" ? { ...g, sameAs: "account" } : g) }
          : f
      ),
    }, "job"),
    'job.history.taxReturn: only a top-level ref can offer records "sameAs" its own',
  );
});

Deno.test("a job's return picker offers its client's returns only (pickerWhere)", () => {
  const field = (name: string) => def("job").fields.find((f) => f.name === name)!;
  deepStrictEqual(pickerWhere(field("taxReturn"), { account: "acc-1", taxReturn: "" }), {
    account: ["acc-1"],
  });
  // No client yet: every return is offered, the server checking the pair on save.
  strictEqual(pickerWhere(field("taxReturn"), { account: "" }), undefined);
  strictEqual(pickerWhere(field("taxReturn"), {}), undefined);
  // A ref without `sameAs` offers every record.
  strictEqual(pickerWhere(field("assignee"), { account: "acc-1" }), undefined);
});
