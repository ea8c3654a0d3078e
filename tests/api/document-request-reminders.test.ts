/**
 * Document requests' reminders and deadlines on both engines (issue 35): reminded on the template's days on a
 * fake clock, once a day across two instances, escalated to the responsible employee after N reminders, mail
 * read from a local SMTP server; a mail that cannot be sent undoes what it would have said; an open request is a
 * deadline on my work and the practice calendar.
 */
import assert from "node:assert/strict";
import { addDays } from "../../domain/calendar.ts";
import { practiceToday } from "../../domain/today.ts";
import { remindRequests } from "../../server/backoffice/index.ts";
import {
  CLIENT_EMAIL,
  linkCall,
  pdf,
  practice,
  requestsAt,
  smtpMailer,
  tokenIn,
} from "../support/document-requests.ts";
import { storeTest } from "../support/store.ts";
import { startTriggerSchedule } from "../../server/workflows/scheduler.ts";

storeTest(
  "reminders follow the template's days, once a day across instances, and escalate after N",
  async (t) => {
    const p = await practice(t.url);
    try {
      const due = "2026-12-10";
      const { id } = await p.ask(p.staff, { dueDate: due, responsible: p.adminId });
      // Not yet sent: nothing to remind.
      let day = addDays(due, -3);
      let now = new Date(`${day}T02:00:00+02:00`);
      const one = requestsAt(p.store, () => now, p.mailbox.url);
      assert.deepEqual(await remindRequests(one, day), []);
      assert.equal((await p.staff.post(`/document-requests/${id}/send`, {})).status, 200);
      const sentToken = tokenIn((await p.mailbox.wait(1))[0]);

      // A second instance over its own store of the same database.
      const { openStore } = await import("../../server/store/index.ts");
      const otherStore = await openStore(t.url);
      try {
        const two = requestsAt(otherStore, () => now, p.mailbox.url);
        const outcomes = async (d: string) => {
          day = d;
          now = new Date(`${d}T02:00:00+02:00`);
          const [a, b] = await Promise.all([remindRequests(one, d), remindRequests(two, d)]);
          return [...a, ...b].map((o) =>
            o.outcome === "reminded" ? `reminded${o.escalated ? "+escalated" : ""}` : o.outcome
          )
            .sort();
        };
        assert.deepEqual(await outcomes(addDays(due, -4)), []);
        assert.deepEqual(await outcomes(addDays(due, -3)), ["reminded", "taken"]);
        assert.deepEqual(await outcomes(due), ["reminded", "taken"]);
        assert.deepEqual(await outcomes(addDays(due, 3)), []);
        assert.deepEqual(await outcomes(addDays(due, 7)), ["reminded+escalated", "taken"]);
        assert.deepEqual(await outcomes(addDays(due, 14)), ["reminded", "taken"], "escalated once");
        assert.deepEqual(await remindRequests(one, addDays(due, 14)), [{ request: id, outcome: "taken" }]);
      } finally {
        await otherStore.close();
      }
      const mails = await p.mailbox.wait(6);
      const toClient = mails.filter((m) => m.includes(`To: ${CLIENT_EMAIL}`));
      const toAdmin = mails.filter((m) => m.includes("To: admin@ledgerdesk.test"));
      assert.equal(toClient.length, 5, "the sending and four reminders");
      assert.equal(toAdmin.length, 1);
      assert.match(toAdmin[0], /after 2 reminders/);
      assert.match(toAdmin[0], new RegExp(`/apps/documents/requests/view/${id}`));
      assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.reminders, 4);
      // Each reminder carries a fresh link; the earlier ones still open until their own end.
      const tokens = toClient.map(tokenIn);
      assert.equal(new Set(tokens).size, 5);
      assert.equal((await linkCall(p.app, sentToken)).status, 200);

      // Every item in: no more reminders.
      const [latest] = tokens.slice(-1);
      for (const item of (await linkCall(p.app, latest)).body.items) {
        assert.equal((await linkCall(p.app, latest, item.id, pdf(3000, item.id.length))).status, 201);
      }
      assert.deepEqual(await remindRequests(one, addDays(due, 21)), []);
      assert.equal(p.mailbox.received.length, 6);
    } finally {
      await p.close();
    }
  },
  { shared: true },
);

storeTest(
  "an open request is a deadline of its responsible employee on my work and the calendar",
  async (t) => {
    const p = await practice(t.url);
    try {
      const staffId = (await p.store.employees.findByEmail("staff@ledgerdesk.test"))!.id;
      const due = addDays(practiceToday(), 3);
      const made = await p.ask(p.admin, { dueDate: due, responsible: staffId });
      const entryId = `documentrequest:${made.id}`;
      const myWork = async () => (await p.staff.get("/workflows/my-work")).body;
      const calendar = async () =>
        (await p.staff.get(`/workflows/practice-calendar?from=${due}&to=${due}&kind=documentrequest`)).body;

      const mine = (await myWork()).thisWeek.concat((await myWork()).nextWeek);
      const entry = mine.find((e: { id: string }) => e.id === entryId);
      assert.ok(entry, JSON.stringify(mine));
      assert.equal(entry.kind, "documentrequest");
      assert.equal(entry.due, due);
      assert.equal(entry.employeeId, staffId);
      assert.equal(entry.link, `/apps/documents/requests/view/${made.id}`);
      assert.equal((await calendar()).items[0].state, "due-soon");

      assert.equal((await p.staff.post(`/document-requests/${made.id}/cancel`, {})).status, 200);
      const after = await myWork();
      assert.ok(![...after.overdue, ...after.thisWeek, ...after.nextWeek].some((e) => e.id === entryId));
      assert.equal((await calendar()).items[0].state, "done");
    } finally {
      await p.close();
    }
  },
);

storeTest("a mail that cannot be sent withdraws its link, and a reminder's day is given back", async (t) => {
  // Nothing listens on port 1: every mail through SMTP_URL fails.
  const p = await practice(t.url, { SMTP_URL: "smtp://127.0.0.1:1" });
  try {
    const { id } = await p.ask(p.staff, { dueDate: "2026-12-10" });
    const sent = await p.staff.post(`/document-requests/${id}/send`, {});
    assert.equal(sent.status, 502, sent.text);
    assert.equal(sent.body.error.code, "requestMailFailed");
    const live = async () =>
      Number(
        (await p.store.db.get<{ n: number }>(
          "SELECT count(*) AS n FROM document_request_link WHERE revoked_at IS NULL",
        ))?.n,
      );
    assert.equal(await live(), 0, "the link no one received opens nothing");
    assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.sentAt, null, "still unsent");

    // Sent for real, then reminded on a day whose mail fails: the day is given back, then reminded.
    await p.store.db.run("UPDATE document_request_link SET revoked_at = NULL");
    const at = new Date("2026-12-07T02:00:00+02:00");
    let failing = true;
    const good = smtpMailer(p.mailbox.url);
    const requests = requestsAt(p.store, () => at, {
      canSend: true,
      send: (mail) => failing ? Promise.reject(new Error("mail server down")) : good.send(mail),
    });
    const engine = requests.deps.engine;
    await engine.setServerFields(
      engine.def("documentrequest")!,
      id,
      (await p.staff.get(`/documentrequest/${id}`)).body.version,
      { sentAt: at.toISOString() },
      { id: null, role: "system" },
    );
    const [failed] = await remindRequests(requests, "2026-12-07");
    assert.equal(failed.outcome, "failed");
    assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.reminders, 0, "not counted");
    assert.equal(await live(), 1, "only the first link; the reminder's was withdrawn");
    failing = false;
    assert.deepEqual(await remindRequests(requests, "2026-12-07"), [
      { request: id, outcome: "reminded", escalated: false },
    ]);
    assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.reminders, 1);
    assert.equal((await p.mailbox.wait(1)).length, 1);
  } finally {
    await p.close();
  }
});

storeTest("the daily schedule's pass reminds document requests after the triggers", async (t) => {
  const p = await practice(t.url);
  try {
    const { id } = await p.ask(p.staff, { dueDate: "2026-12-10" });
    assert.equal((await p.staff.post(`/document-requests/${id}/send`, {})).status, 200);
    const at = new Date("2026-12-07T02:00:00+02:00");
    const schedule = startTriggerSchedule(p.store.db, {
      clock: () => at,
      timed: false,
      requests: requestsAt(p.store, () => at, p.mailbox.url),
      log: () => {},
    });
    await schedule.runNow();
    await schedule.stop();
    assert.equal((await p.staff.get(`/documentrequest/${id}`)).body.reminders, 1);
    assert.match((await p.mailbox.wait(2))[1], /We are still waiting for/);
  } finally {
    await p.close();
  }
});
