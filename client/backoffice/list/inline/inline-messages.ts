import { addMessages } from "../../../kit/i18n/index.ts";

/** Words of inline edit in a list's rows (issue 39). */
export const INLINE_MESSAGES = {
  en: {
    inline: {
      edit: "Edit {{field}} of {{title}}",
      editor: "{{field}} of {{title}}",
      save: "Save",
      cancel: "Cancel",
      saving: "Saving…",
      saved: "{{field}} of {{title}} saved",
      conflict: "Someone else changed this record while you were editing. It now reads:",
      conflictHint: "Enter saves your value over it; or take theirs.",
      useTheirs: "Use their value",
      failed: "Could not save",
      f2: "Edit the row's first editable field in place",
      held: "Save or cancel this change first: Enter saves, Escape cancels.",
    },
  },
  tr: {
    inline: {
      edit: "{{title}} kaydının {{field}} alanını düzenle",
      editor: "{{title}} kaydının {{field}} alanı",
      save: "Kaydet",
      cancel: "Vazgeç",
      saving: "Kaydediliyor…",
      saved: "{{title}} kaydının {{field}} alanı kaydedildi",
      conflict: "Siz düzenlerken bu kaydı başka biri değiştirdi. Şimdiki değeri:",
      conflictHint: "Enter sizin değerinizi onun yerine kaydeder; ya da onunkini alın.",
      useTheirs: "Onun değerini al",
      failed: "Kaydedilemedi",
      f2: "Satırın düzenlenebilen ilk alanını yerinde düzenle",
      held: "Önce bu değişikliği kaydedin ya da vazgeçin: Enter kaydeder, Escape vazgeçer.",
    },
  },
  ar: {
    inline: {
      edit: "تعديل {{field}} في {{title}}",
      editor: "{{field}} في {{title}}",
      save: "حفظ",
      cancel: "إلغاء",
      saving: "جارٍ الحفظ…",
      saved: "حُفظ {{field}} في {{title}}",
      conflict: "غيّر شخص آخر هذا السجل أثناء تعديلك. قيمته الآن:",
      conflictHint: "يحفظ Enter قيمتك بدلًا منها؛ أو خذ قيمته.",
      useTheirs: "استخدام قيمته",
      failed: "تعذّر الحفظ",
      f2: "تعديل أول حقل قابل للتعديل في الصف في مكانه",
      held: "احفظ هذا التغيير أو ألغِه أولًا: يحفظ Enter ويلغي Escape.",
    },
  },
};

addMessages(INLINE_MESSAGES);
