import { addMessages } from "../../kit/i18n/index.ts";

/** The icon catalogue's words. */
export const ICONS_MESSAGES = {
  en: {
    iconsPage: {
      title: "Icons",
      count: "{{count}} of {{total}} icons. Click one to copy its name.",
      search: "Search by name or tag",
      copy: "Copy the name {{name}}",
      copied: "Copied “{{name}}”",
      copyFailed: "Could not copy; the icon's name is “{{name}}”",
      more: "Show more ({{count}} left)",
      noMatch: "No icon matches “{{query}}”",
      loadFailed: "The icons could not be loaded.",
    },
  },
  tr: {
    iconsPage: {
      title: "Simgeler",
      count: "{{total}} simgeden {{count}} tanesi. Adını kopyalamak için birine tıklayın.",
      search: "Ada veya etikete göre ara",
      copy: "{{name}} adını kopyala",
      copied: "“{{name}}” kopyalandı",
      copyFailed: "Kopyalanamadı; simgenin adı “{{name}}”",
      more: "Daha fazla göster ({{count}} kaldı)",
      noMatch: "“{{query}}” ile eşleşen simge yok",
      loadFailed: "Simgeler yüklenemedi.",
    },
  },
  ar: {
    iconsPage: {
      title: "الأيقونات",
      count: "{{count}} من {{total}} أيقونة. انقر على أيقونة لنسخ اسمها.",
      search: "ابحث بالاسم أو الوسم",
      copy: "انسخ الاسم {{name}}",
      copied: "تم نسخ “{{name}}”",
      copyFailed: "تعذر النسخ؛ اسم الأيقونة “{{name}}”",
      more: "اعرض المزيد (المتبقي {{count}})",
      noMatch: "لا توجد أيقونة تطابق “{{query}}”",
      loadFailed: "تعذر تحميل الأيقونات.",
    },
  },
};

addMessages(ICONS_MESSAGES);
