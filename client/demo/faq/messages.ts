import { addMessages } from "../../kit/i18n/index.ts";

/** The FAQ page's words. */
export const FAQ_MESSAGES = {
  en: {
    faqPage: {
      title: "Frequently asked questions",
      subtitle: "What our clients ask most, answered by the practice.",
      search: "Search the questions",
      found: "{{count}} question(s) found",
      noMatch: "No question matches “{{query}}”",
      loadFailed: "The questions could not be loaded.",
    },
  },
  tr: {
    faqPage: {
      title: "Sıkça sorulan sorular",
      subtitle: "Müşterilerimizin en çok sorduğu sorular ve büronun yanıtları.",
      search: "Sorularda ara",
      found: "{{count}} soru bulundu",
      noMatch: "“{{query}}” ile eşleşen soru yok",
      loadFailed: "Sorular yüklenemedi.",
    },
  },
  ar: {
    faqPage: {
      title: "الأسئلة الشائعة",
      subtitle: "أكثر ما يسأله عملاؤنا، مع إجابات المكتب.",
      search: "ابحث في الأسئلة",
      found: "عدد الأسئلة التي وُجدت: {{count}}",
      noMatch: "لا يوجد سؤال يطابق “{{query}}”",
      loadFailed: "تعذر تحميل الأسئلة.",
    },
  },
};

addMessages(FAQ_MESSAGES);
