import { addMessages } from "../../kit/i18n/index.ts";

/** Words of sharing documents in the client portal (issue 37): a document's toggle and the client's panel. */
addMessages({
  en: {
    portalShare: {
      title: "Client portal",
      intro: "A shared document can be downloaded by this client's portal users (its current version).",
      toggle: "Shared with the client in the portal",
      sharedSince: "Shared since {{date}}",
      notShared: "Not shared",
      shared: "Shared in the client portal",
      unshared: "No longer shared in the client portal",
      refused: "The sharing was not changed",
      failed: "Whether this document is shared could not be loaded.",
      panelTitle: "Shared in the portal",
      panelIntro: "Documents this client's portal users can download, by year.",
      none: "Nothing is shared with this client yet: share a document from its page.",
      panelFailed: "The documents shared with this client could not be loaded.",
    },
  },
  tr: {
    portalShare: {
      title: "Müşteri portalı",
      intro: "Paylaşılan bir belgeyi bu müşterinin portal kullanıcıları indirebilir (güncel sürümünü).",
      toggle: "Portalda müşteriyle paylaşıldı",
      sharedSince: "{{date}} tarihinden beri paylaşılıyor",
      notShared: "Paylaşılmadı",
      shared: "Müşteri portalında paylaşıldı",
      unshared: "Artık müşteri portalında paylaşılmıyor",
      refused: "Paylaşım değiştirilmedi",
      failed: "Bu belgenin paylaşılıp paylaşılmadığı yüklenemedi.",
      panelTitle: "Portalda paylaşılanlar",
      panelIntro: "Bu müşterinin portal kullanıcılarının indirebileceği belgeler, yıllara göre.",
      none: "Bu müşteriyle henüz bir şey paylaşılmadı: bir belgeyi kendi sayfasından paylaşın.",
      panelFailed: "Bu müşteriyle paylaşılan belgeler yüklenemedi.",
    },
  },
  ar: {
    portalShare: {
      title: "بوابة العملاء",
      intro: "يمكن لمستخدمي البوابة لدى هذا العميل تنزيل المستند المُشارَك (إصداره الحالي).",
      toggle: "مُشارَك مع العميل في البوابة",
      sharedSince: "مُشارَك منذ {{date}}",
      notShared: "غير مُشارَك",
      shared: "شوركت في بوابة العملاء",
      unshared: "لم تعد مُشارَكة في بوابة العملاء",
      refused: "لم تتغير المشاركة",
      failed: "تعذّر تحميل حالة مشاركة هذا المستند.",
      panelTitle: "المُشارَك في البوابة",
      panelIntro: "المستندات التي يمكن لمستخدمي البوابة لدى هذا العميل تنزيلها، حسب السنة.",
      none: "لم يُشارَك شيء مع هذا العميل بعد: شارك مستندًا من صفحته.",
      panelFailed: "تعذّر تحميل المستندات المُشارَكة مع هذا العميل.",
    },
  },
});
