/**
 * Builders for the resource declarations: one call per field, labels as [en, tr, ar], and the fields that many
 * resources share (name, notes, client, assignee...) written once.
 */
import { type Label, resourceByName, type ResourceRoute } from "./catalogue.ts";
import type { Field } from "./types.ts";

/** A label's three languages, in the order en, tr, ar. */
export type Words = readonly [en: string, tr: string, ar: string];

export function label([en, tr, ar]: Words): Label {
  return { en, tr, ar };
}

/** The catalogue entry of `name`; a declaration starts from it so paths and titles are written only once. */
export function route(name: string): ResourceRoute {
  const entry = resourceByName(name);
  if (!entry) throw new Error(`no catalogue entry for resource "${name}"`);
  return entry;
}

type Of<K extends Field["kind"]> = Extract<Field, { kind: K }>;
/** What a builder takes besides name and label (and, for some kinds, the options or target passed apart). */
type Opts<K extends Field["kind"], Given extends string = never> = Omit<
  Of<K>,
  "kind" | "name" | "label" | Given
>;

export const text = (name: string, words: Words, opts: Opts<"text"> = {}): Field => ({
  kind: "text",
  name,
  label: label(words),
  ...opts,
});

export const longtext = (name: string, words: Words, opts: Opts<"longtext"> = {}): Field => ({
  kind: "longtext",
  name,
  label: label(words),
  ...opts,
});

export const integer = (name: string, words: Words, opts: Opts<"integer"> = {}): Field => ({
  kind: "integer",
  name,
  label: label(words),
  ...opts,
});

export const money = (name: string, words: Words, opts: Opts<"money"> = {}): Field => ({
  kind: "money",
  name,
  label: label(words),
  ...opts,
});

export const date = (name: string, words: Words, opts: Opts<"date"> = {}): Field => ({
  kind: "date",
  name,
  label: label(words),
  ...opts,
});

export const bool = (name: string, words: Words, opts: Opts<"bool"> = {}): Field => ({
  kind: "bool",
  name,
  label: label(words),
  ...opts,
});

export const oneOf = (
  name: string,
  words: Words,
  options: readonly string[],
  opts: Opts<"enum", "options"> = {},
): Field => ({ kind: "enum", name, label: label(words), options, ...opts });

export const setOf = (
  name: string,
  words: Words,
  options: readonly string[],
  opts: Opts<"enums", "options"> = {},
): Field => ({ kind: "enums", name, label: label(words), options, ...opts });

export const ref = (name: string, words: Words, to: string, opts: Opts<"ref", "to"> = {}): Field => ({
  kind: "ref",
  name,
  label: label(words),
  to,
  ...opts,
});

export const refs = (name: string, words: Words, to: string, opts: Opts<"refs", "to"> = {}): Field => ({
  kind: "refs",
  name,
  label: label(words),
  to,
  ...opts,
});

export const items = (
  name: string,
  words: Words,
  fields: Field[],
  opts: Opts<"items", "fields"> = {},
): Field => ({
  kind: "items",
  name,
  label: label(words),
  fields,
  ...opts,
});

export const object = (
  name: string,
  words: Words,
  fields: Field[],
  opts: Opts<"object", "fields"> = {},
): Field => ({ kind: "object", name, label: label(words), fields, ...opts });

// ---------------------------------------------------------------------------------------------------------------
// Fields many resources share

export const nameField = (opts: Opts<"text"> = {}): Field =>
  text("name", ["Name", "Ad", "الاسم"], { required: true, searchable: true, ...opts });

export const description = (): Field => longtext("description", ["Description", "Açıklama", "الوصف"]);

export const notes = (): Field => longtext("notes", ["Notes", "Notlar", "ملاحظات"]);

export const email = (
  name = "email",
  words: Words = ["Email", "E-posta", "البريد الإلكتروني"],
  opts: Opts<"text"> = {},
): Field => text(name, words, { format: "email", max: 254, searchable: true, ...opts });

export const phone = (name = "phone", words: Words = ["Phone", "Telefon", "الهاتف"]): Field =>
  text(name, words, { format: "phone", max: 30 });

export const address = (name = "address", words: Words = ["Address", "Adres", "العنوان"]): Field =>
  longtext(name, words, { max: 1000 });

/** The client a record belongs to (resource `account`, shown as "Clients"); its records are found by its name. */
export const client = (opts: Opts<"ref", "to"> = { required: true }): Field =>
  ref("account", ["Client", "Müşteri", "العميل"], "account", { searchable: true, ...opts });

export const employeeRef = (name: string, words: Words, opts: Opts<"ref", "to"> = {}): Field =>
  ref(name, words, "employee", opts);

export const assignee = (): Field => employeeRef("assignee", ["Assignee", "Atanan kişi", "المكلَّف"]);

export const owner = (): Field => employeeRef("owner", ["Owner", "Sorumlu", "المسؤول"]);

export const taxTypeRef = (opts: Opts<"ref", "to"> = {}): Field =>
  ref("taxType", ["Tax type", "Vergi türü", "نوع الضريبة"], "taxtype", { searchable: true, ...opts });

export const officeRef = (): Field => ref("office", ["Office", "Ofis", "المكتب"], "office");

export const divisionRef = (): Field => ref("division", ["Division", "Bölüm", "الشعبة"], "division");

export const fee = (): Field => money("fee", ["Fee", "Ücret", "الأتعاب"]);

export const amount = (opts: Opts<"money"> = { required: true }): Field =>
  money("amount", ["Amount", "Tutar", "المبلغ"], opts);

/** A month of the year, 1 to 12, picked and shown by its name in the reader's language. */
export const month = (name: string, words: Words, opts: Opts<"integer"> = {}): Field =>
  integer(name, words, { ...opts, min: 1, max: 12, month: true });

export const year = (name: string, words: Words, opts: Opts<"integer"> = {}): Field =>
  integer(name, words, { min: 1990, max: 2100, ...opts });

/**
 * Why a due date the rules work out (domain/workflows/due-dates.ts) was set by hand to another day: kept with the
 * record, so its view page and history say why (the form asks for it with such a change).
 */
export const dueDateReason = (name = "dueDateReason"): Field =>
  text(
    name,
    ["Reason for changing the due date", "Son tarihi değiştirme nedeni", "سبب تغيير تاريخ الاستحقاق"],
    {
      max: 300,
    },
  );

/**
 * A run's log record (a trigger's, a job template's), written by the run alone: what ran (`ran`, a weak ref to
 * it), when as the practice reads it, by whom, whether by the daily schedule, and what it made (`made`, weak
 * refs to them) and skipped.
 */
export const runLogFields = (
  ran: [name: string, words: Words, to: string],
  made: [Words, to: string],
): Field[] => [
  ref(ran[0], ran[1], ran[2], { readOnly: true, weak: true }),
  text("ranAt", ["Ran at", "Çalışma zamanı", "وقت التشغيل"], {
    readOnly: true,
    searchable: true,
    clock: true,
  }),
  employeeRef("ranBy", ["Run by", "Çalıştıran", "شغّله"], { readOnly: true }),
  bool("scheduled", ["By the daily schedule", "Günlük zamanlamayla", "بالجدولة اليومية"], { readOnly: true }),
  integer("created", ["Created", "Oluşturulan", "المُنشأة"], { readOnly: true }),
  refs("createdRecords", made[0], made[1], { readOnly: true, weak: true }),
  integer("skipped", ["Skipped (already had one)", "Atlanan (zaten vardı)", "المتخطّاة (موجودة مسبقًا)"], {
    readOnly: true,
  }),
];

/** A required workflow status with its starting value. */
export const status = (options: readonly string[], initial: string): Field =>
  oneOf("status", ["Status", "Durum", "الحالة"], options, { required: true, default: initial });

/** The bool every switchable record has, on by default. */
export const active = (): Field => bool("active", ["Active", "Aktif", "نشط"], { default: true });
