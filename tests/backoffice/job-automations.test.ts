/**
 * A job's stage history and its template's automations (issue 38), through the whole app on both engines, mail
 * read from a local SMTP server: a move records who moved it; entering a stage assigns it to the stage's role
 * (a role naming nobody leaves the assignee and says so), notifies the assignee and sends a document request
 * linked to the job; a stage moves on by itself when its checklist is ticked and its requests are in; an
 * automation that fails refuses the whole move, leaving nothing made.
 */
import assert from "node:assert/strict";
import { CLIENT_EMAIL, linkCall, pdf, practice, tokenIn } from "../support/document-requests.ts";
import {
  type Entry,
  type Job,
  lines,
  type Practice,
  readJob,
  runTemplate,
  zuluTemplate,
} from "../support/jobs.ts";
import { storeTest } from "../support/store.ts";

/**
 * A monthly template with `stages` for two clients whose names start "Zulu", run now (this month: one job each):
 * A, with an e-mail address, managed by the staff member, prepared by the admin; B, without one, whose manager is
 * the admin and who has no preparer.
 */
async function jobsOf(p: Practice, stages: Record<string, unknown>[]) {
  const staffId = (await p.store.employees.findByEmail("staff@ledgerdesk.test"))!.id;
  const a = await p.fixtures.create("account", p.fixtures.next(), {
    name: "Zulu Bricks",
    status: "active",
    email: CLIENT_EMAIL,
    manager: staffId,
    partner: p.adminId,
    preparer: p.adminId,
  });
  const b = await p.fixtures.create("account", p.fixtures.next(), {
    name: "Zulu Traders",
    status: "active",
    email: null,
    manager: p.adminId,
    partner: null,
    preparer: null,
  });
  const template = await zuluTemplate(p, stages);
  const jobs = await runTemplate(p, template);
  assert.equal(jobs.size, 2);
  return { template, a: jobs.get(a.id)!.id, b: jobs.get(b.id)!.id, staffId };
}

const read = readJob;

async function put(p: Practice, id: string, change: Record<string, unknown>, by = p.staff) {
  const job = await read(p, id);
  return await by.put(`/job/${id}`, { ...change, version: job.version });
}

const ticked = (job: Job, stage: string, done: boolean) =>
  job.checklist.map((c) => (c.stage === stage ? { ...c, done } : c));

storeTest(
  "a move goes into the history, then the stage assigns and notifies whoever does it",
  async (t) => {
    const p = await practice(t.url);
    try {
      const { a, b, staffId } = await jobsOf(p, [
        { name: "Waiting for documents", role: "manager" },
        { name: "Preparing", role: "preparer", assign: true, notify: true },
        { name: "Review", role: "partner" },
      ]);
      const started = await read(p, a);
      assert.equal(started.assignee, staffId, "the first stage's doer, by the run");
      assert.deepEqual(lines(started), [["Waiting for documents", "started"]]);
      assert.equal(started.history[0].by, p.adminId);

      const moved = await put(p, a, { stage: "Preparing" });
      assert.equal(moved.status, 200, moved.text);
      assert.equal(moved.body.assignee, p.adminId, "the client's preparer");
      assert.deepEqual(lines(moved.body), [
        ["Waiting for documents", "started"],
        ["Preparing", "moved"],
        ["Preparing", "assigned-to"],
        ["Preparing", "notified"],
      ]);
      const [, move, assigned, notified] = moved.body.history as Entry[];
      assert.equal(move.by, staffId);
      assert.deepEqual([assigned.by, assigned.employee], [null, p.adminId]);
      assert.equal(notified.employee, p.adminId);
      const [mail] = await p.mailbox.wait(1);
      assert.match(mail, /To: admin@ledgerdesk\.test/);
      assert.match(mail, /is now at "Preparing"/);
      assert.match(mail, new RegExp(`/view/${a}`));
      // The answer's version is the job's own: the board's next move over it is no stale write.
      assert.equal((await read(p, a)).version, moved.body.version);
      const audit = (await p.admin.get(`/job/${a}/audit`)).body;
      assert.deepEqual(audit[0].changes.stage, { from: "Waiting for documents", to: "Preparing" });
      assert.ok(audit[0].changes.assignee && audit[0].changes.history);

      // A client with no preparer: the assignee stays, and the history says whose role named nobody.
      const before = await read(p, b);
      const nobody = await put(p, b, { stage: "Preparing" });
      assert.equal(nobody.status, 200, nobody.text);
      assert.equal(nobody.body.assignee, before.assignee);
      const last = nobody.body.history.slice(1).map((h: Entry) => [h.event, h.role, h.employee]);
      assert.deepEqual(last, [["moved", null, null], ["not-assigned", "preparer", null], [
        "notified",
        null,
        before.assignee,
      ]]);

      // A move back, by the other route of the same update: recorded too, with no automation of that stage.
      const back = await put(p, a, { stage: "Waiting for documents" }, p.admin);
      assert.equal(back.status, 200, back.text);
      assert.deepEqual(lines(back.body).slice(-1), [["Waiting for documents", "moved"]]);
      assert.equal(back.body.history.at(-1).by, p.adminId);
      // B's assignee was told; the move back told no one.
      const mails = await p.mailbox.wait(2);
      assert.match(mails[1], /To: admin@ledgerdesk\.test/);
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(p.mailbox.received.length, 2);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);

storeTest(
  "entering a stage sends its request, and a stage moves on by itself once its checklist and requests are done",
  async (t) => {
    const p = await practice(t.url);
    try {
      const { a } = await jobsOf(p, [
        { name: "Engaged", role: "manager", checklist: [{ item: "Engagement letter" }], moveOn: true },
        {
          name: "Waiting for documents",
          role: "manager",
          request: p.template,
          checklist: [{ item: "Statements checked" }, { item: "Payroll checked" }],
          moveOn: true,
        },
        { name: "Preparing", role: "preparer", assign: true },
      ]);
      // Ticking the last item of the first stage: on by itself, into a stage that sends the request.
      let job = await read(p, a);
      const on = await put(p, a, { checklist: ticked(job, "Engaged", true) });
      assert.equal(on.status, 200, on.text);
      assert.equal(on.body.stage, "Waiting for documents");
      assert.deepEqual(lines(on.body), [
        ["Engaged", "started"],
        ["Waiting for documents", "moved-on"],
        ["Waiting for documents", "request-sent"],
      ]);
      const requestId = on.body.history[2].request as string;
      const request = (await p.admin.get(`/documentrequest/${requestId}`)).body;
      assert.equal(request.job, a);
      assert.equal(request.template, p.template);
      assert.equal(request.status, "open");
      assert.ok(request.sentAt, "sent");
      assert.equal(request.items.length, 2);
      const related = await p.admin.get(`/documentrequest?job=${a}`);
      assert.deepEqual(related.body.items.map((r: { id: string }) => r.id), [requestId]);
      const [mail] = await p.mailbox.wait(1);
      assert.match(mail, new RegExp(`To: ${CLIENT_EMAIL}`));

      // Every item ticked, the request still open: it waits.
      job = await read(p, a);
      const waits = await put(p, a, { checklist: ticked(job, "Waiting for documents", true) });
      assert.equal(waits.status, 200, waits.text);
      assert.equal(waits.body.stage, "Waiting for documents");
      // An item not done: the client sends everything, the request is complete, and the job still waits.
      job = await read(p, a);
      const untick = job.checklist.map((
        c,
        i,
      ) => (i === job.checklist.length - 1 ? { ...c, done: false } : c));
      const still = await put(p, a, { checklist: untick });
      assert.equal(still.status, 200, still.text);
      const token = tokenIn(mail);
      for (const item of (await linkCall(p.app, token)).body.items) {
        assert.equal((await linkCall(p.app, token, item.id, pdf(2000, item.id.length))).status, 201);
      }
      assert.equal((await p.admin.get(`/documentrequest/${requestId}`)).body.status, "complete");
      assert.equal((await read(p, a)).stage, "Waiting for documents", "an item not done");
      // Its last item ticked: the checklist's save moves the job on.
      const done = await put(p, a, { checklist: ticked(still.body, "Waiting for documents", true) });
      assert.equal(done.status, 200, done.text);
      assert.equal(done.body.stage, "Preparing");
      assert.equal(done.body.assignee, p.adminId);
      assert.deepEqual(lines(done.body).slice(3), [["Preparing", "moved-on"], ["Preparing", "assigned-to"]]);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);

storeTest(
  "an automation that fails refuses the move and leaves nothing made; a template's request must exist",
  async (t) => {
    const p = await practice(t.url);
    try {
      const { b, template } = await jobsOf(p, [
        { name: "Waiting for documents", role: "manager" },
        { name: "Asked", role: "manager", assign: true, request: p.template },
      ]);
      const count = async (sql: string) => Number((await p.store.db.get<{ n: number }>(sql))?.n);
      const state = async () => [
        await count("SELECT count(*) AS n FROM record WHERE resource = 'documentrequest'"),
        await count("SELECT count(*) AS n FROM document_request_link"),
        await count("SELECT count(*) AS n FROM audit_log"),
      ];
      const before = await read(p, b);
      const counted = await state();
      // Client B has no e-mail address: its request cannot be sent, so neither the move nor the request is made.
      const refused = await put(p, b, { stage: "Asked" });
      assert.equal(refused.status, 409, refused.text);
      assert.equal(refused.body.error.code, "requestNoContact");
      assert.deepEqual(await read(p, b), before);
      assert.deepEqual(await state(), counted);
      assert.equal(p.mailbox.received.length, 0);

      // A stage naming a request template that does not exist: a 400 naming the stage's field.
      const kept = (await p.admin.get(`/jobtemplate/${template}`)).body;
      const bad = await p.admin.put(`/jobtemplate/${template}`, {
        stages: [...kept.stages, { name: "Later", role: "manager", request: "no-such-template" }],
        version: kept.version,
      });
      assert.equal(bad.status, 400, bad.text);
      assert.ok(
        Object.keys(bad.body.error.fields).some((f) => f.startsWith("stages.") && f.endsWith("request")),
      );
    } finally {
      await p.close();
    }
  },
  { shared: true },
);
