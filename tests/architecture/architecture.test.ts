/**
 * The architecture test: the rules of the house (design/ARCHITECTURE.md, "Rules of the house") hold over every
 * source file. Each rule is also shown to catch a made-up file that breaks it, so none passes by reading nothing.
 */
import assert from "node:assert/strict";
import { clientPlace, MAX_LINES, registrations, type Rule, RULES, valueImportsOf } from "./rules.ts";
import { importsOf, readSources, type Source } from "./sources.ts";

const sources = await readSources();

for (const rule of RULES) {
  Deno.test(`architecture: ${rule.name}`, () => {
    const found = rule.check(sources);
    assert.deepEqual(
      found.map((v) => `${v.file}: ${v.detail}`),
      [],
      `${found.length} place(s) break the rule "${rule.name}"`,
    );
  });
}

const source = (path: string, text: string): Source => ({ path, text, imports: importsOf(path, text) });
const ruleNamed = (start: string): Rule => RULES.find((r) => r.name.startsWith(start))!;
/** What the rule finds in the real sources plus one made-up file: the made-up one must be caught. */
const catches = (start: string, made: Source) => {
  const found = ruleNamed(start).check([...sources, made]).filter((v) => v.file.startsWith(made.path));
  assert.ok(found.length > 0, `"${start}" lets ${made.path} through`);
};

Deno.test("architecture: the sources are read, with their imports resolved from the project root", () => {
  assert.ok(sources.length > 500, `only ${sources.length} files read`);
  const main = sources.find((s) => s.path === "client/main.tsx")!;
  assert.ok(main.imports.some((i) => i.startsWith("client/shell/")), main.imports.join(", "));
  assert.deepEqual(
    importsOf("client/kit/ui/A.tsx", 'import { x } from "../../lib/api.ts";\nimport "react";'),
    [
      "client/lib/api.ts",
    ],
  );
  assert.deepEqual(importsOf("client/a/b.ts", 'const P = lazy(() => import("../shell/X.tsx"));'), [
    "client/shell/X.tsx",
  ]);
});

Deno.test("architecture: a route's registration is read to its closing parenthesis, strings stepped over", () => {
  const calls = registrations('app.get("/a(", (c) => { return f(")"); });\nconst x = 1;\napp.use(guard);');
  assert.deepEqual(calls, ['"/a(", (c) => { return f(")"); }', "guard"]);
});

Deno.test("architecture: what a file imports to run leaves types out", () => {
  const text = [
    'import type { Mail } from "../../../domain/demo/mail.ts";',
    'import { type Todo, type TodoLabel } from "../../../domain/demo/todo.ts";',
    'import { CHAT_PRESENCE, type ChatContact } from "../../../domain/demo/chat.ts";',
    'export { x } from "./x.ts";',
    'import { z } from "zod";',
  ].join("\n");
  assert.deepEqual(valueImportsOf("client/demo/a/b.tsx", text), [
    "domain/demo/chat.ts",
    "client/demo/a/x.ts",
    "zod",
  ]);
});

Deno.test("architecture: a client file's place is its folder", () => {
  assert.equal(clientPlace("client/kit/ui/Icon.tsx")?.name, "kit");
  assert.equal(clientPlace("client/demo/mail/MailPage.tsx")?.feature, "demo/mail");
  assert.equal(clientPlace("client/demo/mail/index.ts")?.index, true);
  assert.equal(clientPlace("client/backoffice/list/ListPage.tsx")?.feature, "backoffice");
  assert.equal(clientPlace("client/main.tsx")?.name, "entry");
  assert.equal(clientPlace("server/app.ts"), undefined);
});

Deno.test("architecture: each rule catches a deliberately broken file", () => {
  catches(
    "top-level",
    source("client/kit/ui/Broken.tsx", 'import { mailFixture } from "../../../fixtures/mail.ts";'),
  );
  catches("top-level", source("domain/broken.ts", 'import { createApp } from "../server/app.ts";'));
  catches(
    "one way to the address",
    source("client/demo/broken.tsx", 'import { useSearchParams } from "react-router";'),
  );
  catches("top-level", source("server/workflows/broken.ts", 'import { x } from "../../fixtures/mail.ts";'));
  catches("domain/ is pure", source("domain/broken.ts", "export const home = Deno.env.get('HOME');"));
  catches(
    "client layers",
    source("client/kit/ui/Broken.tsx", 'import { Layout } from "../../shell/layout/Layout.tsx";'),
  );
  catches("client layers", source("client/lib/broken.ts", 'import { user } from "../session/session.ts";'));
  catches("client layers", source("client/demo/mail/Broken.tsx", 'import { x } from "../todo/api.ts";'));
  catches(
    "client layers",
    source("client/shell/Broken.tsx", 'import { x } from "../backoffice/list/ListPage.tsx";'),
  );
  catches("one data layer", source("client/demo/mail/Broken.tsx", "const r = await fetch('/api/health');"));
  catches("one data layer", source("client/demo/mail/Broken.tsx", 'import { api } from "../../lib/api.ts";'));
  catches(
    "one data layer",
    source("client/demo/mail/broken.ts", 'import { useQuery } from "@tanstack/react-query";'),
  );
  catches(
    "zod classic stays out",
    source("client/demo/mail/Broken.tsx", 'import { mailSchema } from "../../../domain/demo/mail.ts";'),
  );
  catches("zod classic stays out", source("client/kit/broken.ts", 'import { z } from "zod";'));
  catches('one "today"', source("client/kit/broken.ts", 'const zone = "Africa/Johannesburg";'));
  catches("one date format", source("client/demo/mail/Broken.tsx", "d.toLocaleDateString(lang)"));
  catches("one date format", source("client/demo/mail/Broken.tsx", 'dayjs(time).format("D MMM YYYY")'));
  catches("one date format", source("client/kit/broken.ts", "new Intl.DateTimeFormat(lang).format(d)"));
  catches("one number format", source("client/demo/mail/Broken.tsx", "count.toLocaleString(locale)"));
  catches("one number format", source("client/kit/broken.ts", 'new Intl.NumberFormat("en-ZA").format(n)'));
  catches(
    "the back office owns",
    source("server/workflows/broken.ts", "db.all(`SELECT id FROM record WHERE x`)"),
  );
  catches(
    "the back office owns",
    source("server/workflows/broken.ts", 'db.run("DELETE FROM trigger_claim")'),
  );
  catches(
    "the back office owns",
    source("server/auth/broken.ts", 'db.get("SELECT bytes FROM content_chunk WHERE seq = 0")'),
  );
  catches("server areas", source("server/auth/broken.ts", 'import { x } from "../backoffice/index.ts";'));
  catches(
    "server areas",
    source("server/workflows/broken.ts", 'import { x } from "../backoffice/engine.ts";'),
  );
  catches("one input pipe", source("server/workflows/broken.ts", "const q = c.req.query();"));
  catches("one input pipe", source("server/backoffice/broken.ts", "store.put(c.req.raw.body, name)"));
  catches(
    "route handlers",
    source(
      "server/demo/broken.ts",
      'app.post("/x", async (c) => {\n  try {\n    await f(")");\n  } catch {}\n});',
    ),
  );
  catches("one job per file", source("client/kit/ui/Broken.tsx", "x\n".repeat(MAX_LINES + 1)));
});
