import { addMessages } from "../../kit/i18n/index.ts";

/** Staff's words for approvals asked in the client portal (issue 37). */
addMessages({
  en: {
    approvalsPanel: {
      title: "Client approval",
      intro:
        "Ask the client to approve this document or accept it as their engagement letter in the client portal.",
      clientTitle: "Approvals in the portal",
      clientIntro: "What this client was asked to approve or accept in the portal, and who accepted it when.",
      kindLabel: "What to ask",
      kind: { approval: "Approval", "engagement-letter": "Engagement letter" },
      ask: "Ask the client to approve",
      asked: "The client was asked.",
      withdraw: "Withdraw",
      withdrawn: "Withdrawn.",
      refused: "Not done",
      failed: "The approvals could not be loaded.",
      none: "Nothing asked yet.",
      status: { asked: "Waiting", accepted: "Accepted", withdrawn: "Withdrawn" },
      line: "Version {{version}}, asked by {{by}} on {{at}}",
      acceptedBy: "Accepted by {{name}} ({{user}}) on {{at}}",
      record: "Printable record",
      recordTitle: "Record of acceptance",
    },
  },
  tr: {
    approvalsPanel: {
      title: "Müşteri onayı",
      intro:
        "Müşteriden bu belgeyi müşteri portalında onaylamasını ya da hizmet sözleşmesi olarak kabul etmesini isteyin.",
      clientTitle: "Portaldaki onaylar",
      clientIntro:
        "Bu müşteriden portalda onaylaması ya da kabul etmesi istenenler ve kimin ne zaman kabul ettiği.",
      kindLabel: "Ne istensin",
      kind: { approval: "Onay", "engagement-letter": "Hizmet sözleşmesi" },
      ask: "Müşteriden onay iste",
      asked: "Müşteriye soruldu.",
      withdraw: "Geri çek",
      withdrawn: "Geri çekildi.",
      refused: "Yapılamadı",
      failed: "Onaylar yüklenemedi.",
      none: "Henüz bir şey istenmedi.",
      status: { asked: "Bekliyor", accepted: "Kabul edildi", withdrawn: "Geri çekildi" },
      line: "{{version}}. sürüm, {{by}} tarafından {{at}} tarihinde istendi",
      acceptedBy: "{{name}} ({{user}}) tarafından {{at}} tarihinde kabul edildi",
      record: "Yazdırılabilir kayıt",
      recordTitle: "Kabul kaydı",
    },
  },
  ar: {
    approvalsPanel: {
      title: "موافقة العميل",
      intro: "اطلب من العميل الموافقة على هذا المستند أو قبوله خطابَ تكليف في بوابة العملاء.",
      clientTitle: "الموافقات في البوابة",
      clientIntro: "ما طُلب من هذا العميل الموافقة عليه أو قبوله في البوابة، ومن قبله ومتى.",
      kindLabel: "ما المطلوب",
      kind: { approval: "موافقة", "engagement-letter": "خطاب تكليف" },
      ask: "اطلب موافقة العميل",
      asked: "طُلب من العميل.",
      withdraw: "سحب",
      withdrawn: "سُحب.",
      refused: "لم يتم",
      failed: "تعذّر تحميل الموافقات.",
      none: "لم يُطلب شيء بعد.",
      status: { asked: "بانتظار", accepted: "مقبول", withdrawn: "مسحوب" },
      line: "الإصدار {{version}}، طلبه {{by}} في {{at}}",
      acceptedBy: "قبله {{name}} ({{user}}) في {{at}}",
      record: "سجل قابل للطباعة",
      recordTitle: "سجل القبول",
    },
  },
});
