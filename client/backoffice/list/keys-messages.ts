import { addMessages } from "../../kit/i18n/index.ts";

/** The list's keys as the shortcuts dialog ("?") lists them (issue 39). */
export const LIST_KEYS_MESSAGES = {
  en: {
    listKeys: {
      group: "Lists",
      move: "Next or previous row",
      ends: "First or last row of the page",
      open: "Open the record",
      tick: "Tick or clear the row",
      tickPage: "Tick or clear every row of the page",
      pages: "Next or previous page",
    },
  },
  tr: {
    listKeys: {
      group: "Listeler",
      move: "Sonraki ya da önceki satır",
      ends: "Sayfanın ilk ya da son satırı",
      open: "Kaydı aç",
      tick: "Satırı işaretle ya da işareti kaldır",
      tickPage: "Sayfanın tüm satırlarını işaretle ya da işaretleri kaldır",
      pages: "Sonraki ya da önceki sayfa",
    },
  },
  ar: {
    listKeys: {
      group: "القوائم",
      move: "الصف التالي أو السابق",
      ends: "أول صف أو آخر صف في الصفحة",
      open: "فتح السجل",
      tick: "تحديد الصف أو إلغاء تحديده",
      tickPage: "تحديد كل صفوف الصفحة أو إلغاء تحديدها",
      pages: "الصفحة التالية أو السابقة",
    },
  },
};

addMessages(LIST_KEYS_MESSAGES);
