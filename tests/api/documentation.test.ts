import { deepStrictEqual, ok } from "node:assert/strict";
import { configSchema } from "../../server/config.ts";

const read = (path: string) => Deno.readTextFile(new URL(`../../${path}`, import.meta.url));

/** The variables a Markdown configuration table names (its first column). */
function tableVariables(markdown: string, heading: string): string[] {
  const section = markdown.split(/\n## /).find((s) => s.startsWith(heading)) ?? "";
  return section.split("\n").filter((l) => l.startsWith("| `")).flatMap((l) =>
    [...l.split("|")[1].matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])
  );
}

Deno.test("the README and the documentation name every configuration variable the server reads", async () => {
  const variables = Object.keys(configSchema.shape).sort();
  const readme = tableVariables(await read("README.md"), "Configuration");
  const docs = tableVariables(await read("docs/getting-started.md"), "Configuration");
  deepStrictEqual([...new Set(docs)].sort(), variables, "docs/getting-started.md");
  deepStrictEqual(variables.filter((v) => !readme.includes(v)), [], "missing from the README");
});

Deno.test("the README's two commands are the documentation's", async () => {
  const readme = await read("README.md");
  const docs = await read("docs/getting-started.md");
  for (const command of ["npx --yes deno@2 task start", "npx --yes deno@2 task test"]) {
    ok(readme.includes(command), `README: ${command}`);
    ok(docs.includes(command), `docs: ${command}`);
  }
});

Deno.test("links between documentation pages point at pages that exist", async () => {
  const names = new Set<string>();
  for await (const e of Deno.readDir(new URL("../../docs/", import.meta.url))) {
    if (e.name.endsWith(".md")) names.add(e.name);
  }
  for (const name of names) {
    for (const [, target] of (await read(`docs/${name}`)).matchAll(/\]\(([a-z0-9-]+\.md)(#[^)]*)?\)/g)) {
      ok(names.has(target), `${name} links to ${target}`);
    }
  }
});
