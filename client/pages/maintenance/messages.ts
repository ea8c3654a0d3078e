import { addMessages } from "../../kit/i18n/index.ts";

/** The maintenance page's words. */
export const MAINTENANCE_MESSAGES = {
  en: {
    maintenance: {
      title: "Down for maintenance",
      text: "Ledgerdesk is being upgraded and will be back shortly.",
      safe: "Your work is saved: nothing you entered before the upgrade is lost.",
      tryAgain: "Try again",
      serverUp: "The server answers again: open Ledgerdesk",
      serverDown: "Not back yet. Try again in a minute.",
    },
  },
  tr: {
    maintenance: {
      title: "Bakımda",
      text: "Ledgerdesk güncelleniyor ve kısa süre içinde geri dönecek.",
      safe: "Çalışmanız kayıtlı: güncellemeden önce girdiğiniz hiçbir şey kaybolmaz.",
      tryAgain: "Yeniden dene",
      serverUp: "Sunucu yeniden yanıt veriyor: Ledgerdesk'i açın",
      serverDown: "Henüz dönmedi. Bir dakika sonra yeniden deneyin.",
    },
  },
  ar: {
    maintenance: {
      title: "متوقف للصيانة",
      text: "تجري ترقية Ledgerdesk وسيعود قريبًا.",
      safe: "عملك محفوظ: لن يضيع شيء أدخلته قبل الترقية.",
      tryAgain: "حاول مرة أخرى",
      serverUp: "الخادم يجيب مجددًا: افتح Ledgerdesk",
      serverDown: "لم يعد بعد. حاول مرة أخرى بعد دقيقة.",
    },
  },
};

addMessages(MAINTENANCE_MESSAGES);
