import type { FeatureMessages } from "../../../kit/i18n/index.ts";

/**
 * The chat panel's words beyond the shell's `chat.*` (title, 'Select a contact…'), registered when its chunk
 * loads. Spec texts (demo-apps.md §2): 'Start a conversation by typing your message below.', 'Type your message'.
 */
export const chatPanelMessages = {
  en: {
    chatPanel: {
      contacts: "Contacts",
      startConversation: "Start a conversation by typing your message below.",
      typeMessage: "Type your message",
      send: "Send",
      you: "You",
      unread: "{{count}} unread",
      loadFailed: "Could not load the chat.",
      chatFailed: "Could not open this conversation.",
      sendFailed: "Your message was not sent. {{reason}}",
      presence: { online: "Online", away: "Away", "do-not-disturb": "Do not disturb", offline: "Offline" },
    },
  },
  tr: {
    chatPanel: {
      contacts: "Kişiler",
      startConversation: "Aşağıya mesajınızı yazarak bir sohbet başlatın.",
      typeMessage: "Mesajınızı yazın",
      send: "Gönder",
      you: "Siz",
      unread: "{{count}} okunmamış",
      loadFailed: "Sohbet yüklenemedi.",
      chatFailed: "Bu konuşma açılamadı.",
      sendFailed: "Mesajınız gönderilmedi. {{reason}}",
      presence: {
        online: "Çevrimiçi",
        away: "Uzakta",
        "do-not-disturb": "Rahatsız etmeyin",
        offline: "Çevrimdışı",
      },
    },
  },
  ar: {
    chatPanel: {
      contacts: "جهات الاتصال",
      startConversation: "ابدأ محادثة بكتابة رسالتك أدناه.",
      typeMessage: "اكتب رسالتك",
      send: "إرسال",
      you: "أنت",
      unread: "{{count}} غير مقروءة",
      loadFailed: "تعذر تحميل الدردشة.",
      chatFailed: "تعذر فتح هذه المحادثة.",
      sendFailed: "لم تُرسل رسالتك. {{reason}}",
      presence: { online: "متصل", away: "بعيد", "do-not-disturb": "عدم الإزعاج", offline: "غير متصل" },
    },
  },
} satisfies FeatureMessages;
