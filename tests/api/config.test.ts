import { strictEqual, throws } from "node:assert/strict";
import { ConfigError, parseConfig } from "../../server/config.ts";

Deno.test("defaults follow ARCHITECTURE.md", () => {
  const c = parseConfig({});
  strictEqual(c.PORT, 8000);
  strictEqual(c.HOST, "127.0.0.1", "loopback: a container sets 0.0.0.0 itself");
  strictEqual(c.DATABASE_URL, "sqlite:./data/ledgerdesk.db");
  strictEqual(c.APP_ENV, "development");
  strictEqual(c.DEMO_APPS, "on");
  strictEqual(c.BACKEND_URL, undefined);
});

Deno.test("the demo apps are on by default, but off by default in production; either way DEMO_APPS decides", () => {
  const production = {
    APP_ENV: "production",
    JWT_SECRET: "x".repeat(32),
    ADMIN_EMAIL: "admin@practice.test",
    ADMIN_PASSWORD: "a-long-password",
  };
  strictEqual(parseConfig({}).DEMO_APPS, "on");
  strictEqual(parseConfig({ APP_ENV: "test" }).DEMO_APPS, "on");
  strictEqual(parseConfig(production).DEMO_APPS, "off");
  strictEqual(parseConfig({ ...production, DEMO_APPS: "on" }).DEMO_APPS, "on");
  strictEqual(parseConfig({ DEMO_APPS: "off" }).DEMO_APPS, "off");
});

Deno.test("empty variables count as unset", () => {
  strictEqual(parseConfig({ PORT: "", BACKEND_URL: "" }).PORT, 8000);
});

Deno.test("a bad value is a one-line message naming the variable", () => {
  const cases: [Record<string, string>, string][] = [
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ BACKEND_URL: "ftp://host" }, "BACKEND_URL"],
    [{ APP_ENV: "staging" }, "APP_ENV"],
    [{ DEMO_APPS: "maybe" }, "DEMO_APPS"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ SOURCE_MAPS: "yes" }, "SOURCE_MAPS"],
    [{ HOST: "0.0.0.0:8000" }, "HOST"],
    [{ HOST: "ledgerdesk.example" }, "HOST"],
    [{ HOST: "256.0.0.1" }, "HOST"],
  ];
  for (const [env, name] of cases) {
    throws(() => parseConfig(env), (err: unknown) => {
      strictEqual(err instanceof ConfigError, true);
      const message = (err as Error).message;
      strictEqual(message.startsWith(`Invalid configuration: ${name} `), true, message);
      strictEqual(message.includes("\n"), false);
      return true;
    });
  }
});

Deno.test("accepted listen addresses", () => {
  for (const host of ["127.0.0.1", "0.0.0.0", "10.1.2.3", "::", "::1", "localhost"]) {
    strictEqual(parseConfig({ HOST: host }).HOST, host);
  }
});

Deno.test("accepted database URLs", () => {
  for (const url of ["sqlite::memory:", "sqlite:./data/x.db", "postgres://u:p@localhost:5432/db"]) {
    strictEqual(parseConfig({ DATABASE_URL: url }).DATABASE_URL, url);
  }
});

Deno.test("production refuses to start without JWT_SECRET, ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  const full = {
    APP_ENV: "production",
    JWT_SECRET: "x".repeat(40),
    ADMIN_EMAIL: "boss@practice.co.za",
    ADMIN_PASSWORD: "a-long-enough-password",
  };
  strictEqual(parseConfig(full).APP_ENV, "production");
  for (const name of ["JWT_SECRET", "ADMIN_EMAIL", "ADMIN_PASSWORD"] as const) {
    const { [name]: _, ...partial } = full;
    throws(
      () => parseConfig(partial),
      new ConfigError(`Invalid configuration: ${name} is required in production`),
    );
  }
});

Deno.test("PRACTICE_TIME_ZONE: Johannesburg by default, any zone Intl knows, a bad one named", () => {
  strictEqual(parseConfig({}).PRACTICE_TIME_ZONE, "Africa/Johannesburg");
  strictEqual(parseConfig({ PRACTICE_TIME_ZONE: "Europe/Istanbul" }).PRACTICE_TIME_ZONE, "Europe/Istanbul");
  throws(
    () => parseConfig({ PRACTICE_TIME_ZONE: "Mars/Olympus" }),
    (err: unknown) =>
      err instanceof ConfigError && err.message.includes("PRACTICE_TIME_ZONE must be a time zone"),
  );
});

Deno.test("CLIENT_VISIBILITY: all by default, assigned on request, anything else named", () => {
  strictEqual(parseConfig({}).CLIENT_VISIBILITY, "all");
  strictEqual(parseConfig({ CLIENT_VISIBILITY: "assigned" }).CLIENT_VISIBILITY, "assigned");
  throws(
    () => parseConfig({ CLIENT_VISIBILITY: "mine" }),
    (err: unknown) =>
      err instanceof ConfigError && err.message.startsWith("Invalid configuration: CLIENT_VISIBILITY"),
  );
});
