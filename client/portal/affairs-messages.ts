import { addMessages } from "../kit/i18n/core.ts";

/** The portal's words for shared documents and where a client's affairs stand (issue 37), in its three languages. */
addMessages({
  en: {
    portalAffairs: {
      title: "Where your affairs stand",
      none: "Nothing is under way for {{client}} yet.",
      kind: {
        incometax: "Income-tax return {{year}}",
        objection: "Objection to the {{year}} assessment",
        annualreturn: "CIPC annual return {{year}}",
        taxclearance: "Tax clearance ({{year}})",
      },
      stage: {
        waiting: "Waiting for you",
        preparing: "We are preparing it",
        approved: "You approved it; we will submit it to SARS",
        submitted: "Submitted to SARS",
        done: "Done",
      },
    },
    portalShared: {
      title: "Documents from us",
      none: "We have not shared a document with {{client}} yet.",
      download: "Download {{name}}",
      downloading: "Downloading…",
      failed: "Not downloaded: {{reason}}",
    },
  },
  tr: {
    portalAffairs: {
      title: "İşlerinizin durumu",
      none: "{{client}} için henüz yürüyen bir iş yok.",
      kind: {
        incometax: "{{year}} gelir vergisi beyannamesi",
        objection: "{{year}} tarhiyatına itiraz",
        annualreturn: "{{year}} CIPC yıllık beyanı",
        taxclearance: "Vergi uygunluk belgesi ({{year}})",
      },
      stage: {
        waiting: "Sizi bekliyor",
        preparing: "Hazırlıyoruz",
        approved: "Onayladınız; SARS'a biz göndereceğiz",
        submitted: "SARS'a gönderildi",
        done: "Tamamlandı",
      },
    },
    portalShared: {
      title: "Sizinle paylaştığımız belgeler",
      none: "{{client}} ile henüz bir belge paylaşmadık.",
      download: "{{name}} indir",
      downloading: "İndiriliyor…",
      failed: "İndirilemedi: {{reason}}",
    },
  },
  ar: {
    portalAffairs: {
      title: "أين وصلت شؤونك",
      none: "لا شيء قيد العمل لـ {{client}} بعد.",
      kind: {
        incometax: "إقرار ضريبة الدخل {{year}}",
        objection: "اعتراض على تقييم {{year}}",
        annualreturn: "الإقرار السنوي لدى CIPC {{year}}",
        taxclearance: "شهادة الامتثال الضريبي ({{year}})",
      },
      stage: {
        waiting: "بانتظارك",
        preparing: "نعمل على إعداده",
        approved: "وافقت عليه؛ سنقدّمه إلى SARS",
        submitted: "قُدّم إلى SARS",
        done: "تم",
      },
    },
    portalShared: {
      title: "مستندات منّا",
      none: "لم نشارك أي مستند مع {{client}} بعد.",
      download: "تنزيل {{name}}",
      downloading: "جارٍ التنزيل…",
      failed: "لم يُنزَّل: {{reason}}",
    },
  },
});
