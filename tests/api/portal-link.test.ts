/**
 * Sign-in by link on both engines (issue 37): a code's mail also carries a link; opened on any device it signs in
 * the device that asked (polling with a secret only it holds), not itself. Once, for 10 minutes, for its own
 * person only; a code used first kills it and it kills the code; the asking device's polls answer alike whether
 * the address is anyone's; polls with a secret that is no one's count as wrong tries.
 */
import assert from "node:assert/strict";
import { PORTAL_LIMITS } from "../../server/app.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

const NALEDI = "naledi@client.test";
const SIPHO = "sipho@client.test";

async function linkPractice(url: string) {
  const p = await portalPractice(url);
  let address = 1;
  const from = () => `203.0.113.${100 + address++}`;
  return {
    ...p,
    /** Asks for a code for `email` and returns the poll's secret the asking device got. */
    ask: async (email: string) => {
      const answer = await p.askCode(email);
      assert.equal(answer.status, 202);
      return answer.body.poll as string;
    },
    /** The link in the newest mail to `to`, once `count` mails in all have arrived. */
    linkFor: async (to: string, count: number) => {
      const found = /\/portal\/link\?token=([0-9a-f]{64})/.exec(await p.mailTo(to, count));
      assert.ok(found, "no link in the mail");
      return found[1];
    },
    open: (token: string, at = from()) =>
      p.call("POST", "/api/portal/sign-in/link", { body: { token }, from: at }),
    poll: (email: string, poll: string, at = from()) =>
      p.call("POST", "/api/portal/sign-in/poll", { body: { email, poll }, from: at }),
  };
}

storeTest(
  "the code's link signs in the device that asked, once, and not the device that opened it",
  async (t) => {
    const p = await linkPractice(t.url);
    try {
      const contact = await p.contact(NALEDI);
      await p.accept((await p.invite(contact, 1)).token);
      const poll = await p.ask(NALEDI);
      assert.match(poll, /^[0-9a-f]{64}$/);
      const link = await p.linkFor(NALEDI, 2);
      const mail = await p.mailTo(NALEDI, 2);
      assert.ok(mail.includes(`/portal/link?token=${link}`) && /client portal is [0-9]{6}\./.test(mail));
      assert.equal(
        await p.store.db.get("SELECT 1 AS x FROM portal_link WHERE link_hash = $1 OR poll_hash = $2", [
          link,
          poll,
        ]),
        undefined,
        "neither secret is kept, only their hashes",
      );

      const waiting = await p.poll(NALEDI, poll);
      assert.equal(waiting.status, 202);
      assert.deepEqual(waiting.body, { pending: true });

      const opened = await p.open(link);
      assert.equal(opened.status, 200, JSON.stringify(opened.body));
      assert.deepEqual(opened.body, { approved: true }, "the device that opened the link gets no token");

      const signedIn = await p.poll(NALEDI, poll);
      assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
      const token = signedIn.body.token as string;
      const me = await p.call("GET", "/api/portal/me", { token });
      assert.equal(me.status, 200);
      assert.equal(me.body.email, NALEDI);

      const twice = await p.poll(NALEDI, poll);
      assert.equal(twice.status, 400, "the asking device is signed in once");
      assert.equal(twice.body.error?.code, "portalLinkUsed");
      const reopened = await p.open(link);
      assert.equal(reopened.status, 400, "a link works once");
      assert.equal(reopened.body.error?.code, "portalLinkUsed");
      assert.match(String((reopened.body.error as unknown as { message: string }).message), /already used/);
      const code = /client portal is ([0-9]{6})\./.exec(mail)![1];
      assert.equal((await p.verify(NALEDI, code)).status, 401, "the code mailed with the link died with it");

      const history = await p.staff.get(`/contact/${contact}/audit`);
      const signIns = history.body.filter((e: { action: string }) => e.action === "portalSignIn");
      assert.equal(
        signIns.length,
        2,
        "the invitation's and the link's sign-ins are in the contact's history",
      );
    } finally {
      await p.close();
    }
  },
);

storeTest("a link is refused late, replaced, for another person, or once its code was used", async (t) => {
  const p = await linkPractice(t.url);
  try {
    const other = await p.client();
    await p.accept((await p.invite(await p.contact(NALEDI), 1)).token);
    await p.accept((await p.invite(await p.contact(SIPHO, other), 2)).token);

    // Another person's link and poll: Sipho's opened link signs in only Sipho's asking device.
    const naledis = await p.ask(NALEDI);
    const siphos = await p.ask(SIPHO);
    const siphoLink = await p.linkFor(SIPHO, 4);
    assert.equal((await p.open(siphoLink)).status, 200);
    const foreign = await p.poll(NALEDI, siphos);
    assert.equal(foreign.status, 404, "a poll's secret of another person's address");
    assert.equal(foreign.body.error?.code, "portalLinkUnknown");
    assert.equal((await p.poll(NALEDI, naledis)).status, 202, "Naledi's device still waits");
    assert.equal((await p.poll(SIPHO, siphos)).status, 200);

    // Asked again, the earlier link and poll die.
    const first = await p.linkFor(NALEDI, 4);
    const again = await p.ask(NALEDI);
    const replaced = await p.open(first);
    assert.equal(replaced.status, 404);
    assert.equal(replaced.body.error?.code, "portalLinkUnknown");
    assert.equal((await p.poll(NALEDI, naledis)).status, 404);

    // The code used first kills the link.
    const code = await p.codeFor(NALEDI, 5);
    const link = await p.linkFor(NALEDI, 5);
    assert.equal((await p.verify(NALEDI, code)).status, 200);
    assert.equal((await p.open(link)).body.error?.code, "portalLinkUnknown");
    assert.equal((await p.poll(NALEDI, again)).status, 404);

    // Late: both the link and the poll say so; an address no one has answers alike all along.
    const late = await p.ask(NALEDI);
    const lateLink = await p.linkFor(NALEDI, 6);
    const nobody = await p.ask("nobody@client.test");
    assert.equal(p.mailbox.received.length, 6, "nothing was mailed to the unknown address");
    assert.deepEqual(await p.poll("nobody@client.test", nobody), await p.poll(NALEDI, late));
    p.clock.at += 10 * 60_000 + 1000;
    const expired = await p.open(lateLink);
    assert.equal(expired.status, 400);
    assert.equal(expired.body.error?.code, "portalLinkExpired");
    const polled = await p.poll(NALEDI, late);
    assert.equal(polled.body.error?.code, "portalLinkExpired");
    const unknown = await p.poll("nobody@client.test", nobody);
    assert.deepEqual(
      [unknown.status, unknown.body.error?.code],
      [400, "portalLinkExpired"],
      "alike when unknown",
    );

    // A link of a person whose access was revoked since opens nothing.
    const siphoAgain = await p.ask(SIPHO);
    const revokedLink = await p.linkFor(SIPHO, 7);
    const contacts = await p.staff.get(`/portal/clients/${other}`);
    const sipho = (contacts.body.items as Array<{ contact: string }>)[0].contact;
    assert.equal((await p.staff.post(`/portal/invitations/${sipho}/revoke`, {})).status, 200);
    assert.equal((await p.open(revokedLink)).body.error?.code, "portalLinkUnknown");
    assert.equal((await p.poll(SIPHO, siphoAgain)).status, 202, "never approved, the device waits on");
  } finally {
    await p.close();
  }
});

storeTest("polls and links that open nothing count as wrong tries; waiting does not", async (t) => {
  const p = await linkPractice(t.url);
  try {
    await p.accept((await p.invite(await p.contact(NALEDI), 1)).token);
    const poll = await p.ask(NALEDI);
    for (let i = 0; i < PORTAL_LIMITS.triesPerAddress + 2; i++) {
      assert.equal(
        (await p.poll(NALEDI, poll, "192.0.2.60")).status,
        202,
        "a device may wait its 10 minutes",
      );
    }
    for (let i = 0; i < PORTAL_LIMITS.triesPerAddress / 2; i++) {
      assert.equal((await p.poll(NALEDI, "1".repeat(64), "192.0.2.61")).status, 404);
      assert.equal((await p.open("2".repeat(64), "192.0.2.61")).status, 404);
    }
    const stopped = await p.open("3".repeat(64), "192.0.2.61");
    assert.equal(stopped.status, 429);
    assert.equal(stopped.body.error?.code, "tooManyPortalTries");
    assert.equal((await p.verify(NALEDI, "123456", "192.0.2.61")).status, 429, "codes count with them");
    const bad = await p.poll("not-an-address", poll);
    assert.equal(bad.status, 400, "a bad body names its field");
    assert.ok(JSON.stringify(bad.body).includes("email"));
  } finally {
    await p.close();
  }
});
