/**
 * The automations' remaining paths (issue 38), through the whole app on both engines, mail read from a local SMTP
 * server: a run's new job enters its first stage with that stage's automations (in the run's one transaction,
 * mails once committed, a preview making nothing); a request a job sent moves the job on when the client's upload
 * completes it or staff cancel it; a stage sets the linked return's status, or says the job had none.
 */
import assert from "node:assert/strict";
import { practiceToday } from "../../domain/today.ts";
import { Background } from "../../server/background.ts";
import { runJobDay, scheduledJobRunner } from "../../server/workflows/scheduler.ts";
import {
  CLIENT_EMAIL,
  linkCall,
  pdf,
  practice,
  PUBLIC_URL,
  requestsAt,
  smtpMailer,
  tokenIn,
} from "../support/document-requests.ts";
import {
  type Entry,
  type Job,
  lines,
  type Practice,
  readJob,
  runTemplate as run,
  zuluTemplate as templateOf,
} from "../support/jobs.ts";
import { storeTest } from "../support/store.ts";

/** Clients whose names start "Zulu", each with an e-mail address unless `email: null`, managed by the staff member. */
async function clients(p: Practice, specs: { name: string; email?: string | null }[]) {
  const staffId = (await p.store.employees.findByEmail("staff@ledgerdesk.test"))!.id;
  const ids: string[] = [];
  for (const { name, email } of specs) {
    const made = await p.fixtures.create("account", p.fixtures.next(), {
      name,
      status: "active",
      email: email === undefined ? CLIENT_EMAIL : email,
      manager: staffId,
      partner: p.adminId,
      preparer: p.adminId,
    });
    ids.push(made.id);
  }
  return { ids, staffId };
}

const read = readJob;
const count = async (p: Practice, sql: string) => Number((await p.store.db.get<{ n: number }>(sql))?.n);
const requests = (p: Practice) =>
  count(p, "SELECT count(*) AS n FROM record WHERE resource = 'documentrequest'");

storeTest(
  "a run's new job enters its first stage with its automations, all or nothing; the preview makes nothing",
  async (t) => {
    const p = await practice(t.url);
    try {
      const { ids: [a, b], staffId } = await clients(p, [{ name: "Zulu Bricks" }, { name: "Zulu Traders" }]);
      const template = await templateOf(p, [
        {
          name: "Waiting for documents",
          role: "manager",
          assign: true,
          notify: true,
          request: p.template,
          returnStatus: "requested",
        },
        { name: "Preparing", role: "preparer" },
      ]);
      const preview = await p.admin.get(`/workflows/job-templates/${template}/preview`);
      assert.equal(preview.status, 200, preview.text);
      assert.equal(preview.body.create, 2);
      assert.equal(await requests(p), 0, "a preview sends no request");

      // Client B loses its address: its request cannot be sent, so the run makes nothing at all.
      const kept = (await p.admin.get(`/account/${b}`)).body;
      const cut = await p.admin.put(`/account/${b}`, { email: null, version: kept.version });
      assert.equal(cut.status, 200, cut.text);
      const refused = await p.admin.post(`/workflows/job-templates/${template}/run`, {});
      assert.equal(refused.status, 409, refused.text);
      assert.equal(refused.body.error.code, "requestNoContact");
      assert.equal(await count(p, "SELECT count(*) AS n FROM record WHERE resource IN ('job', 'jobrun')"), 0);
      assert.equal(await requests(p), 0);
      assert.equal(await count(p, "SELECT count(*) AS n FROM document_request_link"), 0);
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(p.mailbox.received.length, 0, "a refused run mails no one");

      const back = await p.admin.put(`/account/${b}`, {
        email: "traders@client.test",
        version: cut.body.version,
      });
      assert.equal(back.status, 200, back.text);
      const jobs = await run(p, template);
      const job = await read(p, jobs.get(a)!.id);
      assert.equal(job.assignee, staffId);
      assert.deepEqual(lines(job), [
        ["Waiting for documents", "started"],
        ["Waiting for documents", "assigned-to"],
        ["Waiting for documents", "request-sent"],
        ["Waiting for documents", "return-status-not-set"],
        ["Waiting for documents", "notified"],
      ]);
      assert.equal(job.history[3].returnStatus, "requested");
      assert.equal(job.history[4].employee, staffId);
      const request = (await p.admin.get(`/documentrequest/${job.history[2].request}`)).body;
      assert.equal(request.job, job.id);
      assert.ok(request.sentAt, "sent");
      assert.equal(await requests(p), 2);
      // Once committed: each client's request and the manager's two notices.
      const mails = await p.mailbox.wait(4);
      assert.equal(mails.filter((m) => m.includes(`To: ${CLIENT_EMAIL}`)).length, 1);
      assert.equal(mails.filter((m) => m.includes("To: traders@client.test")).length, 1);
      assert.equal(mails.filter((m) => m.includes("To: staff@ledgerdesk.test")).length, 2);
      // The job as the automations left it is its next version, audited: the board's next move is no stale write.
      const audit = (await p.admin.get(`/job/${job.id}/audit`)).body;
      assert.deepEqual(audit.map((e: { action: string }) => e.action), ["update", "create"]);
      assert.equal(job.version, 2);

      // A second run finds every job made: nothing new, no request sent again.
      const again = await p.admin.post(`/workflows/job-templates/${template}/run`, {});
      assert.equal(again.body.created, 0);
      assert.equal(await requests(p), 2);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);

storeTest(
  "a template's new first stage, applied to a job not yet started, runs that stage's automations once committed",
  async (t) => {
    const p = await practice(t.url);
    try {
      const { ids: [a], staffId } = await clients(p, [{ name: "Zulu Bricks" }]);
      const template = await templateOf(p, [{ name: "Preparing", role: "preparer" }]);
      const made = (await run(p, template)).get(a)!;
      assert.equal(made.assignee, p.adminId, "the preparer's");
      assert.equal(await requests(p), 0);

      const kept = (await p.admin.get(`/jobtemplate/${template}`)).body;
      const edited = await p.admin.put(`/jobtemplate/${template}`, {
        version: kept.version,
        stages: [
          { name: "Waiting for documents", role: "manager", assign: true, notify: true, request: p.template },
          { name: "Preparing", role: "preparer" },
        ],
      });
      assert.equal(edited.status, 200, edited.text);
      const preview = await p.admin.get(`/workflows/job-templates/${template}/changes`);
      assert.deepEqual(preview.body.ids, [made.id]);
      assert.equal(await requests(p), 0, "a preview sends no request");
      const applied = await p.admin.post(`/workflows/job-templates/${template}/changes`, { jobs: [made.id] });
      assert.equal(applied.status, 200, applied.text);
      assert.deepEqual(applied.body, { changed: 1, skipped: 0 });

      const job = await read(p, made.id);
      assert.equal(job.stage, "Waiting for documents");
      assert.equal(job.assignee, staffId);
      assert.deepEqual(lines(job), [
        ["Preparing", "started"],
        ["Waiting for documents", "template-changed"],
        ["Waiting for documents", "assigned-to"],
        ["Waiting for documents", "request-sent"],
        ["Waiting for documents", "notified"],
      ]);
      assert.equal(await requests(p), 1);
      const mails = await p.mailbox.wait(2);
      assert.equal(mails.filter((m) => m.includes(`To: ${CLIENT_EMAIL}`)).length, 1);
      assert.equal(mails.filter((m) => m.includes("To: staff@ledgerdesk.test")).length, 1);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);

storeTest(
  "the daily pass's run enters the first stage with its automations too",
  async (t) => {
    const p = await practice(t.url);
    try {
      const { ids: [a], staffId } = await clients(p, [{ name: "Zulu Bricks" }]);
      const template = await templateOf(p, [
        { name: "Waiting for documents", role: "manager", notify: true, request: p.template },
        { name: "Preparing", role: "preparer" },
      ]);
      const runner = scheduledJobRunner(p.store.db, {
        requests: requestsAt(p.store, () => new Date(), p.mailbox.url),
        mailer: smtpMailer(p.mailbox.url),
        background: new Background(() => {}),
        publicUrl: PUBLIC_URL,
      });
      const said: string[] = [];
      await runJobDay(runner, practiceToday(new Date()), (line) => said.push(line));
      assert.match(said.join("\n"), /created 1, skipped 0/);
      const [job]: Job[] = (await p.admin.get(`/job?template=${template}`)).body.items;
      assert.equal(job.account, a);
      assert.deepEqual(lines(job), [
        ["Waiting for documents", "started"],
        ["Waiting for documents", "request-sent"],
        ["Waiting for documents", "notified"],
      ]);
      assert.equal(job.history[0].by, null, "by the schedule");
      const mails = await p.mailbox.wait(2);
      assert.ok(mails.some((m) => m.includes(`To: ${CLIENT_EMAIL}`)), "the client's request");
      assert.ok(mails.some((m) => m.includes("To: staff@ledgerdesk.test")), "the manager's notice");
      assert.equal(job.assignee, staffId);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);

storeTest(
  "a request the job sent moves it on when the client's upload completes it or staff cancel it",
  async (t) => {
    const p = await practice(t.url);
    try {
      const { ids: [a, b] } = await clients(p, [{ name: "Zulu Bricks" }, { name: "Zulu Traders" }]);
      const template = await templateOf(p, [
        { name: "Waiting for documents", role: "manager", request: p.template, moveOn: true },
        { name: "Preparing", role: "preparer", assign: true },
        { name: "Review", role: "partner" },
      ]);
      const jobs = await run(p, template);
      const [jobA, jobB] = [jobs.get(a)!, jobs.get(b)!];
      const mails = await p.mailbox.wait(2);
      const mail = mails.find((m) => m.includes(`To: ${CLIENT_EMAIL}`))!;
      const asked = (await read(p, jobA.id)).history[1].request!;

      // The client sends the first document: the request is still open and the job waits.
      const token = tokenIn(mail);
      const [first, ...rest] = (await linkCall(p.app, token)).body.items;
      assert.equal((await linkCall(p.app, token, first.id, pdf(2000, 1))).status, 201);
      assert.equal((await read(p, jobA.id)).stage, "Waiting for documents");
      // The last: the request is complete, and in the same write the job moves on into a stage that assigns.
      for (const item of rest) {
        assert.equal((await linkCall(p.app, token, item.id, pdf(2000, 2))).status, 201);
      }
      assert.equal((await p.admin.get(`/documentrequest/${asked}`)).body.status, "complete");
      const moved = await read(p, jobA.id);
      assert.equal(moved.stage, "Preparing");
      assert.equal(moved.assignee, p.adminId);
      assert.deepEqual(lines(moved).slice(2), [["Preparing", "moved-on"], ["Preparing", "assigned-to"]]);
      assert.equal(moved.history[2].by, null, "by itself");
      const audit = (await p.admin.get(`/job/${jobA.id}/audit`)).body;
      assert.deepEqual(audit[0].changes.stage, { from: "Waiting for documents", to: "Preparing" });

      // Staff cancel B's request: B's stage has nothing else to finish, so it moves on too.
      const requestB = (await read(p, jobB.id)).history[1].request!;
      const cancelled = await p.staff.post(`/document-requests/${requestB}/cancel`, {});
      assert.equal(cancelled.status, 200, cancelled.text);
      assert.equal(cancelled.body.status, "cancelled");
      const movedB = await read(p, jobB.id);
      assert.equal(movedB.stage, "Preparing");
      assert.deepEqual(lines(movedB).slice(2), [["Preparing", "moved-on"], ["Preparing", "assigned-to"]]);

      // A request of no job is cancelled as before, moving nothing.
      const loose = await p.ask(p.staff);
      const versions = [(await read(p, jobA.id)).version, (await read(p, jobB.id)).version];
      assert.equal((await p.staff.post(`/document-requests/${loose.id}/cancel`, {})).status, 200);
      assert.deepEqual([(await read(p, jobA.id)).version, (await read(p, jobB.id)).version], versions);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);

storeTest(
  "entering a stage sets the linked return's status, or says the job has none; bad values are 400s",
  async (t) => {
    const p = await practice(t.url);
    try {
      const { ids: [a, b] } = await clients(p, [{ name: "Zulu Bricks" }, { name: "Zulu Traders" }]);
      const template = await templateOf(p, [
        { name: "Preparing", role: "preparer" },
        { name: "Submitted", role: "partner", returnStatus: "submitted" },
      ]);
      const jobs = await run(p, template);
      const [jobA, jobB] = [jobs.get(a)!, jobs.get(b)!];
      const itr = await p.fixtures.create("incometax", undefined, { account: a, status: "in-review" });
      const other = await p.fixtures.create("incometax", undefined, { account: b, status: "in-review" });

      // A return of another client cannot be linked: a 400 naming the field.
      const wrong = await p.staff.put(`/job/${jobA.id}`, { taxReturn: other.id, version: jobA.version });
      assert.equal(wrong.status, 400, wrong.text);
      assert.deepEqual(Object.keys(wrong.body.error.fields), ["taxReturn"]);
      assert.equal((await read(p, jobA.id)).version, jobA.version);

      const linked = await p.staff.put(`/job/${jobA.id}`, { taxReturn: itr.id, version: jobA.version });
      assert.equal(linked.status, 200, linked.text);
      const entered = await p.staff.put(`/job/${jobA.id}`, {
        stage: "Submitted",
        version: linked.body.version,
      });
      assert.equal(entered.status, 200, entered.text);
      const set = entered.body.history.at(-1) as Entry;
      assert.deepEqual([set.event, set.returnStatus, set.taxReturn], [
        "return-status-set",
        "submitted",
        itr.id,
      ]);
      const ret = (await p.admin.get(`/incometax/${itr.id}`)).body;
      assert.equal(ret.status, "submitted");
      assert.equal(ret.version, itr.version + 1);
      const audit = (await p.admin.get(`/incometax/${itr.id}/audit`)).body;
      assert.deepEqual(audit[0].changes.status, { from: "in-review", to: "submitted" });

      // B has no return: nothing is set, and the history says so.
      const none = await p.staff.put(`/job/${jobB.id}`, { stage: "Submitted", version: jobB.version });
      assert.equal(none.status, 200, none.text);
      const said = none.body.history.at(-1) as Entry;
      assert.deepEqual([said.event, said.returnStatus, said.taxReturn ?? null], [
        "return-status-not-set",
        "submitted",
        null,
      ]);
      assert.equal((await p.admin.get(`/incometax/${other.id}`)).body.status, "in-review");

      // A stage naming a status the return does not have: a 400 naming the stage's field.
      const kept = (await p.admin.get(`/jobtemplate/${template}`)).body;
      const bad = await p.admin.put(`/jobtemplate/${template}`, {
        stages: [...kept.stages, { name: "Later", role: "manager", returnStatus: "filed-away" }],
        version: kept.version,
      });
      assert.equal(bad.status, 400, bad.text);
      assert.deepEqual(Object.keys(bad.body.error.fields), ["stages.2.returnStatus"]);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);
