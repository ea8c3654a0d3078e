/**
 * Compliance (issue 36): every statutory obligation of every client as a record of its own, generated from the
 * client's compliance profile (domain/compliance) and tracked like any other work; and the filing seasons' table,
 * the dates SARS sets each year, kept by administrators.
 */
import { OBLIGATION_KINDS } from "../compliance/kinds.ts";
import {
  assignee,
  bool,
  client,
  date,
  dueDateReason,
  notes,
  oneOf,
  ref,
  route,
  text,
  year,
} from "./fields.ts";
import type { ResourceDef } from "./types.ts";

export const OBLIGATION_STATUSES = ["open", "submitted", "paid", "not-required"] as const;
/** Statuses a run never touches: the work is done (or recorded as not needed by a person). */
export const SETTLED_OBLIGATION_STATUSES = ["submitted", "paid"] as const;

export const obligation: ResourceDef = {
  ...route("obligation"),
  module: "compliance",
  fields: [
    client(),
    oneOf("kind", ["Obligation", "Yükümlülük", "الالتزام"], OBLIGATION_KINDS, { required: true }),
    // Checked against the kind (domain/compliance/rules.ts PERIOD_PATTERNS): 2027/1, 2027-03, 2027/interim, 2027.
    text("period", ["Period", "Dönem", "الفترة"], { required: true, searchable: true, max: 20 }),
    // Worked out by the compliance rules when left blank (domain/compliance/worked-out.ts); changed by hand, says why.
    date("dueDate", ["Due date", "Son tarih", "تاريخ الاستحقاق"], { generated: true }),
    dueDateReason(),
    oneOf("status", ["Status", "Durum", "الحالة"], OBLIGATION_STATUSES, { required: true, default: "open" }),
    assignee(),
    ref("incomeTax", ["Income tax return", "Gelir vergisi beyannamesi", "إقرار ضريبة الدخل"], "incometax"),
    ref("payment", ["Payment", "Ödeme", "الدفعة"], "payment"),
    // Made by a run from the profile (a run changes and retires only these); false for one entered by hand.
    bool("generated", ["Generated from the profile", "Profilden üretildi", "مُولَّد من الملف"], {
      readOnly: true,
      default: false,
    }),
    // Not required because a run found the profile no longer calls for it: a run reopens it if it does again.
    bool("retired", ["Retired by a run", "Bir çalıştırmayla kaldırıldı", "أُوقِف بتشغيل"], {
      readOnly: true,
      default: false,
    }),
    notes(),
  ],
  columns: ["account", "kind", "period", "dueDate", "status", "assignee"],
  titleFields: ["kind", "period"],
  defaultSort: { field: "dueDate", order: "asc" },
};

export const filingseason: ResourceDef = {
  ...route("filingseason"),
  module: "compliance",
  fields: [
    // One row a year: the hook refuses a second (only text fields carry `unique`).
    year("year", ["Year of assessment", "Vergilendirme yılı", "سنة التقدير"], { required: true }),
    date("itr12", ["ITR12 closing date", "ITR12 son tarihi", "آخر موعد لـ ITR12"], { required: true }),
    date("itr12Provisional", [
      "ITR12 closing date, provisional taxpayers",
      "ITR12 son tarihi, geçici vergi mükellefleri",
      "آخر موعد لـ ITR12 للمكلفين بالضريبة المؤقتة",
    ], { required: true }),
    date("itr12t", [
      "ITR12T closing date (trusts)",
      "ITR12T son tarihi (trust)",
      "آخر موعد لـ ITR12T (الصناديق)",
    ], {
      required: true,
    }),
    date("emp501Interim", [
      "EMP501 interim deadline",
      "EMP501 ara dönem son tarihi",
      "آخر موعد لتسوية EMP501 المرحلية",
    ], {
      required: true,
    }),
    date("emp501Annual", [
      "EMP501 annual deadline",
      "EMP501 yıllık son tarihi",
      "آخر موعد لتسوية EMP501 السنوية",
    ], {
      required: true,
    }),
    bool("confirmed", [
      "Checked against SARS's notice",
      "SARS duyurusuyla doğrulandı",
      "مُتحقَّق منه مقابل إشعار SARS",
    ], {
      default: false,
    }),
    text("source", ["Source", "Kaynak", "المصدر"], { max: 300 }),
  ],
  columns: ["year", "itr12", "itr12Provisional", "itr12t", "emp501Interim", "emp501Annual", "confirmed"],
  titleFields: ["year"],
  defaultSort: { field: "year", order: "desc" },
};

export const COMPLIANCE: readonly ResourceDef[] = [obligation, filingseason];
