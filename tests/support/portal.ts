/**
 * The client portal's test practice (issue 37): the document requests' practice (tests/support/document-requests.ts)
 * on a clock of the test's, with contacts to invite and the portal's calls: an invitation's and a code's words read
 * from the local SMTP server's mail.
 */
import assert from "node:assert/strict";
import { Caller } from "../backoffice/support.ts";
import { fromSocket } from "./app.ts";
import { practice } from "./document-requests.ts";

export type Answer = { status: number; body: Record<string, unknown> & { error?: { code: string } } };

/** The portal practice over the test's database; `clock.at` moves its time. */
export async function portalPractice(url: string, env: Record<string, string> = {}) {
  const clock = { at: Date.now() };
  const p = await practice(url, env, () => clock.at);
  let address = 1;
  const call = async (
    method: string,
    path: string,
    { body, token, from = "198.51.100.7" }: { body?: unknown; token?: string; from?: string } = {},
  ): Promise<Answer> => {
    const res = await p.app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }, fromSocket(from));
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  };
  /** The newest mail to `to`, once `count` mails in all have arrived. */
  const mailTo = async (to: string, count: number) => {
    const mails = await p.mailbox.wait(count);
    const mail = mails.findLast((m) => m.includes(`To: ${to}`));
    assert.ok(mail, `no mail to ${to}`);
    return mail;
  };
  /** Staff signed in again: after the clock moved on past their token's lifetime. */
  const staffAgain = async () => {
    const res = await call("POST", "/api/users/login", {
      body: { email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" },
    });
    return new Caller(p.app, res.body.jwt_access_token as string, p.staff.userId);
  };
  const made = {
    ...p,
    clock,
    staffAgain,
    call,
    mailTo,
    /** A contact of `account` (the practice's client unless named) with this address. */
    contact: async (email: string, account = p.account) =>
      (await p.fixtures.create("contact", undefined, { email, account })).id as string,
    /** A client of its own (a new account). */
    client: async () =>
      (await p.fixtures.create("account", undefined, { email: "office@other.test" })).id as string,
    /** Staff invite contact `id` and the invitation's token is read from its mail (the `count`th mail in all). */
    invite: async (
      id: string,
      count: number,
      path = "/portal/invitations",
      body: unknown = { contact: id },
    ) => {
      const res = await made.staff.post(path, body);
      assert.ok(res.status === 201 || res.status === 200, res.text);
      const mail = (await p.mailbox.wait(count)).at(-1)!;
      const found = /\/portal\/accept\?token=([0-9a-f]{64})/.exec(mail);
      assert.ok(found, `no invitation link in:\n${mail}`);
      return { token: found[1], mail, state: res.body as Record<string, unknown> };
    },
    accept: (token: string) => call("POST", "/api/portal/invitations/accept", { body: { token } }),
    /** Asks for a code for `email` (from a client address of its own unless named) and waits for the work after. */
    askCode: async (email: string, from = `203.0.113.${address++}`) => {
      const answer = await call("POST", "/api/portal/sign-in/code", { body: { email }, from });
      await p.background.idle();
      return answer;
    },
    /** The code in the newest mail to `to`, once `count` mails in all have arrived. */
    codeFor: async (to: string, count: number) => {
      const found = /client portal is ([0-9]{6})\./.exec(await mailTo(to, count));
      assert.ok(found, "no code in the mail");
      return found[1];
    },
    verify: (email: string, code: string, from?: string) =>
      call("POST", "/api/portal/sign-in/verify", { body: { email, code }, from }),
  };
  return made;
}
