import { CODE_MINUTES } from "../../domain/portal.ts";
import type { Mail } from "../mail/mailer.ts";

/**
 * The portal's mails (issue 37), each in English, Turkish and Arabic at once, as a document request's: a
 * contact's language is not kept. A sign-in code's mail says nothing of the clients it opens.
 */

/** The invitation: the practice asks the contact to use its portal; the link works once, until `expiresOn`. */
export function invitationMail(
  to: string,
  f: { practice: string; name: string; client: string; link: string; expiresOn: string },
): Mail {
  return {
    to,
    subject: `Your client portal at ${f.practice}`,
    text: [
      `Dear ${f.name},\n\n${f.practice} invites you to its client portal, where you see and answer what we ` +
      `need from ${f.client}. Open this private link (it works once, until ${f.expiresOn}; do not share ` +
      `it):\n\n${f.link}\n\nLater you sign in with a code we mail to this address.\n\n${f.practice}`,
      `Sayın ${f.name},\n\n${f.practice} sizi müşteri portalına davet ediyor: ${f.client} için sizden ` +
      `beklediklerimizi orada görür ve yanıtlarsınız. Bu özel bağlantıyı açın (bir kez, ${f.expiresOn} ` +
      `tarihine kadar çalışır; paylaşmayın):\n\n${f.link}\n\nSonraki girişlerinizde bu adrese gönderdiğimiz ` +
      `bir kodla oturum açarsınız.\n\n${f.practice}`,
      `${f.name} المحترم،\n\nيدعوك ${f.practice} إلى بوابة العملاء، حيث ترى ما نحتاجه من ${f.client} ` +
      `وتجيب عنه. افتح هذا الرابط الخاص (يعمل مرة واحدة حتى ${f.expiresOn}؛ لا تشاركه):\n\n${f.link}\n\n` +
      `بعد ذلك تسجّل الدخول برمز نرسله إلى هذا العنوان.\n\n${f.practice}`,
    ].join("\n\n———\n\n"),
  };
}

/**
 * A sign-in code, and a link that signs in the device that asked (opened on any device, e.g. the phone's mail app):
 * both work once, for CODE_MINUTES minutes.
 */
export function codeMail(to: string, f: { practice: string; code: string; link: string }): Mail {
  return {
    to,
    subject: `${f.code} is your sign-in code for ${f.practice}`,
    text: [
      `Your code to sign in to ${f.practice}'s client portal is ${f.code}. It works once, for ` +
      `${CODE_MINUTES} minutes. Or open this link, here or on any device, to sign in where you asked:\n\n` +
      `${f.link}\n\nIf you did not ask for it, ignore this mail.`,
      `${f.practice} müşteri portalına giriş kodunuz ${f.code}. Bir kez, ${CODE_MINUTES} dakika boyunca ` +
      `çalışır. Ya da istediğiniz cihazda oturum açmak için bu bağlantıyı burada veya herhangi bir cihazda ` +
      `açın:\n\n${f.link}\n\nSiz istemediyseniz bu e-postayı yok sayın.`,
      `رمز دخولك إلى بوابة عملاء ${f.practice} هو ${f.code}. يعمل مرة واحدة لمدة ${CODE_MINUTES} دقائق. ` +
      `أو افتح هذا الرابط، هنا أو على أي جهاز، لتسجيل الدخول على الجهاز الذي طلبته منه:\n\n${f.link}\n\n` +
      `إن لم تطلبه فتجاهل هذه الرسالة.`,
    ].join("\n\n———\n\n"),
  };
}

/** To the client's manager (or partner): a client wrote. Never the message itself: mail is not the thread. */
export function messageWaitingMail(
  to: string,
  f: { practice: string; employee: string; client: string; page: string },
): Mail {
  return {
    to,
    subject: `A new message from ${f.client} is waiting`,
    text: [
      `Dear ${f.employee},\n\nA new message from ${f.client} is waiting in the client portal. Read and answer ` +
      `it on the client's page:\n\n${f.page}\n\n${f.practice}`,
      `Sayın ${f.employee},\n\nMüşteri portalında ${f.client} müşterisinden yeni bir mesaj bekliyor. ` +
      `Müşterinin sayfasında okuyup yanıtlayın:\n\n${f.page}\n\n${f.practice}`,
      `${f.employee} المحترم،\n\nرسالة جديدة من ${f.client} بانتظارك في بوابة العملاء. اقرأها وأجب عنها ` +
      `في صفحة العميل:\n\n${f.page}\n\n${f.practice}`,
    ].join("\n\n———\n\n"),
  };
}

/** To a client's portal users: the practice answered. Never the answer itself: they read it signed in. */
export function answerWaitingMail(to: string, f: { practice: string; client: string; link: string }): Mail {
  return {
    to,
    subject: `${f.practice} answered in your client portal`,
    text: [
      `${f.practice} has written to you about ${f.client}. Sign in to the client portal to read it:\n\n` +
      `${f.link}\n\n${f.practice}`,
      `${f.practice} size ${f.client} hakkında yazdı. Okumak için müşteri portalında oturum açın:\n\n` +
      `${f.link}\n\n${f.practice}`,
      `كتب إليك ${f.practice} بشأن ${f.client}. سجّل الدخول إلى بوابة العملاء لقراءتها:\n\n${f.link}\n\n` +
      `${f.practice}`,
    ].join("\n\n———\n\n"),
  };
}
