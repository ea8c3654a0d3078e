/**
 * Document requests (issue 35): staff ask a client for papers, item by item, from a template administrators keep
 * or ad hoc. The request's record holds its items and what became of them; the server alone writes what a request
 * is sent, reminded, received and completed by (server/backoffice/documents/requests.ts), and keeps its upload
 * links (their hashes) beside it.
 */
import { DOCUMENT_KINDS } from "./documents.ts";
import {
  client,
  date,
  employeeRef,
  integer,
  items,
  nameField,
  notes,
  oneOf,
  ref,
  route,
  text,
  year,
} from "./fields.ts";
import type { Field, ResourceDef } from "./types.ts";

export const REQUEST_STATUSES = ["open", "complete", "cancelled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const ITEM_STATUSES = ["open", "received"] as const;

const itemLabel = (): Field => text("label", ["Document", "Belge", "المستند"], { required: true, max: 200 });
/** The folder an item's document files into: its options are the documents' folders, worded as theirs. */
export const ITEM_KIND: Field = oneOf(
  "kind",
  ["Files as", "Dosyalandığı klasör", "يُحفظ في"],
  DOCUMENT_KINDS,
  {
    required: true,
    default: "other",
  },
);

export const requestTemplate: ResourceDef = {
  ...route("requesttemplate"),
  module: "documents",
  fields: [
    nameField({ unique: true, max: 120 }),
    items("items", ["Checklist", "Kontrol listesi", "قائمة المستندات"], [itemLabel(), ITEM_KIND], {
      required: true,
    }),
    integer("dueInDays", ["Due after (days)", "Son tarih (gün sonra)", "الاستحقاق بعد (أيام)"], {
      required: true,
      min: 1,
      max: 365,
      default: 14,
    }),
    // Days relative to the due date on which the client is reminded (-3: three days before, 0: on the day).
    items("reminders", ["Reminders", "Hatırlatmalar", "التذكيرات"], [
      integer("days", ["Days from the due date", "Son tarihe göre gün", "أيام من تاريخ الاستحقاق"], {
        required: true,
        min: -60,
        max: 60,
      }),
    ]),
    integer("repeatEvery", ["Then every (days)", "Sonra her (gün)", "ثم كل (أيام)"], {
      min: 0,
      max: 90,
      default: 7,
    }),
    integer("escalateAfter", [
      "Escalate after (reminders)",
      "Şu kadar hatırlatmadan sonra üst kişiye bildir",
      "التصعيد بعد (تذكيرات)",
    ], { required: true, min: 1, max: 50, default: 3 }),
  ],
  columns: ["name", "dueInDays", "repeatEvery", "escalateAfter"],
  titleFields: ["name"],
  defaultSort: { field: "name", order: "asc" },
};

export const documentRequest: ResourceDef = {
  ...route("documentrequest"),
  module: "documents",
  fields: [
    client(),
    ref("template", ["Template", "Şablon", "القالب"], "requesttemplate"),
    // The job whose stage sent it (issue 38), written by that automation alone.
    ref("job", ["Job", "İş", "العمل"], "job", { readOnly: true, weak: true }),
    // Filled in from the client's manager when left blank.
    employeeRef("responsible", ["Responsible", "Sorumlu", "المسؤول"], { required: true, generated: true }),
    year("taxYear", ["Tax year", "Vergi yılı", "السنة الضريبية"], { required: true }),
    // From the template's days when left blank.
    date("dueDate", ["Due date", "Son tarih", "تاريخ الاستحقاق"], { required: true, generated: true }),
    oneOf("status", ["Status", "Durum", "الحالة"], REQUEST_STATUSES, { readOnly: true, default: "open" }),
    // Copied from the template when left empty; each item's due date is the request's unless given.
    items("items", ["Documents asked for", "İstenen belgeler", "المستندات المطلوبة"], [
      itemLabel(),
      ITEM_KIND,
      date("dueDate", ["Due date", "Son tarih", "تاريخ الاستحقاق"]),
      oneOf("status", ["Status", "Durum", "الحالة"], ITEM_STATUSES, { readOnly: true, default: "open" }),
      ref("document", ["Received as", "Alınan belge", "المستند المستلم"], "document", {
        readOnly: true,
        weak: true,
      }),
    ]),
    text("sentAt", ["Sent", "Gönderildi", "أُرسل"], { readOnly: true, clock: true }),
    integer("reminders", ["Reminders sent", "Gönderilen hatırlatmalar", "التذكيرات المرسلة"], {
      readOnly: true,
      min: 0,
    }),
    text("escalatedAt", ["Escalated", "Üst kişiye bildirildi", "صُعِّد"], { readOnly: true, clock: true }),
    notes(),
  ],
  columns: ["account", "taxYear", "dueDate", "responsible", "status", "reminders"],
  titleFields: ["account", "taxYear"],
  defaultSort: { field: "dueDate", order: "asc" },
};

export const DOCUMENT_REQUESTS: readonly ResourceDef[] = [documentRequest, requestTemplate];
