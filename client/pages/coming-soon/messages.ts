import { addMessages } from "../../kit/i18n/index.ts";

/** The coming-soon page's words. */
export const COMING_SOON_MESSAGES = {
  en: {
    comingSoon: {
      title: "Coming soon",
      text:
        "The practice's new client portal is almost ready: clients will see their returns, deadlines and documents in one place.",
      countdownLabel: "Time left until {{date}}",
      units: { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" },
      launchOn: "Opens on {{date}}",
      launched: "It is open.",
    },
  },
  tr: {
    comingSoon: {
      title: "Çok yakında",
      text:
        "Büronun yeni müşteri portalı neredeyse hazır: müşteriler beyannamelerini, son tarihlerini ve belgelerini tek yerde görecek.",
      countdownLabel: "{{date}} tarihine kalan süre",
      units: { days: "gün", hours: "saat", minutes: "dakika", seconds: "saniye" },
      launchOn: "{{date}} tarihinde açılıyor",
      launched: "Açıldı.",
    },
  },
  ar: {
    comingSoon: {
      title: "قريبًا",
      text:
        "بوابة العملاء الجديدة للمكتب شبه جاهزة: سيرى العملاء إقراراتهم ومواعيدهم النهائية ومستنداتهم في مكان واحد.",
      countdownLabel: "الوقت المتبقي حتى {{date}}",
      units: { days: "أيام", hours: "ساعات", minutes: "دقائق", seconds: "ثوانٍ" },
      launchOn: "تُفتح في {{date}}",
      launched: "أصبحت مفتوحة.",
    },
  },
};

addMessages(COMING_SOON_MESSAGES);
