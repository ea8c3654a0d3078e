import { deepStrictEqual, match, ok, strictEqual } from "node:assert/strict";
import { SIGN_IN_LIMITS } from "../../server/app.ts";
import { fromSocket, testApp } from "../support/app.ts";

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
const ADMIN = { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" };

Deno.test("login answers the fields the client reads, with a back-office token", async () => {
  const { app, tokens } = await testApp();
  const res = await app.request("/api/users/login", post({ ...ADMIN, email: "Admin@LedgerDesk.test" }));
  strictEqual(res.status, 200);
  const body = await res.json();
  for (const key of ["jwt_access_token", "userId", "userType", "name", "role", "email", "photoURL"]) {
    ok(key in body, key);
  }
  deepStrictEqual([body.role, body.email, body.userType, body.name], [
    "admin",
    ADMIN.email,
    "employee",
    "Ada Admin",
  ]);
  const claims = await tokens.verify(body.jwt_access_token, "backoffice");
  deepStrictEqual([claims.sub, claims.role, claims.aud], [body.userId, "admin", "backoffice"]);
});

Deno.test("a wrong email and a wrong password get the same 401 message", async () => {
  const { app } = await testApp();
  const wrongPassword = await app.request(
    "/api/users/login",
    post({ ...ADMIN, password: "not-the-password" }),
  );
  const wrongEmail = await app.request(
    "/api/users/login",
    post({ ...ADMIN, email: "nobody@ledgerdesk.test" }),
  );
  strictEqual(wrongPassword.status, 401);
  strictEqual(wrongEmail.status, 401);
  const [a, b] = [(await wrongPassword.json()).error, (await wrongEmail.json()).error];
  deepStrictEqual([a.code, a.message], ["loginFailed", "Wrong email or password."]);
  deepStrictEqual([b.code, b.message], [a.code, a.message]);
});

Deno.test("an inactive employee cannot sign in", async () => {
  const { app, store } = await testApp();
  await store!.db.run("UPDATE employee SET active = $1 WHERE email = $2", [false, ADMIN.email]);
  strictEqual((await app.request("/api/users/login", post(ADMIN))).status, 401);
});

Deno.test("a malformed body is a 400 naming the field and the reason", async () => {
  const { app } = await testApp();
  const cases: [unknown, string, string][] = [
    [{ email: "not-an-email", password: "secret123" }, "email", "Please enter valid Email Address"],
    [{ email: ADMIN.email, password: "12345" }, "password", "Min character length is 6"],
    [{ email: ADMIN.email }, "password", ""],
  ];
  for (const [body, field, reason] of cases) {
    const res = await app.request("/api/users/login", post(body));
    strictEqual(res.status, 400);
    const { error } = await res.json();
    strictEqual(error.code, "invalidFields");
    ok(error.fields[field]?.code, field);
    if (reason) strictEqual(error.fields[field].message, reason);
  }
  const notJson = await app.request("/api/users/login", { method: "POST", body: "{email" });
  strictEqual(notJson.status, 400);
  strictEqual((await notJson.json()).error.code, "invalidJson");
});

Deno.test("sign-in refusals answer the envelope in the language of Accept-Language", async () => {
  const { app } = await testApp();
  const ask = (lang: string, body: unknown) =>
    app.request("/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": lang },
      body: JSON.stringify(body),
    });
  const tr = (await (await ask("tr-TR,tr;q=0.9", { email: "x", password: "1" })).json()).error;
  deepStrictEqual(
    [tr.code, tr.fields.email.code, tr.fields.password.code],
    ["invalidFields", "loginEmail", "loginPasswordLength"],
  );
  strictEqual(tr.fields.email.message, "Lütfen geçerli bir e-posta adresi girin");
  strictEqual(tr.message, "email: Lütfen geçerli bir e-posta adresi girin");
  const ar = await ask("ar", { ...ADMIN, password: "wrong-password" });
  strictEqual(ar.status, 401);
  deepStrictEqual((await ar.json()).error.message, "البريد الإلكتروني أو كلمة المرور غير صحيحة.");
});

Deno.test("failed sign-ins are limited per email, with Retry-After; the right password is refused too", async () => {
  const { app } = await testApp();
  for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++) {
    strictEqual(
      (await app.request("/api/users/login", post({ ...ADMIN, password: `guess-${i}-x` }))).status,
      401,
    );
  }
  const blocked = await app.request("/api/users/login", post(ADMIN));
  strictEqual(blocked.status, 429);
  ok(Number(blocked.headers.get("retry-after")) > 0);
  const refused = (await blocked.json()).error;
  strictEqual(refused.code, "tooManySignIns");
  match(refused.message, /Too many failed sign-ins/);
  const other = await app.request(
    "/api/users/login",
    post({ email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" }),
  );
  strictEqual(other.status, 200, "another account from the same address still signs in");
});

Deno.test("failed sign-ins are limited per client address across emails", async () => {
  const { app } = await testApp();
  const from = fromSocket("203.0.113.9");
  for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
    await app.request(
      "/api/users/login",
      post({ email: `user${i}@spray.test`, password: "spray-123" }),
      from,
    );
  }
  strictEqual((await app.request("/api/users/login", post(ADMIN), from)).status, 429);
  strictEqual((await app.request("/api/users/login", post(ADMIN), fromSocket("198.51.100.1"))).status, 200);
});

Deno.test("a new X-Forwarded-For per request does not walk past the address limit (no proxy is trusted by default)", async () => {
  const { app } = await testApp();
  const from = fromSocket("203.0.113.9");
  const rotating = (i: number) => ({ "x-forwarded-for": `198.51.100.${i}` });
  for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
    const res = await app.request(
      "/api/users/login",
      post({ email: `user${i}@spray.test`, password: "spray-123" }, rotating(i)),
      from,
    );
    strictEqual(res.status, 401);
  }
  const refused = await app.request("/api/users/login", post(ADMIN, rotating(200)), from);
  strictEqual(refused.status, 429);
  strictEqual((await refused.json()).error.code, "tooManySignIns");
});

Deno.test("behind a trusted proxy the address it saw is the one counted, not what the client wrote", async () => {
  const { app } = await testApp({ TRUSTED_PROXIES: "10.0.0.0/8" });
  const proxy = fromSocket("10.1.2.3");
  // The client wrote its own entry first; the proxy appended the address it was reached from.
  const via = (written: string, seen: string) => ({ "x-forwarded-for": `${written}, ${seen}` });
  for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
    const body = post(
      { email: `user${i}@spray.test`, password: "spray-123" },
      via(`192.0.2.${i}`, "203.0.113.9"),
    );
    strictEqual((await app.request("/api/users/login", body, proxy)).status, 401);
  }
  strictEqual(
    (await app.request("/api/users/login", post(ADMIN, via("192.0.2.1", "203.0.113.9")), proxy)).status,
    429,
  );
  strictEqual(
    (await app.request("/api/users/login", post(ADMIN, via("192.0.2.1", "203.0.113.10")), proxy)).status,
    200,
  );
});

Deno.test("verifytoken exchanges a valid token for a fresh one and refuses anything else", async () => {
  let now = Date.now();
  const { app, tokens } = await testApp({}, { now: () => now });
  const login = await (await app.request("/api/users/login", post(ADMIN))).json();
  const res = await app.request(
    "/api/users/verifytoken",
    post({ data: { jwt_access_token: login.jwt_access_token } }),
  );
  strictEqual(res.status, 200);
  const fresh = await res.json();
  deepStrictEqual([fresh.userId, fresh.userType, fresh.role], [login.userId, "employee", "admin"]);
  ok(await tokens.verify(fresh.jwt_access_token, "backoffice"));

  const demo = await tokens.issue(login.userId, "admin", "demo");
  const [h, p, s] = login.jwt_access_token.split(".");
  const tampered = `${h}.${p.slice(0, -2)}xx.${s}`;
  for (const token of [demo, tampered, "garbage"]) {
    const bad = await app.request("/api/users/verifytoken", post({ data: { jwt_access_token: token } }));
    strictEqual(bad.status, 401);
    strictEqual((await bad.json()).error.code, "invalidSession");
  }
  now += 13 * 3600 * 1000;
  const expired = await app.request(
    "/api/users/verifytoken",
    post({ data: { jwt_access_token: login.jwt_access_token } }),
  );
  strictEqual(expired.status, 401);
  strictEqual((await app.request("/api/users/verifytoken", post({ data: {} }))).status, 400);
});

Deno.test("back-office calls: no token 401, a demo token 403 with a clear message, a staff token passes", async () => {
  const { app, tokens } = await testApp();
  strictEqual((await app.request("/api/backoffice/account")).status, 401);
  const demo = await tokens.issue("demo-admin-0001", "admin", "demo");
  const forbidden = await app.request("/api/backoffice/account", {
    headers: { authorization: `Bearer ${demo}` },
  });
  strictEqual(forbidden.status, 403);
  match((await forbidden.json()).error.message, /demo session cannot use the back office/);
  const login = await (await app.request("/api/users/login", post(ADMIN))).json();
  const me = await app.request("/api/users/me", {
    headers: { authorization: `JWT ${login.jwt_access_token}` },
  });
  strictEqual(me.status, 200);
  const body = await me.json();
  strictEqual(body.email, ADMIN.email);
  strictEqual("passwordHash" in body, false);
});

Deno.test("user/update saves the signed-in employee's settings and shortcuts", async () => {
  const { app } = await testApp();
  const login = await (await app.request("/api/users/login", post(ADMIN))).json();
  const auth = { authorization: `Bearer ${login.jwt_access_token}` };
  const settings = { layout: { style: "horizontal" }, theme: { main: "dark" } };
  const res = await app.request(
    "/api/auth/user/update",
    post({ user: { data: { settings, shortcuts: ["mail"] } } }, auth),
  );
  strictEqual(res.status, 200);
  const user = await res.json();
  strictEqual(user.data.settings.layout.style, "horizontal");
  strictEqual(user.data.settings.theme.main, "dark");
  deepStrictEqual(user.data.shortcuts, ["mail"]);
  const again = await (await app.request("/api/users/login", post(ADMIN))).json();
  strictEqual(again.settings.layout.style, "horizontal");
  strictEqual((await app.request("/api/auth/user/update", post({ user: { data: {} } }))).status, 401);
  const bad = await app.request(
    "/api/auth/user/update",
    post({ user: { data: { shortcuts: "mail" } } }, auth),
  );
  strictEqual(bad.status, 400);
  strictEqual((await bad.json()).error.fields["user.data.shortcuts"].code, "list");
});

Deno.test("user/update with a demo token saves the demo user", async () => {
  const { app } = await testApp();
  const demo = await (await app.request(
    "/api/auth",
    post({ email: "staff@demo.ledgerdesk.test", password: "staff-demo" }),
  )).json();
  const res = await app.request(
    "/api/auth/user/update",
    post({ user: { data: { shortcuts: ["todo"] } } }, { authorization: `Bearer ${demo.access_token}` }),
  );
  strictEqual(res.status, 200);
  deepStrictEqual((await res.json()).data.shortcuts, ["todo"]);
});

Deno.test("user/update saves a demo user's name and picture, takes the whole user back, and refuses what it would not save", async () => {
  const { app } = await testApp();
  const demo = await (await app.request(
    "/api/auth",
    post({ email: "staff@demo.ledgerdesk.test", password: "staff-demo" }),
  )).json();
  const auth = { authorization: `Bearer ${demo.access_token}` };
  const update = (user: unknown) => app.request("/api/auth/user/update", post({ user }, auth));

  const renamed = await update({
    data: { displayName: "  Sipho Dlamini ", photoURL: "/images/avatars/sipho.jpg" },
  });
  strictEqual(renamed.status, 200);
  const saved = await renamed.json();
  deepStrictEqual([saved.data.displayName, saved.data.photoURL], [
    "Sipho Dlamini",
    "/images/avatars/sipho.jpg",
  ]);
  const again = await (await app.request("/api/auth/access-token", post({ access_token: demo.access_token })))
    .json();
  strictEqual(again.user.data.displayName, "Sipho Dlamini", "kept for the next session");

  // The template's client sends the whole user back: what it holds unchanged is fine.
  const whole = await update({ ...saved, data: { ...saved.data, shortcuts: ["mail"] } });
  strictEqual(whole.status, 200);
  deepStrictEqual((await whole.json()).data.shortcuts, ["mail"]);

  for (
    const [user, field, code] of [
      [{ data: { email: "someone@else.test" } }, "user.data.email", "unchangeable"],
      [{ role: "admin", data: {} }, "user.role", "unchangeable"],
      [{ uuid: "another", data: {} }, "user.uuid", "unchangeable"],
      [{ data: { nickname: "Sip" } }, "user.data.nickname", "unknownField"],
      [{ data: { displayName: "   " } }, "user.data.displayName", ""],
    ] as const
  ) {
    const res = await update({ ...user, data: { ...user.data, shortcuts: ["changed"] } });
    strictEqual(res.status, 400, JSON.stringify(user));
    const fields = (await res.json()).error.fields;
    ok(fields[field], `${field} named`);
    if (code) strictEqual(fields[field].code, code);
  }
  const after = await (await app.request("/api/auth/access-token", post({ access_token: demo.access_token })))
    .json();
  deepStrictEqual(after.user.data.shortcuts, ["mail"], "a refused update changes nothing");
});

Deno.test("user/update refuses an employee's name or picture (the record keeps them) but takes them back unchanged", async () => {
  const { app } = await testApp();
  const login = await (await app.request("/api/users/login", post(ADMIN))).json();
  const auth = { authorization: `Bearer ${login.jwt_access_token}` };
  const update = (data: unknown) => app.request("/api/auth/user/update", post({ user: { data } }, auth));
  const refused = await update({ displayName: "Someone Else" });
  strictEqual(refused.status, 400);
  strictEqual((await refused.json()).error.fields["user.data.displayName"].code, "unchangeable");
  strictEqual((await update({ photoURL: "/x.png" })).status, 400);
  const same = await update({
    displayName: "Ada Admin",
    photoURL: "",
    email: ADMIN.email,
    shortcuts: ["todo"],
  });
  strictEqual(same.status, 200);
  deepStrictEqual((await same.json()).data.shortcuts, ["todo"]);
});
