import { addMessages } from "../../i18n/core.ts";

/** The printable record of a signature in the portal (issue 37), for the client and staff, in three languages. */
addMessages({
  en: {
    signatureRecord: {
      title: "Record of acceptance",
      intro: "Accepted in the client portal of {{practice}} by a typed name (a simple electronic signature).",
      kind: { approval: "Document approved", "engagement-letter": "Engagement letter accepted" },
      client: "Client",
      document: "Document",
      version: "Version",
      sha256: "SHA-256 of the version's bytes",
      name: "Name typed",
      user: "Signed in as",
      at: "Accepted at",
      address: "From address",
      askedBy: "Asked by",
      askedAt: "Asked at",
      print: "Print",
    },
  },
  tr: {
    signatureRecord: {
      title: "Kabul kaydı",
      intro: "{{practice}} müşteri portalında yazılan adla kabul edildi (basit elektronik imza).",
      kind: { approval: "Belge onaylandı", "engagement-letter": "Hizmet sözleşmesi kabul edildi" },
      client: "Müşteri",
      document: "Belge",
      version: "Sürüm",
      sha256: "Sürümün baytlarının SHA-256 değeri",
      name: "Yazılan ad",
      user: "Oturum açan",
      at: "Kabul zamanı",
      address: "Adres",
      askedBy: "İsteyen",
      askedAt: "İstenme zamanı",
      print: "Yazdır",
    },
  },
  ar: {
    signatureRecord: {
      title: "سجل القبول",
      intro: "قُبل في بوابة عملاء {{practice}} باسم مكتوب (توقيع إلكتروني بسيط).",
      kind: { approval: "تمت الموافقة على المستند", "engagement-letter": "تم قبول خطاب التكليف" },
      client: "العميل",
      document: "المستند",
      version: "الإصدار",
      sha256: "بصمة SHA-256 لبايتات الإصدار",
      name: "الاسم المكتوب",
      user: "الحساب المستخدم",
      at: "وقت القبول",
      address: "العنوان",
      askedBy: "طلبه",
      askedAt: "وقت الطلب",
      print: "طباعة",
    },
  },
});
