import type { Mail } from "../../mail/mailer.ts";

/**
 * A document request's mails (issue 35), each in English, Turkish and Arabic at once: a client's language is not
 * kept, and the link's page then opens in the reader's browser language.
 */

export type RequestMailFacts = {
  practice: string;
  client: string;
  taxYear: number;
  items: readonly string[];
  link: string;
  expiresOn: string;
};

const list = (items: readonly string[]) => items.map((i) => `  • ${i}`).join("\n");

/** The mail that asks (first sending, or a reminder: `reminder` true). */
export function requestMail(to: string, f: RequestMailFacts, reminder: boolean): Mail {
  const subject = reminder
    ? `Reminder: documents for your ${f.taxYear} tax year — ${f.practice}`
    : `Documents for your ${f.taxYear} tax year — ${f.practice}`;
  const text = [
    `Dear ${f.client},\n\n${
      reminder ? "We are still waiting for" : "Please send us"
    } these documents for your ${f.taxYear} tax year:\n\n${
      list(f.items)
    }\n\nUpload them from your phone or computer ` +
    `through this private link (it works until ${f.expiresOn}; do not share it):\n\n${f.link}\n\n${f.practice}`,
    `Sayın ${f.client},\n\n${f.taxYear} vergi yılınız için ${
      reminder ? "hâlâ beklediğimiz" : "bize göndermenizi rica ettiğimiz"
    } belgeler:\n\n${
      list(f.items)
    }\n\nBunları telefonunuzdan ya da bilgisayarınızdan şu özel bağlantıyla yükleyin ` +
    `(${f.expiresOn} tarihine kadar çalışır; paylaşmayın):\n\n${f.link}\n\n${f.practice}`,
    `${f.client} المحترم،\n\n${
      reminder ? "ما زلنا ننتظر" : "نرجو أن ترسل إلينا"
    } هذه المستندات لسنتك الضريبية ${f.taxYear}:\n\n${list(f.items)}\n\nارفعها من هاتفك أو حاسوبك عبر هذا ` +
    `الرابط الخاص (يعمل حتى ${f.expiresOn}؛ لا تشاركه):\n\n${f.link}\n\n${f.practice}`,
  ].join("\n\n———\n\n");
  return { to, subject, text };
}

/** The mail that tells the responsible employee a request has gone unanswered through `reminders` reminders. */
export function escalationMail(
  to: string,
  f: {
    employee: string;
    client: string;
    taxYear: number;
    reminders: number;
    items: readonly string[];
    page: string;
  },
): Mail {
  return {
    to,
    subject: `Documents still missing after ${f.reminders} reminders: ${f.client} (${f.taxYear})`,
    text: [
      `${f.employee},\n\n${f.client} has not sent these documents for ${f.taxYear} after ${f.reminders} ` +
      `reminders:\n\n${list(f.items)}\n\nThe request: ${f.page}`,
      `${f.employee},\n\n${f.client}, ${f.taxYear} için bu belgeleri ${f.reminders} hatırlatmaya rağmen ` +
      `göndermedi:\n\n${list(f.items)}\n\nTalep: ${f.page}`,
      `${f.employee}،\n\nلم يرسل ${f.client} هذه المستندات لسنة ${f.taxYear} بعد ${f.reminders} تذكيرات:\n\n` +
      `${list(f.items)}\n\nالطلب: ${f.page}`,
    ].join("\n\n———\n\n"),
  };
}
