import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { scrumboardFixture } from "../../fixtures/scrumboard.ts";
import type { Board, Card, List } from "../../domain/demo/scrumboard.ts";
import { demoApi } from "../support/demo.ts";

const API = "/api/scrumboard-app";
const ACME = "acme-frontend";
const acme = scrumboardFixture.boards.find((b) => b.id === ACME)!;

async function board(call: Awaited<ReturnType<typeof demoApi>>["call"], user: string | null, boardId = ACME) {
  const res = await call(user, "GET", `${API}/board`, { boardId });
  strictEqual(res.status, 200);
  return res.body as Board;
}

const cardIdsOf = (lists: List[]) => lists.flatMap((l) => l.idCards);

Deno.test("scrumboard: boards lists every board as {id, name, uri}; board answers the whole board", async () => {
  const { call } = await demoApi();
  const boards = await call(null, "GET", `${API}/boards`);
  strictEqual(boards.status, 200);
  deepStrictEqual(boards.body, scrumboardFixture.boards.map(({ id, name, uri }) => ({ id, name, uri })));
  ok(boards.body.some((b: { name: string }) => b.name === "ACME Frontend Application"));
  deepStrictEqual(await board(call, null), acme);
});

Deno.test("scrumboard §8: an unknown board is 404 'Requested board do not exist.' on every call", async () => {
  const { call } = await demoApi();
  const get = await call(null, "GET", `${API}/board`, { boardId: "no-such-board" });
  strictEqual(get.status, 404);
  strictEqual(get.body.error.message, "Requested board do not exist.");
  const writes: [string, Record<string, unknown>][] = [
    ["/board/rename", { boardTitle: "X" }],
    ["/board/settings/update", { settings: { subscribed: true } }],
    ["/board/delete", {}],
    ["/card/new", { listId: "acme-design", data: { name: "X" } }],
    ["/card/update", { card: acme.cards[0] }],
    ["/card/remove", { cardId: "acme-rtl" }],
    ["/card/order", { lists: acme.lists }],
    ["/list/order", { lists: acme.lists }],
    ["/list/new", { data: { name: "X" } }],
    ["/list/rename", { listId: "acme-design", listTitle: "X" }],
    ["/list/remove", { listId: "acme-design" }],
  ];
  for (const [path, body] of writes) {
    const res = await call("ann", "POST", API + path, { boardId: "no-such-board", ...body });
    strictEqual(res.status, 404, path);
    strictEqual(res.body.error.message, "Requested board do not exist.", path);
  }
});

Deno.test("scrumboard: unknown list and card ids are 404 with their own messages, and change nothing", async () => {
  const { call } = await demoApi();
  const list = await call("ann", "POST", `${API}/list/rename`, {
    boardId: ACME,
    listId: "nope",
    listTitle: "X",
  });
  strictEqual(list.status, 404);
  strictEqual(list.body.error.message, "Requested list does not exist on this board.");
  const newCard = await call("ann", "POST", `${API}/card/new`, {
    boardId: ACME,
    listId: "nope",
    data: { name: "X" },
  });
  strictEqual(newCard.status, 404);
  strictEqual(newCard.body.error.message, "Requested list does not exist on this board.");
  // A card of another board is not on this one.
  const card = await call("ann", "POST", `${API}/card/remove`, { boardId: ACME, cardId: "tax-nkosi" });
  strictEqual(card.status, 404);
  strictEqual(card.body.error.message, "Requested card does not exist on this board.");
  const update = await call("ann", "POST", `${API}/card/update`, {
    boardId: ACME,
    card: { ...acme.cards[0], id: "x" },
  });
  strictEqual(update.status, 404);
  deepStrictEqual(await board(call, "ann"), acme);
});

Deno.test("scrumboard §4: a new card is appended to the board's cards and its id to the target list", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${API}/card/new`, {
    boardId: ACME,
    listId: "acme-bugs",
    data: { id: "client-side-id", name: "  Invoice totals round twice  ", idLabels: ["high-priority"] },
  });
  strictEqual(res.status, 200);
  const answered = res.body as Board;
  const added = answered.cards.at(-1)!;
  notStrictEqual(added.id, "client-side-id", "the server gives the id");
  deepStrictEqual(added, {
    id: added.id,
    name: "Invoice totals round twice",
    description: "",
    idAttachmentCover: "",
    idMembers: [],
    idLabels: ["high-priority"],
    attachments: [],
    subscribed: false,
    checklists: [],
    activities: [],
    due: null,
  });
  deepStrictEqual(answered.cards.slice(0, -1), acme.cards);
  deepStrictEqual(answered.lists.find((l) => l.id === "acme-bugs")!.idCards, ["acme-due-dates", added.id]);
  deepStrictEqual(await board(call, "ann"), answered, "the answer is the stored board");
});

Deno.test("scrumboard: a card must point at this board's members, labels and image attachments (400, no change)", async () => {
  const { call } = await demoApi();
  const cases: [Partial<Card>, string][] = [
    [{ idMembers: ["stranger"] }, "data.idMembers"],
    [{ idLabels: ["individuals"] }, "data.idLabels"],
    [{ idAttachmentCover: "missing" }, "data.idAttachmentCover"],
    [{ name: "   " }, "data.name"],
    [{ due: "next week" }, "data.due"],
  ];
  for (const [data, field] of cases) {
    const res = await call("ann", "POST", `${API}/card/new`, {
      boardId: ACME,
      listId: "acme-bugs",
      data: { name: "X", ...data },
    });
    strictEqual(res.status, 400, field);
    ok(field in res.body.error.fields, `${field} named: ${res.text}`);
  }
  const link = acme.cards[0].attachments.find((a) => a.type === "link")!;
  const coverIsLink = await call("ann", "POST", `${API}/card/update`, {
    boardId: ACME,
    card: { ...acme.cards[0], idAttachmentCover: link.id },
  });
  strictEqual(coverIsLink.status, 400);
  ok("card.idAttachmentCover" in coverIsLink.body.error.fields);
  deepStrictEqual(await board(call, "ann"), acme);
});

Deno.test("scrumboard: card/update replaces the card by id and answers it", async () => {
  const { call } = await demoApi();
  const changed: Card = {
    ...acme.cards[3],
    name: "RTL layout for Arabic",
    idMembers: ["priya-naidoo", "annika-venter"],
    due: "2027-03-12",
    checklists: [{ id: "c1", name: "Screens", checkItems: [{ id: "i1", name: "Mail", checked: true }] }],
  };
  const res = await call("ann", "POST", `${API}/card/update`, { boardId: ACME, card: changed });
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, changed);
  const after = await board(call, "ann");
  deepStrictEqual(after.cards, acme.cards.map((k) => k.id === changed.id ? changed : k));
  deepStrictEqual(after.lists, acme.lists);
});

Deno.test("scrumboard §4: removing a card deletes it and its id from every list; answers the card id", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${API}/card/remove`, { boardId: ACME, cardId: "acme-rtl" });
  strictEqual(res.status, 200);
  strictEqual(res.body, "acme-rtl");
  const after = await board(call, "ann");
  ok(!after.cards.some((k) => k.id === "acme-rtl"));
  strictEqual(after.cards.length, acme.cards.length - 1);
  ok(!cardIdsOf(after.lists).includes("acme-rtl"));
  deepStrictEqual(
    after.lists,
    acme.lists.map((l) => ({ ...l, idCards: l.idCards.filter((k) => k !== "acme-rtl") })),
  );
});

Deno.test("scrumboard §4: card/order and list/order replace the board's lists wholesale and answer them", async () => {
  const { call } = await demoApi();
  // Move "acme-rtl" from Development to the top of Known Bugs.
  const moved = acme.lists.map((l) => ({
    ...l,
    idCards: l.id === "acme-bugs" ? ["acme-rtl", ...l.idCards] : l.idCards.filter((k) => k !== "acme-rtl"),
  }));
  const cards = await call("ann", "POST", `${API}/card/order`, { boardId: ACME, lists: moved });
  strictEqual(cards.status, 200);
  deepStrictEqual(cards.body, moved);
  deepStrictEqual((await board(call, "ann")).lists, moved);

  const reversed = [...moved].reverse().map((l) => l.id === "acme-design" ? { ...l, name: "UX" } : l);
  const lists = await call("ann", "POST", `${API}/list/order`, { boardId: ACME, lists: reversed });
  strictEqual(lists.status, 200);
  deepStrictEqual(lists.body, reversed);
  const after = await board(call, "ann");
  deepStrictEqual(after.lists, reversed);
  deepStrictEqual(after.cards, acme.cards, "reordering leaves the cards alone");
});

Deno.test("scrumboard: reordered lists must carry exactly the board's lists and cards, else 400 and no change", async () => {
  const { call } = await demoApi();
  const [design, development, upcoming, bugs] = acme.lists;
  const bad: Record<string, List[]> = {
    "a list dropped": [design, development, upcoming],
    "a list twice": [design, development, upcoming, bugs, design],
    "an unknown list": [design, development, upcoming, { ...bugs, id: "other" }],
    "a card lost": [design, development, upcoming, { ...bugs, idCards: [] }],
    "a card twice": [
      design,
      { ...development, idCards: [...development.idCards, "acme-sign-in"] },
      upcoming,
      bugs,
    ],
    "a card of another board": [design, development, upcoming, {
      ...bugs,
      idCards: [...bugs.idCards, "tax-nkosi"],
    }],
  };
  for (const path of ["/card/order", "/list/order"]) {
    for (const [why, lists] of Object.entries(bad)) {
      const res = await call("ann", "POST", API + path, { boardId: ACME, lists });
      strictEqual(res.status, 400, `${path}: ${why}`);
      ok("lists" in res.body.error.fields, `${path}: ${why}`);
    }
    const shape = await call("ann", "POST", API + path, { boardId: ACME, lists: [{ id: "x" }] });
    strictEqual(shape.status, 400);
    ok("lists.0.name" in shape.body.error.fields);
  }
  deepStrictEqual(await board(call, "ann"), acme);
});

Deno.test("scrumboard: list/new appends an empty list and answers all the lists", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${API}/list/new`, { boardId: ACME, data: { name: "Released" } });
  strictEqual(res.status, 200);
  const lists = res.body as List[];
  strictEqual(lists.length, acme.lists.length + 1);
  deepStrictEqual(lists.slice(0, -1), acme.lists);
  deepStrictEqual(lists.at(-1), { id: lists.at(-1)!.id, name: "Released", idCards: [] });
  ok(!acme.lists.some((l) => l.id === lists.at(-1)!.id));
  deepStrictEqual((await board(call, "ann")).lists, lists);
  const withCards = await call("ann", "POST", `${API}/list/new`, {
    boardId: ACME,
    data: { name: "X", idCards: ["acme-rtl"] },
  });
  strictEqual(withCards.status, 400);
  ok("data.idCards" in withCards.body.error.fields);
});

Deno.test("scrumboard: list/rename answers the title; list/remove answers true and takes the list's cards with it", async () => {
  const { call } = await demoApi();
  const rename = await call("ann", "POST", `${API}/list/rename`, {
    boardId: ACME,
    listId: "acme-bugs",
    listTitle: " Bugs ",
  });
  strictEqual(rename.status, 200);
  strictEqual(rename.body, "Bugs");
  const remove = await call("ann", "POST", `${API}/list/remove`, {
    boardId: ACME,
    listId: "acme-development",
  });
  strictEqual(remove.status, 200);
  strictEqual(remove.body, true);
  const after = await board(call, "ann");
  deepStrictEqual(after.lists.map((l) => [l.id, l.name]), [
    ["acme-design", "Design"],
    ["acme-upcoming", "Upcoming Features"],
    ["acme-bugs", "Bugs"],
  ]);
  deepStrictEqual(
    after.cards.map((k) => k.id),
    acme.cards.map((k) => k.id).filter((k) => k !== "acme-api-client" && k !== "acme-rtl"),
  );
  deepStrictEqual(after.cards.map((k) => k.id).sort(), cardIdsOf(after.lists).sort());
});

Deno.test("scrumboard: board/new answers {id, name, uri} with a unique uri from the name", async () => {
  const { call } = await demoApi();
  const first = await call("ann", "POST", `${API}/board/new`, { board: { name: "Tax season 2027" } });
  strictEqual(first.status, 200);
  deepStrictEqual(Object.keys(first.body).sort(), ["id", "name", "uri"]);
  strictEqual(first.body.name, "Tax season 2027");
  strictEqual(first.body.uri, "tax-season-2027-2", "the sample board already has tax-season-2027");
  const second = await call("ann", "POST", `${API}/board/new`, { board: { name: "Tax season 2027" } });
  strictEqual(second.body.uri, "tax-season-2027-3");
  notStrictEqual(second.body.id, first.body.id);
  const accents = await call("ann", "POST", `${API}/board/new`, { board: { name: "Éénmalige — klante!" } });
  strictEqual(accents.body.uri, "eenmalige-klante");
  const untitled = await call("ann", "POST", `${API}/board/new`, { board: {} });
  deepStrictEqual([untitled.body.name, untitled.body.uri], ["Untitled Board", "untitled-board"]);

  const boards = (await call("ann", "GET", `${API}/boards`)).body as Board[];
  deepStrictEqual(boards.slice(-4).map((b) => b.uri), [
    "tax-season-2027-2",
    "tax-season-2027-3",
    "eenmalige-klante",
    "untitled-board",
  ]);
  const created = await board(call, "ann", first.body.id);
  deepStrictEqual(created.lists, []);
  deepStrictEqual(created.cards, []);
  deepStrictEqual(created.labels.map((l) => l.name), ["High Priority", "Design", "App", "Feature"]);
  deepStrictEqual(created.members, acme.members);
});

Deno.test("scrumboard: board/new with lists and cards must hang together (400 naming the field)", async () => {
  const { call } = await demoApi();
  const card = { ...acme.cards[4] };
  const bad = await call("ann", "POST", `${API}/board/new`, {
    board: { name: "Half", lists: [{ id: "l1", name: "One", idCards: [] }], cards: [card] },
  });
  strictEqual(bad.status, 400);
  ok("board.lists" in bad.body.error.fields);
  const good = await call("ann", "POST", `${API}/board/new`, {
    board: { name: "Whole", lists: [{ id: "l1", name: "One", idCards: [card.id] }], cards: [card] },
  });
  strictEqual(good.status, 200);
  deepStrictEqual((await board(call, "ann", good.body.id)).cards, [card]);
  strictEqual((await call("ann", "GET", `${API}/boards`)).body.length, scrumboardFixture.boards.length + 1);
});

Deno.test("scrumboard: board/rename answers the title; settings/update merges and answers the settings", async () => {
  const { call } = await demoApi();
  const rename = await call("ann", "POST", `${API}/board/rename`, {
    boardId: ACME,
    boardTitle: "ACME client portal",
  });
  strictEqual(rename.status, 200);
  strictEqual(rename.body, "ACME client portal");
  const empty = await call("ann", "POST", `${API}/board/rename`, { boardId: ACME, boardTitle: "" });
  strictEqual(empty.status, 400);
  ok("boardTitle" in empty.body.error.fields);
  const settings = await call("ann", "POST", `${API}/board/settings/update`, {
    boardId: ACME,
    settings: { subscribed: true },
  });
  strictEqual(settings.status, 200);
  deepStrictEqual(settings.body, { ...acme.settings, subscribed: true });
  const wrong = await call("ann", "POST", `${API}/board/settings/update`, {
    boardId: ACME,
    settings: { cardCoverImages: "yes" },
  });
  strictEqual(wrong.status, 400);
  ok("settings.cardCoverImages" in wrong.body.error.fields);
  const after = await board(call, "ann");
  deepStrictEqual([after.name, after.uri, after.settings], [
    "ACME client portal",
    acme.uri,
    { ...acme.settings, subscribed: true },
  ]);
});

Deno.test("scrumboard: board/delete answers true and the board is gone (404 after)", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "POST", `${API}/board/delete`, { boardId: ACME });
  strictEqual(res.status, 200);
  strictEqual(res.body, true);
  strictEqual((await call("ann", "GET", `${API}/board`, { boardId: ACME })).status, 404);
  deepStrictEqual(
    (await call("ann", "GET", `${API}/boards`)).body.map((b: Board) => b.id),
    ["tax-season-2027", "practice-onboarding"],
  );
});

Deno.test("scrumboard §9: the sample labels' colours: High Priority red, Design orange, App blue, Feature green", () => {
  const colour: Record<string, RegExp> = {
    "High Priority": /\bbg-error\b/,
    Design: /\bbg-orange-\d+\b/,
    App: /\bbg-info\b/,
    Feature: /\bbg-success\b/,
  };
  let seen = 0;
  for (const b of scrumboardFixture.boards) {
    for (const label of b.labels) {
      if (!(label.name in colour)) continue;
      ok(colour[label.name].test(label.class), `${b.name}: ${label.name} is ${label.class}`);
      seen++;
    }
  }
  ok(seen >= 4);
  deepStrictEqual(acme.labels.map((l) => l.name), ["High Priority", "Design", "App", "Feature"]);
});

Deno.test("scrumboard fixture: every card sits in exactly one list and points into its board", () => {
  for (const b of scrumboardFixture.boards) {
    deepStrictEqual(cardIdsOf(b.lists).sort(), b.cards.map((k) => k.id).sort(), b.name);
    const members = new Set(b.members.map((m) => m.id));
    const labels = new Set(b.labels.map((l) => l.id));
    for (const k of b.cards) {
      ok(k.idMembers.every((m) => members.has(m)), k.id);
      ok(k.idLabels.every((l) => labels.has(l)), k.id);
      ok(
        k.idAttachmentCover === "" ||
          k.attachments.some((a) => a.id === k.idAttachmentCover && a.type === "image"),
      );
    }
  }
  const attachments = scrumboardFixture.boards.flatMap((b) => b.cards.flatMap((k) => k.attachments));
  ok(attachments.some((a) => a.type === "image" && a.src.startsWith("/assets/")));
  ok(attachments.some((a) => a.type === "link" && a.url.startsWith("https://")));
});

Deno.test("scrumboard: one user's changes are theirs alone; anonymous callers read the samples and cannot write", async () => {
  const { call } = await demoApi();
  await call("ann", "POST", `${API}/card/remove`, { boardId: ACME, cardId: "acme-rtl" });
  await call("ann", "POST", `${API}/board/new`, { board: { name: "Ann's board" } });
  strictEqual((await board(call, "ann")).cards.length, acme.cards.length - 1);
  deepStrictEqual(await board(call, "bob"), acme);
  deepStrictEqual(await board(call, null), acme);
  strictEqual((await call("bob", "GET", `${API}/boards`)).body.length, scrumboardFixture.boards.length);
  strictEqual((await call(null, "GET", `${API}/boards`)).body.length, scrumboardFixture.boards.length);
  const anonymous = await call(null, "POST", `${API}/card/remove`, { boardId: ACME, cardId: "acme-sign-in" });
  strictEqual(anonymous.status, 401);
  deepStrictEqual(await board(call, null), acme);
});
