import { addMessages } from "../../kit/i18n/index.ts";

/** The knowledge base's words. */
export const KNOWLEDGE_BASE_MESSAGES = {
  en: {
    knowledgeBasePage: {
      title: "Knowledge base",
      subtitle: "Help articles for the practice's clients, by topic.",
      search: "Search featured articles",
      articles: "{{count}} articles",
      noMatch: "No featured article here matches the search.",
      missing: "That article is not in the knowledge base any more.",
      loadFailed: "The knowledge base could not be loaded.",
    },
  },
  tr: {
    knowledgeBasePage: {
      title: "Bilgi bankası",
      subtitle: "Büronun müşterileri için konulara göre yardım makaleleri.",
      search: "Öne çıkan makalelerde ara",
      articles: "{{count}} makale",
      noMatch: "Burada aramayla eşleşen öne çıkan makale yok.",
      missing: "Bu makale artık bilgi bankasında yok.",
      loadFailed: "Bilgi bankası yüklenemedi.",
    },
  },
  ar: {
    knowledgeBasePage: {
      title: "قاعدة المعرفة",
      subtitle: "مقالات مساعدة لعملاء المكتب، حسب الموضوع.",
      search: "ابحث في المقالات المميزة",
      articles: "عدد المقالات: {{count}}",
      noMatch: "لا توجد هنا مقالة مميزة تطابق البحث.",
      missing: "هذه المقالة لم تعد موجودة في قاعدة المعرفة.",
      loadFailed: "تعذر تحميل قاعدة المعرفة.",
    },
  },
};

addMessages(KNOWLEDGE_BASE_MESSAGES);
