import { type Context, Hono } from "hono";
import { z } from "zod";
import { invalidField, type Language, pickLanguage, refusal, waitText } from "../../domain/api/index.ts";
import { PASSWORD_MIN } from "../../domain/passwords.ts";
import type { Mailer } from "../mail/mailer.ts";
import { validate } from "../middleware/validate.ts";
import { answers } from "../openapi/answers.ts";
import type { Background } from "../background.ts";
import type { ClientAddress } from "./client-address.ts";
import { randomHex, sha256 } from "./digest.ts";
import type { FailureLimiter } from "./rate-limit.ts";
import { RESET_LINK_MINUTES, type ResettableAccounts } from "./reset-links.ts";

const forgotBody = z.object({ email: z.email().max(320) });
const resetBody = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(PASSWORD_MIN).max(1024),
});

const linkSent = z.object({
  sent: z.literal(true).describe("Always, whether or not the address has an account"),
  minutes: z.number().int().describe("How long the link works"),
});
const passwordSet = z.object({ email: z.string().describe("The account's address, to sign in with") });

/** The page a reset link opens. */
export const RESET_PAGE = "/pages/auth/reset-password";

const MAIL: Record<Language, (name: string, link: string) => { subject: string; text: string }> = {
  en: (name, link) => ({
    subject: "Reset your Ledgerdesk password",
    text:
      `Hello ${name},\n\nSomeone asked to reset the password of your Ledgerdesk account. Open this link ` +
      `within ${RESET_LINK_MINUTES} minutes to choose a new one:\n\n${link}\n\nThe link works once. If you did ` +
      `not ask, ignore this mail: your password stays as it is.\n`,
  }),
  tr: (name, link) => ({
    subject: "Ledgerdesk parolanızı sıfırlayın",
    text:
      `Merhaba ${name},\n\nLedgerdesk hesabınızın parolasının sıfırlanması istendi. Yeni bir parola seçmek ` +
      `için bu bağlantıyı ${RESET_LINK_MINUTES} dakika içinde açın:\n\n${link}\n\nBağlantı bir kez çalışır. ` +
      `Bunu siz istemediyseniz bu e-postayı yok sayın: parolanız olduğu gibi kalır.\n`,
  }),
  ar: (name, link) => ({
    subject: "إعادة تعيين كلمة مرور Ledgerdesk",
    text: `مرحبًا ${name}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في Ledgerdesk. افتح هذا الرابط خلال ` +
      `${RESET_LINK_MINUTES} دقيقة لاختيار كلمة مرور جديدة:\n\n${link}\n\nيعمل الرابط مرة واحدة. إن لم تطلب ذلك ` +
      `فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.\n`,
  }),
};

/**
 * `/api/account/*`: a forgotten password. Asking for a link answers at once, the same for any address: finding
 * the account, keeping its link and mailing it happen after the answer (`background`), so neither the answer nor
 * its time tells whether the address has an account. Each store (the back office's employees, the demo users)
 * keeps its own links.
 */
export function passwordResetApi(
  { accounts, mailer, publicUrl, limiter, addressOf, background, clock = () => new Date() }: {
    accounts: ResettableAccounts[];
    mailer: Mailer;
    /** The address links point at (PUBLIC_URL, else http://localhost:PORT): never the request's Host header. */
    publicUrl: string;
    /** Counts requests per client address (asking for links, and trying them). */
    limiter: FailureLimiter;
    addressOf: ClientAddress;
    background: Background;
    clock?: () => Date;
  },
) {
  const app = new Hono();
  const base = publicUrl.replace(/\/+$/, "");

  const admit = async (c: Context) => {
    const { wait } = await limiter.attempt(addressOf(c));
    if (wait > 0) throw refusal("tooManyResetRequests", { seconds: wait, wait: waitText(wait) });
  };

  /** Keeps a link for the account with this address, if there is one, and mails it. */
  const sendLink = async (email: string, language: Language, now: Date) => {
    const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
    for (const store of accounts) {
      const token = `${store.prefix}.${randomHex(32)}`;
      const account = await store.issue(email, await sha256(token), expiresAt, now);
      if (!account) continue;
      const link = `${base}${RESET_PAGE}?token=${encodeURIComponent(token)}`;
      await mailer.send({ to: email, ...MAIL[language](account.name, link) });
      return;
    }
  };

  app.post(
    "/forgot-password",
    validate("json", forgotBody),
    answers(linkSent, {
      status: 202,
      description: "Accepted: a link is mailed if an account uses the address",
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      if (!mailer.canSend) throw refusal("mailNotConfigured");
      await admit(c);
      const language = pickLanguage(c.req.header("accept-language"));
      background.run(`Password-reset link for ${email}`, () => sendLink(email, language, clock()));
      return c.json({ sent: true, minutes: RESET_LINK_MINUTES } satisfies z.infer<typeof linkSent>, 202);
    },
  );

  app.post("/reset-password", validate("json", resetBody), answers(passwordSet), async (c) => {
    const { token, password } = c.req.valid("json");
    await admit(c);
    const store = accounts.find((a) => token.startsWith(`${a.prefix}.`));
    const email = store && await store.reset(await sha256(token), password, clock());
    if (!email) throw invalidField("token", "resetLinkInvalid", { minutes: RESET_LINK_MINUTES });
    return c.json({ email } satisfies z.infer<typeof passwordSet>);
  });

  return app;
}
