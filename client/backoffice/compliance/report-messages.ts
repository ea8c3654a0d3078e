import { addMessages } from "../../kit/i18n/index.ts";

/** Words of the practice-wide compliance report (issue 36). */
export const COMPLIANCE_REPORT_MESSAGES = {
  en: {
    complianceReport: {
      intro: "Clients with obligations past due today, most overdue first, with their status as SARS's tax " +
        "compliance status would judge it: outstanding returns and outstanding debt. CIPC's filings show " +
        "beside it.",
      kind: "Obligation",
      allKinds: "All obligations",
      partner: "Partner",
      office: "Office",
      byKind: "Overdue by obligation",
      byPartner: "Overdue by partner",
      byOffice: "Overdue by office",
      none: "None set",
      client: "Client",
      overdue: "Overdue",
      oldest: "Oldest due",
      status: "SARS status",
      standing: {
        compliant: "Compliant",
        returns: "Returns outstanding",
        debt: "Debt outstanding",
        both: "Returns and debt outstanding",
      },
      emptyTitle: "No client has an overdue obligation",
      emptyText: "Every obligation due before today is submitted, paid or not required.",
      noMatch: "No client with an overdue obligation matches these filters.",
      loadFailed: "The compliance report could not be loaded.",
      checksTitle: "Checks",
      checksIntro: "Contradictions in the clients' compliance data, for a person to settle.",
      checksEmpty: "No contradictions found.",
      checksFailed: "The checks could not be loaded.",
      check: "Check",
    },
  },
  tr: {
    complianceReport: {
      intro:
        "Bugün vadesi geçmiş yükümlülüğü olan müşteriler, en çok geciken önce; SARS'ın vergi uyum durumunun " +
        "değerlendireceği şekilde durumlarıyla: eksik beyannameler ve ödenmemiş borç. CIPC bildirimleri " +
        "yanında gösterilir.",
      kind: "Yükümlülük",
      allKinds: "Tüm yükümlülükler",
      partner: "Sorumlu ortak",
      office: "Ofis",
      byKind: "Yükümlülüğe göre gecikenler",
      byPartner: "Sorumlu ortağa göre gecikenler",
      byOffice: "Ofise göre gecikenler",
      none: "Belirtilmemiş",
      client: "Müşteri",
      overdue: "Geciken",
      oldest: "En eski vade",
      status: "SARS durumu",
      standing: {
        compliant: "Uyumlu",
        returns: "Eksik beyanname var",
        debt: "Ödenmemiş borç var",
        both: "Eksik beyanname ve borç var",
      },
      emptyTitle: "Hiçbir müşterinin vadesi geçmiş yükümlülüğü yok",
      emptyText: "Bugünden önce vadesi dolan her yükümlülük verildi, ödendi ya da gerekmiyor.",
      noMatch: "Bu filtrelere uyan, vadesi geçmiş yükümlülüğü olan müşteri yok.",
      loadFailed: "Uyum raporu yüklenemedi.",
      checksTitle: "Kontroller",
      checksIntro: "Müşterilerin uyum verilerindeki, bir kişinin çözmesi gereken çelişkiler.",
      checksEmpty: "Çelişki bulunmadı.",
      checksFailed: "Kontroller yüklenemedi.",
      check: "Kontrol",
    },
  },
  ar: {
    complianceReport: {
      intro: "العملاء الذين لديهم التزامات متأخرة اليوم، الأكثر تأخرًا أولًا، مع حالتهم كما تحكم عليها حالة " +
        "الامتثال الضريبي لدى SARS: إقرارات غير مقدمة وديون غير مسددة. تظهر إيداعات CIPC بجانبها.",
      kind: "الالتزام",
      allKinds: "كل الالتزامات",
      partner: "الشريك المسؤول",
      office: "المكتب",
      byKind: "المتأخرات حسب الالتزام",
      byPartner: "المتأخرات حسب الشريك",
      byOffice: "المتأخرات حسب المكتب",
      none: "غير محدد",
      client: "العميل",
      overdue: "متأخرة",
      oldest: "أقدم استحقاق",
      status: "حالة SARS",
      standing: {
        compliant: "ممتثل",
        returns: "إقرارات غير مقدمة",
        debt: "ديون غير مسددة",
        both: "إقرارات وديون غير مسددة",
      },
      emptyTitle: "لا يوجد عميل لديه التزام متأخر",
      emptyText: "كل التزام استحق قبل اليوم قُدِّم أو سُدِّد أو غير مطلوب.",
      noMatch: "لا يوجد عميل لديه التزام متأخر يطابق هذه المرشحات.",
      loadFailed: "تعذر تحميل تقرير الامتثال.",
      checksTitle: "الفحوصات",
      checksIntro: "تناقضات في بيانات امتثال العملاء، يحسمها شخص.",
      checksEmpty: "لم يُعثر على تناقضات.",
      checksFailed: "تعذر تحميل الفحوصات.",
      check: "الفحص",
    },
  },
} as const;

addMessages(COMPLIANCE_REPORT_MESSAGES);
