/**
 * Every write endpoint of the API (every POST, PUT and PATCH of the OpenAPI document) and how to make a valid
 * request to it: the body, the id of the path, the token, which of its fields name other records. The fuzz test
 * breaks these valid requests (tests/fuzz/bad-input.ts); an endpoint without an entry here fails it.
 */
import fc from "fast-check";
import { TOTP_PERIOD_SECONDS, totpCode } from "../../server/auth/totp.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import type { Json, Mutation } from "./bad-input.ts";

export type Area = "back office" | "workflows" | "auth" | "demo apps";

/** An employee (or a portal user) made for one use of a generator, signed in with a session of their own. */
export type Staff = {
  id: string;
  email: string;
  password: string;
  token: string;
  /** Their TOTP key, once two-factor enrolment has started. */
  secret?: string;
};

/** The running app as a generator sees it. */
export type Ctx = {
  /** A GET (or any call) as a token holder, or as nobody; the answer's JSON. */
  call(method: string, path: string, body: Json, token: "backoffice" | "demo" | "none"): Promise<Json>;
  /** A record of `resource` to refer to or to change, made once. */
  recordId(resource: string): Promise<string>;
  /** A new document of a client of its own, uploaded with `filing` (its folder, tax year…): its id. */
  document(filing?: Record<string, string>): Promise<string>;
  /** A password-reset link's token for a new employee (a reset ends their sessions), fresh each time. */
  resetToken(): Promise<string>;
  /** A new contact invited to the client portal: their address and the invitation's token, unused. */
  portalInvitation(): Promise<{ email: string; token: string }>;
  /**
   * A new contact signed in to the portal, with a sign-in code mailed to them since, unused; or, given a portal
   * person's address who just asked for one, the code in their newest mail.
   */
  portalCode(email?: string): Promise<{ email: string; code: string }>;
  /** A new contact signed in to the portal, who asked for a code since: the mail's link and the poll's secret. */
  portalLink(): Promise<{ email: string; token: string; poll: string }>;
  /**
   * A new contact signed in to the portal (their token as an employee's), with their authenticator app being set
   * up ("started", its key in `secret`) or "on" (confirmed with the current step's code).
   */
  portalUser(twoFactor?: "started" | "on"): Promise<Staff>;
  demoAccessToken: string;
  /**
   * A new staff member, signed in: with two-factor enrolment "started" (not yet confirmed) or "on" (confirmed
   * with the code of the current time step).
   */
  newEmployee(twoFactor?: "started" | "on"): Promise<Staff>;
};

export type Generator = {
  area: Area;
  /** Whose token the requests carry: one the harness holds, none, or "own": that of the employee `own` makes. */
  token: "backoffice" | "demo" | "none" | "own";
  /**
   * For token "own": a new employee for each use of the generator, so that what its requests do (end sessions,
   * turn two-factor sign-in on or off) befalls them, not the harness's sign-in.
   */
  own?(ctx: Ctx): Promise<Staff>;
  /** A valid body (undefined: the endpoint takes none); `own` is the employee of token "own". */
  base(ctx: Ctx, own?: Staff): Promise<Json>;
  /** The `{id}` of the path. */
  id?(ctx: Ctx): Promise<string>;
  /** The `{resource}` of the path (a bulk change's). */
  resource?: string;
  /** The query the path takes, for the `{id}` given (a restore's version). */
  query?(ctx: Ctx, id: string): Promise<string>;
  /** Paths of fields that name another record, and the answer a name of nothing gets (404 where the spec says). */
  refs?: Record<string, 400 | 404>;
  /** Ways to break the body that its schema does not tell (identifiers, dates, money). */
  extras?: Mutation[];
  /** Paths the server drops from this body (conditional fields whose condition does not hold). */
  skip?: ReadonlySet<string>;
  /** Whether "12" for a number is a wrong type here (the back office accepts digits, as forms send them). */
  strictNumbers: boolean;
  /** Whether the schema's `required` lists are the server's (see WalkOptions). */
  requiredFromSchema?: boolean;
  /** Types accepted beside the declared ones, by path (`*` for an index): the back office's money as a number. */
  alsoAccepts?: (path: string) => readonly string[];
};

/** The list whose saved views the views' generators write. */
const VIEWS_LIST = "account";
const VIEWS = `/api/backoffice/views/${VIEWS_LIST}`;
/** A saved view of the clients' list: a filter, a sort and two columns. */
const view = (): Record<string, Json> => ({
  name: "Active clients by name",
  shared: false,
  query: "status=active&sort=name&order=asc",
  columns: [{ field: "name", width: 240 }, { field: "status" }],
});

export const SIGN_IN = { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" };
export const DEMO_SIGN_IN = { email: "admin@demo.ledgerdesk.test", password: "admin-demo" };
export const REGISTRANT = "fuzz.registrant@example.test";

const without = (value: Record<string, Json>, ...keys: string[]) => {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
};

// ---------------------------------------------------------------------------------------------------------------
// Back office: every declared resource

const BAD_IDENTIFIERS: Record<string, string[]> = {
  incomeTaxNumber: ["0123456780", "5123456789", "012345678", "01234567890", "ABCDEFGHIJ", "0000000001"],
  vatNumber: ["5123456789", "412345678", "4ABCDEFGHI", "41234567890"],
  payeNumber: ["4123456789", "712345678", "7ABCDEFGHI"],
  idNumber: ["9902300000000", "8001015009088", "800101500908", "8001015009X87", "8001015009287"],
  cipcNumber: ["1899/123456/07", "2999/123456/07", "2020/123456/99", "2020-123456-07", "2020/12345/07"],
  registrationNumber: [
    "1899/123456/07",
    "2999/123456/07",
    "2020/123456/99",
    "IT 12/20",
    "2020-123456-07",
    "2020/12345/07",
  ],
};

/** Bad values per field kind that the JSON Schema cannot tell (it has no identifiers, dates or money). */
function fieldExtras(fields: readonly Field[], path = "", depth = 0): Mutation[] {
  const out: Mutation[] = [];
  for (const f of fields) {
    if (f.readOnly) continue;
    const p = path ? `${path}.${f.name}` : f.name;
    const add = (kind: string, values: Json[]) =>
      out.push({ path: p, kind, value: fc.constantFrom(...values) });
    if (f.kind === "text" && f.format && f.format in BAD_IDENTIFIERS) {
      add("invalid South African identifier", BAD_IDENTIFIERS[f.format]);
    }
    if (f.kind === "text" && f.format === "email") add("invalid email", ["a@", "@b.co", "a b@c.co", "ا@ب"]);
    if (f.kind === "text" && f.format === "phone") add("invalid phone", ["12", "+27 (82) ☎", "phone"]);
    if (f.kind === "text" && f.format === "fileName") {
      add("invalid file name", ["a/b.pdf", "..\\up.pdf", "gpj\u202Eexe.pdf", "bell\u0007.pdf", ".."]);
    }
    if (f.kind === "date") {
      add("invalid date", ["2025-02-30", "2025-13-01", "30/01/2025", "2025-1-1", "2025-01-01T00:00"]);
    }
    if (f.kind === "money") {
      add("invalid money", ["12.345", "1,000.00", "R100", "1e5", "0x10", 1.234, 1e15, "١٠٠"]);
      if (!f.allowNegative) add("invalid money", ["-5.00", -5]);
    }
    if (f.kind === "integer") add("huge or not a number", ["1.5", "1e3", "٣", 1e21]);
    if (f.kind === "ref") out.push({ path: p, kind: "reference to nothing", value: missingRef });
    if (f.kind === "refs") {
      out.push({ path: p, kind: "reference to nothing", value: missingRef.map((id) => [id]) });
    }
    if ((f.kind === "object" || f.kind === "items") && depth < 3) {
      out.push(...fieldExtras(f.fields, f.kind === "items" ? `${p}.0` : p, depth + 1));
    }
  }
  return out;
}

const missingRef = fc.uuid().map((u) => `missing-${u}`);

/** Conditional fields whose condition the body does not meet: the server drops them, so they break nothing. */
function notApplicable(fields: readonly Field[], body: Json, path = ""): string[] {
  const out: string[] = [];
  for (const f of fields) {
    const p = path ? `${path}.${f.name}` : f.name;
    if (f.when && !f.when.is.includes(body?.[f.when.field])) out.push(p);
    else if (f.kind === "object" && body?.[f.name]) out.push(...notApplicable(f.fields, body[f.name], p));
    else if (f.kind === "items" && Array.isArray(body?.[f.name])) {
      body[f.name].forEach((item: Json, i: number) =>
        out.push(...notApplicable(f.fields, item, `${p}.${i}`))
      );
    }
  }
  return out;
}

/** The paths (`*` for an item's index) of the money fields: the back office takes 1250 as well as "1250.00". */
function moneyPaths(fields: readonly Field[], path = ""): string[] {
  return fields.flatMap((f) => {
    const p = path ? `${path}.${f.name}` : f.name;
    if (f.kind === "money") return [p];
    if (f.kind === "object") return moneyPaths(f.fields, p);
    if (f.kind === "items") return moneyPaths(f.fields, `${p}.*`);
    return [];
  });
}

const SYSTEM = ["id", "createdAt", "updatedAt", "createdBy", "updatedBy"];

/** A record as read, as a PUT body: its fields and version, less what the server sets. */
function asUpdate(record: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(record).filter(([k]) => !SYSTEM.includes(k) && !k.startsWith("_")),
  );
}

function resourceGenerators(def: ResourceDef, sample: (def: ResourceDef, ctx: Ctx) => Promise<Json>) {
  const extras = fieldExtras(def.fields);
  const skipFor = (body: Json) => new Set(notApplicable(def.fields, body));
  const money = new Set(moneyPaths(def.fields));
  const post: Generator = {
    area: def.name === "trigger" ? "workflows" : "back office",
    token: "backoffice",
    base: (ctx) => sample(def, ctx),
    extras,
    strictNumbers: false,
    requiredFromSchema: false,
    alsoAccepts: (path) => (money.has(path) ? ["number"] : []),
  };
  const put: Generator = {
    ...post,
    id: (ctx) => ctx.recordId(def.name),
    base: async (ctx) =>
      asUpdate(
        await ctx.call(
          "GET",
          `/api/backoffice/${def.name}/${await ctx.recordId(def.name)}`,
          undefined,
          "backoffice",
        ),
      ),
  };
  return { post, put, skipFor };
}

// ---------------------------------------------------------------------------------------------------------------
// Demo apps

const demo = (base: (ctx: Ctx) => Promise<Json>, refs?: Record<string, 400 | 404>): Generator => ({
  area: "demo apps",
  token: "demo",
  base,
  refs,
  strictNumbers: true,
});
const read = (ctx: Ctx, path: string) => ctx.call("GET", path, undefined, "demo");
const BOARD = "acme-frontend";
const board = (ctx: Ctx) => read(ctx, `/api/scrumboard-app/board?boardId=${BOARD}`);
const first = async (ctx: Ctx, path: string, i = 0) => (await read(ctx, path))[i];

const DEMO: Record<string, Generator> = {
  "POST /api/academy-app/course/save": demo(async (ctx) =>
    read(ctx, `/api/academy-app/course?courseId=${(await first(ctx, "/api/academy-app/courses")).id}`)
  ),
  "POST /api/academy-app/course/update": demo(
    async (ctx) => ({
      id: (await first(ctx, "/api/academy-app/courses")).id,
      title: "Renamed",
      activeStep: 1,
    }),
    { id: 404 },
  ),
  "POST /api/scrumboard-app/board/new": demo(() => Promise.resolve({ board: { name: "Fuzz board" } })),
  "POST /api/scrumboard-app/board/rename": demo(
    () => Promise.resolve({ boardId: BOARD, boardTitle: "Renamed" }),
    { boardId: 404 },
  ),
  "POST /api/scrumboard-app/board/settings/update": demo(
    () => Promise.resolve({ boardId: BOARD, settings: { subscribed: false, color: "red" } }),
    { boardId: 404 },
  ),
  "POST /api/scrumboard-app/board/delete": demo(() => Promise.resolve({ boardId: BOARD }), { boardId: 404 }),
  "POST /api/scrumboard-app/card/new": demo(
    async (ctx) => ({ boardId: BOARD, listId: (await board(ctx)).lists[0].id, data: { name: "Fuzz card" } }),
    { boardId: 404, listId: 404 },
  ),
  "POST /api/scrumboard-app/card/update": demo(
    async (ctx) => ({ boardId: BOARD, card: (await board(ctx)).cards[0] }),
    { boardId: 404, "card.id": 404 },
  ),
  "POST /api/scrumboard-app/card/remove": demo(
    async (ctx) => ({ boardId: BOARD, cardId: (await board(ctx)).cards[1].id }),
    { boardId: 404, cardId: 404 },
  ),
  "POST /api/scrumboard-app/card/order": demo(
    async (ctx) => ({ boardId: BOARD, lists: (await board(ctx)).lists }),
    { boardId: 404 },
  ),
  "POST /api/scrumboard-app/list/order": demo(
    async (ctx) => ({ boardId: BOARD, lists: (await board(ctx)).lists }),
    { boardId: 404 },
  ),
  "POST /api/scrumboard-app/list/new": demo(
    () => Promise.resolve({ boardId: BOARD, data: { name: "Fuzz list" } }),
    { boardId: 404 },
  ),
  "POST /api/scrumboard-app/list/rename": demo(
    async (ctx) => ({ boardId: BOARD, listId: (await board(ctx)).lists[0].id, listTitle: "Renamed" }),
    { boardId: 404, listId: 404 },
  ),
  "POST /api/scrumboard-app/list/remove": demo(
    async (ctx) => ({ boardId: BOARD, listId: (await board(ctx)).lists[1].id }),
    { boardId: 404, listId: 404 },
  ),
  "POST /api/e-commerce-app/product/save": demo(async (ctx) =>
    read(
      ctx,
      `/api/e-commerce-app/product?productId=${(await first(ctx, "/api/e-commerce-app/products")).id}`,
    )
  ),
  "POST /api/mail-app/update-mail": demo((ctx) => first(ctx, "/api/mail-app/mails"), { id: 400 }),
  "POST /api/mail-app/send-mail": demo(() =>
    Promise.resolve({
      to: [{ name: "Priya Naidoo", email: "priya@example.test" }],
      subject: "Fuzz",
      message: "<p>Hello</p>",
      draft: false,
    })
  ),
  "POST /api/mail-app/set-folder": demo(
    async (ctx) => ({ selectedMailIds: [(await first(ctx, "/api/mail-app/mails")).id], folderId: 1 }),
    { selectedMailIds: 400, folderId: 400 },
  ),
  "POST /api/mail-app/toggle-label": demo(
    async (ctx) => ({ selectedMailIds: [(await first(ctx, "/api/mail-app/mails")).id], labelId: 1 }),
    { selectedMailIds: 400, labelId: 400 },
  ),
  "POST /api/mail-app/delete-mails": demo(
    async (ctx) => ({ selectedMailIds: [(await first(ctx, "/api/mail-app/mails", 1)).id] }),
    { selectedMailIds: 400 },
  ),
  "POST /api/notes-app/create-note": demo(
    async (ctx) => ({ note: without(await first(ctx, "/api/notes-app/notes"), "id") }),
    { "note.labels": 400 },
  ),
  "POST /api/notes-app/update-note": demo(
    async (ctx) => ({ note: await first(ctx, "/api/notes-app/notes") }),
    { "note.id": 400, "note.labels": 400 },
  ),
  "POST /api/notes-app/update-labels": demo(async (ctx) => ({
    labels: await read(ctx, "/api/notes-app/labels"),
  })),
  "POST /api/notes-app/remove-note": demo(
    async (ctx) => ({ noteId: (await first(ctx, "/api/notes-app/notes", 1)).id }),
    { noteId: 400 },
  ),
  "POST /api/todo-app/update-todo": demo((ctx) => first(ctx, "/api/todo-app/todos"), {
    id: 400,
    labels: 400,
  }),
  "POST /api/todo-app/new-todo": demo(
    async (ctx) => without(await first(ctx, "/api/todo-app/todos"), "id"),
    { labels: 400 },
  ),
  "POST /api/todo-app/remove-todo": demo(async (ctx) => (await first(ctx, "/api/todo-app/todos", 1)).id, {
    "": 400,
  }),
  "POST /api/todo-app/delete-todos": demo(
    async (ctx) => ({ selectedTodoIds: [(await first(ctx, "/api/todo-app/todos", 2)).id] }),
    { selectedTodoIds: 400 },
  ),
  "POST /api/todo-app/set-folder": demo(
    async (ctx) => ({ selectedTodoIds: [(await first(ctx, "/api/todo-app/todos")).id], folderId: 0 }),
    { selectedTodoIds: 400, folderId: 400 },
  ),
  "POST /api/todo-app/toggle-label": demo(
    async (ctx) => ({ selectedTodoIds: [(await first(ctx, "/api/todo-app/todos")).id], labelId: 1 }),
    { selectedTodoIds: 400, labelId: 400 },
  ),
  "POST /api/calendar-app/add-event": demo(async (ctx) => ({
    newEvent: without(await first(ctx, "/api/calendar-app/events"), "id"),
  })),
  "POST /api/calendar-app/update-event": demo(
    async (ctx) => ({ event: await first(ctx, "/api/calendar-app/events") }),
    { "event.id": 400 },
  ),
  "POST /api/calendar-app/remove-event": demo(
    async (ctx) => ({ eventId: (await first(ctx, "/api/calendar-app/events", 1)).id }),
    { eventId: 400 },
  ),
  "POST /api/contacts-app/add-contact": demo(async (ctx) => ({
    newContact: without(await first(ctx, "/api/contacts-app/contacts"), "id"),
  })),
  "POST /api/contacts-app/update-contact": demo(
    async (ctx) => ({ contact: await first(ctx, "/api/contacts-app/contacts") }),
    { "contact.id": 400 },
  ),
  "POST /api/contacts-app/remove-contact": demo(
    async (ctx) => ({ contactId: (await first(ctx, "/api/contacts-app/contacts", 1)).id }),
    { contactId: 400 },
  ),
  ...Object.fromEntries(
    ["remove-contacts", "toggle-starred-contacts", "set-contacts-starred", "set-contacts-unstarred"].map((
      p,
    ) => [
      `POST /api/contacts-app/${p}`,
      demo(async (ctx) => ({ contactIds: [(await first(ctx, "/api/contacts-app/contacts", 2)).id] }), {
        contactIds: 400,
      }),
    ]),
  ),
  "POST /api/contacts-app/toggle-starred-contact": demo(
    async (ctx) => ({ contactId: (await first(ctx, "/api/contacts-app/contacts")).id }),
    { contactId: 400 },
  ),
  "POST /api/chat/user/data": demo(() => Promise.resolve({ name: "Lindi", status: "away", mood: "Filing" })),
  "POST /api/chat/send-message": demo(async (ctx) => {
    const user = await read(ctx, "/api/chat/user");
    const { chatId, contactId } = user.chatList[0];
    return {
      chatId,
      contactId,
      message: { who: user.id, message: "Hello", time: "2026-03-09T08:00:00+02:00" },
    };
  }, { chatId: 404, contactId: 404 }),
};

// ---------------------------------------------------------------------------------------------------------------
// Sign-in and accounts, workflows

const auth = (token: Generator["token"], base: Generator["base"]): Generator => ({
  area: "auth",
  token,
  base,
  strictNumbers: true,
});

/**
 * A TOTP code of the key that the server takes and nobody used: the next time step's (enrolment used the current
 * one's; the server takes the step either side of now).
 */
const unusedCode = (secret: string) => totpCode(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000);

/** For endpoints that act on the caller: an employee of their own, as made by `ctx.newEmployee(twoFactor)`. */
const asOwn = (
  twoFactor: "started" | "on" | undefined,
  base: (own: Staff) => Json = () => undefined,
): Generator => ({
  ...auth("own", (_ctx, own) => Promise.resolve(base(own!))),
  own: (ctx) => ctx.newEmployee(twoFactor),
});

/** For endpoints that act on another employee, as the admin: a new one each time (their sessions are ended). */
const onAnother = (twoFactor?: "on"): Generator => ({
  ...auth("backoffice", () => Promise.resolve(undefined)),
  id: async (ctx) => (await ctx.newEmployee(twoFactor)).id,
});

/** For the portal's calls: a portal user of their own, a contact of the fixtures' client signed in by a code. */
const portalUser = (ctx: Ctx) => ctx.portalUser();

/** For a portal user's authenticator app: their own, set up as far as `twoFactor`. */
const asPortalUser = (twoFactor: "started" | "on" | undefined, base: (own: Staff) => Json): Generator => ({
  ...auth("own", (_ctx, own) => Promise.resolve(base(own!))),
  own: (ctx) => ctx.portalUser(twoFactor),
});

/** An approval asked of the fixtures' client (the portal users' client) about a new document of theirs. */
async function askedApproval(ctx: Ctx): Promise<string> {
  const document = await ctx.document();
  return (await ctx.call(
    "POST",
    "/api/backoffice/portal/approvals",
    { document, kind: "approval" },
    "backoffice",
  ))
    .id;
}

const OTHERS: Record<string, Generator> = {
  "POST /api/users/login": auth("none", () => Promise.resolve(SIGN_IN)),
  "POST /api/users/verifytoken": auth("none", async (ctx) => ({
    data: {
      jwt_access_token: (await ctx.call("POST", "/api/users/login", SIGN_IN, "backoffice")).jwt_access_token,
    },
  })),
  "POST /api/auth/user/update": auth(
    "backoffice",
    () =>
      Promise.resolve({
        user: { data: { shortcuts: ["apps.calendar"], settings: { layout: { style: "layout1" } } } },
      }),
  ),
  "POST /api/users/login/two-factor": auth("none", async (ctx) => {
    const { email, password, secret } = await ctx.newEmployee("on");
    const { challenge } = await ctx.call("POST", "/api/users/login", { email, password }, "none");
    return { challenge, code: unusedCode(secret!) };
  }),
  "POST /api/users/two-factor/start": asOwn(undefined),
  // Nothing used the new key yet: the current step's code.
  "POST /api/users/two-factor/confirm": asOwn(
    "started",
    (own) => ({ code: totpCode(own.secret!, Date.now()) }),
  ),
  "POST /api/users/two-factor/disable": asOwn("on", (own) => ({ code: unusedCode(own.secret!) })),
  "POST /api/users/{id}/two-factor/reset": onAnother("on"),
  "POST /api/users/logout": asOwn(undefined),
  "POST /api/users/logout-everywhere": asOwn(undefined),
  "POST /api/users/{id}/end-sessions": onAnother(),
  "POST /api/auth": auth("none", () => Promise.resolve(DEMO_SIGN_IN)),
  "POST /api/auth/access-token": auth(
    "none",
    (ctx) => Promise.resolve({ access_token: ctx.demoAccessToken }),
  ),
  "POST /api/auth/register": auth(
    "none",
    () => Promise.resolve({ displayName: "Fuzz Registrant", password: "fuzz-password-1", email: REGISTRANT }),
  ),
  "POST /api/account/forgot-password": auth("none", () => Promise.resolve({ email: SIGN_IN.email })),
  "POST /api/account/reset-password": auth("none", async (ctx) => ({
    token: await ctx.resetToken(),
    password: "a-new-password-1",
  })),
  // Issue 37: the client portal's sign-in (its sign-out takes nothing to break) and staff's invitations.
  "POST /api/portal/sign-in/code": auth("none", () => Promise.resolve({ email: "fuzz.nobody@client.test" })),
  "POST /api/portal/sign-in/verify": auth("none", (ctx) => ctx.portalCode()),
  "POST /api/portal/sign-in/link": auth("none", async (ctx) => ({ token: (await ctx.portalLink()).token })),
  "POST /api/portal/sign-in/poll": auth("none", async (ctx) => {
    const { email, poll } = await ctx.portalLink();
    return { email, poll };
  }),
  "POST /api/portal/sign-in/two-factor": auth("none", async (ctx) => {
    const { email, secret } = await ctx.portalUser("on");
    await ctx.call("POST", "/api/portal/sign-in/code", { email }, "none");
    const { code } = await ctx.portalCode(email);
    const { challenge } = await ctx.call("POST", "/api/portal/sign-in/verify", { email, code }, "none");
    return { challenge, code: unusedCode(secret!) };
  }),
  "POST /api/portal/two-factor/start": asPortalUser(undefined, () => undefined),
  // Nothing used the new key yet: the current step's code.
  "POST /api/portal/two-factor/confirm": asPortalUser(
    "started",
    (own) => ({ code: totpCode(own.secret!, Date.now()) }),
  ),
  "POST /api/portal/two-factor/disable": asPortalUser("on", (own) => ({ code: unusedCode(own.secret!) })),
  "POST /api/portal/invitations/accept": auth("none", async (ctx) => ({
    token: (await ctx.portalInvitation()).token,
  })),
  "POST /api/portal/sign-out": {
    ...auth("own", () => Promise.resolve(undefined)),
    // The sign-out ends their session, no one else's.
    own: portalUser,
  },
  "POST /api/portal/sign-out/everywhere": {
    ...auth("own", () => Promise.resolve(undefined)),
    // Every session of theirs ends, no one else's.
    own: portalUser,
  },
  // A message to the practice about the client the portal user's contact belongs to (the fixtures' one client).
  "POST /api/portal/threads/{id}": {
    ...auth("own", () => Promise.resolve({ body: "Is my IRP5 in?" })),
    own: portalUser,
    id: (ctx) => ctx.recordId("account"),
  },
  "POST /api/backoffice/portal/clients/{id}/messages": {
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve({ body: "Yes, it came in today." }),
    id: (ctx) => ctx.recordId("account"),
    strictNumbers: true,
  },
  "POST /api/backoffice/portal/clients/{id}/messages/read": {
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve(undefined),
    id: (ctx) => ctx.recordId("account"),
    strictNumbers: true,
  },
  // A document shared with its client in the portal, or no longer (a document of its own each case).
  "PUT /api/backoffice/portal/documents/{id}/share": {
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve({ shared: true }),
    id: (ctx) => ctx.document(),
    strictNumbers: true,
  },
  "POST /api/backoffice/portal/invitations": {
    area: "back office",
    token: "backoffice",
    base: async (ctx) => ({ contact: await ctx.recordId("contact") }),
    refs: { contact: 404 },
    strictNumbers: true,
  },
  // Issue 39: a list's saved views and column layout (the clients' list: VIEWS_LIST).
  "POST /api/backoffice/views/{resource}": {
    resource: VIEWS_LIST,
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve(view()),
    strictNumbers: true,
  },
  "PUT /api/backoffice/views/{resource}/{id}": {
    resource: VIEWS_LIST,
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve({ version: 1, name: "Renamed", query: "sort=name", columns: null }),
    id: async (ctx) => (await ctx.call("POST", VIEWS, view(), "backoffice")).id,
    strictNumbers: true,
  },
  "PUT /api/backoffice/views/{resource}/columns": {
    resource: VIEWS_LIST,
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve({ columns: [{ field: "name", width: 240 }, { field: "status" }] }),
    strictNumbers: true,
  },
  "PUT /api/backoffice/views/{resource}/default": {
    resource: VIEWS_LIST,
    area: "back office",
    token: "backoffice",
    base: async (ctx) => ({ view: (await ctx.call("POST", VIEWS, view(), "backoffice")).id }),
    refs: { view: 404 },
    strictNumbers: true,
  },
  "POST /api/backoffice/portal/invitations/bulk": {
    area: "back office",
    token: "backoffice",
    base: async (ctx) => ({ contacts: [await ctx.recordId("contact")] }),
    strictNumbers: true,
  },
  "POST /api/backoffice/workflows/triggers/{id}/run": {
    area: "workflows",
    token: "backoffice",
    base: () => Promise.resolve(undefined),
    id: (ctx) => ctx.recordId("trigger"),
    strictNumbers: true,
  },
  // Issue 36: a run of the obligations (its span's ends both optional).
  "POST /api/backoffice/workflows/obligations/run": {
    area: "workflows",
    token: "backoffice",
    base: () => Promise.resolve({}),
    strictNumbers: true,
  },
  // Issue 38: a job template's run.
  "POST /api/backoffice/workflows/job-templates/{id}/run": {
    area: "workflows",
    token: "backoffice",
    base: () => Promise.resolve(undefined),
    id: (ctx) => ctx.recordId("jobtemplate"),
    strictNumbers: true,
  },
  // Issue 38: a job template's edit applied to its jobs not yet started (an id of no such job changes none).
  "POST /api/backoffice/workflows/job-templates/{id}/changes": {
    area: "workflows",
    token: "backoffice",
    base: () => Promise.resolve({ jobs: ["0000-no-such-job"] }),
    id: (ctx) => ctx.recordId("jobtemplate"),
    strictNumbers: true,
  },
  // Issue 35: a binned document put back over the bin entry's version; a purge of a document past retention.
  "POST /api/backoffice/document-files/bin/{id}/restore": {
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve(undefined),
    id: async (ctx) => {
      const id = await ctx.document();
      await ctx.call("DELETE", `/api/backoffice/document/${id}`, undefined, "backoffice");
      return id;
    },
    query: async (ctx, id) => {
      const bin = await ctx.call("GET", "/api/backoffice/document-files/bin", undefined, "backoffice");
      return `version=${bin.items.find((d: Json) => d.id === id)?.version ?? 1}`;
    },
    strictNumbers: true,
  },
  "POST /api/backoffice/document-files/retention/purge": {
    area: "back office",
    token: "backoffice",
    // A tax year long past: its five years are over.
    base: async (ctx) => ({ ids: [await ctx.document({ taxYear: "2012", kind: "other" })] }),
    refs: { ids: 404 },
    strictNumbers: true,
  },
  // Issue 37: approvals asked in the portal, each of a document of its own (one open approval a document and kind).
  "POST /api/backoffice/portal/approvals": {
    area: "back office",
    token: "backoffice",
    base: async (ctx) => ({ document: await ctx.document(), kind: "approval" }),
    refs: { document: 404 },
    strictNumbers: true,
  },
  "POST /api/backoffice/portal/approvals/{id}/withdraw": {
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve(undefined),
    id: askedApproval,
    strictNumbers: true,
  },
  "POST /api/portal/approvals/{id}/accept": {
    ...auth("own", () => Promise.resolve({ name: "Naledi Mokoena", confirmed: true })),
    own: portalUser,
    id: askedApproval,
  },
  "POST /api/backoffice/workflows/calendar-feeds": {
    area: "workflows",
    token: "backoffice",
    base: async (ctx) => ({ scope: "office", subject: await ctx.recordId("office") }),
    refs: { subject: 400 },
    strictNumbers: true,
  },
};

// Issue 39: bulk changes of a client's notes (each to a text of its own, so that every one changes something), and
// the revert of one.
let bulkNotes = 0;
const bulkChange = async (ctx: Ctx): Promise<Json> => ({
  ids: [await ctx.recordId("account")],
  action: "set",
  field: "notes",
  value: `Changed in bulk ${++bulkNotes}`,
});
const bulkGenerator = (refs?: Record<string, 400 | 404>): Generator => ({
  area: "back office",
  token: "backoffice",
  resource: "account",
  base: bulkChange,
  refs,
  strictNumbers: true,
});
const BULK: Record<string, Generator> = {
  "POST /api/backoffice/{resource}/bulk/preview": bulkGenerator({ "ids.0": 404 }),
  "POST /api/backoffice/{resource}/bulk": bulkGenerator({ "ids.0": 404 }),
  "POST /api/backoffice/change-sets/{id}/revert": {
    area: "back office",
    token: "backoffice",
    base: () => Promise.resolve(undefined),
    id: async (ctx) =>
      (await ctx.call("POST", "/api/backoffice/account/bulk", await bulkChange(ctx), "backoffice")).changeSet,
    strictNumbers: true,
  },
};

/**
 * The generator of every write endpoint, keyed "METHOD /openapi/path". `sample(def, ctx)` gives a valid create
 * body of a resource (the test's fixtures make the records it refers to).
 */
export function generators(
  sample: (def: ResourceDef, ctx: Ctx) => Promise<Json>,
): Map<string, Generator & { skipFor?: (body: Json) => ReadonlySet<string> }> {
  const all = new Map<string, Generator & { skipFor?: (body: Json) => ReadonlySet<string> }>();
  for (const def of RESOURCES) {
    const { post, put, skipFor } = resourceGenerators(def, sample);
    all.set(`POST /api/backoffice/${def.name}`, { ...post, skipFor });
    all.set(`PUT /api/backoffice/${def.name}/{id}`, { ...put, skipFor });
  }
  for (const [key, g] of Object.entries({ ...DEMO, ...OTHERS, ...BULK })) all.set(key, g);
  // Issue 35: what staff do with a document request, each on a request of its own (a cancelled one takes no more).
  const request = RESOURCES.find((d) => d.name === "documentrequest")!;
  for (const action of ["send", "revoke", "cancel"]) {
    all.set(`POST /api/backoffice/document-requests/{id}/${action}`, {
      area: "back office",
      token: "backoffice",
      base: () => Promise.resolve(undefined),
      id: async (ctx) =>
        (await ctx.call("POST", "/api/backoffice/documentrequest", await sample(request, ctx), "backoffice"))
          .id,
      strictNumbers: true,
    });
  }
  for (const action of ["resend", "revoke"]) {
    all.set(`POST /api/backoffice/portal/invitations/{id}/${action}`, {
      area: "back office",
      token: "backoffice",
      base: () => Promise.resolve(undefined),
      id: (ctx) => ctx.recordId("contact"),
      strictNumbers: true,
    });
  }
  return all;
}

/**
 * The write operations of an OpenAPI document: "METHOD /path". Not those whose body is a file (a document's
 * upload): any bytes are a file, so a JSON body broken is still one; their refusals (size, type, name, filing)
 * are tests/backoffice/documents.test.ts's.
 */
export function writeOperations(doc: Json): string[] {
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(ops as Record<string, Json>)) {
      if (op.requestBody?.content?.["application/octet-stream"]) continue;
      if (method === "post" || method === "put" || method === "patch") {
        out.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return out;
}
