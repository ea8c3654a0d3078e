import { addMessages } from "../../kit/i18n/index.ts";

/** Words of an employee's sign-in panel (end sessions, reset two-factor), registered when its chunk loads. */
export const EMPLOYEE_SESSION_MESSAGES = {
  en: {
    employeeSessions: {
      title: "Sign-in",
      intro:
        "End sessions signs this employee out in every browser and on every device at once (a lost phone, a " +
        "shared computer); they can sign in again unless their account is made inactive. Reset two-factor " +
        "sign-in is for a lost phone together with lost recovery codes.",
      end: "End sessions",
      ending: "Ending…",
      confirmTitle: "End {{name}}'s sessions?",
      confirmText: "{{name}} is signed out everywhere at once and must sign in again.",
      cancel: "Cancel",
      ended: "{{name}}'s sessions were ended ({{count}}).",
      resetTwoFactor: "Reset two-factor sign-in",
      resetting: "Resetting…",
      resetTitle: "Reset {{name}}'s two-factor sign-in?",
      resetText:
        "For a lost phone and lost recovery codes: {{name}} then signs in with the password alone and should set two-factor sign-in up again.",
      resetDone: "{{name}}'s two-factor sign-in was reset.",
      resetNone: "{{name}} had no two-factor sign-in to reset.",
    },
  },
  tr: {
    employeeSessions: {
      title: "Oturum açma",
      intro:
        "Oturumları sonlandır, bu çalışanın tüm tarayıcılardaki ve cihazlardaki oturumlarını bir anda kapatır " +
        "(kaybolan bir telefon ya da ortak bir bilgisayar için); hesabı pasif yapılmadıkça yeniden oturum açabilir. " +
        "İki adımlı oturum açmayı sıfırlama, telefonla birlikte kurtarma kodları da kaybolduğunda içindir.",
      end: "Oturumları sonlandır",
      ending: "Sonlandırılıyor…",
      confirmTitle: "{{name}} adlı çalışanın oturumları sonlandırılsın mı?",
      confirmText: "{{name}} her yerde hemen çıkış yapmış olur ve yeniden oturum açması gerekir.",
      cancel: "Vazgeç",
      ended: "{{name}} adlı çalışanın oturumları sonlandırıldı ({{count}}).",
      resetTwoFactor: "İki adımlı oturum açmayı sıfırla",
      resetting: "Sıfırlanıyor…",
      resetTitle: "{{name}} adlı çalışanın iki adımlı oturum açması sıfırlansın mı?",
      resetText:
        "Kaybolan telefon ve kurtarma kodları için: {{name}} bundan sonra yalnızca parolasıyla oturum açar ve iki adımlı oturum açmayı yeniden kurmalıdır.",
      resetDone: "{{name}} adlı çalışanın iki adımlı oturum açması sıfırlandı.",
      resetNone: "{{name}} adlı çalışanın sıfırlanacak iki adımlı oturum açması yoktu.",
    },
  },
  ar: {
    employeeSessions: {
      title: "تسجيل الدخول",
      intro: "إنهاء الجلسات يُسجّل خروج هذا الموظف من جميع المتصفحات والأجهزة دفعة واحدة (هاتف مفقود أو حاسوب " +
        "مشترك)، ويمكنه تسجيل الدخول مجددًا ما لم يُجعل حسابه غير نشط. أما إعادة تعيين تسجيل الدخول بخطوتين " +
        "فهي لفقدان الهاتف ورموز الاسترداد معًا.",
      end: "إنهاء الجلسات",
      ending: "جارٍ الإنهاء…",
      confirmTitle: "إنهاء جلسات {{name}}؟",
      confirmText: "سيُسجَّل خروج {{name}} من كل مكان فورًا وعليه تسجيل الدخول مرة أخرى.",
      cancel: "إلغاء",
      ended: "أُنهيت جلسات {{name}} ({{count}}).",
      resetTwoFactor: "إعادة تعيين تسجيل الدخول بخطوتين",
      resetting: "جارٍ إعادة التعيين…",
      resetTitle: "إعادة تعيين تسجيل الدخول بخطوتين لـ {{name}}؟",
      resetText:
        "عند فقدان الهاتف ورموز الاسترداد: يسجّل {{name}} الدخول بعدها بكلمة المرور وحدها وعليه إعداد تسجيل الدخول بخطوتين مجددًا.",
      resetDone: "أُعيد تعيين تسجيل الدخول بخطوتين لـ {{name}}.",
      resetNone: "لم يكن لدى {{name}} تسجيل دخول بخطوتين لإعادة تعيينه.",
    },
  },
};

addMessages(EMPLOYEE_SESSION_MESSAGES);
