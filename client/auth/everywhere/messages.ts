import { addMessages } from "../../kit/i18n/index.ts";

/** The words of the "Sign out everywhere" question, loaded with it (the first page does not carry them). */
export const SIGN_OUT_EVERYWHERE_MESSAGES = {
  en: {
    everywhere: {
      title: "Sign out everywhere?",
      text:
        "This ends your sessions in every browser and on every device, this one included. You will need to sign in again.",
      confirm: "Sign out everywhere",
      working: "Signing out…",
      cancel: "Cancel",
    },
  },
  tr: {
    everywhere: {
      title: "Her yerden çıkış yapılsın mı?",
      text:
        "Bu, bu cihaz dahil tüm tarayıcılardaki ve cihazlardaki oturumlarınızı sonlandırır. Yeniden oturum açmanız gerekecek.",
      confirm: "Her yerden çıkış yap",
      working: "Çıkış yapılıyor…",
      cancel: "Vazgeç",
    },
  },
  ar: {
    everywhere: {
      title: "تسجيل الخروج من كل مكان؟",
      text:
        "سيؤدي هذا إلى إنهاء جلساتك في جميع المتصفحات وعلى جميع الأجهزة، بما فيها هذا الجهاز. ستحتاج إلى تسجيل الدخول مرة أخرى.",
      confirm: "تسجيل الخروج من كل مكان",
      working: "جارٍ تسجيل الخروج…",
      cancel: "إلغاء",
    },
  },
};

addMessages(SIGN_OUT_EVERYWHERE_MESSAGES);
