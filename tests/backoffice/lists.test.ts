/** Lists of the back-office API: search, sort, paging, filters, their refusals, and the CSV export. */
import assert from "node:assert/strict";
import { csvStream } from "../../server/backoffice/csv.ts";
import { encodeCursor, pagesOf } from "../../server/backoffice/keyset.ts";
import { type TitleLookup, TitleResolver } from "../../server/backoffice/titles.ts";
import { parseListQuery } from "../../server/backoffice/list-query.ts";
import { insertRows } from "../../server/backoffice/dialect.ts";
import { countUpTo } from "../../server/backoffice/record-lists.ts";
import { recordSource } from "../../server/backoffice/records.ts";
import { summarize } from "../../server/backoffice/record-summary.ts";
import { storeTest } from "../support/store.ts";
import { assertNoServerErrors, type Backoffice, def, Fixtures, openBackoffice } from "./support.ts";

storeTest(
  "a list's count reads the tally a summary made of its filters, and makes none itself",
  async (t) => {
    const bo = await openBackoffice(t);
    await accounts(bo);
    const db = bo.store.db;
    const triggers = async () =>
      Number(
        (await db.get<{ n: number | string }>(
          db.dialect === "postgres"
            ? `SELECT count(*) AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
             WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal`
            : "SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger'",
        ))!.n,
      );
    const source = recordSource(db);
    const { request } = parseListQuery(
      def("account"),
      new URLSearchParams("status=active&sort=name&pageSize=2"),
    );
    const before = await triggers();
    const counted = await source.list(def("account"), request);
    assert.deepEqual([counted.total, counted.capped, counted.rows.length], [5, false, 2]);
    assert.equal(await triggers(), before, "no tally made for a list");

    assert.equal((await summarize(db, def("account"), request)).count, 5);
    assert.ok(await triggers() > before, "the summary made its tally");
    // Read off the tally from now on: a total moved by hand is what the list says.
    await db.run(
      `UPDATE record_tally SET n = n + 1000 WHERE tally LIKE 'rt_account_status_%' AND data LIKE '%"active"%'`,
    );
    const tallied = await source.list(def("account"), request);
    assert.deepEqual([tallied.total, tallied.capped, tallied.rows.length], [1_000, true, 2]);
  },
);

const NAMES = [
  "Alpha Traders",
  "beta Holdings",
  "Gamma & Sons",
  'Smith, Jones "and" Co',
  "100% Pure_Co",
  "=SUM(A1) Ltd",
  "Delta Farms",
  "epsilon Mining",
];

/** Eight accounts with known names, statuses and flags; a second account type for ref filters. */
async function accounts(bo: Backoffice) {
  const fx = new Fixtures(bo.as.admin);
  await fx.ensureRefs("account");
  const otherType = await fx.create("accounttype", 7, { name: "Trust" });
  const made = [];
  for (const [i, name] of NAMES.entries()) {
    made.push(
      await fx.create("account", i, {
        name,
        code: "",
        status: [0, 3, 5].includes(i) ? "dormant" : "active",
        provisionalTaxpayer: i % 2 === 0,
        financialYearEnd: i < 4 ? 2 : 6,
        accountType: i === 7 ? otherType.id : fx.refId("accounttype"),
      }),
    );
  }
  return { fx, made, otherType };
}

const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

storeTest("search is case-insensitive, takes % and _ literally, and combines with filters", async (t) => {
  const bo = await openBackoffice(t);
  await accounts(bo);
  const api = bo.as.admin;
  assert.deepEqual(names((await api.get("/account?q=HOLDINGS")).body), ["beta Holdings"]);
  assert.deepEqual(names((await api.get("/account?q=100%25")).body), ["100% Pure_Co"]);
  assert.deepEqual(names((await api.get("/account?q=e_c")).body), ["100% Pure_Co"]);
  assert.deepEqual(names((await api.get("/account?q=acc0002")).body), ["beta Holdings"]);
  const both = await api.get("/account?q=a&status=dormant&sort=name");
  assert.deepEqual(names(both.body), ["=SUM(A1) Ltd", "Alpha Traders", 'Smith, Jones "and" Co']);
  assert.equal(both.body.total, 3);
  assertNoServerErrors(bo);
});

storeTest("sort and pages: pages of a sorted list add up to the whole list, in order", async (t) => {
  const bo = await openBackoffice(t);
  await accounts(bo);
  const api = bo.as.admin;
  const asc = names((await api.get("/account?sort=name&order=asc&pageSize=200")).body);
  assert.deepEqual(asc, [...NAMES].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  const desc = names((await api.get("/account?sort=name&order=desc")).body);
  assert.deepEqual(desc, [...asc].reverse());
  const paged = [];
  for (let page = 1; page <= 3; page++) {
    const res = await api.get(`/account?sort=name&page=${page}&pageSize=3`);
    assert.equal(res.body.total, 8);
    paged.push(...names(res.body));
  }
  assert.deepEqual(paged, asc);
  assert.deepEqual((await api.get("/account?page=9&pageSize=3")).body, {
    items: [],
    total: 8,
    capped: false,
    next: null,
    prev: null,
  });
  // Default: the declaration's defaultSort (code asc); codes were generated in creation order.
  assert.deepEqual(names((await api.get("/account")).body), NAMES);
  assert.equal((await api.get("/account?pageSize=200")).status, 200);
  assertNoServerErrors(bo);
});

type Page = { items: { id: string }[]; total: number; next: string | null; prev: string | null };
const ids = (page: Page) => page.items.map((i) => i.id);

storeTest(
  "pages by place (after, before) walk the whole list once each way, blanks and ties included",
  async (t) => {
    const bo = await openBackoffice(t);
    const { fx } = await accounts(bo);
    // Blank trading names (a segment of their own) and many equal year-ends (ordered by id).
    for (let i = 0; i < 5; i++) await fx.create("account", 20 + i, { code: "", tradingName: null });
    const api = bo.as.admin;
    const lists = [
      ...["name", "tradingName", "financialYearEnd", "createdAt", "provisionalTaxpayer"].map((sort) =>
        `/account?sort=${sort}`
      ),
      "/employee?sort=lastName",
      "/employee?sort=phone",
    ];
    for (const list of lists) {
      for (const order of ["asc", "desc"]) {
        const base = `${list}&order=${order}&pageSize=2`;
        const whole = ids((await api.get(`${list}&order=${order}&pageSize=200`)).body);
        const pages: Page[] = [(await api.get(base)).body];
        while (pages.at(-1)!.next) {
          const res = await api.get(`${base}&after=${encodeURIComponent(pages.at(-1)!.next!)}`);
          assert.equal(res.status, 200, res.text);
          assert.equal(res.body.total, whole.length, `${base}: a later page counts the whole list too`);
          pages.push(res.body);
        }
        assert.deepEqual(pages.flatMap(ids), whole, `${base}: forward`);
        const back: Page[] = [pages.at(-1)!];
        while (back[0].prev) {
          back.unshift((await api.get(`${base}&before=${encodeURIComponent(back[0].prev)}`)).body);
        }
        assert.deepEqual(back.flatMap(ids), whole, `${base}: backward`);
        assert.ok(pages.length >= 3, `${base}: walked ${pages.length} pages`);
      }
    }

    const first = (await api.get("/account?sort=name&pageSize=2")).body as Page;
    const refused: [string, string][] = [
      [`sort=code&after=${first.next}`, "after"],
      [`sort=name&order=desc&before=${first.next}`, "before"],
      [`sort=name&page=2&after=${first.next}`, "after"],
      [`sort=name&after=${first.next}&before=${first.next}`, "after"],
      ["sort=name&after=not-a-cursor", "after"],
      [`sort=name&after=${btoa('["name","asc",{"x":1},"id"]')}`, "after"],
      // A place whose value is not of the sort's kind, or holds a NUL: refused, never handed to the database.
      [`sort=financialYearEnd&after=${btoa('["financialYearEnd","asc","June","id"]')}`, "after"],
      [`sort=name&after=${btoa('["name","asc",5,"id"]')}`, "after"],
      [`sort=provisionalTaxpayer&after=${btoa('["provisionalTaxpayer","asc","maybe","id"]')}`, "after"],
      [`sort=createdAt&after=${btoa('["createdAt","asc",true,"id"]')}`, "after"],
      [`sort=name&after=${btoa('["name","asc","a\\u0000b","id"]')}`, "after"],
      [`sort=name&after=${btoa('["name","asc","a","i\\u0000d"]')}`, "after"],
    ];
    for (const [query, name] of refused) {
      const res = await api.get(`/account?${query}`);
      assert.equal(res.status, 400, `${query}: ${res.text}`);
      assert.ok(res.body.error.fields[name], `${query} names ${name}: ${res.text}`);
    }
    assertNoServerErrors(bo);
  },
);

storeTest("an export walks the list page by page, by place: every record once, in order", async (t) => {
  const bo = await openBackoffice(t);
  await accounts(bo);
  const source = recordSource(bo.store.db);
  for (const order of ["asc", "desc"]) {
    const { request } = parseListQuery(
      def("account"),
      new URLSearchParams({ sort: "name", order, format: "csv" }),
    );
    const whole = (await source.list(def("account"), request)).rows.map((r) => r.id);
    const pages: string[][] = [];
    for await (const rows of pagesOf(source, def("account"), request, 3)) pages.push(rows.map((r) => r.id));
    assert.deepEqual(pages.map((p) => p.length), [3, 3, 2]);
    assert.deepEqual(pages.flat(), whole);
  }
});

storeTest(
  "a search's pages, read from its matches: every match once, in order, each way and by number",
  async (t) => {
    const bo = await openBackoffice(t);
    const { fx } = await accounts(bo);
    for (let i = 0; i < 5; i++) await fx.create("account", 20 + i, { code: "", name: `Omega Farms ${i}` });
    const api = bo.as.admin;
    // "farms": Delta Farms and the five Omega Farms, among 13 accounts; "a": most of them.
    for (const q of ["farms", "a"]) {
      for (const order of ["asc", "desc"]) {
        const list = `/account?q=${q}&sort=name&order=${order}`;
        const whole = (await api.get(`${list}&pageSize=200`)).body as Page;
        const expected = whole.items.map((i) => i.id);
        assert.equal(whole.total, expected.length);
        const pages: Page[] = [(await api.get(`${list}&pageSize=2`)).body];
        while (pages.at(-1)!.next) {
          pages.push(
            (await api.get(`${list}&pageSize=2&after=${encodeURIComponent(pages.at(-1)!.next!)}`)).body,
          );
          assert.equal(pages.at(-1)!.total, expected.length, `${list}: a later page counts every match`);
        }
        assert.deepEqual(pages.flatMap(ids), expected, `${list}: forward`);
        const back: Page[] = [pages.at(-1)!];
        while (back[0].prev) {
          back.unshift((await api.get(`${list}&pageSize=2&before=${encodeURIComponent(back[0].prev)}`)).body);
        }
        assert.deepEqual(back.flatMap(ids), expected, `${list}: backward`);
        const byNumber = [];
        for (let page = 1; page <= Math.ceil(expected.length / 2); page++) {
          byNumber.push(...ids((await api.get(`${list}&pageSize=2&page=${page}`)).body));
        }
        assert.deepEqual(byNumber, expected, `${list}: by number`);
      }
    }
    const farms = (await api.get("/account?q=farms&sort=name")).body;
    assert.deepEqual(names(farms), ["Delta Farms", ...[0, 1, 2, 3, 4].map((i) => `Omega Farms ${i}`)]);
    assert.equal(farms.total, 6);
    // Within filters, and a term nobody has: an empty page, counted.
    const dormant = farms.items.filter((i: { status: string }) => i.status === "dormant");
    assert.ok(dormant.length > 0 && dormant.length < 6);
    assert.deepEqual(
      names((await api.get("/account?q=farms&status=dormant&sort=name")).body),
      names({ items: dormant }),
    );
    assert.deepEqual((await api.get("/account?q=no-such-client&page=2")).body, {
      items: [],
      total: 0,
      capped: false,
      next: null,
      prev: null,
    });
    assertNoServerErrors(bo);
  },
);

storeTest(
  "a search more than a thousand records match walks its pages as any list, counted as 1,000+",
  async (t) => {
    const bo = await openBackoffice(t);
    const pad = (i: number) => String(i).padStart(4, "0");
    const columns = ["resource", "id", "search", "version", "created_at", "updated_at", "data"];
    await insertRows(
      bo.store.db,
      "record",
      columns,
      Array.from({ length: 1_002 }, (_, i) => {
        const name = `Common ${pad(i)}`;
        return [
          "account",
          `acc-${pad(i)}`,
          name.toLowerCase(),
          1,
          "2026-01-01",
          "2026-01-01",
          JSON.stringify({ name }),
        ];
      }),
    );
    const source = recordSource(bo.store.db);
    const list = (query: string) =>
      source.list(def("account"), parseListQuery(def("account"), new URLSearchParams(query)).request);
    const first = await list("q=common&sort=name&pageSize=3");
    assert.deepEqual([first.total, first.capped], [1_000, true]);
    assert.deepEqual(first.rows.map((r) => r.data.name), ["Common 0000", "Common 0001", "Common 0002"]);
    const second = await list(
      `q=common&sort=name&pageSize=3&after=${encodeURIComponent(encodeCursor("name", "asc", first.next!))}`,
    );
    assert.deepEqual([second.total, second.capped], [1_000, true]);
    assert.deepEqual(second.rows.map((r) => r.data.name), ["Common 0003", "Common 0004", "Common 0005"]);
    const deep = await list("q=common 1001&sort=name&pageSize=3");
    assert.deepEqual([deep.total, deep.capped, deep.rows.map((r) => r.data.name)], [1, false, [
      "Common 1001",
    ]]);
  },
);

storeTest("matches are counted up to a limit, and said to be more beyond it", async (t) => {
  const bo = await openBackoffice(t);
  await accounts(bo);
  const from = "FROM record WHERE resource = $1";
  assert.deepEqual(await countUpTo(bo.store.db, from, ["account"], 3), { total: 3, capped: true });
  assert.deepEqual(await countUpTo(bo.store.db, from, ["account"], 8), { total: 8, capped: false });
  assert.deepEqual(await countUpTo(bo.store.db, from, ["nothing"]), { total: 0, capped: false });
});

storeTest("filters: enums, bools, integers, refs, repeated values; a related list by its ref", async (t) => {
  const bo = await openBackoffice(t);
  const { fx, made, otherType } = await accounts(bo);
  const api = bo.as.admin;
  const count = async (query: string) => {
    const res = await api.get(`/account?${query}`);
    assert.equal(res.status, 200, `${query}: ${res.text}`);
    return res.body.total;
  };
  assert.equal(await count("status=dormant"), 3);
  assert.equal(await count("status=dormant&status=active"), 8);
  assert.equal(await count("provisionalTaxpayer=true"), 4);
  assert.equal(await count("provisionalTaxpayer=false&status=dormant"), 2);
  assert.equal(await count("financialYearEnd=6"), 4);
  assert.equal(await count(`accountType=${otherType.id}`), 1);
  assert.equal(await count("name=ALPHA%20TRADERS"), 1);
  assert.equal(await count("status="), 8, "a blank filter filters nothing");

  const contact = await fx.create("contact", 0, {}, { account: made[1].id });
  await fx.create("contact", 1, {}, { account: made[2].id });
  const related = await api.get(`/contact?account=${made[1].id}`);
  assert.deepEqual(related.body.items.map((i: { id: string }) => i.id), [contact.id]);
  assert.equal(related.body.items[0]._refTitles.account, made[1]._title);

  const service = await fx.create("taxtype", 5, { code: "VAT201" });
  const quote = await fx.create("opportunity", 0, { services: [service.id] });
  await fx.create("opportunity", 1);
  const quotes = await api.get(`/opportunity?services=${service.id}`);
  assert.deepEqual(quotes.body.items.map((i: { id: string }) => i.id), [quote.id]);
  assert.deepEqual(quotes.body.items[0]._refTitles.services, [service._title]);
  assertNoServerErrors(bo);
});

storeTest("a list query the server cannot honour is a 400 naming the parameter", async (t) => {
  const bo = await openBackoffice(t);
  const api = bo.as.admin;
  const cases: [string, string][] = [
    ["sort=nosuchfield", "sort"],
    ["sort=accountType", "sort"],
    ["order=up", "order"],
    ["page=0", "page"],
    ["page=two", "page"],
    ["pageSize=500", "pageSize"],
    ["pageSize=0", "pageSize"],
    ["pageSize=-5", "pageSize"],
    ["format=xml", "format"],
    ["colour=red", "colour"],
    ["status=bogus", "status"],
    ["provisionalTaxpayer=yes", "provisionalTaxpayer"],
    ["financialYearEnd=June", "financialYearEnd"],
    [`q=${"x".repeat(201)}`, "q"],
  ];
  for (const [query, name] of cases) {
    const res = await api.get(`/account?${query}`);
    assert.equal(res.status, 400, `${query}: ${res.text}`);
    assert.ok(res.body.error.fields[name], `${query} names ${name}: ${res.text}`);
    assert.match(res.body.error.message, new RegExp(`^${name}: `));
  }
  assert.equal((await api.get("/employee?password=x")).status, 400, "write-only fields are not filters");
  assert.equal((await api.get("/opportunity?amount=12.5")).status, 200);
  assert.equal((await api.get("/incometax?dueDate=2026-02-30")).status, 400);
  assertNoServerErrors(bo);
});

/** RFC 4180 lines of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  assert.equal(cell + row.join(""), "", "the text ends with CRLF");
  return rows;
}

storeTest(
  "CSV export: labels, RFC 4180 quoting, ref titles, filters and sort applied, no paging",
  async (t) => {
    const bo = await openBackoffice(t);
    const { fx } = await accounts(bo);
    const api = bo.as.admin;
    for (let i = 0; i < 30; i++) await fx.create("account", 20 + i, { code: "", status: "ceased" });

    const res = await api.get("/account?format=csv&status=dormant&sort=name&order=desc");
    assert.equal(res.status, 200, res.text);
    assert.equal(res.headers.get("content-type"), "text/csv; charset=utf-8");
    assert.equal(res.headers.get("content-disposition"), 'attachment; filename="account.csv"');
    const raw = await bo.app.request("/api/backoffice/account?format=csv", {
      headers: { authorization: `Bearer ${api.token}` },
    });
    assert.deepEqual([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)], [0xef, 0xbb, 0xbf], "BOM");
    assert.ok(res.text.includes('"Smith, Jones ""and"" Co"'), "quoted with doubled quotes");
    const rows = parseCsv(res.text);
    const account = def("account");
    assert.deepEqual(rows[0], account.columns.map((c) => account.fields.find((f) => f.name === c)!.label.en));
    assert.deepEqual(rows[0].slice(0, 2), ["Code", "Name"]);
    assert.deepEqual(rows.slice(1).map((r) => r[1]), [
      'Smith, Jones "and" Co',
      "Alpha Traders",
      "'=SUM(A1) Ltd",
    ]);
    const accountType = (await api.get(`/accounttype/${fx.refId("accounttype")}`)).body;
    const partner = (await api.get(`/employee/${fx.refId("employee")}`)).body;
    for (const row of rows.slice(1)) {
      assert.equal(row[2], accountType._title, "refs as titles");
      assert.equal(row[4], partner._title);
      // Options as stored, in no language: what a spreadsheet filters on and an import takes back.
      assert.equal(row[5], "dormant");
    }

    const everything = parseCsv((await api.get("/account?format=csv")).text);
    assert.equal(everything.length, 1 + 38, "every matching record, not one page");
    const q = parseCsv((await api.get("/account?format=csv&q=holdings")).text);
    assert.deepEqual(q.slice(1).map((r) => r[1]), ["beta Holdings"]);
    const employees = parseCsv((await api.get("/employee?format=csv&sort=email")).text);
    assert.equal(employees[0][2], "Email (sign-in name)");
    assert.ok(employees.slice(1).some((r) => r[2] === "admin@ledgerdesk.test"));
    assertNoServerErrors(bo);
  },
);

Deno.test("a CSV export that fails half-way breaks off, rather than ending as a file that looks whole", async () => {
  const row = { id: "a", data: { name: "Company" }, version: 1, createdAt: "", updatedAt: "" };
  async function* pages() {
    yield [{ ...row, createdBy: null, updatedBy: null }];
    throw new Error("the database went away");
  }
  const failures: unknown[] = [];
  const stream = csvStream(def("accounttype"), pages(), () => new TitleResolver({} as TitleLookup), (e) => {
    failures.push(e);
  });
  const read = new Response(stream).text();
  await assert.rejects(read, /the database went away/);
  assert.equal(failures.length, 1);
});

storeTest(
  "get-many: `?id=a&id=b` answers exactly those records on one page, under the list's rules",
  async (t) => {
    const bo = await openBackoffice(t);
    const { made } = await accounts(bo);
    const api = bo.as.admin;
    const wanted = [made[6].id, made[1].id, made[3].id];
    const res = await api.get(
      `/account?${wanted.map((id) => `id=${encodeURIComponent(id)}`).join("&")}&id=nope`,
    );
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.items.map((i: { id: string }) => i.id).sort(), [...wanted].sort());
    assert.equal(res.body.total, 3, "an unknown id is simply not there");
    const many = Array.from({ length: 30 }, (_, i) => `id=x${i}`).join("&");
    assert.equal(
      (await api.get(`/account?${many}&id=${made[0].id}`)).body.items.length,
      1,
      "one page for all",
    );
    const filtered = await api.get(`/account?id=${made[0].id}&id=${made[1].id}&status=active`);
    assert.deepEqual(
      filtered.body.items.map((i: { id: string }) => i.id),
      [made[1].id],
      "filters still hold",
    );
    const tooMany = Array.from({ length: 201 }, (_, i) => `id=x${i}`).join("&");
    const refused = await api.get(`/account?${tooMany}`);
    assert.equal(refused.status, 400);
    assert.ok(refused.body.error.fields.id, refused.text);
    assertNoServerErrors(bo);
  },
);
