import { addMessages } from "../../kit/i18n/index.ts";

/** Words of a client's portal thread on the client's page (issue 37). */
export const PORTAL_THREAD_MESSAGES = {
  en: {
    portalThread: {
      title: "Messages with the client",
      intro:
        "The client's messages from the portal and your answers. The client is mailed that you answered.",
      failed: "The client's messages could not be loaded.",
      none: "No messages yet.",
      unread: "{{count}} unread",
      new: "New",
      fromClient: "Client",
      fromPractice: "Practice",
      older: "Show older messages",
      markRead: "Mark as read",
      answer: "Your answer",
      send: "Send answer",
      sending: "Sending…",
      sent: "Answer sent",
      read: "Marked as read",
      refused: "Not done",
    },
  },
  tr: {
    portalThread: {
      title: "Müşteriyle mesajlar",
      intro:
        "Müşterinin portaldan mesajları ve yanıtlarınız. Yanıtladığınız müşteriye e-postayla bildirilir.",
      failed: "Müşterinin mesajları yüklenemedi.",
      none: "Henüz mesaj yok.",
      unread: "{{count}} okunmamış",
      new: "Yeni",
      fromClient: "Müşteri",
      fromPractice: "Büro",
      older: "Daha eski mesajları göster",
      markRead: "Okundu olarak işaretle",
      answer: "Yanıtınız",
      send: "Yanıtı gönder",
      sending: "Gönderiliyor…",
      sent: "Yanıt gönderildi",
      read: "Okundu olarak işaretlendi",
      refused: "Yapılamadı",
    },
  },
  ar: {
    portalThread: {
      title: "الرسائل مع العميل",
      intro: "رسائل العميل من البوابة وإجاباتك. يُبلَّغ العميل بالبريد بأنك أجبت.",
      failed: "تعذّر تحميل رسائل العميل.",
      none: "لا رسائل بعد.",
      unread: "{{count}} غير مقروءة",
      new: "جديدة",
      fromClient: "العميل",
      fromPractice: "المكتب",
      older: "اعرض الرسائل الأقدم",
      markRead: "تعليم كمقروءة",
      answer: "إجابتك",
      send: "أرسل الإجابة",
      sending: "جارٍ الإرسال…",
      sent: "أُرسلت الإجابة",
      read: "عُلّمت كمقروءة",
      refused: "لم يتم",
    },
  },
};

addMessages(PORTAL_THREAD_MESSAGES);
