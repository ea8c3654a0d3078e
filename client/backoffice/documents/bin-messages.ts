import { addMessages } from "../../kit/i18n/index.ts";

/** Words of the documents' bin and retention review, registered when their chunk loads. */
export const BIN_MESSAGES = {
  en: {
    documents: {
      bin: {
        title: "Bin",
        intro: "Deleted documents wait here 30 days, then go for good. Restore one to put it back as it was.",
        empty: "The bin is empty.",
        loadFailed: "The bin could not be loaded.",
        binned: "Deleted by {{name}}, {{when}}",
        goesOn: "Goes for good on {{date}}",
        restore: "Restore",
        restoring: "Restoring…",
        restored: "{{name}} is back among the documents.",
      },
      retention: {
        title: "Retention review",
        intro:
          "Documents whose legal retention period has ended. Choose those to remove for good; a held document stays until its objection or audit is settled.",
        empty: "No document is past its retention period.",
        loadFailed: "The retention review could not be loaded.",
        select: "Choose {{name}}",
        selectAll: "Choose every document that may go",
        endedOn: "Period ended {{date}}",
        rule: {
          taxReturnSubmitted:
            "Tax record: 5 years after the return was submitted (Tax Administration Act s29)",
          taxYearEnded: "Tax record: 5 years after the tax year ended (Tax Administration Act s29)",
          taxUploaded: "Tax record: 5 years after it was uploaded (Tax Administration Act s29)",
          companyRecord: "Company record: 7 years (Companies Act s24)",
        },
        held: "On legal hold (Tax Administration Act s32):",
        purge: "Remove chosen for good",
        confirmTitle: "Remove {{count}} documents for good?",
        confirmText:
          "{{count}} documents, every version and their files are removed for good. This cannot be undone; the audit history keeps that they were.",
        confirm: "Remove {{count}} for good",
        purging: "Removing…",
        purged: "{{count}} documents removed for good.",
        cancel: "Cancel",
      },
    },
  },
  tr: {
    documents: {
      bin: {
        title: "Çöp kutusu",
        intro:
          "Silinen belgeler burada 30 gün bekler, sonra kalıcı olarak silinir. Bir belgeyi olduğu gibi geri getirmek için geri yükleyin.",
        empty: "Çöp kutusu boş.",
        loadFailed: "Çöp kutusu yüklenemedi.",
        binned: "Silen: {{name}}, {{when}}",
        goesOn: "{{date}} tarihinde kalıcı olarak silinir",
        restore: "Geri yükle",
        restoring: "Geri yükleniyor…",
        restored: "{{name}} belgeler arasına geri döndü.",
      },
      retention: {
        title: "Saklama incelemesi",
        intro:
          "Yasal saklama süresi dolan belgeler. Kalıcı olarak silinecekleri seçin; yasal saklama altındaki bir belge, itirazı veya denetimi sonuçlanana kadar kalır.",
        empty: "Saklama süresi dolan belge yok.",
        loadFailed: "Saklama incelemesi yüklenemedi.",
        select: "{{name}} seç",
        selectAll: "Silinebilecek tüm belgeleri seç",
        endedOn: "Süre {{date}} tarihinde doldu",
        rule: {
          taxReturnSubmitted:
            "Vergi kaydı: beyannamenin verilmesinden 5 yıl sonra (Vergi İdaresi Kanunu m. 29)",
          taxYearEnded: "Vergi kaydı: vergi yılının bitiminden 5 yıl sonra (Vergi İdaresi Kanunu m. 29)",
          taxUploaded: "Vergi kaydı: yüklenmesinden 5 yıl sonra (Vergi İdaresi Kanunu m. 29)",
          companyRecord: "Şirket kaydı: 7 yıl (Şirketler Kanunu m. 24)",
        },
        held: "Yasal saklama altında (Vergi İdaresi Kanunu m. 32):",
        purge: "Seçilenleri kalıcı olarak sil",
        confirmTitle: "{{count}} belge kalıcı olarak silinsin mi?",
        confirmText:
          "{{count}} belge, tüm sürümleri ve dosyalarıyla kalıcı olarak silinir. Bu geri alınamaz; denetim geçmişi var olduklarını saklar.",
        confirm: "{{count}} belgeyi kalıcı olarak sil",
        purging: "Siliniyor…",
        purged: "{{count}} belge kalıcı olarak silindi.",
        cancel: "Vazgeç",
      },
    },
  },
  ar: {
    documents: {
      bin: {
        title: "سلة المحذوفات",
        intro: "تبقى المستندات المحذوفة هنا 30 يومًا ثم تُزال نهائيًا. استعد مستندًا لإرجاعه كما كان.",
        empty: "سلة المحذوفات فارغة.",
        loadFailed: "تعذّر تحميل سلة المحذوفات.",
        binned: "حذفه {{name}}، {{when}}",
        goesOn: "يُزال نهائيًا في {{date}}",
        restore: "استعادة",
        restoring: "جارٍ الاستعادة…",
        restored: "عاد {{name}} إلى المستندات.",
      },
      retention: {
        title: "مراجعة الاحتفاظ",
        intro:
          "مستندات انتهت مدة الاحتفاظ القانونية بها. اختر ما يُزال نهائيًا؛ ويبقى المستند المحجوز حتى تتم تسوية الاعتراض أو التدقيق.",
        empty: "لا توجد مستندات تجاوزت مدة الاحتفاظ بها.",
        loadFailed: "تعذّر تحميل مراجعة الاحتفاظ.",
        select: "اختر {{name}}",
        selectAll: "اختر كل المستندات التي يمكن إزالتها",
        endedOn: "انتهت المدة في {{date}}",
        rule: {
          taxReturnSubmitted: "سجل ضريبي: 5 سنوات بعد تقديم الإقرار (قانون الإدارة الضريبية، المادة 29)",
          taxYearEnded: "سجل ضريبي: 5 سنوات بعد انتهاء السنة الضريبية (قانون الإدارة الضريبية، المادة 29)",
          taxUploaded: "سجل ضريبي: 5 سنوات بعد رفعه (قانون الإدارة الضريبية، المادة 29)",
          companyRecord: "سجل شركة: 7 سنوات (قانون الشركات، المادة 24)",
        },
        held: "محجوز قانونيًا (قانون الإدارة الضريبية، المادة 32):",
        purge: "إزالة المختار نهائيًا",
        confirmTitle: "إزالة {{count}} من المستندات نهائيًا؟",
        confirmText:
          "تُزال {{count}} من المستندات بكل إصداراتها وملفاتها نهائيًا. لا يمكن التراجع عن ذلك؛ ويحتفظ سجل التدقيق بأنها كانت موجودة.",
        confirm: "إزالة {{count}} نهائيًا",
        purging: "جارٍ الإزالة…",
        purged: "أُزيلت {{count}} من المستندات نهائيًا.",
        cancel: "إلغاء",
      },
    },
  },
};

addMessages(BIN_MESSAGES);
