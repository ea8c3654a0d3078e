/** The request log keeps no bearer secret a path carries (a calendar feed's token, an upload link's token). */
import assert from "node:assert/strict";
import { loggedPath } from "../../server/middleware/logged-path.ts";

const TOKEN = "a".repeat(8) + "0123456789abcdef".repeat(3) + "b".repeat(8);

Deno.test("a feed's and an upload link's token are cut to four characters in the log; other paths kept", () => {
  assert.equal(loggedPath(`/api/calendar-feed/${TOKEN}.ics`), "/api/calendar-feed/aaaa….ics");
  assert.equal(loggedPath(`/api/document-requests/${TOKEN}`), "/api/document-requests/aaaa…");
  assert.equal(
    loggedPath(`/api/document-requests/${TOKEN}/items/r1.2`),
    "/api/document-requests/aaaa…/items/r1.2",
  );
  assert.equal(loggedPath("/api/backoffice/account/abc"), "/api/backoffice/account/abc");
  assert.equal(loggedPath("/api/calendar-feed"), "/api/calendar-feed");
});
