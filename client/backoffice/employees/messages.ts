import { addMessages } from "../../app/i18n/index.ts";

/** Words of an employee's "End sessions" panel, registered when its chunk loads. */
export const EMPLOYEE_SESSION_MESSAGES = {
  en: {
    employeeSessions: {
      title: "Sessions",
      intro:
        "Signs this employee out in every browser and on every device at once, for a lost phone or a shared " +
        "computer. They can sign in again unless their account is made inactive.",
      end: "End sessions",
      ending: "Ending…",
      confirmTitle: "End {{name}}'s sessions?",
      confirmText: "{{name}} is signed out everywhere at once and must sign in again.",
      cancel: "Cancel",
      ended: "{{name}}'s sessions were ended ({{count}}).",
    },
  },
  tr: {
    employeeSessions: {
      title: "Oturumlar",
      intro:
        "Bu çalışanın tüm tarayıcılardaki ve cihazlardaki oturumlarını bir anda kapatır (kaybolan bir telefon " +
        "ya da ortak bir bilgisayar için). Hesabı pasif yapılmadıkça yeniden oturum açabilir.",
      end: "Oturumları sonlandır",
      ending: "Sonlandırılıyor…",
      confirmTitle: "{{name}} adlı çalışanın oturumları sonlandırılsın mı?",
      confirmText: "{{name}} her yerde hemen çıkış yapmış olur ve yeniden oturum açması gerekir.",
      cancel: "Vazgeç",
      ended: "{{name}} adlı çalışanın oturumları sonlandırıldı ({{count}}).",
    },
  },
  ar: {
    employeeSessions: {
      title: "الجلسات",
      intro:
        "يُسجّل خروج هذا الموظف من جميع المتصفحات والأجهزة دفعة واحدة، عند فقدان هاتف أو استخدام حاسوب مشترك. " +
        "يمكنه تسجيل الدخول مجددًا ما لم يُجعل حسابه غير نشط.",
      end: "إنهاء الجلسات",
      ending: "جارٍ الإنهاء…",
      confirmTitle: "إنهاء جلسات {{name}}؟",
      confirmText: "سيُسجَّل خروج {{name}} من كل مكان فورًا وعليه تسجيل الدخول مرة أخرى.",
      cancel: "إلغاء",
      ended: "أُنهيت جلسات {{name}} ({{count}}).",
    },
  },
};

addMessages(EMPLOYEE_SESSION_MESSAGES);
