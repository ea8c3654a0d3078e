/**
 * A document's audit history with the address each step came from (issue 35), through the whole app on both
 * engines: an upload, a download, a move, a delete, a restore and a purge each leave an entry naming who, when
 * and from where, the address decided as the sign-in limits decide it (TRUSTED_PROXIES), never taken from a
 * header an untrusted caller wrote. Every back-office write carries it, not only documents'.
 */
import assert from "node:assert/strict";
import { fromSocket, testApp } from "../support/app.ts";
import { storeTest } from "../support/store.ts";
import { Caller, Fixtures } from "./support.ts";

const ADMIN = { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" };

storeTest("every step of a document is in its history with the address it came from", async (t) => {
  const { app, store } = await testApp({ TRUSTED_PROXIES: "10.0.0.0/8" }, { databaseUrl: t.url });
  try {
    const login = await app.request("/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const token: string = (await login.json()).jwt_access_token;
    const me = (await store!.employees.findByEmail(ADMIN.email))!.id;
    const account = await new Fixtures(new Caller(app, token, me)).ensure("account");
    /** A request that came through the practice's proxy (10.0.0.5) from `client`, or straight from a socket. */
    const call = async (
      method: string,
      path: string,
      via: { client?: string; socket: string },
      body?: BodyInit,
    ) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (via.client) headers["x-forwarded-for"] = `198.51.100.1, ${via.client}`;
      if (typeof body === "string") headers["content-type"] = "application/json";
      const res = await app.request(
        `/api/backoffice${path}`,
        { method, headers, body },
        fromSocket(via.socket),
      );
      const text = await res.text();
      assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${text}`);
      return text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
    };
    const proxied = { client: "203.0.113.9", socket: "10.0.0.5" };
    const pdf = new TextEncoder().encode("%PDF-1.7\n" + "x".repeat(500));
    const doc = await call(
      "POST",
      `/document-files?account=${account}&name=a.pdf&taxYear=2024`,
      proxied,
      pdf,
    );
    await call("GET", `/document-files/${doc.id}/file`, { socket: "2001:db8::1:2" });
    // A header from a caller that is no trusted proxy is ignored: the socket is the address.
    const moved = await call(
      "PUT",
      `/document/${doc.id}`,
      { client: "192.0.2.66", socket: "192.0.2.10" },
      JSON.stringify({ version: doc.version, kind: "assessment", taxYear: 2025 }),
    );
    await call("DELETE", `/document/${doc.id}`, proxied);
    await call("POST", `/document-files/bin/${doc.id}/restore?version=${moved.version + 1}`, proxied);

    const history = await call("GET", `/document/${doc.id}/audit`, proxied);
    assert.deepEqual(
      history.map((e: Record<string, unknown>) => [e.action, e.address, e.userId]),
      [
        ["restore", "203.0.113.9", me],
        ["delete", "203.0.113.9", me],
        ["update", "192.0.2.10", me],
        ["download", "2001:db8::1:2", me],
        ["create", "203.0.113.9", me],
      ],
    );
    assert.deepEqual(history[2].changed, ["kind", "taxYear"]);
    // The account made through the API without a socket: its entry says so.
    const made = await store!.db.get<{ address: string | null }>(
      "SELECT address FROM audit_log WHERE record_id = $1",
      [account],
    );
    assert.equal(made?.address, "unknown");

    // Kept five years after its tax year (2010) ended: purged, the entry outlives it with its address.
    const old = await call(
      "POST",
      `/document-files?account=${account}&name=old.pdf&taxYear=2010`,
      proxied,
      pdf,
    );
    await call("POST", "/document-files/retention/purge", proxied, JSON.stringify({ ids: [old.id] }));
    const purged = await store!.db.all<{ action: string; address: string }>(
      "SELECT action, address FROM audit_log WHERE record_id = $1 ORDER BY version",
      [old.id],
    );
    assert.deepEqual(purged.map((e) => [e.action, e.address]), [
      ["create", "203.0.113.9"],
      ["purge", "203.0.113.9"],
    ]);
  } finally {
    await store?.close();
  }
}, { shared: true });
