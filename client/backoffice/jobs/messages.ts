import { addMessages } from "../../kit/i18n/index.ts";

/** Words of recurring work's screens (issue 38): a template's preview and run, and its edit's changes. */
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
      changes: {
        title: "The template's changes for jobs not yet started",
        intro:
          "Editing the template changes no job by itself. Preview which jobs not yet started (in their first " +
          "stage, nothing done) differ from it, then apply the template to those alone.",
        preview: "Preview the changes",
        previewing: "Working it out…",
        apply: "Apply to these jobs",
        applying: "Applying…",
        none: "Every job not yet started follows the template already.",
        would:
          '{{n}} jobs not yet started would take the first stage "{{stage}}", {{items}} checklist items and ' +
          "{{hours}} budgeted hours.",
        job: "Job",
        stage: "Stage now",
        items: "Checklist items now",
        hours: "Budgeted hours now",
        more: "and {{n}} more",
        did: "Applied: {{changed}} jobs changed, {{skipped}} left (started or changed meanwhile).",
        failed: "Not applied: {{message}}",
        notAllowed: "Your role may not change jobs.",
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
      changes: {
        title: "Şablondaki değişiklikler: henüz başlamamış işler",
        intro:
          "Şablonu düzenlemek tek başına hiçbir işi değiştirmez. Henüz başlamamış (ilk aşamasında, hiçbir şeyi " +
          "yapılmamış) işlerden hangilerinin şablondan farklı olduğunu önizleyin, sonra şablonu yalnızca onlara uygulayın.",
        preview: "Değişiklikleri önizle",
        previewing: "Hesaplanıyor…",
        apply: "Bu işlere uygula",
        applying: "Uygulanıyor…",
        none: "Henüz başlamamış her iş zaten şablona uyuyor.",
        would:
          'Henüz başlamamış {{n}} iş "{{stage}}" ilk aşamasını, {{items}} kontrol maddesini ve {{hours}} bütçelenen ' +
          "saati alır.",
        job: "İş",
        stage: "Şimdiki aşama",
        items: "Şimdiki kontrol maddeleri",
        hours: "Şimdiki bütçelenen saat",
        more: "ve {{n}} tane daha",
        did: "Uygulandı: {{changed}} iş değişti, {{skipped}} iş bırakıldı (bu arada başladı ya da değişti).",
        failed: "Uygulanmadı: {{message}}",
        notAllowed: "Rolünüz işleri değiştiremez.",
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
      changes: {
        title: "تعديلات القالب على الأعمال التي لم تبدأ",
        intro:
          "تعديل القالب لا يغيّر أي عمل بحد ذاته. عاين أي الأعمال التي لم تبدأ بعد (في مرحلتها الأولى ولم يُنجز " +
          "منها شيء) تختلف عنه، ثم طبّق القالب عليها وحدها.",
        preview: "معاينة التعديلات",
        previewing: "جارٍ الحساب…",
        apply: "تطبيق على هذه الأعمال",
        applying: "جارٍ التطبيق…",
        none: "كل عمل لم يبدأ بعد يتبع القالب أصلًا.",
        would:
          'سيأخذ {{n}} عملًا لم تبدأ بعد المرحلة الأولى "{{stage}}" و{{items}} بندًا في قائمة التحقق و{{hours}} ' +
          "ساعة مقدّرة.",
        job: "العمل",
        stage: "المرحلة الحالية",
        items: "بنود قائمة التحقق الحالية",
        hours: "الساعات المقدّرة الحالية",
        more: "و{{n}} آخرون",
        did: "طُبّق: تغيّر {{changed}} عملًا، وبقي {{skipped}} (بدأت أو تغيّرت في الأثناء).",
        failed: "لم يُطبَّق: {{message}}",
        notAllowed: "لا يسمح دورك بتغيير الأعمال.",
      },
    },
  },
};

addMessages(JOB_MESSAGES);
