import { RESOURCE_PLACES, type ResourcePlace } from "./places.ts";

/**
 * What each back-office resource is called (spec section 2), beside where it lives (places.ts).
 * The resource engine adds schemas, columns and refs to these entries; the paths are fixed once in places.ts.
 */
export type Label = { en: string; tr: string; ar: string };

export type ResourceRoute = ResourcePlace & {
  label: Label;
  /** The add page's title, one record of the kind: "New client" (null without an add page). */
  newLabel: Label | null;
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
  obligation: ["New obligation", "Yeni yükümlülük", "التزام جديد"],
  filingseason: ["New filing season", "Yeni beyan dönemi", "موسم تقديم جديد"],
  documentrequest: ["New document request", "Yeni belge talebi", "طلب مستندات جديد"],
  requesttemplate: ["New request template", "Yeni talep şablonu", "قالب طلب جديد"],
  jobtemplate: ["New job template", "Yeni iş şablonu", "قالب عمل جديد"],
  module: ["New module", "Yeni modül", "وحدة جديدة"],
};

function newLabelOf(name: string, add: string | null): Label | null {
  if (add === null) return null;
  const words = NEW_LABELS[name];
  if (!words) throw new Error(`${name}: its add page needs a title in NEW_LABELS`);
  const [en, tr, ar] = words;
  return { en, tr, ar };
}

/** Each resource's name in the list's title and the menu: English, Turkish, Arabic. */
const LABELS: Readonly<Record<string, readonly [en: string, tr: string, ar: string]>> = {
  // Master data
  accountgroup: ["Account Groups", "Hesap Grupları", "مجموعات الحسابات"],
  accounttype: ["Account Types", "Hesap Türleri", "أنواع الحسابات"],
  taxtype: ["Tax Types", "Vergi Türleri", "أنواع الضرائب"],
  paycategory: ["Pay Categories", "Ödeme Kategorileri", "فئات الدفع"],
  office: ["Offices", "Ofisler", "المكاتب"],
  division: ["Divisions", "Bölümler", "الأقسام"],
  paysubcategory: ["Pay Subcategories", "Ödeme Alt Kategorileri", "فئات الدفع الفرعية"],
  supplier: ["Suppliers", "Tedarikçiler", "الموردون"],
  cipc: ["CIPC", "CIPC", "CIPC"],
  // Employees
  department: ["Department", "Departman", "القسم"],
  designation: ["Designation", "Unvan", "المسمى الوظيفي"],
  employee: ["Employee", "Çalışan", "الموظف"],
  // Client administration
  opportunity: ["Quotes/Proposals", "Teklifler", "عروض الأسعار"],
  contact: ["Contact", "Kişi", "جهات الاتصال"],
  account: ["Clients", "Müşteriler", "العملاء"],
  binding: ["Quality Control", "Kalite Kontrol", "مراقبة الجودة"],
  // Tax
  incometax: ["Income Tax", "Gelir Vergisi", "ضريبة الدخل"],
  objection: ["Objection", "İtiraz", "الاعتراض"],
  correspondence: ["Correspondence", "Yazışma", "المراسلات"],
  assessment: ["Assessment", "Tarhiyat", "التقييم"],
  taxclearance: ["Tax Clearance", "Vergi Uygunluk", "براءة الذمة الضريبية"],
  exit: ["Exit Letters", "Ayrılış Mektupları", "رسائل الخروج"],
  entrance: ["Entrance Letters", "Giriş Mektupları", "رسائل الدخول"],
  project: ["Projects", "Projeler", "المشاريع"],
  taxcasetaxtype: ["Tax-case Tax Types", "Vergi Dosyası Türleri", "أنواع ضرائب القضايا"],
  service: ["Tax-case Services", "Vergi Dosyası Hizmetleri", "خدمات القضايا"],
  trigger: ["Tax-case Triggers", "Vergi Dosyası Tetikleyicileri", "مشغلات القضايا الضريبية"],
  triggerrun: ["Trigger Runs", "Tetikleyici Çalıştırmaları", "سجل تشغيل المشغلات"],
  // Secretarial and payments
  secretarialjob: ["Secretarial Job", "Sekreterlik İşi", "أعمال السكرتارية"],
  annualreturn: ["Annual Return", "Yıllık Beyan", "الإقرار السنوي"],
  payment: ["Payments", "Ödemeler", "المدفوعات"],
  autopayment: ["Auto Payments", "Otomatik Ödemeler", "المدفوعات التلقائية"],
  // Documents
  document: ["Documents", "Belgeler", "المستندات"],
  // Compliance
  obligation: ["Obligations", "Yükümlülükler", "الالتزامات"],
  filingseason: ["Filing seasons", "Beyan dönemleri", "مواسم تقديم الإقرارات"],
  documentrequest: ["Document Requests", "Belge Talepleri", "طلبات المستندات"],
  requesttemplate: ["Request Templates", "Talep Şablonları", "قوالب الطلبات"],
  // Recurring work
  jobtemplate: ["Job Templates", "İş Şablonları", "قوالب الأعمال"],
  job: ["Jobs", "İşler", "الأعمال"],
  jobrun: ["Job Runs", "İş Çalıştırmaları", "سجل تشغيل الأعمال"],
  // Administration
  module: ["Modules", "Modüller", "الوحدات"],
  permission: ["Permission", "Yetki", "الصلاحيات"],
};

function labelOf(name: string): Label {
  const words = LABELS[name];
  if (!words) throw new Error(`${name}: its list needs a title in LABELS`);
  const [en, tr, ar] = words;
  return { en, tr, ar };
}

export const RESOURCE_ROUTES: readonly ResourceRoute[] = RESOURCE_PLACES.map((place) => ({
  ...place,
  label: labelOf(place.name),
  newLabel: newLabelOf(place.name, place.add),
}));

export function resourceByName(name: string): ResourceRoute | undefined {
  return RESOURCE_ROUTES.find((res) => res.name === name);
}
