import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { demoApi } from "../support/demo.ts";

/** One bad write per demo app with writes: the path, the body, the field named and its problem code. */
const BAD_WRITES: [path: string, body: unknown, field: string, code: string][] = [
  ["/api/academy-app/course/update", { id: 7 }, "id", "text"],
  ["/api/calendar-app/remove-event", {}, "eventId", "required"],
  [
    "/api/chat/send-message",
    { chatId: "c", contactId: "x", message: { who: "u", message: "", time: "t" } },
    "message.message",
    "required",
  ],
  ["/api/contacts-app/remove-contacts", { contactIds: "all" }, "contactIds", "list"],
  ["/api/e-commerce-app/product/save", { name: 5 }, "name", "text"],
  ["/api/mail-app/set-folder", { selectedMailIds: [], folderId: 99 }, "folderId", "noSuchFolder"],
  ["/api/notes-app/remove-note", { noteId: "" }, "noteId", "required"],
  ["/api/scrumboard-app/board/new", { board: { name: " " } }, "board.name", "enterName"],
  [
    "/api/todo-app/toggle-label",
    { selectedTodoIds: ["x", "x"], labelId: 1 },
    "selectedTodoIds.0",
    "noSuchTodo",
  ],
];

Deno.test("every demo app's bad write answers the one envelope: 400, invalidFields, the field with its code", async () => {
  const { call } = await demoApi();
  for (const [path, body, field, code] of BAD_WRITES) {
    const res = await call("ada", "POST", path, body);
    strictEqual(res.status, 400, `${path}: ${res.text}`);
    strictEqual(res.body.error.code, "invalidFields", path);
    ok(res.body.error.requestId, path);
    strictEqual(res.body.error.fields[field]?.code, code, `${path}: ${res.text}`);
    ok(res.body.error.message.startsWith(`${field}: `), `${path}: ${res.body.error.message}`);
  }
});

Deno.test("unknown records of the demo apps answer their own codes", async () => {
  const { call } = await demoApi();
  const cases: [method: "GET" | "POST", path: string, body: unknown, status: number, code: string][] = [
    ["GET", "/api/academy-app/course", { courseId: "nope" }, 404, "courseNotFound"],
    ["GET", "/api/e-commerce-app/product", { productId: "nope" }, 404, "productNotFound"],
    ["GET", "/api/e-commerce-app/order", { orderId: "nope" }, 404, "orderNotFound"],
    ["GET", "/api/mail-app/mail", { mailId: "nope" }, 404, "mailNotFound"],
    ["GET", "/api/scrumboard-app/board", { boardId: "nope" }, 404, "boardNotFound"],
    ["POST", "/api/calendar-app/remove-event", { eventId: "nope" }, 400, "invalidFields"],
  ];
  for (const [method, path, body, status, code] of cases) {
    const res = await call("ada", method, path, body);
    strictEqual(res.status, status, `${path}: ${res.text}`);
    strictEqual(res.body.error.code, code, path);
  }
  const board = await call("ada", "GET", "/api/scrumboard-app/board", { boardId: "nope" });
  strictEqual(board.body.error.message, "Requested board do not exist.", "the spec's words, to the letter");
});

Deno.test("demo apps answer in Turkish and Arabic when asked, codes unchanged", async () => {
  const { call } = await demoApi();
  const tr = await call(
    "ada",
    "POST",
    "/api/mail-app/set-folder",
    { selectedMailIds: ["nope"], folderId: 1 },
    "tr",
  );
  deepStrictEqual(tr.body.error.fields, {
    "selectedMailIds.0": { code: "noSuchMail", message: "Bu kimlikle bir e-posta yok" },
  });
  strictEqual(tr.body.error.message, "selectedMailIds.0: Bu kimlikle bir e-posta yok");
  const ar = await call("ada", "GET", "/api/scrumboard-app/board", { boardId: "nope" }, "ar");
  deepStrictEqual([ar.status, ar.body.error.code, ar.body.error.message], [
    404,
    "boardNotFound",
    "اللوحة المطلوبة غير موجودة.",
  ]);
  const anonymous = await call(
    null,
    "POST",
    "/api/notes-app/remove-note",
    { noteId: "x" },
    "ar;q=0.8,tr;q=0.9",
  );
  deepStrictEqual([anonymous.status, anonymous.body.error.code], [401, "anonymousDemoWrite"]);
  ok(anonymous.body.error.message.startsWith("Demo verilerini"), anonymous.body.error.message);
  const event = await call("ada", "POST", "/api/calendar-app/add-event", {
    newEvent: {
      title: "x",
      allDay: false,
      start: "2026-01-02T10:00:00Z",
      end: "2026-01-01T10:00:00Z",
      desc: "",
    },
  }, "ar");
  deepStrictEqual(event.body.error.fields["newEvent.end"], {
    code: "notBefore",
    message: "يجب ألا يكون قبل start",
    params: { other: "start" },
  });
});
