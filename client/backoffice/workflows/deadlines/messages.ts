import { addMessages } from "../../../kit/i18n/index.ts";

/**
 * Words of the deadline warnings and of the list conditions a dashboard link sets (ranges, blanks): the list and
 * view pages' chunk registers them when it loads.
 */
export const DEADLINE_MESSAGES = {
  en: {
    deadlines: {
      overdueOne: "Overdue by 1 day",
      overdueMany: "Overdue by {{count}} days",
      dueToday: "Due today",
      dueInOne: "Due in 1 day",
      dueInMany: "Due in {{count}} days",
    },
    listConditions: {
      blank: "blank",
      filledIn: "filled in",
      from: "from {{value}}",
      to: "until {{value}}",
    },
  },
  tr: {
    deadlines: {
      overdueOne: "1 gün gecikti",
      overdueMany: "{{count}} gün gecikti",
      dueToday: "Son gün bugün",
      dueInOne: "Son güne 1 gün kaldı",
      dueInMany: "Son güne {{count}} gün kaldı",
    },
    listConditions: {
      blank: "boş",
      filledIn: "dolu",
      from: "{{value}} ve sonrası",
      to: "{{value}} ve öncesi",
    },
  },
  ar: {
    deadlines: {
      overdueOne: "متأخر بيوم واحد",
      overdueMany: "متأخر، التأخير: {{count}} يوم",
      dueToday: "مستحق اليوم",
      dueInOne: "مستحق خلال يوم واحد",
      dueInMany: "مستحق خلال {{count}} أيام",
    },
    listConditions: {
      blank: "فارغ",
      filledIn: "غير فارغ",
      from: "من {{value}}",
      to: "حتى {{value}}",
    },
  },
};

addMessages(DEADLINE_MESSAGES);
