import { addMessages } from "../../kit/i18n/index.ts";

/** Words of recurring work's screens (issue 38): a template's preview and run. */
export const JOB_MESSAGES = {
  en: {
    jobs: {
      run: {
        title: "Jobs from this template",
        intro:
          "A run makes a job for every client the filter selects and every period started or starting within the " +
          "days ahead, unless the client has it already; the daily run at 02:00 does the same.",
        preview: "Preview",
        previewing: "Working it out…",
        now: "Run now",
        running: "Running…",
        inactive: "This template is inactive: make it active to run it.",
        notAllowed: "Your role may not run job templates.",
        nothing: "Nothing to make: every client has its jobs for the periods due.",
        would: "A run would make {{n}} jobs for {{clients}} clients.",
        did: "Run finished: {{created}} jobs made, {{skipped}} skipped (they had them already).",
        period: "Period",
        jobs: "Jobs",
        clients: "Clients ({{n}})",
        more: "and {{n}} more",
        failed: "It did not run: {{message}}",
        viewRun: "View this run",
        jobList: "This template's jobs",
        board: "Its board",
        runLog: "Run log",
      },
    },
  },
  tr: {
    jobs: {
      run: {
        title: "Bu şablondan işler",
        intro:
          "Bir çalıştırma, filtrenin seçtiği her müşteri için başlamış ya da önümüzdeki günler içinde başlayacak her " +
          "dönemin işini, müşteride zaten yoksa oluşturur; saat 02:00'deki günlük çalıştırma da aynısını yapar.",
        preview: "Önizle",
        previewing: "Hesaplanıyor…",
        now: "Şimdi çalıştır",
        running: "Çalışıyor…",
        inactive: "Bu şablon etkin değil: çalıştırmak için etkinleştirin.",
        notAllowed: "Rolünüz iş şablonlarını çalıştıramaz.",
        nothing: "Oluşturulacak bir şey yok: her müşterinin vadesi gelen dönemlerin işleri var.",
        would: "Bir çalıştırma {{clients}} müşteri için {{n}} iş oluşturur.",
        did: "Çalıştırma bitti: {{created}} iş oluşturuldu, {{skipped}} atlandı (zaten vardı).",
        period: "Dönem",
        jobs: "İşler",
        clients: "Müşteriler ({{n}})",
        more: "ve {{n}} tane daha",
        failed: "Çalışmadı: {{message}}",
        viewRun: "Bu çalıştırmayı gör",
        jobList: "Bu şablonun işleri",
        board: "Panosu",
        runLog: "Çalıştırma kaydı",
      },
    },
  },
  ar: {
    jobs: {
      run: {
        title: "الأعمال من هذا القالب",
        intro:
          "يُنشئ التشغيل عملًا لكل عميل يختاره المرشّح ولكل فترة بدأت أو تبدأ خلال الأيام المقبلة، ما لم يكن لدى " +
          "العميل ذلك العمل؛ ويفعل التشغيل اليومي في الساعة 02:00 الشيء نفسه.",
        preview: "معاينة",
        previewing: "جارٍ الحساب…",
        now: "شغّل الآن",
        running: "جارٍ التشغيل…",
        inactive: "هذا القالب غير نشط: فعّله لتشغيله.",
        notAllowed: "لا يسمح دورك بتشغيل قوالب الأعمال.",
        nothing: "لا شيء لإنشائه: لكل عميل أعماله للفترات المستحقة.",
        would: "سيُنشئ التشغيل {{n}} عملًا لـ {{clients}} عميلًا.",
        did: "انتهى التشغيل: أُنشئ {{created}} عملًا، وتُخطّي {{skipped}} (موجودة مسبقًا).",
        period: "الفترة",
        jobs: "الأعمال",
        clients: "العملاء ({{n}})",
        more: "و{{n}} آخرون",
        failed: "لم يُشغَّل: {{message}}",
        viewRun: "عرض هذا التشغيل",
        jobList: "أعمال هذا القالب",
        board: "لوحته",
        runLog: "سجل التشغيل",
      },
    },
  },
};

addMessages(JOB_MESSAGES);
