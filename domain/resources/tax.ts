/** Tax (DOMAIN.md): returns, assessments, disputes, SARS correspondence, letters, projects and tax-case set-up. */
import {
  active,
  assignee,
  bool,
  client,
  date,
  description,
  dueDateReason,
  email,
  employeeRef,
  fee,
  integer,
  longtext,
  money,
  nameField,
  notes,
  object,
  oneOf,
  owner,
  ref,
  route,
  runLogFields,
  status,
  taxTypeRef,
  text,
  year,
} from "./fields.ts";
import { withContext } from "./title.ts";
import type { Field, ResourceDef } from "./types.ts";

/**
 * A return's statuses in the order it goes through them. `client-approved` (issue 37): the client accepted an
 * approval of a document linked to it in the portal, which moves a return not yet that far on by itself
 * (server/portal/approvals.ts); submitting stays staff's act.
 */
export const INCOME_TAX_STATUSES = [
  "requested",
  "info-received",
  "in-preparation",
  "in-review",
  "client-approved",
  "submitted",
  "assessed",
  "closed",
] as const;

/**
 * The statuses before `client-approved` came (the portal's doing), in order: what the demo practice and the benches
 * draw from, so their records stay as they were (submitted at index 4, assessed at 5). The demo practice then
 * makes every other return in review one its client approved, with no draw of its own.
 */
export const STAFF_RETURN_STATUSES = INCOME_TAX_STATUSES.filter((s) => s !== "client-approved");

/**
 * Whether a return in `status` moves to `client-approved` when its client approves a document linked to it: one
 * before that status does (requested … in-review); one approved, submitted or later, or of a status unknown here,
 * stays.
 */
export function movesOnClientApproval(status: unknown): boolean {
  const at = INCOME_TAX_STATUSES.indexOf(status as (typeof INCOME_TAX_STATUSES)[number]);
  return at >= 0 && at < INCOME_TAX_STATUSES.indexOf("client-approved");
}

export const incometax: ResourceDef = {
  ...route("incometax"),
  module: "tax",
  fields: [
    client(),
    taxTypeRef({ required: true }),
    year("taxYear", ["Tax year", "Vergi yılı", "السنة الضريبية"], { required: true }),
    // Worked out by SARS's rules when left blank (domain/workflows/due-dates.ts); a date changed by hand says why.
    date("dueDate", ["Due date", "Son tarih", "تاريخ الاستحقاق"], { generated: true }),
    dueDateReason(),
    date("requestedOn", ["Requested on", "Talep tarihi", "تاريخ الطلب"]),
    date("infoReceivedOn", ["Information received on", "Bilgilerin alındığı tarih", "تاريخ استلام المعلومات"]),
    employeeRef("preparedBy", ["Prepared by", "Hazırlayan", "أعدّه"]),
    employeeRef("reviewedBy", ["Reviewed by", "Kontrol eden", "راجعه"]),
    date("submittedOn", ["Submitted on", "Gönderim tarihi", "تاريخ التقديم"]),
    text("efilingReference", ["eFiling reference", "eFiling referansı", "مرجع eFiling"], {
      searchable: true,
      max: 50,
    }),
    status(INCOME_TAX_STATUSES, "requested"),
  ],
  columns: ["account", "taxType", "taxYear", "dueDate", "preparedBy", "status"],
  titleFields: ["account", "taxType", "taxYear"],
  defaultSort: { field: "dueDate", order: "asc" },
  related: [{ resource: "assessment", field: "incomeTax" }, { resource: "document", field: "returns" }],
};

export const assessment: ResourceDef = {
  ...route("assessment"),
  module: "tax",
  fields: [
    ref("incomeTax", ["Income tax return", "Gelir vergisi beyannamesi", "إقرار ضريبة الدخل"], "incometax", {
      required: true,
      searchable: true,
    }),
    date("assessmentDate", ["Assessment date", "Tarhiyat tarihi", "تاريخ التقييم"], { required: true }),
    money("taxableIncome", ["Taxable income", "Vergiye tabi gelir", "الدخل الخاضع للضريبة"]),
    money("taxAssessed", ["Tax assessed", "Tarh edilen vergi", "الضريبة المقدَّرة"]),
    money("amountDue", [
      "Amount due (negative: refund)",
      "Ödenecek tutar (eksi: iade)",
      "المبلغ المستحق (السالب: استرداد)",
    ], {
      allowNegative: true,
    }),
    date("paymentDueDate", ["Payment due date", "Son ödeme tarihi", "تاريخ استحقاق الدفع"]),
    bool("agreesWithReturn", ["Agrees with return", "Beyanname ile uyumlu", "مطابق للإقرار"]),
    notes(),
  ],
  columns: ["incomeTax", "assessmentDate", "taxAssessed", "amountDue", "paymentDueDate", "agreesWithReturn"],
  titleFields: ["incomeTax", "assessmentDate"],
  defaultSort: { field: "assessmentDate", order: "desc" },
  related: [{ resource: "objection", field: "assessment" }],
};

export const OBJECTION_OUTCOMES = ["pending", "allowed", "partly-allowed", "disallowed"] as const;

export const objection: ResourceDef = {
  ...route("objection"),
  module: "tax",
  fields: [
    ref("assessment", ["Assessment", "Tarhiyat", "التقييم"], "assessment", {
      required: true,
      searchable: true,
    }),
    longtext("groundsSummary", ["Grounds (summary)", "İtiraz gerekçeleri (özet)", "أسباب الاعتراض (ملخص)"], {
      required: true,
    }),
    date("reasonsRequestedOn", ["Reasons requested on", "Gerekçe talep tarihi", "تاريخ طلب الأسباب"]),
    date("lodgedOn", ["Lodged on", "Başvuru tarihi", "تاريخ التقديم"]),
    date("deadline", ["Deadline", "Son itiraz tarihi", "الموعد النهائي"], { readOnly: true }),
    text("sarsCaseNumber", ["SARS case number", "SARS dosya numarası", "رقم القضية لدى SARS"], {
      searchable: true,
      max: 50,
    }),
    date("decisionDueOn", ["Decision due on", "Beklenen karar tarihi", "تاريخ استحقاق القرار"]),
    oneOf("outcome", ["Outcome", "Sonuç", "النتيجة"], OBJECTION_OUTCOMES, { default: "pending" }),
    date("appealLodgedOn", ["Appeal lodged on", "Temyiz başvuru tarihi", "تاريخ تقديم الاستئناف"]),
  ],
  columns: ["assessment", "lodgedOn", "deadline", "sarsCaseNumber", "outcome"],
  titleFields: ["assessment", "sarsCaseNumber"],
  defaultSort: { field: "deadline", order: "asc" },
  related: [{ resource: "document", field: "objections" }],
};

export const CORRESPONDENCE_DIRECTIONS = ["in", "out"] as const;
export const CORRESPONDENCE_KINDS = ["verification", "audit", "supporting-documents", "general"] as const;
export const CORRESPONDENCE_STATUSES = ["open", "responded", "closed"] as const;

export const correspondence: ResourceDef = {
  ...route("correspondence"),
  module: "tax",
  fields: [
    client(),
    taxTypeRef(),
    oneOf("direction", ["Direction", "Yön", "الاتجاه"], CORRESPONDENCE_DIRECTIONS, { required: true }),
    oneOf("kind", ["Kind", "Tür", "النوع"], CORRESPONDENCE_KINDS, { required: true }),
    text("subject", ["Subject", "Konu", "الموضوع"], { required: true, searchable: true }),
    date("receivedOn", ["Received on", "Alındığı tarih", "تاريخ الاستلام"], { required: true }),
    // Worked out from the kind of letter when left blank (domain/workflows/due-dates.ts).
    date("responseDueOn", ["Response due on", "Son yanıt tarihi", "تاريخ استحقاق الرد"], { generated: true }),
    dueDateReason("responseDueReason"),
    date("respondedOn", ["Responded on", "Yanıt tarihi", "تاريخ الرد"]),
    assignee(),
    status(CORRESPONDENCE_STATUSES, "open"),
  ],
  columns: ["receivedOn", "account", "subject", "kind", "responseDueOn", "assignee", "status"],
  titleFields: ["subject"],
  defaultSort: { field: "receivedOn", order: "desc" },
  related: [{ resource: "document", field: "letters" }],
};

export const TAX_CLEARANCE_KINDS = ["good-standing", "tender", "foreign-investment", "emigration"] as const;

export const taxclearance: ResourceDef = {
  ...route("taxclearance"),
  module: "tax",
  fields: [
    client(),
    oneOf("kind", ["Purpose", "Amaç", "الغرض"], TAX_CLEARANCE_KINDS, { required: true }),
    date("requestedOn", ["Requested on", "Talep tarihi", "تاريخ الطلب"], { required: true }),
    text("pin", ["PIN", "PIN", "الرقم السري (PIN)"], { searchable: true, max: 20 }),
    date("issuedOn", ["Issued on", "Veriliş tarihi", "تاريخ الإصدار"]),
    date("expiresOn", ["Expires on", "Geçerlilik bitiş tarihi", "تاريخ الانتهاء"]),
    bool("compliant", ["Compliant", "Uyumlu", "ملتزم"]),
    longtext("blockingIssues", ["Blocking issues", "Engelleyen sorunlar", "العوائق"]),
  ],
  columns: ["account", "kind", "requestedOn", "issuedOn", "expiresOn", "compliant"],
  titleFields: ["account", "kind"],
  title: (t) => withContext(t.kind, t.account),
  defaultSort: { field: "requestedOn", order: "desc" },
};

export const LETTER_KINDS = ["entrance", "exit"] as const;
export const LETTER_STATUSES = ["draft", "sent", "replied"] as const;

/** Professional letters: entrance and exit letters share these fields; the route fixes `kind`. */
const letterFields = (): Field[] => [
  client(),
  oneOf("kind", ["Letter type", "Mektup türü", "نوع الرسالة"], LETTER_KINDS, { readOnly: true }),
  text("otherPractitioner", ["Other practitioner", "Diğer meslek mensubu", "الممارس الآخر"], {
    required: true,
    searchable: true,
  }),
  email("otherPractitionerEmail", [
    "Other practitioner's email",
    "Diğer meslek mensubunun e-postası",
    "البريد الإلكتروني للممارس الآخر",
  ]),
  date("sentOn", ["Sent on", "Gönderim tarihi", "تاريخ الإرسال"]),
  date("replyReceivedOn", ["Reply received on", "Yanıtın alındığı tarih", "تاريخ استلام الرد"]),
  status(LETTER_STATUSES, "draft"),
];

const letter = (kind: (typeof LETTER_KINDS)[number]): ResourceDef => ({
  ...route(kind),
  module: "tax",
  fields: letterFields(),
  columns: ["account", "otherPractitioner", "sentOn", "replyReceivedOn", "status"],
  titleFields: ["account", "otherPractitioner"],
  title: (t) => withContext(t.otherPractitioner, t.account),
  defaultSort: { field: "createdAt", order: "desc" },
  fixed: { kind },
});

export const exit: ResourceDef = letter("exit");
export const entrance: ResourceDef = letter("entrance");

export const PROJECT_STATUSES = ["planned", "active", "done", "cancelled"] as const;

export const project: ResourceDef = {
  ...route("project"),
  module: "tax",
  fields: [
    nameField(),
    client({}),
    owner(),
    date("startOn", ["Starts on", "Başlangıç tarihi", "تاريخ البدء"]),
    date("dueOn", ["Due on", "Bitiş tarihi", "تاريخ الاستحقاق"]),
    status(PROJECT_STATUSES, "planned"),
    description(),
  ],
  columns: ["name", "account", "owner", "startOn", "dueOn", "status"],
  titleFields: ["name"],
  defaultSort: { field: "dueOn", order: "asc" },
};

export const taxcasetaxtype: ResourceDef = {
  ...route("taxcasetaxtype"),
  module: "tax",
  fields: [nameField(), taxTypeRef({ required: true })],
  columns: ["name", "taxType"],
  titleFields: ["name"],
  defaultSort: { field: "name", order: "asc" },
};

export const service: ResourceDef = {
  ...route("service"),
  module: "tax",
  fields: [nameField(), taxTypeRef(), fee(), description()],
  columns: ["name", "taxType", "fee", "description"],
  titleFields: ["name"],
  defaultSort: { field: "name", order: "asc" },
  related: [{ resource: "trigger", field: "service" }],
};

/** Statutory: each return dated by SARS's rules (domain/workflows/due-dates.ts); the others: the practice's own day. */
export const SCHEDULE_KINDS = ["statutory", "yearly", "after-year-end"] as const;

export const trigger: ResourceDef = {
  ...route("trigger"),
  module: "tax",
  fields: [
    nameField(),
    taxTypeRef({ required: true }),
    ref("service", ["Service", "Hizmet", "الخدمة"], "service"),
    object("schedule", ["Schedule", "Zamanlama", "الجدولة"], [
      oneOf("kind", ["Schedule type", "Zamanlama türü", "نوع الجدولة"], SCHEDULE_KINDS, { required: true }),
      integer("month", ["Month", "Ay", "الشهر"], {
        required: true,
        min: 1,
        max: 12,
        when: { field: "kind", is: ["yearly"] },
      }),
      integer("day", ["Day", "Gün", "اليوم"], {
        required: true,
        min: 1,
        max: 31,
        when: { field: "kind", is: ["yearly"] },
      }),
      integer(
        "days",
        ["Days after year end", "Yıl sonundan sonraki gün sayısı", "عدد الأيام بعد نهاية السنة"],
        {
          required: true,
          min: 0,
          max: 730,
          when: { field: "kind", is: ["after-year-end"] },
        },
      ),
    ], { required: true }),
    object("accountFilter", ["Client filter", "Müşteri filtresi", "تصفية العملاء"], [
      ref("accountGroup", ["Account group", "Hesap grubu", "مجموعة الحسابات"], "accountgroup"),
      ref("accountType", ["Account type", "Hesap türü", "نوع الحساب"], "accounttype"),
      bool("provisionalTaxpayer", [
        "Provisional taxpayer",
        "Geçici vergi mükellefi",
        "مكلّف بالضريبة المؤقتة",
      ]),
    ]),
    assignee(),
    active(),
  ],
  columns: ["name", "taxType", "service", "assignee", "active"],
  titleFields: ["name"],
  defaultSort: { field: "name", order: "asc" },
};

/**
 * One run of a trigger (DOMAIN.md), by hand or by the daily schedule: written by the run itself
 * (server/workflows/triggers.ts), never by a client, so every field is the server's and there is no create or
 * delete. Its refs are weak: the log names the trigger and the returns it made without keeping anyone from
 * deleting them.
 */
export const triggerrun: ResourceDef = {
  ...route("triggerrun"),
  module: "tax",
  fields: runLogFields(
    ["trigger", ["Trigger", "Tetikleyici", "المشغّل"], "trigger"],
    [["Returns created", "Oluşturulan beyannameler", "الإقرارات المُنشأة"], "incometax"],
  ),
  columns: ["ranAt", "trigger", "ranBy", "scheduled", "created", "skipped"],
  titleFields: ["trigger", "ranAt"],
  // ranAt reads to the second; createdAt (to the millisecond) keeps two runs in the same second in order.
  defaultSort: { field: "createdAt", order: "desc" },
  unsupported: ["create", "update", "delete"],
};

export const TAX: readonly ResourceDef[] = [
  incometax,
  assessment,
  objection,
  correspondence,
  taxclearance,
  exit,
  entrance,
  project,
  taxcasetaxtype,
  service,
  trigger,
  triggerrun,
];
