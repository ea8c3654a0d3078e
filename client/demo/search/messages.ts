import { addMessages } from "../../kit/i18n/index.ts";

/** The site search pages' words. */
export const SEARCH_MESSAGES = {
  en: {
    searchPage: {
      classicTitle: "Search: classic",
      modernTitle: "Search: modern",
      placeholder: "Search the site",
      submit: "Search",
      prompt: "Type what you are looking for",
      pages: "Pages",
      count: "{{count}} result(s) for “{{query}}”",
      noMatch: "Nothing found for “{{query}}”",
      loadFailed: "The search could not be done.",
    },
  },
  tr: {
    searchPage: {
      classicTitle: "Arama: klasik",
      modernTitle: "Arama: modern",
      placeholder: "Sitede ara",
      submit: "Ara",
      prompt: "Aradığınızı yazın",
      pages: "Sayfalar",
      count: "“{{query}}” için {{count}} sonuç",
      noMatch: "“{{query}}” için bir şey bulunamadı",
      loadFailed: "Arama yapılamadı.",
    },
  },
  ar: {
    searchPage: {
      classicTitle: "البحث: كلاسيكي",
      modernTitle: "البحث: حديث",
      placeholder: "ابحث في الموقع",
      submit: "بحث",
      prompt: "اكتب ما تبحث عنه",
      pages: "الصفحات",
      count: "عدد النتائج لـ “{{query}}”: {{count}}",
      noMatch: "لم يُعثر على شيء لـ “{{query}}”",
      loadFailed: "تعذر إجراء البحث.",
    },
  },
};

addMessages(SEARCH_MESSAGES);
