/**
 * A job template's pipeline board through the API, on both engines (issue 38): a column per stage with its count
 * and overdue count, kept by the writes; cards in due-date order, paged per stage; filters by assignee, client and
 * overdue; a move is the job's update over the version the board has (a stale one is a 409, a stage not the
 * template's a 400) and goes into the job's history; an employee confined to their clients sees their jobs only.
 */
import assert from "node:assert/strict";
import { HOOKS } from "../../server/backoffice/index.ts";
import type { ClientVisibility } from "../../server/backoffice/index.ts";
import { jobTemplateApi } from "../../server/workflows/job-routes.ts";
import { JobRunner } from "../../server/workflows/jobs.ts";
import { storeTest, type StoreTestContext } from "../support/store.ts";
import { make, openWorkflowApi } from "./triggers-support.ts";

const STAGES = ["Waiting for documents", "Preparing", "Review"];
type Column = { stage: string; count: number; overdue: number; cards: Card[]; next: string | null };
type Card = { id: string; version: number; account: string; dueDate: string; stage: string };

/**
 * Three active clients (Karoo managed by the staff member) and a monthly template from August with three
 * stages, run on 15 November 2026: Aug, Sep, Oct and Nov for each (12 jobs), due on the 5th of the next month,
 * so the first three of each are overdue.
 */
async function board(t: StoreTestContext, clientVisibility?: ClientVisibility) {
  const office = await openWorkflowApi(
    t,
    (app, engine, store) => {
      app.route(
        "/api/backoffice/workflows/job-templates",
        jobTemplateApi(engine, new JobRunner(store.db, engine), store.db),
      );
    },
    HOOKS,
    clientVisibility,
  );
  const api = office.as.admin;
  const type = await make(api, "accounttype", { name: "Company", entityKind: "company" });
  const client = (name: string, extra: Record<string, unknown> = {}) =>
    make(api, "account", { name, accountType: type, financialYearEnd: 2, ...extra });
  const clients = {
    karoo: await client("Karoo Bricks", { manager: office.as.staff.userId }),
    thandi: await client("Thandi Nkosi"),
    umoya: await client("Umoya Traders"),
  };
  const template = await make(api, "jobtemplate", {
    name: "Monthly bookkeeping",
    stages: STAGES.map((name) => ({ name, role: "manager" })),
    recurrence: { frequency: "monthly", day: 1 },
    startsOn: "2026-08-01",
    dueDaysAfter: 5,
    daysAhead: 7,
    active: true,
  });
  const run = await api.post(`/workflows/job-templates/${template}/run`, {});
  assert.equal(run.status, 201, run.text);
  assert.equal(run.body.created, 12);
  return { office, api, clients, template, url: `/workflows/job-templates/${template}/board` };
}

const figures = (columns: Column[]) => columns.map((c) => [c.stage, c.count, c.overdue]);

storeTest("a board counts each stage, pages its cards and follows the moves", async (t) => {
  const { office, api, clients, url } = await board(t);

  const first = await api.get(`${url}?pageSize=5`);
  assert.equal(first.status, 200, first.text);
  assert.equal(first.body.title, "Monthly bookkeeping");
  const columns: Column[] = first.body.columns;
  assert.deepEqual(figures(columns), [[STAGES[0], 12, 9], [STAGES[1], 0, 0], [STAGES[2], 0, 0]]);
  const [waiting] = columns;
  assert.equal(waiting.cards.length, 5);
  const dues = waiting.cards.map((c) => c.dueDate);
  assert.deepEqual(dues, [...dues].sort(), "in due-date order");
  assert.ok(waiting.next);
  assert.deepEqual([columns[1].cards, columns[1].next], [[], null]);

  // "Show more": the column's next cards, until it has shown all twelve, each once.
  const seen = waiting.cards.map((c) => c.id);
  let next: string | null = waiting.next;
  while (next) {
    const more = await api.get(`${url}?stage=${encodeURIComponent(STAGES[0])}&pageSize=5&after=${next}`);
    assert.equal(more.status, 200, more.text);
    assert.deepEqual(more.body.columns.map((c: Column) => c.stage), [STAGES[0]]);
    seen.push(...more.body.columns[0].cards.map((c: Card) => c.id));
    next = more.body.columns[0].next;
  }
  assert.equal(new Set(seen).size, 12);

  // A move is the job's update over the version the board has.
  const card = waiting.cards.find((c) => c.account === clients.karoo)!;
  const moved = await api.put(`/job/${card.id}`, { stage: STAGES[1], version: card.version });
  assert.equal(moved.status, 200, moved.text);
  const after = (await api.get(url)).body.columns;
  assert.deepEqual(figures(after), [[STAGES[0], 11, 8], [STAGES[1], 1, 1], [STAGES[2], 0, 0]]);
  assert.deepEqual(after[1].cards.map((c: Card) => c.id), [card.id]);
  const history = (await api.get(`/job/${card.id}/audit`)).body;
  assert.deepEqual(history[0].changes.stage, { from: STAGES[0], to: STAGES[1] });

  // A second person's move over the same version the board had: the 409 of a stale write, nothing moved.
  const stale = await office.as.staff.put(`/job/${card.id}`, { stage: STAGES[2], version: card.version });
  assert.equal(stale.status, 409, stale.text);
  // A stage the template has not: a 400 naming `stage`.
  const nowhere = await api.put(`/job/${card.id}`, { stage: "Filed", version: moved.body.version });
  assert.equal(nowhere.status, 400);
  assert.equal(nowhere.body.error.fields.stage.code, "notAStage");
  assert.deepEqual(figures((await api.get(url)).body.columns), figures(after));

  // Filters: one assignee's (the tally), one client's (counted), the overdue only.
  const staff = (await api.get(`${url}?assignee=${office.as.staff.userId}`)).body.columns;
  assert.deepEqual(figures(staff), [[STAGES[0], 3, 2], [STAGES[1], 1, 1], [STAGES[2], 0, 0]]);
  const own = (await api.get(`${url}?account=${clients.karoo}`)).body.columns;
  assert.deepEqual(figures(own), figures(staff));
  assert.ok(own[0].cards.every((c: Card) => c.account === clients.karoo));
  const late = (await api.get(`${url}?overdue=true&pageSize=50`)).body.columns;
  assert.deepEqual(figures(late), [[STAGES[0], 8, 8], [STAGES[1], 1, 1], [STAGES[2], 0, 0]]);
  assert.ok(late[0].cards.every((c: Card) => c.dueDate < "2026-11-15"));
  const lateThandi = (await api.get(`${url}?overdue=true&account=${clients.thandi}`)).body.columns;
  assert.deepEqual(figures(lateThandi), [[STAGES[0], 3, 3], [STAGES[1], 0, 0], [STAGES[2], 0, 0]]);
  assert.deepEqual(office.errors, []);
});

storeTest("a board's bad requests are clear refusals", async (t) => {
  const { api, url } = await board(t);
  const field = async (path: string) => {
    const res = await api.get(path);
    assert.equal(res.status, 400, `${path}: ${res.text}`);
    return Object.keys(res.body.error.fields);
  };
  assert.deepEqual(await field(`${url}?pageSize=0`), ["pageSize"]);
  assert.deepEqual(await field(`${url}?after=abc`), ["after"]);
  assert.deepEqual(await field(`${url}?stage=Filed`), ["stage"]);
  assert.deepEqual(await field(`${url}?overdue=yes`), ["overdue"]);
  assert.deepEqual(await field(`${url}?colour=red`), ["colour"]);
  assert.equal((await api.get("/workflows/job-templates/nope/board")).status, 404);
  assert.equal((await api.post(url, {})).status, 405);
});

storeTest("an employee confined to their clients sees their jobs alone on the board", async (t) => {
  const { office, clients, url } = await board(t, "assigned");
  const res = await office.as.staff.get(url);
  assert.equal(res.status, 200, res.text);
  const columns: Column[] = res.body.columns;
  assert.deepEqual(figures(columns), [[STAGES[0], 4, 3], [STAGES[1], 0, 0], [STAGES[2], 0, 0]]);
  assert.ok(columns[0].cards.every((c) => c.account === clients.karoo));
  assert.equal(columns[0].cards.length, 4);
  // The admin sees the whole practice.
  assert.equal((await office.as.admin.get(url)).body.columns[0].count, 12);
});

storeTest("a board's cards are read by the template's own value, not through every job of it", async (t) => {
  const { office, api, url } = await board(t);
  await api.get(url);
  // Whatever the store runs for the board (indexes made on first use aside), once they exist.
  const db = office.store.db;
  const seen: string[] = [];
  const all = db.all.bind(db);
  db.all = ((sql: string, params?: unknown[]) => {
    seen.push(sql);
    return all(sql, params as never);
  }) as typeof db.all;
  try {
    assert.equal((await api.get(url)).status, 200);
  } finally {
    db.all = all;
  }
  assert.ok(seen.some((sql) => /ORDER BY/.test(sql)), "the cards were read");
  // A ref's condition lists every job of the template (50,000) before the first card is read.
  assert.deepEqual(seen.filter((sql) => sql.includes("record_ref")), []);
});
