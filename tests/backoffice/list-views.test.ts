/** Saved views and column layouts of the back-office lists (issue 39): who sees and changes what, and refusals. */
import assert from "node:assert/strict";
import { SORTABLE_KINDS } from "../../domain/list-conditions.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import { sortValue } from "../../server/backoffice/fields.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, openBackoffice } from "./support.ts";

const VIEWS = "/views/account";

storeTest(
  "a view is its owner's until an administrator shares it; a non-administrator cannot share",
  async (t) => {
    const bo = await openBackoffice(t);
    const { admin, staff, user } = bo.as;

    const mine = await staff.post(VIEWS, {
      name: "Active by name",
      query: "status=active&sort=name&order=desc",
    });
    assert.equal(mine.status, 201, mine.text);
    assert.deepEqual(
      [mine.body.name, mine.body.shared, mine.body.mine, mine.body.version],
      ["Active by name", false, true, 1],
    );
    assert.equal(
      mine.body.query,
      "sort=name&order=desc&status=active",
      "kept in the one spelling of a list query",
    );
    assert.deepEqual((await staff.get(VIEWS)).body.views.map((v: { id: string }) => v.id), [mine.body.id]);
    assert.deepEqual((await user.get(VIEWS)).body.views, [], "another user does not see a private view");
    assert.equal((await user.put(`${VIEWS}/${mine.body.id}`, { version: 1, name: "x" })).status, 404);
    assert.equal((await user.del(`${VIEWS}/${mine.body.id}`)).status, 404);

    const shareOwn = await staff.put(`${VIEWS}/${mine.body.id}`, { version: 1, shared: true });
    assert.equal(shareOwn.status, 403);
    assert.equal(shareOwn.body.error.code, "viewShareAdminsOnly");
    const createShared = await user.post(VIEWS, { name: "Everyone's", shared: true });
    assert.equal(createShared.status, 403);
    assert.match(createShared.body.error.message, /Only an administrator may share a view/);

    const shared = await admin.post(VIEWS, { name: "Practice view", shared: true, query: "q=karoo" });
    assert.equal(shared.status, 201, shared.text);
    const seen = (await user.get(VIEWS)).body.views;
    assert.deepEqual(
      seen.map((v: { name: string; mine: boolean; mayChange: boolean }) => [v.name, v.mine, v.mayChange]),
      [
        ["Practice view", false, false],
      ],
    );
    const changeShared = await user.put(`${VIEWS}/${shared.body.id}`, { version: 1, name: "Mine now" });
    assert.equal(changeShared.status, 403);
    assert.equal(changeShared.body.error.code, "viewNotYours");
    assert.equal((await user.del(`${VIEWS}/${shared.body.id}`)).status, 403);

    // An administrator may change any shared view, and share another's view it sees only once shared.
    const renamed = await admin.put(`${VIEWS}/${shared.body.id}`, { version: 1, name: "Karoo clients" });
    assert.deepEqual([renamed.status, renamed.body.name, renamed.body.version], [200, "Karoo clients", 2]);
    assert.equal((await admin.del(`${VIEWS}/${shared.body.id}`)).status, 204);
    assert.deepEqual((await user.get(VIEWS)).body.views, []);
    assertNoServerErrors(bo);
  },
);

storeTest("a stale write of a view is a 409 with the view as it is now", async (t) => {
  const bo = await openBackoffice(t);
  const { staff } = bo.as;
  const view = (await staff.post(VIEWS, { name: "Mine" })).body;
  const first = await staff.put(`${VIEWS}/${view.id}`, { version: 1, query: "status=active" });
  assert.deepEqual([first.status, first.body.version, first.body.query], [200, 2, "status=active"]);
  const second = await staff.put(`${VIEWS}/${view.id}`, { version: 1, name: "Older tab" });
  assert.equal(second.status, 409, second.text);
  assert.equal(second.body.error.code, "staleView");
  assert.deepEqual([second.body.error.current.name, second.body.error.current.version], ["Mine", 2]);
  assert.equal((await staff.get(VIEWS)).body.views[0].name, "Mine", "nothing of the stale write kept");
  assertNoServerErrors(bo);
});

storeTest("a user's default view per list opens only while they see it", async (t) => {
  const bo = await openBackoffice(t);
  const { admin, staff, user } = bo.as;
  const own = (await staff.post(VIEWS, { name: "Own" })).body;
  const shared = (await admin.post(VIEWS, { name: "Shared", shared: true })).body;

  const set = await staff.put(`${VIEWS}/default`, { view: own.id });
  assert.deepEqual([set.status, set.body.defaultView], [200, own.id]);
  assert.equal((await bo.as.staff.get("/views/contact")).body.defaultView, null, "per list");
  assert.equal((await user.get(VIEWS)).body.defaultView, null, "per user");
  const others = await user.put(`${VIEWS}/default`, { view: own.id });
  assert.deepEqual([others.status, others.body.error.code], [404, "noSuchView"]);

  assert.equal((await user.put(`${VIEWS}/default`, { view: shared.id })).body.defaultView, shared.id);
  await admin.put(`${VIEWS}/${shared.id}`, { version: 1, shared: false });
  assert.equal((await user.get(VIEWS)).body.defaultView, null, "a view no longer shared opens nothing");

  await staff.del(`${VIEWS}/${own.id}`);
  assert.equal((await staff.get(VIEWS)).body.defaultView, null, "a deleted view opens nothing");
  assertNoServerErrors(bo);
});

storeTest("columns are fields of the resource, each once, kept per user on the server", async (t) => {
  const bo = await openBackoffice(t);
  const { staff, user } = bo.as;
  const columns = [{ field: "name", width: 240 }, { field: "partner" }, { field: "code", width: 96 }];
  const put = await staff.put(`${VIEWS}/columns`, { columns });
  assert.equal(put.status, 200, put.text);
  assert.deepEqual((await staff.get(VIEWS)).body.columns, columns);
  assert.equal((await user.get(VIEWS)).body.columns, null, "another user keeps the declared columns");

  const unknown = await staff.put(`${VIEWS}/columns`, {
    columns: [{ field: "name" }, { field: "shoeSize" }],
  });
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.error.fields["columns.1.field"].code, "notAColumn");
  assert.match(unknown.body.error.message, /shoeSize/);
  const twice = await staff.put(`${VIEWS}/columns`, { columns: [{ field: "name" }, { field: "name" }] });
  assert.equal(twice.body.error.fields["columns.1.field"].code, "columnTwice");
  const inView = await staff.post(VIEWS, { name: "Bad", columns: [{ field: "nope" }] });
  assert.deepEqual([inView.status, inView.body.error.fields["columns.0.field"].code], [400, "notAColumn"]);
  const narrow = await staff.put(`${VIEWS}/columns`, { columns: [{ field: "name", width: 3 }] });
  assert.equal(narrow.status, 400);
  assert.deepEqual((await staff.get(VIEWS)).body.columns, columns, "nothing refused was kept");

  assert.equal((await staff.put(`${VIEWS}/columns`, { columns: null })).body.columns, null);
  assertNoServerErrors(bo);
});

storeTest("a view's filters and sort are checked as the list checks them", async (t) => {
  const bo = await openBackoffice(t);
  const { staff, clerk } = bo.as;
  const refused = async (query: string) => {
    const answer = await staff.post(VIEWS, { name: "Bad", query });
    assert.equal(answer.status, 400, `${query}: ${answer.text}`);
    return Object.entries(answer.body.error.fields).map(([name, p]) => [name, (p as { code: string }).code]);
  };
  assert.deepEqual(await refused("shoeSize=44"), [["query.shoeSize", "unknownParameter"]]);
  assert.deepEqual(await refused("sort=shoeSize"), [["query.sort", "notSortable"]]);
  assert.deepEqual(await refused("status=sleeping"), [["query.status", "oneOf"]]);
  assert.deepEqual(await refused("order=sideways"), [["query.order", "oneOf"]]);
  assert.deepEqual(await refused("page=2&status=active"), [["query.page", "notInView"]]);
  assert.deepEqual((await staff.get(VIEWS)).body.views, []);

  const employees = await clerk.get("/views/employee");
  assert.deepEqual(
    [employees.status, employees.body.error.code],
    [403, "roleMayNot"],
    "a list the role may not read",
  );
  assert.equal((await staff.get("/views/nothing")).status, 404);
  assertNoServerErrors(bo);
});

Deno.test("a column offers a sort exactly when the list sorts by its field", () => {
  const disagree = RESOURCES.flatMap((def) =>
    def.fields.filter((f) =>
      !f.writeOnly && SORTABLE_KINDS.has(f.kind) !== (sortValue(def, f.name) !== undefined)
    )
      .map((f) => `${def.name}.${f.name} (${f.kind})`)
  );
  assert.deepEqual(disagree, []);
});
