import { addMessages } from "../../../kit/i18n/index.ts";

/** Words of the trigger screens ("Run now", the Tax Dashboard panel), registered when their chunk loads. */
export const TRIGGER_MESSAGES = {
  en: {
    triggers: {
      run: {
        title: "Run this trigger",
        intro:
          "A run opens an income-tax return (status Requested) for every active client this trigger takes that " +
          "has none yet for its tax year. Running it again opens nothing new.",
        now: "Run now",
        running: "Running…",
        inactive: "This trigger is inactive: make it active to run it.",
        notAllowed: "Your role may not run triggers.",
        done: "Run finished: {{created}} returns opened, {{skipped}} skipped (they already had one).",
        failed: "The run failed: {{message}}",
        viewRun: "View this run",
      },
      lastRun: "Last run",
      never: "Never run",
      byHand: "by hand",
      bySchedule: "by the daily schedule",
      runLog: "Run log",
      active: "Active",
      inactive: "Inactive",
      dashboard: {
        title: "Triggers at a glance",
        intro:
          "Active triggers run every day at 02:00 (Johannesburg time); a run opens the returns that are missing.",
        trigger: "Trigger",
        status: "Status",
        created: "Created",
        skipped: "Skipped",
        empty: "No triggers yet.",
        loadFailed: "The triggers' last runs could not be loaded.",
      },
    },
  },
  tr: {
    triggers: {
      run: {
        title: "Bu tetikleyiciyi çalıştır",
        intro:
          "Bir çalıştırma, bu tetikleyicinin kapsadığı ve vergi yılı için henüz beyannamesi olmayan her aktif " +
          "müşteri için bir gelir vergisi beyannamesi (durum: Talep edildi) açar. Yeniden çalıştırmak yeni bir şey " +
          "açmaz.",
        now: "Şimdi çalıştır",
        running: "Çalışıyor…",
        inactive: "Bu tetikleyici aktif değil: çalıştırmak için aktif hale getirin.",
        notAllowed: "Rolünüz tetikleyici çalıştıramaz.",
        done: "Çalıştırma tamamlandı: {{created}} beyanname açıldı, {{skipped}} atlandı (zaten vardı).",
        failed: "Çalıştırma başarısız oldu: {{message}}",
        viewRun: "Bu çalıştırmayı görüntüle",
      },
      lastRun: "Son çalıştırma",
      never: "Hiç çalıştırılmadı",
      byHand: "elle",
      bySchedule: "günlük zamanlamayla",
      runLog: "Çalıştırma günlüğü",
      active: "Aktif",
      inactive: "Pasif",
      dashboard: {
        title: "Tetikleyicilere genel bakış",
        intro:
          "Aktif tetikleyiciler her gün 02:00'de (Johannesburg saati) çalışır; bir çalıştırma eksik beyannameleri " +
          "açar.",
        trigger: "Tetikleyici",
        status: "Durum",
        created: "Oluşturulan",
        skipped: "Atlanan",
        empty: "Henüz tetikleyici yok.",
        loadFailed: "Tetikleyicilerin son çalıştırmaları yüklenemedi.",
      },
    },
  },
  ar: {
    triggers: {
      run: {
        title: "تشغيل هذا المشغّل",
        intro:
          "يفتح التشغيل إقرار ضريبة دخل (بالحالة: مطلوب) لكل عميل نشط يشمله هذا المشغّل وليس لديه إقرار بعد " +
          "عن سنته الضريبية. إعادة التشغيل لا تفتح شيئًا جديدًا.",
        now: "تشغيل الآن",
        running: "جارٍ التشغيل…",
        inactive: "هذا المشغّل غير نشط: فعّله لتشغيله.",
        notAllowed: "لا يسمح دورك بتشغيل المشغّلات.",
        done: "اكتمل التشغيل: فُتح {{created}} إقرار، وتُخطّي {{skipped}} (لديها إقرار مسبقًا).",
        failed: "فشل التشغيل: {{message}}",
        viewRun: "عرض هذا التشغيل",
      },
      lastRun: "آخر تشغيل",
      never: "لم يُشغَّل بعد",
      byHand: "يدويًا",
      bySchedule: "بالجدولة اليومية",
      runLog: "سجل التشغيل",
      active: "نشط",
      inactive: "غير نشط",
      dashboard: {
        title: "نظرة عامة على المشغّلات",
        intro:
          "تعمل المشغّلات النشطة كل يوم عند الساعة 02:00 (بتوقيت جوهانسبرغ)؛ ويفتح التشغيل الإقرارات الناقصة.",
        trigger: "المشغّل",
        status: "الحالة",
        created: "المُنشأة",
        skipped: "المتخطّاة",
        empty: "لا توجد مشغّلات بعد.",
        loadFailed: "تعذّر تحميل آخر عمليات تشغيل المشغّلات.",
      },
    },
  },
};

addMessages(TRIGGER_MESSAGES);
