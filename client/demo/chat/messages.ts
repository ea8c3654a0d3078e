import { addMessages } from "../../kit/i18n/index.ts";

/** The chat app's words beyond the panel's (`chatPanel.*`, `chat.*`), which it shares. */
export const CHAT_APP_MESSAGES = {
  en: {
    chatApp: {
      title: "Chat",
      chats: "Chats",
      contacts: "Contacts",
      search: "Search or start a new chat",
      noMatch: "Nobody matches “{{query}}”",
      status: "Your status",
      mood: "Your mood",
      moodPlaceholder: "What is on your mind?",
      saveFailed: "Your status was not saved",
      back: "Back to the chats",
      lastMessage: "Last message {{time}}",
    },
  },
  tr: {
    chatApp: {
      title: "Sohbet",
      chats: "Sohbetler",
      contacts: "Kişiler",
      search: "Ara veya yeni sohbet başlat",
      noMatch: "“{{query}}” ile eşleşen kimse yok",
      status: "Durumunuz",
      mood: "Ruh haliniz",
      moodPlaceholder: "Aklınızda ne var?",
      saveFailed: "Durumunuz kaydedilmedi",
      back: "Sohbetlere dön",
      lastMessage: "Son mesaj {{time}}",
    },
  },
  ar: {
    chatApp: {
      title: "الدردشة",
      chats: "المحادثات",
      contacts: "جهات الاتصال",
      search: "ابحث أو ابدأ محادثة جديدة",
      noMatch: "لا أحد يطابق «{{query}}»",
      status: "حالتك",
      mood: "مزاجك",
      moodPlaceholder: "بماذا تفكر؟",
      saveFailed: "لم تُحفظ حالتك",
      back: "العودة إلى المحادثات",
      lastMessage: "آخر رسالة {{time}}",
    },
  },
};

addMessages(CHAT_APP_MESSAGES);
