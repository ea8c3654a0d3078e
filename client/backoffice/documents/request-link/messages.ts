import { addMessages } from "../../../kit/i18n/index.ts";

/** Words of a document request's upload page, registered when its chunk loads. */
export const REQUEST_LINK_MESSAGES = {
  en: {
    requestLink: {
      title: "Documents for {{practice}}",
      intro: "{{practice}} asks for these documents for your {{year}} tax year. Upload each one here.",
      until: "This private link works until {{date}}. Do not share it.",
      due: "Due {{date}}",
      choose: "Choose a file or take a photo",
      accepts: "PDF, a photo or scan, an Office document, CSV, text or ZIP.",
      sending: "Sending… {{percent}}%",
      received: "Received: {{name}}",
      failed: "Not sent: {{reason}}",
      allIn: "Thank you: {{practice}} has every document it asked for.",
      loading: "Opening your request…",
      noToken: "This address holds no upload link. Open the link in the mail from your practice.",
      language: "Language",
    },
  },
  tr: {
    requestLink: {
      title: "{{practice}} için belgeler",
      intro: "{{practice}}, {{year}} vergi yılınız için bu belgeleri istiyor. Her birini buradan yükleyin.",
      until: "Bu özel bağlantı {{date}} tarihine kadar çalışır. Paylaşmayın.",
      due: "Son tarih {{date}}",
      choose: "Dosya seçin ya da fotoğraf çekin",
      accepts: "PDF, fotoğraf ya da tarama, Office belgesi, CSV, metin ya da ZIP.",
      sending: "Gönderiliyor… %{{percent}}",
      received: "Alındı: {{name}}",
      failed: "Gönderilemedi: {{reason}}",
      allIn: "Teşekkürler: {{practice}} istediği tüm belgeleri aldı.",
      loading: "Talebiniz açılıyor…",
      noToken: "Bu adreste bir yükleme bağlantısı yok. Ofisinizden gelen e-postadaki bağlantıyı açın.",
      language: "Dil",
    },
  },
  ar: {
    requestLink: {
      title: "مستندات لـ {{practice}}",
      intro: "يطلب {{practice}} هذه المستندات لسنتك الضريبية {{year}}. ارفع كل مستند هنا.",
      until: "يعمل هذا الرابط الخاص حتى {{date}}. لا تشاركه.",
      due: "الاستحقاق {{date}}",
      choose: "اختر ملفًا أو التقط صورة",
      accepts: "PDF أو صورة أو مسح ضوئي أو مستند Office أو CSV أو نص أو ZIP.",
      sending: "جارٍ الإرسال… {{percent}}٪",
      received: "وصل: {{name}}",
      failed: "لم يُرسل: {{reason}}",
      allIn: "شكرًا لك: وصل إلى {{practice}} كل ما طلبه من مستندات.",
      loading: "جارٍ فتح طلبك…",
      noToken: "لا يحمل هذا العنوان رابط رفع. افتح الرابط الوارد في رسالة مكتبك.",
      language: "اللغة",
    },
  },
};

addMessages(REQUEST_LINK_MESSAGES);
