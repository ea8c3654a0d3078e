/**
 * The client portal's message thread through the API on both engines (issue 37): a client writes to the practice
 * and staff are told by mail without the message; staff answer from the client's page and the client's portal
 * users are told likewise; staff mark the thread read; each write is in the client's history. Another client's
 * thread is the 404 of a missing thing, bad input a 400 naming the field, and posting is limited per person.
 */
import assert from "node:assert/strict";
import { MESSAGE_MAX, THREAD_PAGE } from "../../domain/portal.ts";
import { PORTAL_LIMITS } from "../../server/app.ts";
import { PUBLIC_URL } from "../support/document-requests.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

const NALEDI = "naledi@client.test";
const SECRET = "My IRP5 shows R 412 000: is that right?";

type Practice = Awaited<ReturnType<typeof portalPractice>>;

/** A client of its own with these fields, a contact of it invited and signed in: the client and the portal token. */
async function signedInClient(p: Practice, fields: Record<string, unknown>, mails: number) {
  const client = (await p.fixtures.create("account", undefined, { name: "Mokoena Trading", ...fields }))
    .id as string;
  const invited = await p.invite(await p.contact(NALEDI, client), mails);
  const token = (await p.accept(invited.token)).body.token as string;
  return { client, token };
}

const employeeId = async (p: Practice, email: string) => (await p.store.employees.findByEmail(email))!.id;

storeTest(
  "a client writes, staff are told without the message, answer, and the client reads it",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const staffId = await employeeId(p, "staff@ledgerdesk.test");
      const { client, token } = await signedInClient(p, { manager: staffId }, 1);
      const thread = `/api/portal/threads/${client}`;

      const empty = await p.call("GET", thread, { token });
      assert.equal(empty.status, 200, JSON.stringify(empty.body));
      assert.deepEqual(empty.body, { items: [], before: null });

      const sent = await p.call("POST", thread, { token, body: { body: `  ${SECRET}\n` } });
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      assert.equal(sent.body.body, SECRET, "kept as plain text, trimmed");
      assert.equal(sent.body.from, "client");

      const told = await p.mailTo("staff@ledgerdesk.test", 2);
      assert.match(told, /A new message from Mokoena Trading is waiting/);
      assert.ok(told.includes(`${PUBLIC_URL}/apps/account/view/${client}`), told);
      assert.ok(!told.includes("IRP5"), "the mail does not carry the message");

      const staffView = await p.staff.get(`/portal/clients/${client}/messages`);
      assert.equal(staffView.status, 200, staffView.text);
      assert.equal(staffView.body.unread, 1);
      assert.deepEqual(staffView.body.items.map((m: { body: string; read: boolean }) => [m.body, m.read]), [
        [SECRET, false],
      ]);
      assert.deepEqual((await p.staff.get("/portal/unread")).body.items, [{ client, unread: 1 }]);

      const answered = await p.staff.post(`/portal/clients/${client}/messages`, {
        body: "Yes: it matches SARS.",
      });
      assert.equal(answered.status, 201, answered.text);
      assert.equal(answered.body.from, "practice");
      const answerMail = await p.mailTo(NALEDI, 3);
      assert.match(answerMail, /answered in your client portal/);
      assert.match(answerMail, new RegExp(`${PUBLIC_URL}/portal\\s`));
      assert.ok(!answerMail.includes("matches SARS"), "the mail does not carry the answer");

      const read = await p.staff.post(`/portal/clients/${client}/messages/read`, {});
      assert.deepEqual(read.body, { read: 1 });
      assert.equal((await p.staff.get(`/portal/clients/${client}/messages`)).body.unread, 0);
      assert.deepEqual((await p.staff.get("/portal/unread")).body.items, []);
      assert.deepEqual((await p.staff.post(`/portal/clients/${client}/messages/read`, {})).body, { read: 0 });

      const seen = await p.call("GET", thread, { token });
      assert.deepEqual(
        (seen.body.items as Array<{ from: string; body: string }>).map((m) => [m.from, m.body]),
        [["client", SECRET], ["practice", "Yes: it matches SARS."]],
        "newest last",
      );

      const history = await p.admin.get(`/account/${client}/audit`);
      const actions =
        (history.body as Array<{ action: string; userId: string | null; address: string | null }>)
          .filter((e) => e.action.startsWith("portal"));
      assert.deepEqual(actions.map((e) => [e.action, e.userId]).sort(), [
        ["portalAnswer", staffId],
        ["portalMessage", null],
        ["portalRead", staffId],
      ]);
      assert.equal(actions.find((e) => e.action === "portalMessage")!.address, "198.51.100.7");
    } finally {
      await p.close();
    }
  },
);

storeTest("a client without a manager: its partner is told", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const { client, token } = await signedInClient(p, { manager: null, partner: p.adminId }, 1);
    assert.equal(
      (await p.call("POST", `/api/portal/threads/${client}`, { token, body: { body: "Hello" } })).status,
      201,
    );
    assert.match(await p.mailTo("admin@ledgerdesk.test", 2), /A new message from Mokoena Trading is waiting/);
  } finally {
    await p.close();
  }
});

storeTest(
  "another client's thread is the 404 of a missing thing; bad input a 400 naming the field",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const { client, token } = await signedInClient(p, {}, 1);
      const other = await p.client();
      const staffAnswer = await p.staff.post(`/portal/clients/${other}/messages`, {
        body: "For the other client",
      });
      assert.equal(staffAnswer.status, 201, staffAnswer.text);
      for (const id of [other, p.account, "no-such-client"]) {
        for (const method of ["GET", "POST"]) {
          const body = method === "POST" ? { body: "Hi" } : undefined;
          const res = await p.call(method, `/api/portal/threads/${id}`, { token, body });
          assert.equal(res.status, 404, `${method} ${id}: ${JSON.stringify(res.body)}`);
          assert.equal(res.body.error?.code, "recordNotFound");
        }
      }
      // An id of another client's message pages nothing of it.
      const theirs = (await p.staff.get(`/portal/clients/${other}/messages`)).body.items[0].id as string;
      const paged = await p.call("GET", `/api/portal/threads/${client}?before=${theirs}`, { token });
      assert.deepEqual(paged.body, { items: [], before: null });

      const cases: Array<[unknown, string]> = [
        [{ body: "" }, "body"],
        [{ body: " \n\t " }, "body"],
        [{ body: "x".repeat(MESSAGE_MAX + 1) }, "body"],
        [{ body: 12 }, "body"],
        [{}, "body"],
      ];
      for (const [body, field] of cases) {
        const res = await p.call("POST", `/api/portal/threads/${client}`, { token, body });
        assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80));
        assert.ok((res.body.error as { fields?: object }).fields?.[field as never], JSON.stringify(res.body));
        const staff = await p.staff.post(`/portal/clients/${client}/messages`, body);
        assert.equal(staff.status, 400, staff.text.slice(0, 200));
        assert.ok(staff.body.error.fields[field], staff.text);
      }
      // A client id no route can take names nothing: the house's 404 for a path parameter, as a made-up id.
      const longId = await p.call("POST", `/api/portal/threads/${"x".repeat(201)}`, {
        token,
        body: { body: "Hi" },
      });
      assert.equal(longId.status, 404, JSON.stringify(longId.body));
      assert.equal(
        (await p.call("POST", `/api/portal/threads/${client}`, {
          token,
          body: { body: "x".repeat(MESSAGE_MAX) },
        }))
          .status,
        201,
        "the longest message is taken",
      );

      // Tokens of the other audience open nothing.
      assert.equal(
        (await p.call("GET", `/api/portal/threads/${client}`, { token: p.staff.token })).status,
        401,
      );
      assert.equal(
        (await p.call("GET", `/api/backoffice/portal/clients/${client}/messages`, { token })).status,
        401,
      );
    } finally {
      await p.close();
    }
  },
);

storeTest("with CLIENT_VISIBILITY=assigned, staff see and answer only their clients' threads", async (t) => {
  const p = await portalPractice(t.url, { CLIENT_VISIBILITY: "assigned" });
  try {
    // Invited by the admin: the staff member sees nothing of the client, its contacts neither.
    const staff = p.staff;
    p.staff = p.admin;
    const { client, token } = await signedInClient(p, {}, 1);
    p.staff = staff;
    assert.equal(
      (await p.call("POST", `/api/portal/threads/${client}`, { token, body: { body: "Hi" } })).status,
      201,
    );
    // The client's partner and manager are other employees: the staff member is neither.
    for (const [method, path] of [["GET", "/messages"], ["POST", "/messages"], ["POST", "/messages/read"]]) {
      const body = method === "POST" ? { body: "Hi" } : undefined;
      const res = await p.staff.request(method, `/portal/clients/${client}${path}`, body);
      assert.equal(res.status, 404, `${method} ${path}: ${res.text}`);
      assert.equal(res.body.error.code, "recordNotFound");
    }
    assert.deepEqual((await p.staff.get("/portal/unread")).body.items, []);
    assert.deepEqual((await p.admin.get("/portal/unread")).body.items, [{ client, unread: 1 }]);
  } finally {
    await p.close();
  }
});

storeTest(
  "the thread takes the contacts' grants: read to read and count, update to answer and mark read",
  async (t) => {
    const p = await portalPractice(t.url);
    try {
      const { client, token } = await signedInClient(p, {}, 1);
      assert.equal(
        (await p.call("POST", `/api/portal/threads/${client}`, { token, body: { body: "Hi" } })).status,
        201,
      );
      const staffGrants = async (clients: string[]) => {
        const record = (await p.admin.get("/permission")).body.items.find((r: { role: string }) =>
          r.role === "staff"
        );
        const changed = await p.admin.put(`/permission/${record.id}`, {
          grants: { ...record.grants, clients },
          version: record.version,
        });
        assert.equal(changed.status, 200, changed.text);
      };
      const thread = `/portal/clients/${client}/messages`;
      await staffGrants(["read"]);
      assert.equal((await p.staff.get(thread)).status, 200);
      assert.deepEqual((await p.staff.get("/portal/unread")).body.items, [{ client, unread: 1 }]);
      for (const path of [thread, `${thread}/read`]) {
        const res = await p.staff.post(path, { body: "An answer" });
        assert.equal(res.status, 403, `${path}: ${res.text}`);
        assert.equal(res.body.error.code, "roleMayNot");
      }
      assert.equal((await p.staff.get(thread)).body.unread, 1, "nothing was marked read");
      await staffGrants([]);
      for (const path of [thread, "/portal/unread"]) {
        const res = await p.staff.get(path);
        assert.equal(res.status, 403, `${path}: ${res.text}`);
      }
    } finally {
      await p.close();
    }
  },
);

storeTest("a thread pages from the newest; posting is limited per person", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const { client, token } = await signedInClient(p, {}, 1);
    const thread = `/api/portal/threads/${client}`;
    for (let i = 1; i <= PORTAL_LIMITS.messagesPerUser; i++) {
      p.clock.at += 1000;
      const res = await p.call("POST", thread, { token, body: { body: `Message ${i}` } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
    const refused = await p.call("POST", thread, { token, body: { body: "One too many" } });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error?.code, "tooManyPortalMessages");
    for (let i = 1; i <= THREAD_PAGE - PORTAL_LIMITS.messagesPerUser + 1; i++) {
      p.clock.at += 1000;
      assert.equal(
        (await p.staff.post(`/portal/clients/${client}/messages`, { body: `Answer ${i}` })).status,
        201,
      );
    }
    const newest = await p.call("GET", thread, { token });
    const items = newest.body.items as Array<{ body: string; id: string }>;
    assert.equal(items.length, THREAD_PAGE);
    assert.equal(items.at(-1)!.body, `Answer ${THREAD_PAGE - PORTAL_LIMITS.messagesPerUser + 1}`);
    assert.equal(items[0].body, "Message 2");
    assert.equal(newest.body.before, items[0].id);
    const older = await p.call("GET", `${thread}?before=${newest.body.before}`, { token });
    assert.deepEqual(older.body, {
      items: [(older.body.items as unknown[])[0]],
      before: null,
    });
    assert.equal((older.body.items as Array<{ body: string }>)[0].body, "Message 1");
  } finally {
    await p.close();
  }
});
