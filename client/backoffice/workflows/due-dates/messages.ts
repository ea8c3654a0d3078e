import { addMessages } from "../../../kit/i18n/index.ts";

/**
 * Words of the worked-out due dates (domain/workflows/due-dates.ts): the rule each date comes from, as the add and
 * edit forms show it, and My work's list of records without a date. Registered when the form's chunk loads.
 */
export const DUE_DATE_MESSAGES = {
  en: {
    dueDates: {
      workedOut: "By the rules: {{date}}",
      moved: "{{named}} is a weekend or public holiday: moved to the business day before.",
      blankUses: "Left blank, this date is saved.",
      useIt: "Use {{date}}",
      differs: "This is not the date the rules give: say why below.",
      noRule: "No rule gives this date: type it, or the record is listed under “No due date”.",
      rule: {
        individual: "Individuals (ITR12): 20 October after the tax year.",
        provisional: "Provisional taxpayers (ITR12): 31 January after the tax year.",
        trust: "Trusts (ITR12T): 31 January after the tax year.",
        company: "Companies (ITR14): twelve months after the financial year end.",
        reply: "Replies to SARS: 21 business days after the letter.",
        "annual-return-company":
          "Company annual return: 30 business days after the incorporation anniversary.",
        "annual-return-close-corporation":
          "Close corporation annual return: by the end of the month after the anniversary month.",
        obligation:
          "This period of the obligation, as the compliance rules date it from the client's profile.",
        "dividends-tax": "Dividends tax: by the last business day of the month after the dividend was paid.",
        "ownership-change":
          "A change of beneficial ownership: filed with CIPC within 10 business days of the change.",
      },
      undated: {
        title: "No due date",
        intro: "Open work that nothing reminds anyone of until it has a date.",
        failed: "The records without a due date could not be counted.",
      },
    },
  },
  tr: {
    dueDates: {
      workedOut: "Kurallara göre: {{date}}",
      moved: "{{named}} hafta sonu ya da resmî tatil: önceki iş gününe alındı.",
      blankUses: "Boş bırakılırsa bu tarih kaydedilir.",
      useIt: "{{date}} kullan",
      differs: "Bu, kuralların verdiği tarih değil: nedenini aşağıya yazın.",
      noRule: "Bu tarihi veren bir kural yok: yazın, yoksa kayıt “Son tarihi yok” altında listelenir.",
      rule: {
        individual: "Bireyler (ITR12): vergi yılından sonraki 20 Ekim.",
        provisional: "Geçici vergi mükellefleri (ITR12): vergi yılından sonraki 31 Ocak.",
        trust: "Tröstler (ITR12T): vergi yılından sonraki 31 Ocak.",
        company: "Şirketler (ITR14): mali yıl sonundan on iki ay sonra.",
        reply: "SARS'a yanıtlar: mektuptan sonraki 21 iş günü.",
        "annual-return-company": "Şirket yıllık beyanı: kuruluş yıl dönümünden sonraki 30 iş günü.",
        "annual-return-close-corporation":
          "Kapalı şirket yıllık beyanı: yıl dönümü ayından sonraki ayın sonuna kadar.",
        obligation: "Yükümlülüğün bu dönemi, uyum kurallarının müşterinin profilinden verdiği tarihle.",
        "dividends-tax": "Temettü vergisi: temettünün ödendiği aydan sonraki ayın son iş gününe kadar.",
        "ownership-change":
          "Gerçek faydalanıcı değişikliği: değişiklikten sonraki 10 iş günü içinde CIPC'ye bildirilir.",
      },
      undated: {
        title: "Son tarihi yok",
        intro: "Bir tarihi olana dek kimseye hatırlatılmayan açık işler.",
        failed: "Son tarihi olmayan kayıtlar sayılamadı.",
      },
    },
  },
  ar: {
    dueDates: {
      workedOut: "حسب القواعد: {{date}}",
      moved: "{{named}} عطلة نهاية أسبوع أو عطلة رسمية: نُقل إلى يوم العمل السابق.",
      blankUses: "إذا تُرك فارغًا يُحفظ هذا التاريخ.",
      useIt: "استخدم {{date}}",
      differs: "هذا ليس التاريخ الذي تحدده القواعد: اذكر السبب أدناه.",
      noRule: "لا توجد قاعدة تحدد هذا التاريخ: أدخله، وإلا يظهر السجل ضمن «بلا تاريخ استحقاق».",
      rule: {
        individual: "الأفراد (ITR12): ‏20 أكتوبر بعد السنة الضريبية.",
        provisional: "المكلّفون بالضريبة المؤقتة (ITR12): ‏31 يناير بعد السنة الضريبية.",
        trust: "الصناديق الائتمانية (ITR12T): ‏31 يناير بعد السنة الضريبية.",
        company: "الشركات (ITR14): بعد اثني عشر شهرًا من نهاية السنة المالية.",
        reply: "الردود على SARS: ‏21 يوم عمل بعد الرسالة.",
        "annual-return-company": "الإقرار السنوي للشركة: 30 يوم عمل بعد ذكرى التأسيس.",
        "annual-return-close-corporation": "الإقرار السنوي للشركة المقفلة: بنهاية الشهر التالي لشهر الذكرى.",
        obligation: "هذه الفترة من الالتزام، بالتاريخ الذي تحدده قواعد الامتثال من ملف العميل.",
        "dividends-tax": "ضريبة توزيعات الأرباح: بحلول آخر يوم عمل من الشهر التالي لشهر دفع التوزيعات.",
        "ownership-change": "تغيير المالك المستفيد: يُقدَّم إلى CIPC خلال 10 أيام عمل من التغيير.",
      },
      undated: {
        title: "بلا تاريخ استحقاق",
        intro: "أعمال مفتوحة لا يُذكَّر بها أحد حتى يكون لها تاريخ.",
        failed: "تعذّر عدّ السجلات التي بلا تاريخ استحقاق.",
      },
    },
  },
};

addMessages(DUE_DATE_MESSAGES);
