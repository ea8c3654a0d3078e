/**
 * Recurring work (issue 38): job templates administrators keep (stages in order, each with its checklist, who does
 * it and its budgeted hours; when the work recurs and for which clients), the jobs runs make from them, one per
 * client and period, and each run's log. The periods are domain/jobs/recurrence.ts's; the runs are
 * server/workflows/jobs.ts's.
 */
import { FREQUENCIES } from "../jobs/frequencies.ts";
import { INCOME_TAX_STATUSES } from "./tax.ts";
import {
  active,
  assignee,
  bool,
  client,
  date,
  employeeRef,
  integer,
  items,
  nameField,
  notes,
  object,
  oneOf,
  ref,
  route,
  runLogFields,
  text,
} from "./fields.ts";
import type { Field, ResourceDef } from "./types.ts";

/** Who does a stage: the client's manager, partner or preparer (fields of the client), or a named employee. */
export const STAGE_ROLES = ["manager", "partner", "preparer", "employee"] as const;
export type StageRole = (typeof STAGE_ROLES)[number];
export const JOB_STATUSES = ["open", "done"] as const;
/**
 * What a line of a job's history says: made by a run in its first stage, moved by someone, moved on by itself,
 * or what an automation did on entering a stage (server/workflows/job-automations.ts): set the linked return's
 * status, or said that a job without a return had none to set; or a template's edit applied to it before it started.
 */
export const JOB_EVENTS = [
  "started",
  "moved",
  "moved-on",
  "assigned-to",
  "not-assigned",
  "notified",
  "request-sent",
  "return-status-set",
  "return-status-not-set",
  "template-changed",
] as const;
export type JobEvent = (typeof JOB_EVENTS)[number];

const hours = (name: string): Field =>
  integer(name, ["Budgeted hours", "Bütçelenen saat", "الساعات المقدّرة"], { min: 0, max: 10_000 });

export const jobTemplate: ResourceDef = {
  ...route("jobtemplate"),
  module: "compliance",
  fields: [
    nameField({ unique: true, max: 120 }),
    // In order: a job starts in the first and moves through them.
    items("stages", ["Stages", "Aşamalar", "المراحل"], [
      text("name", ["Stage", "Aşama", "المرحلة"], { required: true, max: 80 }),
      oneOf("role", ["Done by", "Yapan", "يتولاها"], STAGE_ROLES, { required: true, default: "manager" }),
      employeeRef("employee", ["Employee", "Çalışan", "الموظف"], {
        required: true,
        when: { field: "role", is: ["employee"] },
      }),
      items("checklist", ["Checklist", "Kontrol listesi", "قائمة التحقق"], [
        text("item", ["Item", "Madde", "البند"], { required: true, max: 200 }),
      ]),
      hours("hours"),
      // Automations on entering the stage, and leaving it once its work is done.
      bool("assign", [
        "On entering: assign to whoever does it",
        "Girişte: yapana ata",
        "عند الدخول: إسناده لمن يتولاها",
      ], { default: false }),
      bool("notify", [
        "On entering: notify the assignee",
        "Girişte: atanan kişiye bildir",
        "عند الدخول: إشعار المكلَّف",
      ], { default: false }),
      ref("request", [
        "On entering: send a document request from",
        "Girişte: şu şablondan belge talebi gönder",
        "عند الدخول: إرسال طلب مستندات من",
      ], "requesttemplate"),
      // The status a job's linked income-tax return takes on entering the stage: one of the return's own.
      oneOf("returnStatus", [
        "On entering: set the linked return's status to",
        "Girişte: bağlı beyannamenin durumunu şuna getir",
        "عند الدخول: تعيين حالة الإقرار المرتبط إلى",
      ], INCOME_TAX_STATUSES),
      bool("moveOn", [
        "Move on by itself when its checklist and requests are done",
        "Kontrol listesi ve talepleri bitince kendiliğinden ilerlesin",
        "الانتقال تلقائيًا عند إنجاز قائمة التحقق والطلبات",
      ], { default: false }),
    ], { required: true }),
    object("recurrence", ["Recurrence", "Yineleme", "التكرار"], [
      oneOf("frequency", ["Repeats", "Tekrar", "يتكرر"], FREQUENCIES, { required: true, default: "monthly" }),
      integer("day", ["Each period starts on day", "Her dönemin başladığı gün", "يبدأ كل فترة في اليوم"], {
        required: true,
        min: 1,
        max: 31,
        default: 1,
      }),
    ], { required: true }),
    // The first period starts on or after this day; its month sets the cycle (Mar/Apr, May/Jun...).
    date("startsOn", ["First period from", "İlk dönem başlangıcı", "الفترة الأولى من"], { required: true }),
    integer("dueDaysAfter", [
      "Due (days after the period ends)",
      "Son tarih (dönem bitiminden gün sonra)",
      "الاستحقاق (أيام بعد نهاية الفترة)",
    ], { required: true, min: 0, max: 730, default: 25 }),
    integer("daysAhead", [
      "Create jobs (days ahead of the period)",
      "İşleri oluştur (dönemden gün önce)",
      "إنشاء الأعمال (أيام قبل الفترة)",
    ], { required: true, min: 0, max: 365, default: 7 }),
    // The clients list's own query (its filters and conditions, as its address spells them): `status=active&...`.
    text("clients", [
      "Clients (the clients list's filter)",
      "Müşteriler (müşteri listesi filtresi)",
      "العملاء (تصفية قائمة العملاء)",
    ], {
      max: 1000,
    }),
    active(),
  ],
  columns: ["name", "startsOn", "dueDaysAfter", "daysAhead", "active"],
  titleFields: ["name"],
  defaultSort: { field: "name", order: "asc" },
  related: [{ resource: "job", field: "template" }],
};

export const job: ResourceDef = {
  ...route("job"),
  module: "compliance",
  fields: [
    text("title", ["Title", "Başlık", "العنوان"], { readOnly: true, searchable: true }),
    ref("template", ["Template", "Şablon", "القالب"], "jobtemplate", { readOnly: true }),
    client({ readOnly: true, searchable: true }),
    // The return the job works on, whose status a stage may set on entering it (its client's own: the picker
    // offers no other, and the server refuses another's).
    ref("taxReturn", ["Income tax return", "Gelir vergisi beyannamesi", "إقرار ضريبة الدخل"], "incometax", {
      sameAs: "account",
    }),
    date("periodStart", ["Period from", "Dönem başı", "بداية الفترة"], { readOnly: true }),
    date("periodEnd", ["Period to", "Dönem sonu", "نهاية الفترة"], { readOnly: true }),
    text("stage", ["Stage", "Aşama", "المرحلة"], { required: true, max: 80 }),
    items("checklist", ["Checklist", "Kontrol listesi", "قائمة التحقق"], [
      text("stage", ["Stage", "Aşama", "المرحلة"], { required: true, max: 80 }),
      text("item", ["Item", "Madde", "البند"], { required: true, max: 200 }),
      bool("done", ["Done", "Tamamlandı", "منجز"], { default: false }),
    ]),
    assignee(),
    date("dueDate", ["Due date", "Son tarih", "تاريخ الاستحقاق"], { required: true }),
    hours("budgetedHours"),
    oneOf("status", ["Status", "Durum", "الحالة"], JOB_STATUSES, { required: true, default: "open" }),
    notes(),
    // Written by the server alone, a line per stage change and per automation's effect, oldest first.
    items("history", ["Stage history", "Aşama geçmişi", "سجل المراحل"], [
      text("stage", ["Stage", "Aşama", "المرحلة"], { max: 80 }),
      text("at", ["When", "Ne zaman", "متى"], { clock: true }),
      oneOf("event", ["What happened", "Ne oldu", "ما حدث"], JOB_EVENTS),
      // Empty when the server did it (a run, an automation).
      employeeRef("by", ["By", "Yapan", "بواسطة"], { weak: true }),
      employeeRef("employee", ["Employee", "Çalışan", "الموظف"], { weak: true }),
      ref("request", ["Document request", "Belge talebi", "طلب المستندات"], "documentrequest", {
        weak: true,
      }),
      // With "not-assigned": the role that named nobody for the client.
      oneOf("role", ["Whose role", "Kimin rolü", "دور من"], STAGE_ROLES),
      // With "return-status-set" and "return-status-not-set": the status, and the return it was set on.
      oneOf("returnStatus", ["Return status", "Beyanname durumu", "حالة الإقرار"], INCOME_TAX_STATUSES),
      ref("taxReturn", ["Income tax return", "Gelir vergisi beyannamesi", "إقرار ضريبة الدخل"], "incometax", {
        weak: true,
      }),
    ], { readOnly: true }),
  ],
  columns: ["title", "account", "stage", "assignee", "dueDate", "status"],
  titleFields: ["title"],
  defaultSort: { field: "dueDate", order: "asc" },
  related: [{ resource: "documentrequest", field: "job" }],
  unsupported: ["create"],
};

/** One run of a job template, by "Run now" or the daily schedule: written by the run alone, as a trigger run. */
export const jobRun: ResourceDef = {
  ...route("jobrun"),
  module: "compliance",
  fields: runLogFields(
    ["template", ["Template", "Şablon", "القالب"], "jobtemplate"],
    [["Jobs created", "Oluşturulan işler", "الأعمال المُنشأة"], "job"],
  ),
  columns: ["ranAt", "template", "ranBy", "scheduled", "created", "skipped"],
  titleFields: ["template", "ranAt"],
  defaultSort: { field: "createdAt", order: "desc" },
  unsupported: ["create", "update", "delete"],
};

export const JOBS: readonly ResourceDef[] = [jobTemplate, job, jobRun];
