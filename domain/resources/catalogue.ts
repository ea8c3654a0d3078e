/**
 * Where each back-office resource lives in the client (spec section 2) and what it is called.
 * The resource engine adds schemas, columns and refs to these entries; the paths are fixed here once.
 */
export type Label = { en: string; tr: string; ar: string };

export type ResourceRoute = {
  /** The API and store name, `/api/backoffice/<name>`. */
  name: string;
  /** The list path; add, view and edit pages hang below it. */
  base: string;
  /** The add page's last segment, or null when the resource has no add page. */
  add: string | null;
  /** Whether a read-only view page exists at `<base>/view/{id}`. */
  view: boolean;
  label: Label;
  /** The add page's title, one record of the kind: "New client" (null without an add page). */
  newLabel: Label | null;
  icon: string;
};

/** One new record of each kind that has an add page, as its add page is titled. */
const NEW_LABELS: Readonly<Record<string, readonly [en: string, tr: string, ar: string]>> = {
  accountgroup: ["New account group", "Yeni hesap grubu", "مجموعة حسابات جديدة"],
  accounttype: ["New account type", "Yeni hesap türü", "نوع حساب جديد"],
  taxtype: ["New tax type", "Yeni vergi türü", "نوع ضريبة جديد"],
  paycategory: ["New pay category", "Yeni ödeme kategorisi", "فئة دفع جديدة"],
  office: ["New office", "Yeni ofis", "مكتب جديد"],
  division: ["New division", "Yeni bölüm", "قسم جديد"],
  paysubcategory: ["New pay subcategory", "Yeni ödeme alt kategorisi", "فئة دفع فرعية جديدة"],
  supplier: ["New supplier", "Yeni tedarikçi", "مورّد جديد"],
  cipc: ["New CIPC record", "Yeni CIPC kaydı", "سجل CIPC جديد"],
  department: ["New department", "Yeni departman", "قسم إداري جديد"],
  designation: ["New designation", "Yeni unvan", "مسمى وظيفي جديد"],
  employee: ["New employee", "Yeni çalışan", "موظف جديد"],
  opportunity: ["New quote", "Yeni teklif", "عرض سعر جديد"],
  contact: ["New contact", "Yeni kişi", "جهة اتصال جديدة"],
  account: ["New client", "Yeni müşteri", "عميل جديد"],
  binding: ["New quality-control binding", "Yeni kalite kontrol kaydı", "سجل مراقبة جودة جديد"],
  incometax: ["New income-tax return", "Yeni gelir vergisi beyannamesi", "إقرار ضريبة دخل جديد"],
  objection: ["New objection", "Yeni itiraz", "اعتراض جديد"],
  correspondence: ["New correspondence", "Yeni yazışma", "مراسلة جديدة"],
  assessment: ["New assessment", "Yeni tarhiyat", "تقييم جديد"],
  taxclearance: ["New tax clearance", "Yeni vergi uygunluk belgesi", "براءة ذمة ضريبية جديدة"],
  exit: ["New exit letter", "Yeni ayrılış mektubu", "رسالة خروج جديدة"],
  entrance: ["New entrance letter", "Yeni giriş mektubu", "رسالة دخول جديدة"],
  project: ["New project", "Yeni proje", "مشروع جديد"],
  taxcasetaxtype: ["New tax-case tax type", "Yeni vergi dosyası türü", "نوع ضريبة قضية جديد"],
  service: ["New tax-case service", "Yeni vergi dosyası hizmeti", "خدمة قضية جديدة"],
  trigger: ["New tax-case trigger", "Yeni vergi dosyası tetikleyicisi", "مشغّل قضية ضريبية جديد"],
  secretarialjob: ["New secretarial job", "Yeni sekreterlik işi", "عمل سكرتاريا جديد"],
  annualreturn: ["New annual return", "Yeni yıllık beyan", "إقرار سنوي جديد"],
  payment: ["New payment", "Yeni ödeme", "دفعة جديدة"],
  autopayment: ["New auto payment", "Yeni otomatik ödeme", "دفعة تلقائية جديدة"],
  module: ["New module", "Yeni modül", "وحدة جديدة"],
};

function newLabelOf(name: string, add: string | null): Label | null {
  if (add === null) return null;
  const words = NEW_LABELS[name];
  if (!words) throw new Error(`${name}: its add page needs a title in NEW_LABELS`);
  const [en, tr, ar] = words;
  return { en, tr, ar };
}

const r = (
  name: string,
  base: string,
  add: string | null,
  view: boolean,
  icon: string,
  en: string,
  tr: string,
  ar: string,
): ResourceRoute => ({ name, base, add, view, icon, label: { en, tr, ar }, newLabel: newLabelOf(name, add) });

export const RESOURCE_ROUTES: readonly ResourceRoute[] = [
  // Master data
  r(
    "accountgroup",
    "/apps/master/accountgroup",
    "addaccountgroup",
    false,
    "workspaces",
    "Account Groups",
    "Hesap Grupları",
    "مجموعات الحسابات",
  ),
  r(
    "accounttype",
    "/apps/master/accounttype",
    "addaccounttype",
    false,
    "category",
    "Account Types",
    "Hesap Türleri",
    "أنواع الحسابات",
  ),
  r(
    "taxtype",
    "/apps/master/taxtype",
    "addtaxtype",
    false,
    "receipt_long",
    "Tax Types",
    "Vergi Türleri",
    "أنواع الضرائب",
  ),
  r(
    "paycategory",
    "/apps/master/paycategory",
    "addpaycategory",
    false,
    "payments",
    "Pay Categories",
    "Ödeme Kategorileri",
    "فئات الدفع",
  ),
  r("office", "/apps/master/office", "addoffice", false, "apartment", "Offices", "Ofisler", "المكاتب"),
  r(
    "division",
    "/apps/master/division",
    "adddivision",
    false,
    "account_tree",
    "Divisions",
    "Bölümler",
    "الأقسام",
  ),
  r(
    "paysubcategory",
    "/apps/master/paysubcategory",
    "addpaysubcategory",
    false,
    "segment",
    "Pay Subcategories",
    "Ödeme Alt Kategorileri",
    "فئات الدفع الفرعية",
  ),
  r(
    "supplier",
    "/apps/master/supplier",
    "addsupplier",
    true,
    "local_shipping",
    "Suppliers",
    "Tedarikçiler",
    "الموردون",
  ),
  r("cipc", "/apps/master/cipc", "addcipc", true, "domain", "CIPC", "CIPC", "CIPC"),
  // Employees
  r(
    "department",
    "/apps/employee/department",
    "adddepartment",
    false,
    "corporate_fare",
    "Department",
    "Departman",
    "القسم",
  ),
  r(
    "designation",
    "/apps/employee/designation",
    "adddesignation",
    false,
    "badge",
    "Designation",
    "Unvan",
    "المسمى الوظيفي",
  ),
  r(
    "employee",
    "/apps/employee/manageemployee",
    "addemployee",
    true,
    "person",
    "Employee",
    "Çalışan",
    "الموظف",
  ),
  // Client administration
  r(
    "opportunity",
    "/apps/opportunity/manageopportunity",
    "addopportunity",
    true,
    "request_quote",
    "Quotes/Proposals",
    "Teklifler",
    "عروض الأسعار",
  ),
  r("contact", "/apps/contact", "addcontact", true, "contacts", "Contact", "Kişi", "جهات الاتصال"),
  r("account", "/apps/account", "addaccount", true, "business", "Clients", "Müşteriler", "العملاء"),
  r(
    "binding",
    "/apps/binding",
    "addbinding",
    true,
    "fact_check",
    "Quality Control",
    "Kalite Kontrol",
    "مراقبة الجودة",
  ),
  // Tax
  r(
    "incometax",
    "/apps/incometax",
    "addincomeTax",
    true,
    "request_page",
    "Income Tax",
    "Gelir Vergisi",
    "ضريبة الدخل",
  ),
  r("objection", "/apps/comm/objection", "addobjection", true, "gavel", "Objection", "İtiraz", "الاعتراض"),
  r(
    "correspondence",
    "/apps/comm/correspondence",
    "addcorrespondence",
    true,
    "mail",
    "Correspondence",
    "Yazışma",
    "المراسلات",
  ),
  r(
    "assessment",
    "/apps/comm/assessment",
    "addassessment",
    true,
    "assignment",
    "Assessment",
    "Tarhiyat",
    "التقييم",
  ),
  r(
    "taxclearance",
    "/apps/comm/taxclearance",
    "addtaxclearance",
    true,
    "verified",
    "Tax Clearance",
    "Vergi Uygunluk",
    "براءة الذمة الضريبية",
  ),
  r(
    "exit",
    "/apps/comm/professionalletter/exit",
    "addexit",
    false,
    "logout",
    "Exit Letters",
    "Ayrılış Mektupları",
    "رسائل الخروج",
  ),
  r(
    "entrance",
    "/apps/comm/professionalletter/entrance",
    "addentrance",
    false,
    "login",
    "Entrance Letters",
    "Giriş Mektupları",
    "رسائل الدخول",
  ),
  r("project", "/apps/project", "addproject", false, "work", "Projects", "Projeler", "المشاريع"),
  r(
    "taxcasetaxtype",
    "/apps/taxcase/taxtype",
    "addtaxtype",
    false,
    "rule",
    "Tax-case Tax Types",
    "Vergi Dosyası Türleri",
    "أنواع ضرائب القضايا",
  ),
  r(
    "service",
    "/apps/taxcase/service",
    "addservice",
    false,
    "design_services",
    "Tax-case Services",
    "Vergi Dosyası Hizmetleri",
    "خدمات القضايا",
  ),
  r(
    "trigger",
    "/apps/taxcase/trigger",
    "addtrigger",
    true,
    "bolt",
    "Tax-case Triggers",
    "Vergi Dosyası Tetikleyicileri",
    "مشغلات القضايا الضريبية",
  ),
  r(
    "triggerrun",
    "/apps/taxcase/trigger/records",
    null,
    true,
    "history",
    "Trigger Runs",
    "Tetikleyici Çalıştırmaları",
    "سجل تشغيل المشغلات",
  ),
  // Secretarial and payments
  r(
    "secretarialjob",
    "/apps/secretarialjob",
    "addsecretarialjob",
    true,
    "work_history",
    "Secretarial Job",
    "Sekreterlik İşi",
    "أعمال السكرتارية",
  ),
  r(
    "annualreturn",
    "/apps/annualreturn",
    "addannualreturn",
    true,
    "event_repeat",
    "Annual Return",
    "Yıllık Beyan",
    "الإقرار السنوي",
  ),
  r(
    "payment",
    "/apps/paymenttracking/payment",
    "addpayment",
    false,
    "paid",
    "Payments",
    "Ödemeler",
    "المدفوعات",
  ),
  r(
    "autopayment",
    "/apps/paymenttracking/autopayment",
    "addautopayment",
    false,
    "autorenew",
    "Auto Payments",
    "Otomatik Ödemeler",
    "المدفوعات التلقائية",
  ),
  // Administration
  r("module", "/apps/module", "addmodule", false, "extension", "Modules", "Modüller", "الوحدات"),
  r("permission", "/apps/permission", null, true, "admin_panel_settings", "Permission", "Yetki", "الصلاحيات"),
];

export function resourceByName(name: string): ResourceRoute | undefined {
  return RESOURCE_ROUTES.find((res) => res.name === name);
}
