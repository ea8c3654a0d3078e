import { addMessages } from "../../kit/i18n/index.ts";

/** Words of the compliance screens (issue 36): a client's grid, and the obligations' run. */
export const COMPLIANCE_MESSAGES = {
  en: {
    compliance: {
      checks: {
        title: "To look at",
        provisionalNoIrp6:
          "A provisional taxpayer with no IRP6 recorded for a period that has passed: {{periods}}",
        vatWithoutNumber: "A VAT vendor without a VAT number",
        employerNoEmp201: "An employer with no EMP201 submitted for {{periods}}",
        annualReturnBeforeOwnership:
          "An annual return due while beneficial ownership is not filed ({{periods}}): CIPC takes the return only once it is",
        yearEndNotFebruary:
          "A year end other than February for an entity whose year of assessment ends there",
      },
      grid: {
        title: "Compliance",
        intro: "Every statutory obligation of this client in the year, by month of its due date.",
        year: "Year",
        previous: "Previous year",
        next: "Next year",
        obligation: "Obligation",
        empty:
          "No obligations in {{year}}. They are made from the client's compliance profile (VAT, employer, " +
          "provisional tax) by the daily run or Run now on the obligations' list.",
        loadFailed: "The client's obligations could not be loaded.",
        state: {
          overdue: "Overdue",
          "due-soon": "Due soon",
          later: "Open",
          done: "Done",
          "not-required": "Not required",
        },
      },
      run: {
        title: "Keep the obligations",
        intro:
          "A run makes every obligation the clients' profiles call for from today to the end of the 15th month " +
          "ahead, moves open ones whose due date changed, and retires open ones no longer called for. Submitted " +
          "and paid ones are never touched. It runs every day at 02:00; preview it to see what it would do now.",
        preview: "Preview",
        previewing: "Working it out…",
        now: "Run now",
        running: "Running…",
        notAllowed: "Your role may not run it.",
        nothing: "Nothing to do: every client's obligations are as their profiles call for.",
        would: "A run would create {{create}}, change {{change}}, retire {{retire}} and reopen {{reopen}}.",
        did: "Run finished: {{create}} created, {{change}} changed, {{retire}} retired, {{reopen}} reopened.",
        kind: "Obligation",
        create: "Create",
        change: "Change",
        retire: "Retire",
        reopen: "Reopen",
        clients: "Clients it touches ({{n}})",
        more: "and {{n}} more",
        failed: "Not run: {{message}}",
      },
    },
  },
  tr: {
    compliance: {
      checks: {
        title: "Bakılacaklar",
        provisionalNoIrp6: "Geçmiş bir dönem için IRP6 kaydı olmayan geçici vergi mükellefi: {{periods}}",
        vatWithoutNumber: "KDV numarası olmayan KDV mükellefi",
        employerNoEmp201: "{{periods}} için EMP201 gönderilmemiş işveren",
        annualReturnBeforeOwnership:
          "Gerçek faydalanıcı bildirimi yapılmadan vadesi gelen yıllık beyan ({{periods}}): CIPC ancak ondan sonra alır",
        yearEndNotFebruary: "Vergilendirme yılı şubatta biten bir kişi için şubat dışı bir yıl sonu",
      },
      grid: {
        title: "Uyum",
        intro: "Bu müşterinin yıl içindeki tüm yasal yükümlülükleri, son tarihlerinin ayına göre.",
        year: "Yıl",
        previous: "Önceki yıl",
        next: "Sonraki yıl",
        obligation: "Yükümlülük",
        empty:
          "{{year}} yılında yükümlülük yok. Yükümlülükler müşterinin uyum profilinden (KDV, işveren, geçici " +
          "vergi) günlük çalıştırmayla ya da yükümlülükler listesindeki Şimdi çalıştır ile oluşturulur.",
        loadFailed: "Müşterinin yükümlülükleri yüklenemedi.",
        state: {
          overdue: "Gecikmiş",
          "due-soon": "Yaklaşıyor",
          later: "Açık",
          done: "Tamamlandı",
          "not-required": "Gerekli değil",
        },
      },
      run: {
        title: "Yükümlülükleri güncel tut",
        intro:
          "Bir çalıştırma, müşteri profillerinin gerektirdiği her yükümlülüğü bugünden 15. ayın sonuna kadar " +
          "oluşturur, son tarihi değişen açık olanları taşır ve artık gerekmeyen açık olanları kaldırır. " +
          "Gönderilmiş ve ödenmiş olanlara dokunulmaz. Her gün 02:00'de çalışır; şimdi ne yapacağını görmek için " +
          "önizleyin.",
        preview: "Önizle",
        previewing: "Hesaplanıyor…",
        now: "Şimdi çalıştır",
        running: "Çalışıyor…",
        notAllowed: "Rolünüz bunu çalıştıramaz.",
        nothing: "Yapılacak bir şey yok: tüm müşterilerin yükümlülükleri profillerine uygun.",
        would:
          "Bir çalıştırma {{create}} oluşturur, {{change}} değiştirir, {{retire}} kaldırır ve {{reopen}} yeniden açar.",
        did: "Çalıştırma bitti: {{create}} oluşturuldu, {{change}} değiştirildi, {{retire}} kaldırıldı, " +
          "{{reopen}} yeniden açıldı.",
        kind: "Yükümlülük",
        create: "Oluştur",
        change: "Değiştir",
        retire: "Kaldır",
        reopen: "Yeniden aç",
        clients: "Etkilenen müşteriler ({{n}})",
        more: "ve {{n}} tane daha",
        failed: "Çalıştırılmadı: {{message}}",
      },
    },
  },
  ar: {
    compliance: {
      checks: {
        title: "للمراجعة",
        provisionalNoIrp6: "مكلّف بالضريبة المؤقتة بلا IRP6 مسجَّل لفترة مضت: {{periods}}",
        vatWithoutNumber: "مسجَّل في ضريبة القيمة المضافة بلا رقم تسجيل",
        employerNoEmp201: "صاحب عمل لم يقدّم EMP201 عن {{periods}}",
        annualReturnBeforeOwnership:
          "إقرار سنوي مستحق ولم تُقدَّم الملكية النفعية ({{periods}}): لا تقبله CIPC إلا بعدها",
        yearEndNotFebruary: "نهاية سنة غير فبراير لكيان تنتهي سنة تقديره فيه",
      },
      grid: {
        title: "الامتثال",
        intro: "كل الالتزامات القانونية لهذا العميل في السنة، حسب شهر استحقاقها.",
        year: "السنة",
        previous: "السنة السابقة",
        next: "السنة التالية",
        obligation: "الالتزام",
        empty:
          "لا التزامات في {{year}}. تُنشأ من ملف امتثال العميل (ضريبة القيمة المضافة، صاحب العمل، الضريبة " +
          "المؤقتة) بالتشغيل اليومي أو بزر التشغيل الآن في قائمة الالتزامات.",
        loadFailed: "تعذّر تحميل التزامات العميل.",
        state: {
          overdue: "متأخر",
          "due-soon": "يستحق قريبًا",
          later: "مفتوح",
          done: "منجز",
          "not-required": "غير مطلوب",
        },
      },
      run: {
        title: "تحديث الالتزامات",
        intro:
          "ينشئ التشغيل كل التزام تتطلبه ملفات العملاء من اليوم حتى نهاية الشهر الخامس عشر القادم، وينقل " +
          "المفتوحة التي تغيّر موعدها، ويوقف المفتوحة التي لم تعد مطلوبة. لا يمسّ المقدَّمة والمدفوعة. يعمل كل يوم " +
          "عند 02:00؛ اعرض معاينة لترى ما سيفعله الآن.",
        preview: "معاينة",
        previewing: "جارٍ الحساب…",
        now: "تشغيل الآن",
        running: "جارٍ التشغيل…",
        notAllowed: "لا يسمح دورك بتشغيله.",
        nothing: "لا شيء لفعله: التزامات كل العملاء كما تتطلبها ملفاتهم.",
        would: "سينشئ التشغيل {{create}} ويغيّر {{change}} ويوقف {{retire}} ويعيد فتح {{reopen}}.",
        did: "اكتمل التشغيل: أُنشئ {{create}}، وغُيّر {{change}}، وأُوقف {{retire}}، وأُعيد فتح {{reopen}}.",
        kind: "الالتزام",
        create: "إنشاء",
        change: "تغيير",
        retire: "إيقاف",
        reopen: "إعادة فتح",
        clients: "العملاء المعنيّون ({{n}})",
        more: "و{{n}} آخرون",
        failed: "لم يُشغَّل: {{message}}",
      },
    },
  },
};

addMessages(COMPLIANCE_MESSAGES);
