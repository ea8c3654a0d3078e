import { addMessages } from "../../i18n/index.ts";

/** The shortcuts dialog's words ("?"), and the lines of the keys that work anywhere in the shell. */
export const SHORTCUTS_MESSAGES = {
  en: {
    shortcuts: {
      title: "Keyboard shortcuts",
      intro: "Outside a text field, these keys work on this page.",
      close: "Close",
      or: "or",
      anywhere: "Anywhere",
      search: "Search",
      openSearch: "Open the search",
      searchChoose: "Choose a result",
      searchOpen: "Open the chosen result (or the first)",
      show: "Show these shortcuts",
      dismiss: "Close a dialog, a panel or the search",
      key: { Control: "Ctrl", Shift: "Shift", Escape: "Esc", Space: "Space", Enter: "Enter" },
    },
  },
  tr: {
    shortcuts: {
      title: "Klavye kısayolları",
      intro: "Bir metin alanının dışında bu tuşlar bu sayfada çalışır.",
      close: "Kapat",
      or: "veya",
      anywhere: "Her yerde",
      search: "Arama",
      openSearch: "Aramayı aç",
      searchChoose: "Bir sonuç seç",
      searchOpen: "Seçilen sonucu (ya da ilkini) aç",
      show: "Bu kısayolları göster",
      dismiss: "Bir pencereyi, paneli ya da aramayı kapat",
      key: { Control: "Ctrl", Shift: "Shift", Escape: "Esc", Space: "Boşluk", Enter: "Enter" },
    },
  },
  ar: {
    shortcuts: {
      title: "اختصارات لوحة المفاتيح",
      intro: "خارج حقول النص، تعمل هذه المفاتيح في هذه الصفحة.",
      close: "إغلاق",
      or: "أو",
      anywhere: "في أي مكان",
      search: "البحث",
      openSearch: "فتح البحث",
      searchChoose: "اختيار نتيجة",
      searchOpen: "فتح النتيجة المختارة (أو الأولى)",
      show: "عرض هذه الاختصارات",
      dismiss: "إغلاق نافذة حوار أو لوحة أو البحث",
      key: { Control: "Ctrl", Shift: "Shift", Escape: "Esc", Space: "مسافة", Enter: "Enter" },
    },
  },
};

addMessages(SHORTCUTS_MESSAGES);
