import { addMessages } from "../../../kit/i18n/index.ts";

/** The workload's capacity (issue 38): weekly hours beside the jobs' budgeted hours, and reassigning a job. */
export const CAPACITY_MESSAGES = {
  en: {
    capacity: {
      caption:
        "Under each count: the budgeted hours of the employee's open jobs due that week, of their weekly hours.",
      hoursOf: "{{hours}} of {{weekly}} h",
      over: "Over capacity",
      showJobs: "{{employee}} is over capacity in the week of {{date}}: show the jobs",
      title: "{{employee}}: open jobs due in the week of {{date}}",
      summary: "{{hours}} budgeted hours against {{weekly}} weekly hours.",
      due: "Due {{date}}",
      hours: "{{hours}} h",
      reassignTo: "Reassign {{title}} to",
      pickEmployee: "Another employee",
      reassign: "Reassign",
      reassigned: "{{title}} reassigned",
      stale: "{{title}} was changed by someone else meanwhile: it is shown as it is now.",
      refused: "{{title}} could not be reassigned: {{reason}}",
      none: "No open jobs due in this week",
      loadFailed: "The jobs could not be loaded",
      inList: "Open in the jobs list",
      close: "Close",
    },
  },
  tr: {
    capacity: {
      caption:
        "Her sayının altında: çalışanın o hafta son tarihli açık işlerinin bütçelenen saati, haftalık saatinden.",
      hoursOf: "{{hours}} / {{weekly}} sa",
      over: "Kapasite aşıldı",
      showJobs: "{{employee}}, {{date}} haftasında kapasitesini aşıyor: işleri göster",
      title: "{{employee}}: {{date}} haftasında son tarihli açık işler",
      summary: "{{weekly}} haftalık saate karşı {{hours}} bütçelenen saat.",
      due: "Son tarih {{date}}",
      hours: "{{hours}} sa",
      reassignTo: "{{title}} işini şuna ata",
      pickEmployee: "Başka bir çalışan",
      reassign: "Yeniden ata",
      reassigned: "{{title}} yeniden atandı",
      stale: "{{title}} bu arada başkası tarafından değiştirildi: şimdiki hâliyle gösteriliyor.",
      refused: "{{title}} yeniden atanamadı: {{reason}}",
      none: "Bu hafta son tarihli açık iş yok",
      loadFailed: "İşler yüklenemedi",
      inList: "İş listesinde aç",
      close: "Kapat",
    },
  },
  ar: {
    capacity: {
      caption:
        "تحت كل عدد: الساعات المقدّرة لأعمال الموظف المفتوحة المستحقة في ذلك الأسبوع، من ساعاته الأسبوعية.",
      hoursOf: "{{hours}} من {{weekly}} ساعة",
      over: "تجاوز الطاقة",
      showJobs: "{{employee}} تجاوز طاقته في أسبوع {{date}}: اعرض الأعمال",
      title: "{{employee}}: الأعمال المفتوحة المستحقة في أسبوع {{date}}",
      summary: "{{hours}} ساعة مقدّرة مقابل {{weekly}} ساعة أسبوعية.",
      due: "الاستحقاق {{date}}",
      hours: "{{hours}} ساعة",
      reassignTo: "إسناد {{title}} إلى",
      pickEmployee: "موظف آخر",
      reassign: "إعادة الإسناد",
      reassigned: "أُعيد إسناد {{title}}",
      stale: "غيّر شخص آخر {{title}} في هذه الأثناء: يظهر الآن كما هو.",
      refused: "تعذّرت إعادة إسناد {{title}}: {{reason}}",
      none: "لا أعمال مفتوحة مستحقة في هذا الأسبوع",
      loadFailed: "تعذّر تحميل الأعمال",
      inList: "افتح في قائمة الأعمال",
      close: "إغلاق",
    },
  },
};

addMessages(CAPACITY_MESSAGES);
