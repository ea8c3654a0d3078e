/**
 * How enum options read in each language. One table for the whole back office (a value such as `monthly` reads
 * the same wherever it appears), and overrides where a value needs other words in one resource's field: Arabic
 * adjectives agree with the gender of the noun they describe (an open file is مفتوح, open correspondence مفتوحة),
 * and a project that is `active` is under way rather than a client who is active.
 *
 * Kept apart from the declarations so they stay short; tests/client/backoffice/option-labels.test.ts checks that
 * every option of every declared field has words in all three languages.
 */
import { ACTION_LABELS } from "./administration.ts";
import type { Label } from "./catalogue.ts";
import { label, type Words } from "./fields.ts";
import { DECLARED } from "./index.ts";
import type { Field } from "./types.ts";

const WORDS: Record<string, Words> = {
  // Entity kinds (account types) and CIPC entity types
  "individual": ["Individual", "Gerçek kişi", "فرد"],
  "company": ["Company", "Şirket", "شركة"],
  "close-corporation": ["Close corporation (CC)", "Kapalı şirket (CC)", "مؤسسة مغلقة (CC)"],
  "trust": ["Trust", "Vakıf (trust)", "صندوق استئماني"],
  "partnership": ["Partnership", "Ortaklık", "شراكة"],
  "sole-proprietor": ["Sole proprietor", "Şahıs işletmesi", "مؤسسة فردية"],
  "npo": ["Non-profit organisation (NPO)", "Kâr amacı gütmeyen kuruluş (NPO)", "منظمة غير ربحية (NPO)"],
  "public-company": ["Public company (Ltd)", "Halka açık şirket (Ltd)", "شركة عامة (Ltd)"],
  "private-company": ["Private company (Pty) Ltd", "Özel şirket ((Pty) Ltd)", "شركة خاصة ((Pty) Ltd)"],
  "non-profit-company": [
    "Non-profit company (NPC)",
    "Kâr amacı gütmeyen şirket (NPC)",
    "شركة غير ربحية (NPC)",
  ],
  "incorporated": [
    "Personal liability company (Inc.)",
    "Şahsi sorumlu şirket (Inc.)",
    "شركة ذات مسؤولية شخصية (Inc.)",
  ],
  // CIPC status
  "in-business": ["In business", "Faal", "قائمة"],
  "ar-deregistration": [
    "Being deregistered (annual returns)",
    "Silinme sürecinde (yıllık beyan)",
    "قيد الشطب (الإقرارات السنوية)",
  ],
  "deregistered": ["Deregistered", "Sicilden silindi", "مشطوبة"],
  "final-deregistration": ["Finally deregistered", "Kesin olarak silindi", "مشطوبة نهائيًا"],
  // Roles (as the shell's dictionary names them)
  "admin": ["Admin", "Yönetici", "مدير"],
  "staff": ["Staff", "Personel", "موظف"],
  "user": ["User", "Kullanıcı", "مستخدم"],
  "clerk": ["Clerk", "Memur", "كاتب"],
  // Client status
  "prospect": ["Prospect", "Aday müşteri", "عميل محتمل"],
  "active": ["Active", "Aktif", "نشط"],
  "dormant": ["Dormant", "Faaliyetsiz", "خامل"],
  "ceased": ["Ceased", "Faaliyeti sona erdi", "متوقف"],
  // Contact roles
  "director": ["Director", "Yönetim kurulu üyesi", "عضو مجلس الإدارة"],
  "member": ["Member", "Üye", "عضو"],
  "trustee": ["Trustee", "Mütevelli", "وصي"],
  "shareholder": ["Shareholder", "Pay sahibi", "مساهم"],
  "public-officer": [
    "Public officer",
    "Vergi sorumlusu (public officer)",
    "المسؤول الضريبي (Public officer)",
  ],
  "bookkeeper": ["Bookkeeper", "Muhasebeci", "ماسك الدفاتر"],
  "other": ["Other", "Diğer", "أخرى"],
  // Quotes
  "once-off": ["Once-off", "Tek seferlik", "لمرة واحدة"],
  "monthly": ["Monthly", "Aylık", "شهري"],
  "annual": ["Annual", "Yıllık", "سنوي"],
  "draft": ["Draft", "Taslak", "مسودة"],
  "sent": ["Sent", "Gönderildi", "مُرسَل"],
  "accepted": ["Accepted", "Kabul edildi", "مقبول"],
  "declined": ["Declined", "Reddedildi", "مرفوض"],
  "expired": ["Expired", "Süresi doldu", "منتهي الصلاحية"],
  // Quality control
  "open": ["Open", "Açık", "مفتوح"],
  "in-review": ["In review", "İncelemede", "قيد المراجعة"],
  "changes-requested": ["Changes requested", "Değişiklik istendi", "مطلوب تعديلات"],
  "signed-off": ["Signed off", "Onaylandı", "معتمد"],
  // Income-tax returns
  "requested": ["Requested", "Talep edildi", "مطلوب"],
  "info-received": ["Information received", "Bilgiler alındı", "تم استلام المعلومات"],
  "in-preparation": ["In preparation", "Hazırlanıyor", "قيد الإعداد"],
  "client-approved": ["Approved by client", "Müşteri onayladı", "وافق عليه العميل"],
  "submitted": ["Submitted", "Gönderildi", "مُقدَّم"],
  "assessed": ["Assessed", "Tarh edildi", "تم التقييم"],
  "closed": ["Closed", "Kapandı", "مغلق"],
  // Objection outcomes
  "pending": ["Pending", "Beklemede", "قيد الانتظار"],
  "allowed": ["Allowed", "Kabul edildi", "مقبول"],
  "partly-allowed": ["Partly allowed", "Kısmen kabul edildi", "مقبول جزئيًا"],
  "disallowed": ["Disallowed", "Reddedildi", "مرفوض"],
  // Correspondence
  "in": ["Incoming", "Gelen", "واردة"],
  "out": ["Outgoing", "Giden", "صادرة"],
  "verification": ["Verification", "Doğrulama", "تحقق"],
  "audit": ["Audit", "Denetim", "تدقيق"],
  "supporting-documents": ["Supporting documents", "Destekleyici belgeler", "مستندات داعمة"],
  "general": ["General", "Genel", "عامة"],
  "responded": ["Responded", "Yanıtlandı", "تم الرد"],
  // Tax clearance purposes
  "good-standing": ["Good standing", "Vergi uyumu", "وضع ضريبي سليم"],
  "tender": ["Tender", "İhale", "مناقصة"],
  "foreign-investment": ["Foreign investment", "Yurt dışı yatırım", "استثمار أجنبي"],
  "emigration": ["Emigration", "Yurt dışına göç", "هجرة"],
  // Documents' folders
  "tax-return": ["Tax returns", "Vergi beyannameleri", "الإقرارات الضريبية"],
  "assessment": ["Assessments", "Tarhiyatlar", "التقييمات"],
  "financial-statements": ["Financial statements", "Mali tablolar", "القوائم المالية"],
  "cipc": ["CIPC", "CIPC kayıtları", "سجلات CIPC"],
  "correspondence": ["Correspondence", "Yazışmalar", "المراسلات"],
  "engagement-letter": ["Engagement letters", "Hizmet sözleşmeleri", "خطابات التكليف"],
  "identity": ["Identity", "Kimlik", "الهوية"],
  "payroll": ["Payroll", "Bordro", "الرواتب"],
  // Professional letters
  "entrance": ["Entrance letter", "Giriş mektubu", "رسالة دخول"],
  "exit": ["Exit letter", "Çıkış mektubu", "رسالة خروج"],
  "replied": ["Replied", "Yanıtlandı", "تم الرد"],
  // Projects
  "planned": ["Planned", "Planlandı", "مخطط"],
  "done": ["Done", "Tamamlandı", "منجز"],
  "cancelled": ["Cancelled", "İptal edildi", "ملغى"],
  // Document requests and their items
  "complete": ["Complete", "Tamamlandı", "مكتمل"],
  "received": ["Received", "Alındı", "وصل"],
  // Tax-case trigger schedules
  "statutory": [
    "SARS's dates (by taxpayer type)",
    "SARS tarihleri (mükellef türüne göre)",
    "مواعيد SARS (حسب نوع المكلّف)",
  ],
  "yearly": ["Every year on a date", "Her yıl belirli bir tarihte", "سنويًا في تاريخ محدد"],
  "after-year-end": ["Days after the year end", "Yıl sonundan belirli gün sonra", "بعد نهاية السنة بأيام"],
  // Secretarial jobs
  "name-reservation": ["Name reservation", "Unvan rezervasyonu", "حجز الاسم"],
  "director-change": ["Director change", "Yönetici değişikliği", "تغيير المديرين"],
  "address-change": ["Address change", "Adres değişikliği", "تغيير العنوان"],
  "moi-amendment": ["MOI amendment", "Esas sözleşme (MOI) değişikliği", "تعديل عقد التأسيس (MOI)"],
  "share-transfer": ["Share transfer", "Pay devri", "نقل الأسهم"],
  "deregistration": ["Deregistration", "Sicilden silinme", "شطب التسجيل"],
  "reinstatement": ["Reinstatement", "Sicile yeniden kayıt", "إعادة القيد"],
  "beneficial-ownership": ["Beneficial ownership", "Gerçek faydalanıcı bildirimi", "الملكية النفعية"],
  "lodged": ["Lodged", "Başvuruldu", "مُقدَّم"],
  "completed": ["Completed", "Tamamlandı", "مكتمل"],
  "rejected": ["Rejected", "Reddedildi", "مرفوض"],
  // Annual returns
  "due": ["Due", "Vadesi geldi", "مستحق"],
  "filed": ["Filed", "Dosyalandı", "مودَع"],
  "overdue": ["Overdue", "Gecikmiş", "متأخر"],
  // Payments
  "eft": ["EFT", "EFT (havale)", "تحويل إلكتروني (EFT)"],
  "card": ["Card", "Kart", "بطاقة"],
  "cash": ["Cash", "Nakit", "نقدًا"],
  "debit-order": ["Debit order", "Otomatik ödeme talimatı", "أمر خصم"],
  "quarterly": ["Quarterly", "Üç aylık", "ربع سنوي"],
  "annually": ["Annually", "Yıllık", "سنويًا"],
  // Compliance: obligations (beneficial ownership is the secretarial jobs'), their statuses, VAT categories
  "irp6": ["Provisional tax (IRP6)", "Geçici vergi (IRP6)", "الضريبة المؤقتة (IRP6)"],
  "itr12": ["Income tax return (ITR12)", "Gelir vergisi beyannamesi (ITR12)", "إقرار ضريبة الدخل (ITR12)"],
  "itr12t": ["Trust return (ITR12T)", "Trust beyannamesi (ITR12T)", "إقرار الصندوق الاستئماني (ITR12T)"],
  "itr14": ["Company return (ITR14)", "Şirket beyannamesi (ITR14)", "إقرار الشركة (ITR14)"],
  "it12ei": [
    "Exempt institution return (IT12EI)",
    "Muaf kurum beyannamesi (IT12EI)",
    "إقرار مؤسسة معفاة (IT12EI)",
  ],
  "vat201": ["VAT return (VAT201)", "KDV beyannamesi (VAT201)", "إقرار ضريبة القيمة المضافة (VAT201)"],
  "emp201": [
    "Employer's monthly declaration (EMP201)",
    "Aylık işveren beyannamesi (EMP201)",
    "إقرار صاحب العمل الشهري (EMP201)",
  ],
  "emp501": ["Employer reconciliation (EMP501)", "İşveren mutabakatı (EMP501)", "تسوية صاحب العمل (EMP501)"],
  "annual-return": ["CIPC annual return", "CIPC yıllık beyanı", "الإقرار السنوي لدى CIPC"],
  "dividends-tax": ["Dividends tax (DTR01)", "Temettü vergisi (DTR01)", "ضريبة أرباح الأسهم (DTR01)"],
  "paid": ["Paid", "Ödendi", "مدفوع"],
  "not-required": ["Not required", "Gerekli değil", "غير مطلوب"],
  "A": ["A: two-monthly, odd months", "A: iki aylık, tek aylar", "A: كل شهرين، الأشهر الفردية"],
  "B": ["B: two-monthly, even months", "B: iki aylık, çift aylar", "B: كل شهرين، الأشهر الزوجية"],
  "C": ["C: monthly", "C: aylık", "C: شهريًا"],
  "D": ["D: six-monthly (farmers)", "D: altı aylık (çiftçiler)", "D: كل ستة أشهر (المزارعون)"],
  "E": ["E: yearly", "E: yıllık", "E: سنويًا"],
  "F": ["F: four-monthly", "F: dört aylık", "F: كل أربعة أشهر"],
  "efiling": ["eFiling", "eFiling", "eFiling (إلكترونيًا)"],
  // Job templates (issue 38): how often the work recurs, who does a stage
  "two-monthly": ["Every two months", "İki ayda bir", "كل شهرين"],
  "manager": ["The client's manager", "Müşterinin müdürü", "مدير العميل"],
  "partner": ["The client's partner", "Müşterinin sorumlu ortağı", "الشريك المسؤول عن العميل"],
  "preparer": ["The client's preparer", "Müşterinin hazırlayanı", "مُعِدّ العميل"],
  "employee": ["A named employee", "Belirli bir çalışan", "موظف محدد"],
  // A job's history: what happened
  "started": ["Started (made by a run)", "Başladı (bir çalıştırmayla)", "بدأ (أنشأه تشغيل)"],
  "moved": ["Moved", "Taşındı", "نُقل"],
  "moved-on": ["Moved on by itself", "Kendiliğinden ilerledi", "انتقل تلقائيًا"],
  "assigned-to": ["Assigned to", "Atandı", "أُسند إلى"],
  "not-assigned": ["Not assigned", "Atanmadı", "لم يُسند"],
  "notified": ["Assignee notified", "Atanan kişiye bildirildi", "أُشعر المكلَّف"],
  "request-sent": ["Document request sent", "Belge talebi gönderildi", "أُرسل طلب المستندات"],
  "return-status-set": ["Return's status set", "Beyanname durumu ayarlandı", "عُيّنت حالة الإقرار"],
  "return-status-not-set": [
    "Return's status not set: no return linked",
    "Beyanname durumu ayarlanmadı: bağlı beyanname yok",
    "لم تُعيَّن حالة الإقرار: لا إقرار مرتبط",
  ],
  "template-changed": [
    "Template's changes applied",
    "Şablondaki değişiklikler uygulandı",
    "طُبّقت تعديلات القالب",
  ],
  "branch": ["At a branch or by post", "Şubede ya da postayla", "في الفرع أو بالبريد"],
};

/** Words for one field's values that differ from the table's; `at` names fields as `resource.field[.nested]`. */
const OVERRIDES: readonly { at: readonly string[]; words: Record<string, Words> }[] = [
  {
    // Correspondence (مراسلة) is feminine.
    at: ["correspondence.status"],
    words: {
      open: ["Open", "Açık", "مفتوحة"],
      closed: ["Closed", "Kapandı", "مغلقة"],
    },
  },
  {
    // A letter (رسالة) is feminine.
    at: ["exit.status", "entrance.status"],
    words: { sent: ["Sent", "Gönderildi", "مُرسَلة"] },
  },
  {
    // A project that is active is under way.
    at: ["project.status"],
    words: { active: ["In progress", "Devam ediyor", "قيد التنفيذ"] },
  },
  {
    // How often a debit order runs: an adverb.
    at: ["autopayment.frequency"],
    words: { monthly: ["Monthly", "Aylık", "شهريًا"] },
  },
  {
    // How often a job template's work recurs: adverbs, and "yearly" without the trigger's "on a date".
    at: ["jobtemplate.recurrence.frequency"],
    words: {
      monthly: ["Monthly", "Aylık", "شهريًا"],
      quarterly: ["Quarterly", "Üç ayda bir", "كل ثلاثة أشهر"],
      yearly: ["Yearly", "Yıllık", "سنويًا"],
    },
  },
  {
    // A job (عمل) is masculine; done is its end.
    at: ["job.status"],
    words: { open: ["Open", "Açık", "مفتوح"], done: ["Done", "Bitti", "منجز"] },
  },
];

/** The table's words, and a permission's granted actions as the permission editor names them. */
const labels = new Map<string, Label>([
  ...Object.entries(WORDS).map(([value, words]) => [value, label(words)] as const),
  ...Object.entries(ACTION_LABELS),
]);

/** Where each declared field sits (`resource.field`, nested `resource.field.sub`), found once on first use. */
let paths: WeakMap<Field, string> | undefined;

function pathOf(field: Field): string | undefined {
  if (!paths) {
    const found = new WeakMap<Field, string>();
    const walk = (fields: readonly Field[], prefix: string) => {
      for (const f of fields) {
        found.set(f, `${prefix}.${f.name}`);
        if (f.kind === "object" || f.kind === "items") walk(f.fields, `${prefix}.${f.name}`);
      }
    };
    for (const def of DECLARED) walk(def.fields, def.name);
    paths = found;
  }
  return paths.get(field);
}

const overrides = new Map<string, Map<string, Label>>();
for (const { at, words } of OVERRIDES) {
  for (const path of at) {
    const map = overrides.get(path) ?? new Map<string, Label>();
    for (const [value, w] of Object.entries(words)) map.set(value, label(w));
    overrides.set(path, map);
  }
}

/**
 * The words for `value` of an enum or enums `field` (a declared field: its overrides apply), or undefined when
 * none are known.
 */
export function optionLabel(field: Field, value: string): Label | undefined {
  const path = pathOf(field);
  return (path ? overrides.get(path)?.get(value) : undefined) ?? labels.get(value);
}

/** The override paths, for the check that each names a declared enum field and its options. */
export function overridePaths(): Array<{ path: string; values: string[] }> {
  return [...overrides].map(([path, map]) => ({ path, values: [...map.keys()] }));
}
