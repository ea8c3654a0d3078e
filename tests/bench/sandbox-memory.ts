import { demoApi } from "../support/demo.ts";

/**
 * Memory of the demo apps' sandboxes where they live in memory (proxy mode; with a store they are rows of the
 * store: server/demo/stored-sandboxes.ts), run in its own process with --expose-gc (the bench reads the JSON it
 * prints): each simulated user writes once in every app that has writes, so every sandbox holds its own copy of every app.
 * Prints the heap cost per sandbox and how the heap grows past the sandbox limit (it should not).
 */
const LIMIT = 100;
const USERS = 1_000;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --v8-flags=--expose-gc");
const heap = () => {
  gc!();
  gc!();
  return Deno.memoryUsage().heapUsed;
};

const { call, sandboxes } = await demoApi({ limit: LIMIT });

async function ok(user: string, method: "GET" | "POST", path: string, body?: unknown) {
  const res = await call(user, method, path, body);
  if (res.status !== 200) {
    throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  return res.body;
}

/** One write in every app that has writes, found from what the user reads first. */
async function writeEverywhere(user: string) {
  const [course] = await ok(user, "GET", "/api/academy-app/courses");
  await ok(user, "POST", "/api/academy-app/course/update", { id: course.id, activeStep: 2 });
  const [event] = await ok(user, "GET", "/api/calendar-app/events");
  await ok(user, "POST", "/api/calendar-app/remove-event", { eventId: event.id });
  const [contact] = await ok(user, "GET", "/api/contacts-app/contacts", { id: "all" });
  await ok(user, "POST", "/api/contacts-app/toggle-starred-contact", { contactId: contact.id });
  const [listed] = await ok(user, "GET", "/api/e-commerce-app/products");
  const product = await ok(user, "GET", "/api/e-commerce-app/product", { productId: listed.id });
  await ok(user, "POST", "/api/e-commerce-app/product/save", { ...product, quantity: product.quantity + 1 });
  const [mail] = await ok(user, "GET", "/api/mail-app/mails");
  await ok(user, "POST", "/api/mail-app/set-folder", { selectedMailIds: [mail.id], folderId: 4 });
  const [note] = await ok(user, "GET", "/api/notes-app/notes");
  await ok(user, "POST", "/api/notes-app/remove-note", { noteId: note.id });
  const [boardRef] = await ok(user, "GET", "/api/scrumboard-app/boards");
  const board = await ok(user, "GET", "/api/scrumboard-app/board", { boardId: boardRef.id });
  await ok(user, "POST", "/api/scrumboard-app/list/rename", {
    boardId: board.id,
    listId: board.lists[0].id,
    listTitle: "Renamed",
  });
  const [todo] = await ok(user, "GET", "/api/todo-app/todos");
  await ok(user, "POST", "/api/todo-app/remove-todo", JSON.stringify(todo.id));
  const chatUser = await ok(user, "GET", "/api/chat/user");
  const [chatContact] = await ok(user, "GET", "/api/chat/contacts");
  const { chat } = await ok(user, "GET", "/api/chat/get-chat", {
    contactId: chatContact.id,
    userId: chatUser.id,
  });
  await ok(user, "POST", "/api/chat/send-message", {
    chatId: chat.id,
    contactId: chatContact.id,
    message: { who: chatUser.id, message: "Sent from the bench", time: new Date().toISOString() },
  });
}

// Warm up: code, caches and the shared fixtures' encoded bytes are not a sandbox's cost.
await writeEverywhere("warm-up");
const base = heap();
for (let i = 0; i < LIMIT; i++) await writeEverywhere(`user-${i}`);
const atLimit = heap();
for (let i = LIMIT; i < USERS; i++) await writeEverywhere(`user-${i}`);
const past = heap();

console.log(JSON.stringify({
  limit: LIMIT,
  users: USERS,
  sandboxes: sandboxes.size,
  perSandboxBytes: (atLimit - base) / LIMIT,
  growthPastLimit: (past - base) / (atLimit - base),
}));
