import { addMessages } from "../../kit/i18n/index.ts";

/** The words of the forgotten-password, reset, lock and mail-confirmation pages, loaded with them. */
export const ACCOUNT_FLOW_MESSAGES = {
  en: {
    accountFlows: {
      variants: { twoPanel: "Two-panel layout", fullScreen: "Full-screen layout" },
      forgot: {
        link: "Forgot password?",
        title: "Forgot password?",
        text:
          "Type the address you sign in with. If it has an account, a link to choose a new password is mailed to it.",
        send: "Send reset link",
        sending: "Sending…",
        backToSignIn: "Back to sign in",
      },
      mailConfirm: {
        title: "Check your mail",
        sentTo:
          "If {{email}} has an account, a reset link is on its way there. Open it within {{minutes}} minutes to choose a new password.",
        sent:
          "If the address has an account, a reset link is on its way there. Open it within {{minutes}} minutes.",
        nothing: "Nothing after a few minutes? Look in the spam folder, check the address, or ask again.",
        askAgain: "Ask again",
      },
      reset: {
        title: "Choose a new password",
        text: "Type your new password twice. It replaces the old one at once.",
        newPassword: "New password",
        submit: "Set new password",
        saving: "Saving…",
        done: "Your password is set. Sign in as {{email}} with it.",
        noToken: "This page opens from the link in a reset mail.",
        askAgain: "Ask for a new link",
      },
      lock: {
        title: "Screen locked",
        text: "Your session is kept while you are away. Type your password to go on where you left off.",
        unlock: "Unlock",
        unlocking: "Unlocking…",
        notYou: "Not you?",
        signOut: "Sign out",
        notSignedIn: "Nobody is signed in, so there is nothing to lock.",
        wrongPassword: "Wrong password.",
      },
    },
  },
  tr: {
    accountFlows: {
      variants: { twoPanel: "İki panelli düzen", fullScreen: "Tam ekran düzen" },
      forgot: {
        link: "Parolanızı mı unuttunuz?",
        title: "Parolanızı mı unuttunuz?",
        text:
          "Oturum açtığınız adresi yazın. Bir hesaba aitse, yeni parola seçmek için bir bağlantı bu adrese gönderilir.",
        send: "Sıfırlama bağlantısı gönder",
        sending: "Gönderiliyor…",
        backToSignIn: "Oturum açmaya dön",
      },
      mailConfirm: {
        title: "E-postanızı kontrol edin",
        sentTo:
          "{{email}} bir hesaba aitse sıfırlama bağlantısı yolda. Yeni parola seçmek için {{minutes}} dakika içinde açın.",
        sent: "Adres bir hesaba aitse sıfırlama bağlantısı yolda. {{minutes}} dakika içinde açın.",
        nothing:
          "Birkaç dakika sonra hâlâ gelmedi mi? İstenmeyen klasörüne bakın, adresi kontrol edin ya da yeniden isteyin.",
        askAgain: "Yeniden iste",
      },
      reset: {
        title: "Yeni parola seçin",
        text: "Yeni parolanızı iki kez yazın. Eskisinin yerini hemen alır.",
        newPassword: "Yeni parola",
        submit: "Yeni parolayı kaydet",
        saving: "Kaydediliyor…",
        done: "Parolanız ayarlandı. {{email}} olarak bu parolayla oturum açın.",
        noToken: "Bu sayfa bir sıfırlama e-postasındaki bağlantıyla açılır.",
        askAgain: "Yeni bağlantı iste",
      },
      lock: {
        title: "Ekran kilitli",
        text: "Siz yokken oturumunuz korunur. Kaldığınız yerden devam etmek için parolanızı yazın.",
        unlock: "Kilidi aç",
        unlocking: "Kilit açılıyor…",
        notYou: "Siz değil misiniz?",
        signOut: "Çıkış yap",
        notSignedIn: "Oturum açmış kimse yok, kilitlenecek bir şey yok.",
        wrongPassword: "Parola yanlış.",
      },
    },
  },
  ar: {
    accountFlows: {
      variants: { twoPanel: "تخطيط بلوحتين", fullScreen: "تخطيط ملء الشاشة" },
      forgot: {
        link: "نسيت كلمة المرور؟",
        title: "نسيت كلمة المرور؟",
        text: "اكتب العنوان الذي تسجّل الدخول به. إن كان له حساب، يُرسل إليه رابط لاختيار كلمة مرور جديدة.",
        send: "إرسال رابط إعادة التعيين",
        sending: "جارٍ الإرسال…",
        backToSignIn: "العودة إلى تسجيل الدخول",
      },
      mailConfirm: {
        title: "تحقق من بريدك",
        sentTo:
          "إن كان للعنوان {{email}} حساب، فرابط إعادة التعيين في طريقه إليه. افتحه خلال {{minutes}} دقيقة لاختيار كلمة مرور جديدة.",
        sent: "إن كان للعنوان حساب، فرابط إعادة التعيين في طريقه إليه. افتحه خلال {{minutes}} دقيقة.",
        nothing: "لم يصل شيء بعد دقائق؟ انظر في مجلد البريد المزعج، أو تحقق من العنوان، أو اطلب مرة أخرى.",
        askAgain: "اطلب مرة أخرى",
      },
      reset: {
        title: "اختر كلمة مرور جديدة",
        text: "اكتب كلمة المرور الجديدة مرتين. تحل محل القديمة فورًا.",
        newPassword: "كلمة المرور الجديدة",
        submit: "حفظ كلمة المرور الجديدة",
        saving: "جارٍ الحفظ…",
        done: "عُيّنت كلمة مرورك. سجّل الدخول بها باسم {{email}}.",
        noToken: "تُفتح هذه الصفحة من الرابط في رسالة إعادة التعيين.",
        askAgain: "اطلب رابطًا جديدًا",
      },
      lock: {
        title: "الشاشة مقفلة",
        text: "تبقى جلستك محفوظة أثناء غيابك. اكتب كلمة مرورك لتكمل من حيث توقفت.",
        unlock: "فتح القفل",
        unlocking: "جارٍ فتح القفل…",
        notYou: "لست أنت؟",
        signOut: "تسجيل الخروج",
        notSignedIn: "لا أحد مسجّل الدخول، فلا شيء لقفله.",
        wrongPassword: "كلمة المرور غير صحيحة.",
      },
    },
  },
};

addMessages(ACCOUNT_FLOW_MESSAGES);
