/** Secretarial (DOMAIN.md): CIPC jobs and annual returns. */
import {
  assignee,
  bool,
  client,
  date,
  dueDateReason,
  fee,
  oneOf,
  route,
  status,
  text,
  year,
} from "./fields.ts";
import { withContext } from "./title.ts";
import type { ResourceDef } from "./types.ts";

export const SECRETARIAL_JOB_TYPES = [
  "name-reservation",
  "director-change",
  "address-change",
  "moi-amendment",
  "share-transfer",
  "deregistration",
  "reinstatement",
  "beneficial-ownership",
] as const;
export const SECRETARIAL_JOB_STATUSES = ["requested", "lodged", "completed", "rejected"] as const;

const cipcReference = () =>
  text("cipcReference", ["CIPC reference", "CIPC referansı", "مرجع CIPC"], { searchable: true, max: 50 });

export const secretarialjob: ResourceDef = {
  ...route("secretarialjob"),
  module: "secretarial",
  fields: [
    client(),
    oneOf("jobType", ["Job type", "İş türü", "نوع العمل"], SECRETARIAL_JOB_TYPES, { required: true }),
    date("requestedOn", ["Requested on", "Talep tarihi", "تاريخ الطلب"], { required: true }),
    date("lodgedOn", ["Lodged on", "Başvuru tarihi", "تاريخ التقديم"]),
    date("completedOn", ["Completed on", "Tamamlanma tarihi", "تاريخ الإنجاز"]),
    cipcReference(),
    fee(),
    assignee(),
    status(SECRETARIAL_JOB_STATUSES, "requested"),
  ],
  columns: ["account", "jobType", "requestedOn", "cipcReference", "assignee", "status"],
  titleFields: ["account", "jobType"],
  title: (t) => withContext(t.jobType, t.account),
  defaultSort: { field: "requestedOn", order: "desc" },
  related: [{ resource: "document", field: "cipcJobs" }],
};

export const ANNUAL_RETURN_STATUSES = ["due", "filed", "overdue"] as const;

export const annualreturn: ResourceDef = {
  ...route("annualreturn"),
  module: "secretarial",
  fields: [
    client(),
    year("year", ["Year", "Yıl", "السنة"], { required: true }),
    // Computed from the client's CIPC record when left blank (domain/deadlines.ts annualReturnDueDate).
    date("dueDate", ["Due date", "Son tarih", "تاريخ الاستحقاق"], { generated: true }),
    dueDateReason(),
    text("turnoverBand", ["Turnover band", "Ciro aralığı", "شريحة حجم الأعمال"], { max: 50 }),
    fee(),
    date("filedOn", ["Filed on", "Dosyalama tarihi", "تاريخ الإيداع"]),
    cipcReference(),
    bool("paid", ["Paid", "Ödendi", "مدفوع"], { default: false }),
    status(ANNUAL_RETURN_STATUSES, "due"),
  ],
  columns: ["account", "year", "dueDate", "filedOn", "paid", "status"],
  titleFields: ["account", "year"],
  title: (t) => withContext(t.year, t.account),
  defaultSort: { field: "dueDate", order: "asc" },
};

export const SECRETARIAL: readonly ResourceDef[] = [secretarialjob, annualreturn];
