import { addMessages } from "../../i18n/index.ts";

/** The calendar views' words (toolbar, empty agenda, keyboard help), for every screen that shows them. */
export const CALENDAR_VIEW_MESSAGES = {
  en: {
    calendarViews: {
      today: "Today",
      previous: "Previous",
      next: "Next",
      view: { month: "Month", week: "Week", day: "Day", agenda: "Agenda" },
      allDay: "All day",
      more: "+{{count}} more",
      noEvents: "Nothing in these days",
      openDay: "Show {{day}}",
      moved: "{{title}} now {{when}}",
      help: "Arrow keys move an event, Shift with the arrows changes its end, Enter opens it.",
      resize: "Change the end of {{title}}",
    },
  },
  tr: {
    calendarViews: {
      today: "Bugün",
      previous: "Önceki",
      next: "Sonraki",
      view: { month: "Ay", week: "Hafta", day: "Gün", agenda: "Ajanda" },
      allDay: "Tüm gün",
      more: "+{{count}} daha",
      noEvents: "Bu günlerde bir şey yok",
      openDay: "{{day}} gününü göster",
      moved: "{{title}} artık {{when}}",
      help: "Ok tuşları etkinliği taşır, Shift ile birlikte bitişini değiştirir, Enter açar.",
      resize: "{{title}} bitişini değiştir",
    },
  },
  ar: {
    calendarViews: {
      today: "اليوم",
      previous: "السابق",
      next: "التالي",
      view: { month: "شهر", week: "أسبوع", day: "يوم", agenda: "جدول الأعمال" },
      allDay: "طوال اليوم",
      more: "+{{count}} أخرى",
      noEvents: "لا شيء في هذه الأيام",
      openDay: "اعرض {{day}}",
      moved: "{{title}} الآن {{when}}",
      help: "تنقل مفاتيح الأسهم الحدث، ومع Shift تغيّر نهايته، ويفتحه Enter.",
      resize: "غيّر نهاية {{title}}",
    },
  },
};

addMessages(CALENDAR_VIEW_MESSAGES);
