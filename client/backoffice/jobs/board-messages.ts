import { addMessages } from "../../kit/i18n/index.ts";

/** Words of a job template's pipeline board (issue 38). */
export const BOARD_MESSAGES = {
  en: {
    jobs: {
      board: {
        title: "Job board",
        intro:
          "A template's open jobs in a column per stage. Drag a card, or lift it with Space and move it with " +
          "the arrow keys, or use its “Move to…” list.",
        template: "Template",
        chooseTemplate: "Choose a template",
        noTemplates: "No job templates yet",
        noTemplatesText: "An administrator makes templates under Compliance → Job Templates.",
        assignee: "Assignee",
        account: "Client",
        overdueOnly: "Overdue only",
        asList: "These jobs as a list",
        open: "Open board",
        loadFailed: "Could not load the board",
        empty: "No open jobs",
        emptyText: "A run of the template makes them; no job here meets the filters.",
        column: "{{stage}}: {{count}} jobs, {{overdue}} overdue",
        count: "{{count}} jobs",
        overdueCount: "{{overdue}} overdue",
        noCards: "No jobs in this stage",
        more: "Show more",
        loadingMore: "Loading…",
        due: "Due {{date}}",
        overdue: "Overdue",
        unassigned: "Unassigned",
        moveTo: "Move to…",
        moveLabel: "Move {{title}} to another stage",
        drag: "Drag {{title}}",
        moved: "{{title}} moved to {{stage}}.",
        stale: "{{title}} was moved or changed by someone else meanwhile: the board shows it as it is now.",
        refused: "{{title}} was not moved: {{reason}}",
        pickedUp: "Picked up {{title}}.",
        over: "{{title}} is over {{stage}}.",
        dropped: "{{title}} dropped on {{stage}}.",
        cancelled: "Moving {{title}} cancelled.",
        instructions:
          "To move a job, press Space, then the left and right arrow keys to choose a stage, Space to " +
          "drop it there, or Escape to cancel.",
      },
    },
  },
  tr: {
    jobs: {
      board: {
        title: "İş panosu",
        intro:
          "Bir şablonun açık işleri, her aşama için bir sütunda. Bir kartı sürükleyin ya da Boşluk ile " +
          "kaldırıp ok tuşlarıyla taşıyın ya da “Taşı…” listesini kullanın.",
        template: "Şablon",
        chooseTemplate: "Bir şablon seçin",
        noTemplates: "Henüz iş şablonu yok",
        noTemplatesText: "Yöneticiler şablonları Uyum → İş Şablonları altında oluşturur.",
        assignee: "Atanan kişi",
        account: "Müşteri",
        overdueOnly: "Yalnızca gecikenler",
        asList: "Bu işler liste olarak",
        open: "Panoyu aç",
        loadFailed: "Pano yüklenemedi",
        empty: "Açık iş yok",
        emptyText: "Şablonun bir çalıştırması onları oluşturur; burada filtrelere uyan iş yok.",
        column: "{{stage}}: {{count}} iş, {{overdue}} geciken",
        count: "{{count}} iş",
        overdueCount: "{{overdue}} geciken",
        noCards: "Bu aşamada iş yok",
        more: "Daha fazla göster",
        loadingMore: "Yükleniyor…",
        due: "Son tarih {{date}}",
        overdue: "Gecikmiş",
        unassigned: "Atanmamış",
        moveTo: "Taşı…",
        moveLabel: "{{title}} işini başka bir aşamaya taşı",
        drag: "{{title}} işini sürükle",
        moved: "{{title}}, {{stage}} aşamasına taşındı.",
        stale:
          "{{title}} bu arada başka biri tarafından taşındı ya da değiştirildi: pano onu şimdiki haliyle gösteriyor.",
        refused: "{{title}} taşınmadı: {{reason}}",
        pickedUp: "{{title}} kaldırıldı.",
        over: "{{title}}, {{stage}} üzerinde.",
        dropped: "{{title}}, {{stage}} aşamasına bırakıldı.",
        cancelled: "{{title}} taşıması iptal edildi.",
        instructions:
          "Bir işi taşımak için Boşluk'a, sonra aşama seçmek için sol ve sağ ok tuşlarına, oraya " +
          "bırakmak için Boşluk'a ya da iptal için Escape'e basın.",
      },
    },
  },
  ar: {
    jobs: {
      board: {
        title: "لوحة الأعمال",
        intro:
          "أعمال القالب المفتوحة في عمود لكل مرحلة. اسحب بطاقة، أو ارفعها بمفتاح المسافة وحرّكها بمفاتيح " +
          "الأسهم، أو استخدم قائمة «نقل إلى…».",
        template: "القالب",
        chooseTemplate: "اختر قالبًا",
        noTemplates: "لا توجد قوالب أعمال بعد",
        noTemplatesText: "يُنشئ المسؤول القوالب من الامتثال ← قوالب الأعمال.",
        assignee: "المكلَّف",
        account: "العميل",
        overdueOnly: "المتأخرة فقط",
        asList: "هذه الأعمال كقائمة",
        open: "افتح اللوحة",
        loadFailed: "تعذّر تحميل اللوحة",
        empty: "لا أعمال مفتوحة",
        emptyText: "يُنشئها تشغيل القالب؛ لا عمل هنا يطابق المرشّحات.",
        column: "{{stage}}: {{count}} عملًا، {{overdue}} متأخرة",
        count: "{{count}} عملًا",
        overdueCount: "{{overdue}} متأخرة",
        noCards: "لا أعمال في هذه المرحلة",
        more: "عرض المزيد",
        loadingMore: "جارٍ التحميل…",
        due: "الاستحقاق {{date}}",
        overdue: "متأخر",
        unassigned: "غير مكلَّف",
        moveTo: "نقل إلى…",
        moveLabel: "نقل {{title}} إلى مرحلة أخرى",
        drag: "اسحب {{title}}",
        moved: "نُقل {{title}} إلى {{stage}}.",
        stale: "نقل شخص آخر {{title}} أو غيّره في الأثناء: تعرضه اللوحة كما هو الآن.",
        refused: "لم يُنقل {{title}}: {{reason}}",
        pickedUp: "رُفع {{title}}.",
        over: "{{title}} فوق {{stage}}.",
        dropped: "أُفلت {{title}} على {{stage}}.",
        cancelled: "أُلغي نقل {{title}}.",
        instructions: "لنقل عمل، اضغط المسافة، ثم مفتاحي السهم الأيمن والأيسر لاختيار مرحلة، ثم المسافة لإفلاته " +
          "هناك، أو Escape للإلغاء.",
      },
    },
  },
};

addMessages(BOARD_MESSAGES);
