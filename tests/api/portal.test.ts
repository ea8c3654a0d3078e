/**
 * The client portal through the API on both engines (issue 37): staff invite a contact (30 days, once; sent again
 * the old link dies; revoked it dies and the person's sessions end), a contact signs in by accepting or by a
 * mailed code (10 minutes, once, five wrong tries, bound to its person, never telling whether an address is
 * known), portal tokens and staff tokens open nothing of each other's, and a client the person may not act for
 * is the 404 of a missing thing.
 */
import assert from "node:assert/strict";
import { PORTAL_LIMITS } from "../../server/app.ts";
import { staticFilesFrom, withPageSettings } from "../../server/static.ts";
import { INDEX_HTML, testApp } from "../support/app.ts";
import { pdf, PUBLIC_URL, stored } from "../support/document-requests.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

const NALEDI = "naledi@client.test";
const DAY = 86_400_000;

storeTest(
  "an invited contact accepts, is signed in, and sees their client and its open requests",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const request = await p.ask(p.staff);
      assert.equal((await p.staff.post(`/document-requests/${request.id}/send`, {})).status, 200);
      const unsent = await p.ask(p.staff);
      const contact = await p.contact(NALEDI);
      const { token, mail, state } = await p.invite(contact, 2);
      assert.match(mail, new RegExp(`To: ${NALEDI}`));
      assert.ok(mail.includes(`${PUBLIC_URL}/portal/accept?token=${token}`), "the link points at PUBLIC_URL");
      assert.equal(state.status, "invited");
      assert.equal(
        await p.store.db.get("SELECT 1 AS x FROM portal_access WHERE invite_hash = $1", [token]),
        undefined,
        "the token itself is not kept, only its hash",
      );

      const accepted = await p.accept(token);
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      const portalToken = accepted.body.token as string;
      const me = await p.call("GET", "/api/portal/me", { token: portalToken });
      assert.equal(me.status, 200);
      assert.equal(me.body.email, NALEDI);
      assert.deepEqual((me.body.clients as Array<{ id: string }>).map((c) => c.id), [p.account]);

      const listed = await p.call("GET", `/api/portal/clients/${p.account}/requests`, { token: portalToken });
      assert.equal(listed.status, 200, JSON.stringify(listed.body));
      const requests = listed.body as unknown as Array<
        { id: string; taxYear: number; items: { label: string }[] }
      >;
      assert.deepEqual(requests.map((r) => r.id), [request.id], "the sent, open request; not the unsent one");
      assert.ok(!requests.some((r) => r.id === unsent.id));
      assert.deepEqual(requests[0].items.map((i) => i.label), ["IRP5", "Medical aid certificate"]);

      const again = await p.accept(token);
      assert.equal(again.status, 404, "an invitation works once");
      assert.equal(again.body.error?.code, "portalInvitationUnknown");
      const shown = await p.staff.get(`/portal/invitations/${contact}`);
      assert.equal(shown.body.status, "active");
      assert.ok(shown.body.lastSignInAt);
    } finally {
      await p.close();
    }
  },
);

storeTest(
  "an invitation expires after 30 days; sent again the old link dies; revoked, the person is out",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const contact = await p.contact(NALEDI);
      const first = await p.invite(contact, 1);
      p.clock.at += 30 * DAY + 1000;
      const late = await p.accept(first.token);
      assert.equal(late.status, 403);
      assert.equal(late.body.error?.code, "portalInvitationExpired");
      p.staff = await p.staffAgain();

      const second = await p.invite(contact, 2, `/portal/invitations/${contact}/resend`, {});
      const third = await p.invite(contact, 3, `/portal/invitations/${contact}/resend`, {});
      assert.notEqual(second.token, third.token);
      assert.equal(
        (await p.accept(second.token)).body.error?.code,
        "portalInvitationUnknown",
        "resent: old dies",
      );
      const accepted = await p.accept(third.token);
      assert.equal(accepted.status, 200);
      const token = accepted.body.token as string;
      assert.equal((await p.call("GET", "/api/portal/me", { token })).status, 200);

      const fourth = await p.invite(contact, 4, `/portal/invitations/${contact}/resend`, {});
      const revoked = await p.staff.post(`/portal/invitations/${contact}/revoke`, {});
      assert.equal(revoked.status, 200, revoked.text);
      assert.equal(revoked.body.status, "revoked");
      const after = await p.call("GET", "/api/portal/me", { token });
      assert.equal(after.status, 401, "revoking ends the person's sessions");
      assert.equal(after.body.error?.code, "sessionEnded");
      assert.equal((await p.accept(fourth.token)).status, 404, "revoking kills the pending link");
      assert.equal((await p.askCode(NALEDI)).status, 202);
      assert.equal(p.mailbox.received.length, 4, "no code for a revoked person");
      const resend = await p.staff.post(`/portal/invitations/${contact}/resend`, {});
      assert.equal(resend.status, 404);
      assert.equal(resend.body.error.code, "portalNotInvited");

      const again = await p.invite(contact, 5);
      assert.equal(
        again.state.status,
        "invited",
        "invited again after a revocation: not theirs until accepted",
      );
      await p.askCode(NALEDI);
      assert.equal(p.mailbox.received.length, 5, "still no code before it is accepted");
      assert.equal((await p.accept(again.token)).status, 200);
      assert.equal((await p.staff.get(`/portal/invitations/${contact}`)).body.status, "active");
    } finally {
      await p.close();
    }
  },
);

storeTest("a code signs in once, for 10 minutes, five wrong tries, for its own person only", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const other = await p.client();
    await p.accept((await p.invite(await p.contact(NALEDI), 1)).token);
    await p.accept((await p.invite(await p.contact("sipho@client.test", other), 2)).token);

    const unknown = await p.askCode("nobody@client.test");
    const known = await p.askCode(NALEDI);
    // Alike but for the asking device's poll secret (a fresh random one each: sign-in by link).
    const alike = (a: typeof known) => ({ ...a, body: { ...a.body, poll: typeof a.body.poll } });
    assert.deepEqual(alike(unknown), alike(known), "the answer never tells whether the address is known");
    assert.equal(known.status, 202);
    const code = await p.codeFor(NALEDI, 3);
    assert.equal(p.mailbox.received.length, 3, "nothing was mailed to the unknown address");

    const foreign = await p.verify("sipho@client.test", code);
    assert.equal(foreign.status, 401, "another person's code");
    assert.equal(foreign.body.error?.code, "portalCodeWrong");
    const signedIn = await p.verify(NALEDI.toUpperCase(), code);
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    assert.ok(signedIn.body.token);
    assert.equal((await p.verify(NALEDI, code)).body.error?.code, "portalCodeWrong", "used once");

    await p.askCode(NALEDI);
    const late = await p.codeFor(NALEDI, 4);
    p.clock.at += 10 * 60_000 + 1000;
    assert.equal((await p.verify(NALEDI, late)).body.error?.code, "portalCodeWrong", "expired");

    await p.askCode(NALEDI);
    const tried = await p.codeFor(NALEDI, 5);
    const wrong = tried === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) assert.equal((await p.verify(NALEDI, wrong)).status, 401);
    const spent = await p.verify(NALEDI, tried);
    assert.equal(spent.status, 429, "past five wrong tries the right code is refused too");
    assert.equal(spent.body.error?.code, "portalCodeTriesUsed");
    await p.askCode(NALEDI);
    assert.equal((await p.verify(NALEDI, await p.codeFor(NALEDI, 6))).status, 200, "a new code works");
  } finally {
    await p.close();
  }
});

storeTest("codes asked for are limited per address asked for and per client address", async (t) => {
  const p = await portalPractice(t.url);
  try {
    for (let i = 0; i < PORTAL_LIMITS.codePerEmail; i++) assert.equal((await p.askCode(NALEDI)).status, 202);
    const byEmail = await p.askCode(NALEDI);
    assert.equal(byEmail.status, 429, "per address asked for, from any client address");
    assert.equal(byEmail.body.error?.code, "tooManyPortalTries");
    for (let i = 0; i < PORTAL_LIMITS.codePerAddress; i++) {
      assert.equal((await p.askCode(`person${i}@client.test`, "192.0.2.9")).status, 202);
    }
    assert.equal((await p.askCode("another@client.test", "192.0.2.9")).status, 429, "per client address");
  } finally {
    await p.close();
  }
});

storeTest("codes and invitations tried are limited per client address", async (t) => {
  const p = await portalPractice(t.url);
  try {
    for (let i = 0; i < PORTAL_LIMITS.triesPerAddress; i++) {
      assert.equal((await p.verify(NALEDI, "123456", "192.0.2.44")).status, 401);
    }
    const tried = await p.verify(NALEDI, "123456", "192.0.2.44");
    assert.equal(tried.status, 429);
    assert.equal(tried.body.error?.code, "tooManyPortalTries");
    const accept = await p.call("POST", "/api/portal/invitations/accept", {
      body: { token: "0".repeat(64) },
      from: "192.0.2.44",
    });
    assert.equal(accept.status, 429, "invitations count with codes");
    assert.equal((await p.verify(NALEDI, "123456", "192.0.2.45")).status, 401, "another address goes on");
  } finally {
    await p.close();
  }
});

storeTest("with CLIENT_VISIBILITY=assigned, staff invite only their clients' contacts", async (t) => {
  const p = await portalPractice(t.url, { CLIENT_VISIBILITY: "assigned" });
  try {
    // The sample client's partner and manager are other employees: the staff member is neither.
    const contact = await p.contact(NALEDI);
    for (const path of ["/portal/invitations", `/portal/invitations/${contact}/revoke`]) {
      const res = await p.staff.post(path, { contact });
      assert.equal(res.status, 404, `${path}: ${res.text}`);
      assert.equal(res.body.error.code, "recordNotFound");
    }
    assert.equal(p.mailbox.received.length, 0);
    assert.equal((await p.admin.post("/portal/invitations", { contact })).status, 201);
  } finally {
    await p.close();
  }
});

storeTest("portal tokens open nothing else, and no other token opens the portal", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const token = (await p.accept((await p.invite(await p.contact(NALEDI), 1)).token)).body.token as string;
    for (
      const [method, path] of [
        ["GET", "/api/backoffice/account"],
        ["GET", "/api/users/me"],
        ["POST", "/api/users/verifytoken"],
        ["GET", "/api/notes-app/notes"],
        ["POST", "/api/notes-app/create-note"],
      ]
    ) {
      const body = path.endsWith("verifytoken")
        ? { data: { jwt_access_token: token } }
        : method === "POST"
        ? {}
        : undefined;
      const res = await p.call(method, path, { token, body });
      assert.equal(res.status, 401, `${method} ${path} answered ${res.status} to a portal token`);
    }
    const demo = await p.call("POST", "/api/auth", {
      body: { email: "admin@demo.ledgerdesk.test", password: "admin-demo" },
    });
    for (const other of [p.staff.token, p.admin.token, demo.body.access_token as string]) {
      assert.ok(other);
      for (const [method, path] of [["GET", "/api/portal/me"], ["POST", "/api/portal/sign-out"]]) {
        const res = await p.call(method, path, { token: other });
        assert.equal(res.status, 401, `${method} ${path} with another audience's token`);
        assert.equal(res.body.error?.code, "invalidSession");
      }
      const listed = await p.call("GET", `/api/portal/clients/${p.account}/requests`, { token: other });
      assert.equal(listed.status, 401);
    }
  } finally {
    await p.close();
  }
});

storeTest("a client the person may not act for is the 404 of a missing thing", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const other = await p.client();
    const request = await p.ask(p.staff);
    await p.staff.post(`/document-requests/${request.id}/send`, {});
    const token = (await p.accept((await p.invite(await p.contact(NALEDI, other), 2)).token)).body
      .token as string;
    const mine = await p.call("GET", `/api/portal/clients/${other}/requests`, { token });
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body, []);
    const theirs = await p.call("GET", `/api/portal/clients/${p.account}/requests`, { token });
    const missing = await p.call("GET", "/api/portal/clients/no-such-client/requests", { token });
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.error?.code, missing.body.error?.code);
    assert.equal(theirs.body.error?.code, "recordNotFound");

    // A contact whose address staff change no longer lets the old address act for its client.
    const contact = await p.contact(NALEDI);
    await p.accept((await p.invite(contact, 3)).token);
    const now = await p.call("GET", `/api/portal/clients/${p.account}/requests`, { token });
    assert.equal(now.status, 200, "the person acts for both clients now");
    const record = await p.staff.get(`/contact/${contact}`);
    const changed = await p.staff.put(`/contact/${contact}`, { ...record.body, email: "new@client.test" });
    assert.equal(changed.status, 200, changed.text);
    assert.equal((await p.call("GET", `/api/portal/clients/${p.account}/requests`, { token })).status, 404);
  } finally {
    await p.close();
  }
});

storeTest("a portal session ends on sign-out, on sign-out everywhere and when idle", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const contact = await p.contact(NALEDI);
    const token = (await p.accept((await p.invite(contact, 1)).token)).body.token as string;
    assert.equal((await p.call("POST", "/api/portal/sign-out", { token })).status, 204);
    assert.equal((await p.call("GET", "/api/portal/me", { token })).status, 401);

    // Two devices and another person: "everywhere" ends both of this person's sessions, not the other's.
    const other = await p.contact("sipho@client.test");
    const theirs = (await p.accept((await p.invite(other, 2)).token)).body.token as string;
    const device = async (mails: number) => {
      await p.askCode(NALEDI);
      return (await p.verify(NALEDI, await p.codeFor(NALEDI, mails))).body.token as string;
    };
    const phone = await device(3);
    const laptop = await device(4);
    assert.equal((await p.call("GET", "/api/portal/me", { token: laptop })).status, 200);
    assert.equal((await p.call("POST", "/api/portal/sign-out/everywhere", { token: phone })).status, 204);
    for (const ended of [phone, laptop]) {
      const res = await p.call("GET", "/api/portal/me", { token: ended });
      assert.equal(res.status, 401, "every device of the person is signed out");
    }
    assert.equal(
      (await p.call("GET", "/api/portal/me", { token: theirs })).status,
      200,
      "another person's stays",
    );
    assert.equal((await p.call("POST", "/api/portal/sign-out/everywhere", {})).status, 401, "signed in only");
    // Each sign-in is in the contact's history, the person's (no employee's) from their address.
    const history = await p.staff.get(`/contact/${contact}/audit`);
    const signIns = history.body.filter((e: { action: string }) => e.action === "portalSignIn");
    assert.equal(signIns.length, 3, "the invitation and two codes");
    assert.ok(
      signIns.every((e: { userId: string | null; address: string | null }) => e.userId === null && e.address),
    );

    await p.askCode(NALEDI);
    const fresh = (await p.verify(NALEDI, await p.codeFor(NALEDI, 5))).body.token as string;
    p.clock.at += 29 * 60_000;
    assert.equal((await p.call("GET", "/api/portal/me", { token: fresh })).status, 200);
    p.clock.at += 31 * 60_000;
    const idle = await p.call("GET", "/api/portal/me", { token: fresh });
    assert.equal(idle.status, 401);
    assert.equal(idle.body.error?.code, "sessionIdle");
  } finally {
    await p.close();
  }
});

storeTest(
  "a portal user uploads against an item of their client's request; others' requests are missing",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const other = await p.client();
      const request = await p.ask(p.staff);
      await p.staff.post(`/document-requests/${request.id}/send`, {});
      const unsent = await p.ask(p.staff);
      const token = (await p.accept((await p.invite(await p.contact(NALEDI), 2)).token)).body.token as string;
      const upload = async (account: string, id: string, n: number, file = pdf(5000)) => {
        const res = await p.app.request(
          `/api/portal/clients/${account}/requests/${id}/items/${n}?name=IRP5.pdf`,
          { method: "POST", headers: { authorization: `Bearer ${token}` }, body: file },
        );
        return { status: res.status, body: await res.json() };
      };
      const before = await stored(p.store);
      assert.equal((await upload(other, request.id, 1)).status, 404, "a client they do not act for");
      assert.equal((await upload(p.account, unsent.id, 1)).status, 404, "a request not sent yet");
      assert.equal((await upload(p.account, "no-such-request", 1)).status, 404);
      assert.deepEqual(await stored(p.store), before, "nothing filed");

      const done = await upload(p.account, request.id, 1);
      assert.equal(done.status, 201, JSON.stringify(done.body));
      assert.equal(done.body.document.name, "IRP5.pdf");
      const again = await upload(p.account, request.id, 1);
      assert.equal(again.status, 409);
      assert.equal(again.body.error.code, "requestItemReceived");
      const listed = await p.call("GET", `/api/portal/clients/${p.account}/requests`, { token });
      const [shown] = listed.body as unknown as Array<{ items: { received: boolean }[] }>;
      assert.deepEqual(shown.items.map((i) => i.received), [true, false]);
      const staffView = await p.staff.get(`/documentrequest/${request.id}`);
      assert.equal(staffView.body.items[0].status, "received", "staff see the item received");
    } finally {
      await p.close();
    }
  },
);

Deno.test("the portal's own page answers /portal and every address below it, with the practice's name", async () => {
  const page = withPageSettings(new TextEncoder().encode("<html><head></head><body>portal</body></html>"), {
    practiceTimeZone: "Africa/Johannesburg",
    demoApps: false,
    practiceName: 'Naidoo & "Sons" <Tax>',
  });
  assert.match(
    new TextDecoder().decode(page),
    /<meta name="practice-name" content="Naidoo &amp; &quot;Sons&quot; &lt;Tax&gt;">/,
  );
  const files = await staticFilesFrom({ "/index.html": INDEX_HTML, "/portal.html": "<p>the portal</p>" });
  const { app, store } = await testApp({}, { files });
  try {
    for (const path of ["/portal", "/portal/accept?token=abc", "/portal/anything"]) {
      const res = await app.request(path);
      assert.equal(await res.text(), "<p>the portal</p>", path);
    }
    assert.equal(await (await app.request("/portals")).text(), INDEX_HTML, "not a portal address");
    assert.equal(await (await app.request("/apps/account")).text(), INDEX_HTML);
  } finally {
    await store!.close();
  }
});

storeTest("a client's contacts with their portal access, as its page lists them", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const naledi = await p.contact(NALEDI);
    const sipho = await p.contact("sipho@client.test");
    await p.fixtures.create("contact", undefined, { email: "someone@other.test", account: await p.client() });
    const listed = async () => {
      const res = await p.staff.get(`/portal/clients/${p.account}`);
      assert.equal(res.status, 200, res.text);
      return res.body.items as Array<
        { contact: string; email: string; state: string; access: { status: string } | null }
      >;
    };
    const before = await listed();
    assert.deepEqual(
      before.map((c) => c.contact).sort(),
      [naledi, sipho].sort(),
      "the client's contacts alone",
    );
    assert.ok(before.every((c) => c.access === null && c.state === "never"), "never invited");
    await p.invite(naledi, 1);
    const after = await listed();
    assert.equal(after.find((c) => c.contact === naledi)?.access?.status, "invited");
    assert.equal(after.find((c) => c.contact === naledi)?.state, "invited");
    assert.equal(after.find((c) => c.contact === naledi)?.email, NALEDI);
    assert.equal(after.find((c) => c.contact === sipho)?.access, null);
    p.clock.at += 30 * DAY + 1000;
    p.staff = await p.staffAgain();
    const late = (await listed()).find((c) => c.contact === naledi);
    assert.equal(late?.state, "expired", "run out by the server's clock, whatever the browser's");
    assert.equal(late?.access?.status, "invited");
    const missing = await p.staff.get("/portal/clients/no-such-client");
    assert.equal(missing.status, 404, missing.text);
  } finally {
    await p.close();
  }
});
