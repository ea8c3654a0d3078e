/** Client administration (DOMAIN.md): clients, their contacts, quotes and quality control. */
import {
  address,
  amount,
  bool,
  client,
  date,
  divisionRef,
  email,
  employeeRef,
  items,
  longtext,
  month,
  nameField,
  notes,
  officeRef,
  oneOf,
  owner,
  phone,
  ref,
  refs,
  route,
  status,
  text,
  year,
} from "./fields.ts";
import { OBLIGATION_KINDS, VAT_CATEGORY_NAMES, VAT_FILING } from "../compliance/kinds.ts";
import { joined, withContext } from "./title.ts";
import type { ResourceDef } from "./types.ts";

export const ACCOUNT_STATUSES = ["prospect", "active", "dormant", "ceased"] as const;

export const account: ResourceDef = {
  ...route("account"),
  module: "clients",
  fields: [
    text("code", ["Code", "Kod", "الرمز"], {
      required: true,
      unique: true,
      generated: true,
      searchable: true,
      max: 20,
    }),
    nameField(),
    text("tradingName", ["Trading name", "Ticari unvan", "الاسم التجاري"], { searchable: true }),
    ref("accountType", ["Account type", "Hesap türü", "نوع الحساب"], "accounttype", { required: true }),
    ref("accountGroup", ["Account group", "Hesap grubu", "مجموعة الحسابات"], "accountgroup"),
    text("registrationNumber", ["Registration number", "Sicil numarası", "رقم التسجيل"], {
      format: "registrationNumber",
      searchable: true,
      max: 40,
    }),
    text("idNumber", ["ID number", "Kimlik numarası", "رقم الهوية"], {
      format: "idNumber",
      searchable: true,
    }),
    text("incomeTaxNumber", ["Income tax number", "Gelir vergisi numarası", "رقم ضريبة الدخل"], {
      format: "incomeTaxNumber",
      searchable: true,
    }),
    text("vatNumber", ["VAT number", "KDV numarası", "رقم ضريبة القيمة المضافة"], {
      format: "vatNumber",
      searchable: true,
    }),
    text("payeNumber", ["PAYE number", "Stopaj (PAYE) numarası", "رقم ضريبة الاستقطاع من الأجور (PAYE)"], {
      format: "payeNumber",
      searchable: true,
    }),
    month("financialYearEnd", ["Financial year end", "Mali yıl sonu", "نهاية السنة المالية"], {
      required: true,
      default: 2,
    }),
    bool("provisionalTaxpayer", ["Provisional taxpayer", "Geçici vergi mükellefi", "مكلّف بالضريبة المؤقتة"], {
      default: false,
    }),
    // The compliance profile (issue 36, domain/compliance/profile.ts): with the account type's entity kind, the
    // year end and the CIPC record's incorporation date, what makes each statutory obligation apply.
    bool("provisionalTopUp", [
      "Makes the voluntary third provisional payment",
      "İsteğe bağlı üçüncü geçici ödemeyi yapar",
      "يسدّد الدفعة المؤقتة الثالثة الاختيارية",
    ], { default: false }),
    oneOf("vatCategory", [
      "VAT category (blank: not a VAT vendor)",
      "KDV kategorisi (boş: KDV mükellefi değil)",
      "فئة ضريبة القيمة المضافة (فارغ: غير مسجّل)",
    ], VAT_CATEGORY_NAMES),
    oneOf("vatFiling", ["VAT filed", "KDV beyanı", "تقديم ضريبة القيمة المضافة"], VAT_FILING, {
      required: true,
      when: { field: "vatCategory", is: VAT_CATEGORY_NAMES },
    }),
    bool("employer", [
      "Employer (registered for PAYE, SDL and UIF)",
      "İşveren (PAYE, SDL ve UIF kayıtlı)",
      "صاحب عمل (مسجّل لـ PAYE وSDL وUIF)",
    ], { default: false }),
    items("complianceExcluded", [
      "Obligations the practice does not handle",
      "Büronun üstlenmediği yükümlülükler",
      "التزامات لا يتولاها المكتب",
    ], [
      oneOf("kind", ["Obligation", "Yükümlülük", "الالتزام"], OBLIGATION_KINDS, { required: true }),
      text("reason", ["Reason", "Neden", "السبب"], { required: true, max: 200 }),
    ]),
    officeRef(),
    divisionRef(),
    employeeRef("partner", ["Partner", "Sorumlu ortak", "الشريك المسؤول"]),
    employeeRef("manager", ["Manager", "Müdür", "المدير"]),
    // Who prepares the client's recurring work (issue 38: a job template's stage may be the preparer's).
    employeeRef("preparer", ["Preparer", "Hazırlayan", "المُعِدّ"]),
    status(ACCOUNT_STATUSES, "active"),
    email(),
    phone(),
    address(),
    notes(),
  ],
  columns: ["code", "name", "accountType", "incomeTaxNumber", "partner", "status"],
  titleFields: ["code", "name"],
  title: (t) => joined(" — ", t.code, t.name),
  defaultSort: { field: "code", order: "asc" },
  related: [
    { resource: "contact", field: "account" },
    { resource: "document", field: "account" },
    { resource: "obligation", field: "account" },
    { resource: "opportunity", field: "account" },
    { resource: "incometax", field: "account" },
    { resource: "correspondence", field: "account" },
    { resource: "taxclearance", field: "account" },
    { resource: "cipc", field: "account" },
    { resource: "secretarialjob", field: "account" },
    { resource: "annualreturn", field: "account" },
    { resource: "payment", field: "account" },
    { resource: "autopayment", field: "account" },
    { resource: "binding", field: "account" },
    { resource: "project", field: "account" },
  ],
};

export const CONTACT_ROLES = [
  "director",
  "member",
  "trustee",
  "shareholder",
  "public-officer",
  "bookkeeper",
  "other",
] as const;

export const contact: ResourceDef = {
  ...route("contact"),
  module: "clients",
  fields: [
    client({}),
    text("title", ["Title", "Hitap", "اللقب"], { max: 20 }),
    text("firstName", ["First name", "Ad", "الاسم الأول"], { required: true, searchable: true, max: 100 }),
    text("lastName", ["Last name", "Soyad", "اسم العائلة"], { required: true, searchable: true, max: 100 }),
    text("idNumber", ["ID number", "Kimlik numarası", "رقم الهوية"], {
      format: "idNumber",
      searchable: true,
    }),
    oneOf("role", ["Role", "Görevi", "الصفة"], CONTACT_ROLES),
    email(),
    phone("mobile", ["Mobile", "Cep telefonu", "الجوال"]),
    phone(),
    bool("primary", ["Primary contact", "Birincil kişi", "جهة الاتصال الرئيسية"], { default: false }),
    notes(),
  ],
  columns: ["firstName", "lastName", "account", "role", "email", "mobile"],
  titleFields: ["firstName", "lastName"],
  title: (t) => joined(" ", t.firstName, t.lastName),
  defaultSort: { field: "lastName", order: "asc" },
};

export const FEE_TYPES = ["once-off", "monthly", "annual"] as const;
export const OPPORTUNITY_STAGES = ["draft", "sent", "accepted", "declined", "expired"] as const;

export const opportunity: ResourceDef = {
  ...route("opportunity"),
  module: "clients",
  fields: [
    client(),
    text("title", ["Title", "Başlık", "العنوان"], { required: true, searchable: true }),
    refs("services", ["Services", "Hizmetler", "الخدمات"], "taxtype"),
    oneOf("feeType", ["Fee type", "Ücret türü", "نوع الأتعاب"], FEE_TYPES, { required: true }),
    amount(),
    bool("vatIncluded", ["VAT included", "KDV dahil", "شامل ضريبة القيمة المضافة"], { default: false }),
    oneOf("stage", ["Stage", "Aşama", "المرحلة"], OPPORTUNITY_STAGES, { required: true, default: "draft" }),
    date("validUntil", ["Valid until", "Geçerlilik tarihi", "صالح حتى"]),
    owner(),
    notes(),
  ],
  columns: ["title", "account", "feeType", "amount", "stage", "validUntil"],
  titleFields: ["account", "title"],
  title: (t) => withContext(t.title, t.account),
  defaultSort: { field: "createdAt", order: "desc" },
};

export const BINDING_STATUSES = ["open", "in-review", "changes-requested", "signed-off"] as const;

export const binding: ResourceDef = {
  ...route("binding"),
  module: "clients",
  fields: [
    client(),
    year("year", ["Year", "Yıl", "السنة"], { required: true }),
    ref("service", ["Service", "Hizmet", "الخدمة"], "taxtype"),
    employeeRef("preparer", ["Preparer", "Hazırlayan", "المُعِدّ"]),
    employeeRef("reviewer", ["Reviewer", "Kontrol eden", "المراجِع"]),
    status(BINDING_STATUSES, "open"),
    date("signedOffOn", ["Signed off on", "Onay tarihi", "تاريخ الاعتماد"]),
    items("checklist", ["Checklist", "Kontrol listesi", "قائمة التحقق"], [
      text("text", ["Item", "Madde", "البند"], { required: true, max: 500 }),
      bool("done", ["Done", "Tamamlandı", "منجز"], { default: false }),
    ]),
    longtext("comments", ["Comments", "Yorumlar", "التعليقات"]),
  ],
  columns: ["account", "year", "service", "preparer", "reviewer", "status"],
  titleFields: ["account", "year", "service"],
  defaultSort: { field: "year", order: "desc" },
};

export const CLIENTS: readonly ResourceDef[] = [account, contact, opportunity, binding];
