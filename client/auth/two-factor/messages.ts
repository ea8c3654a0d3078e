import { addMessages } from "../../kit/i18n/index.ts";

/** The words of two-factor sign-in: the sign-in's second step and the set-up page, loaded with them. */
export const TWO_FACTOR_MESSAGES = {
  en: {
    twoFactor: {
      step: {
        title: "Two-factor sign-in",
        text:
          "Type the 6-digit code your authenticator app shows for Ledgerdesk, or one of your recovery codes.",
        code: "Code",
        submit: "Verify",
        checking: "Checking…",
        back: "Back to sign in",
      },
      page: {
        title: "Two-factor sign-in",
        intro:
          "With two-factor sign-in on, signing in takes your password and a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).",
        on: "Two-factor sign-in is on.",
        off: "Two-factor sign-in is off.",
        required: "The practice requires it for your role.",
        requiredOff:
          "The practice requires two-factor sign-in for your role: set it up to use the back office.",
        codesLeft: "Recovery codes left: {{count}}",
        start: "Set up two-factor sign-in",
        starting: "Preparing…",
        scan: "1. Scan this QR code with your authenticator app, or type the key into it by hand.",
        qrAlt: "QR code to add Ledgerdesk to an authenticator app",
        key: "Key",
        confirmText: "2. Type the 6-digit code the app now shows.",
        confirm: "Turn on",
        confirming: "Turning on…",
        codesTitle: "Your recovery codes",
        codesText:
          "Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.",
        copy: "Copy codes",
        copied: "Copied",
        saved: "I have saved them",
        disableTitle: "Turn off two-factor sign-in",
        disableText: "Type a current code from your app (or a recovery code) to turn it off.",
        disable: "Turn off",
        disabling: "Turning off…",
        turnedOn: "Two-factor sign-in is on.",
        turnedOff: "Two-factor sign-in is off.",
        loadFailed: "Could not read your two-factor settings.",
        practiceOnly: "Two-factor sign-in is for practice accounts.",
      },
    },
  },
  tr: {
    twoFactor: {
      step: {
        title: "İki adımlı oturum açma",
        text:
          "Doğrulayıcı uygulamanızın Ledgerdesk için gösterdiği 6 haneli kodu ya da kurtarma kodlarınızdan birini yazın.",
        code: "Kod",
        submit: "Doğrula",
        checking: "Denetleniyor…",
        back: "Oturum açmaya dön",
      },
      page: {
        title: "İki adımlı oturum açma",
        intro:
          "İki adımlı oturum açma açıkken oturum açmak için parolanız ve telefonunuzdaki bir doğrulayıcı uygulamanın (Google Authenticator, Microsoft Authenticator ya da 1Password gibi) kodu gerekir.",
        on: "İki adımlı oturum açma açık.",
        off: "İki adımlı oturum açma kapalı.",
        required: "Büro, rolünüz için bunu zorunlu tutuyor.",
        requiredOff:
          "Büro, rolünüz için iki adımlı oturum açmayı zorunlu tutuyor: arka ofisi kullanmak için kurun.",
        codesLeft: "Kalan kurtarma kodu: {{count}}",
        start: "İki adımlı oturum açmayı kur",
        starting: "Hazırlanıyor…",
        scan: "1. Bu QR kodunu doğrulayıcı uygulamanızla tarayın ya da anahtarı elle yazın.",
        qrAlt: "Ledgerdesk'i doğrulayıcı uygulamaya eklemek için QR kodu",
        key: "Anahtar",
        confirmText: "2. Uygulamanın şimdi gösterdiği 6 haneli kodu yazın.",
        confirm: "Aç",
        confirming: "Açılıyor…",
        codesTitle: "Kurtarma kodlarınız",
        codesText:
          "Telefonunuzu kaybederseniz her kod bir kez oturum açtırır. Güvenli bir yerde saklayın: yalnızca şimdi gösteriliyorlar.",
        copy: "Kodları kopyala",
        copied: "Kopyalandı",
        saved: "Sakladım",
        disableTitle: "İki adımlı oturum açmayı kapat",
        disableText: "Kapatmak için uygulamanızdaki güncel kodu (ya da bir kurtarma kodunu) yazın.",
        disable: "Kapat",
        disabling: "Kapatılıyor…",
        turnedOn: "İki adımlı oturum açma açıldı.",
        turnedOff: "İki adımlı oturum açma kapatıldı.",
        loadFailed: "İki adımlı oturum açma ayarlarınız okunamadı.",
        practiceOnly: "İki adımlı oturum açma büro hesapları içindir.",
      },
    },
  },
  ar: {
    twoFactor: {
      step: {
        title: "تسجيل الدخول بخطوتين",
        text: "اكتب الرمز المكوّن من 6 أرقام الذي يعرضه تطبيق المصادقة لـ Ledgerdesk، أو أحد رموز الاسترداد.",
        code: "الرمز",
        submit: "تحقّق",
        checking: "جارٍ التحقق…",
        back: "العودة إلى تسجيل الدخول",
      },
      page: {
        title: "تسجيل الدخول بخطوتين",
        intro:
          "عند تفعيل تسجيل الدخول بخطوتين يتطلب الدخول كلمة المرور ورمزًا من تطبيق مصادقة على هاتفك (مثل Google Authenticator أو Microsoft Authenticator أو 1Password).",
        on: "تسجيل الدخول بخطوتين مفعّل.",
        off: "تسجيل الدخول بخطوتين غير مفعّل.",
        required: "يشترطه المكتب لدورك.",
        requiredOff: "يشترط المكتب تسجيل الدخول بخطوتين لدورك: أعدّه لاستخدام المكتب الخلفي.",
        codesLeft: "رموز الاسترداد المتبقية: {{count}}",
        start: "إعداد تسجيل الدخول بخطوتين",
        starting: "جارٍ التحضير…",
        scan: "1. امسح رمز QR هذا بتطبيق المصادقة، أو اكتب المفتاح فيه يدويًا.",
        qrAlt: "رمز QR لإضافة Ledgerdesk إلى تطبيق مصادقة",
        key: "المفتاح",
        confirmText: "2. اكتب الرمز المكوّن من 6 أرقام الذي يعرضه التطبيق الآن.",
        confirm: "تفعيل",
        confirming: "جارٍ التفعيل…",
        codesTitle: "رموز الاسترداد الخاصة بك",
        codesText: "كل رمز يتيح لك الدخول مرة واحدة إذا فقدت هاتفك. احفظها في مكان آمن: لن تُعرض إلا الآن.",
        copy: "نسخ الرموز",
        copied: "نُسخت",
        saved: "لقد حفظتها",
        disableTitle: "إيقاف تسجيل الدخول بخطوتين",
        disableText: "اكتب رمزًا حاليًا من التطبيق (أو رمز استرداد) لإيقافه.",
        disable: "إيقاف",
        disabling: "جارٍ الإيقاف…",
        turnedOn: "فُعّل تسجيل الدخول بخطوتين.",
        turnedOff: "أُوقف تسجيل الدخول بخطوتين.",
        loadFailed: "تعذّرت قراءة إعدادات تسجيل الدخول بخطوتين.",
        practiceOnly: "تسجيل الدخول بخطوتين مخصص لحسابات المكتب.",
      },
    },
  },
};

addMessages(TWO_FACTOR_MESSAGES);
