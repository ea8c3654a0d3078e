/**
 * The rules of the house (design/ARCHITECTURE.md) as checks over the sources: each rule names the files that break
 * it and why. Pure functions of the sources, so each rule is also tested on made-up files that break it.
 */
import { dirname, join, normalize } from "node:path";
import type { Source } from "./sources.ts";

export type Violation = { rule: string; file: string; detail: string };
export type Rule = { name: string; check: (sources: readonly Source[]) => Violation[] };

const under = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);
const area = (path: string) => path.split("/")[0];

/** Every import of a source that `bad` finds fault with, as violations of `rule`. */
function badImports(
  rule: string,
  sources: readonly Source[],
  bad: (from: string, to: string) => string | undefined,
): Violation[] {
  return sources.flatMap((s) =>
    s.imports.flatMap((to) => {
      const why = bad(s.path, to);
      return why ? [{ rule, file: s.path, detail: `imports ${to}: ${why}` }] : [];
    })
  );
}

/** Every line of a source matching `pattern`, as violations of `rule`. */
function badLines(rule: string, source: Source, pattern: RegExp, why: string): Violation[] {
  return source.text.split("\n").flatMap((line, i) =>
    pattern.test(line) ? [{ rule, file: `${source.path}:${i + 1}`, detail: `${why}: ${line.trim()}` }] : []
  );
}

// ---- the top-level folders ----

const TOP_LEVEL: Record<string, readonly string[]> = {
  domain: ["domain"],
  fixtures: ["fixtures", "domain"],
  client: ["client", "domain"],
  server: ["server", "domain", "fixtures"],
  build: ["build", "client", "domain"],
};

const topLevel: Rule = {
  name: "top-level folders point one way: domain at the ground, the client imports no server or fixture file",
  check: (sources) =>
    badImports("top-level", sources, (from, to) => {
      const allowed = TOP_LEVEL[area(from)];
      if (allowed && !allowed.includes(area(to))) return `${area(from)}/ may not import ${area(to)}/`;
      if (area(to) === "fixtures" && area(from) === "server" && !under(from, "server/demo")) {
        return "only the mock layer (server/demo) reads fixtures";
      }
      return undefined;
    }),
};

const pureDomain: Rule = {
  name: "domain/ is pure: no Deno, no DOM",
  check: (sources) =>
    sources.filter((s) => area(s.path) === "domain").flatMap((s) =>
      badLines(
        "pure-domain",
        s,
        /\bDeno\.|\bdocument\.|\bwindow\.|\blocalStorage\b/,
        "runtime or DOM in domain/",
      )
    ),
};

// ---- the client's layers ----

type ClientPlace = { layer: number; name: string; feature?: string; index?: boolean };
const LAYERS = ["kit", "lib", "session", "feature", "shell", "entry"] as const;

/** Where a client file sits: its layer, and for a feature its name and whether the file is its index. */
export function clientPlace(path: string): ClientPlace | undefined {
  if (!under(path, "client")) return undefined;
  const parts = path.split("/");
  const top = parts[1];
  if (parts.length === 2) return { layer: LAYERS.indexOf("entry"), name: "entry" };
  if (top === "kit" || top === "lib" || top === "session" || top === "shell") {
    return { layer: LAYERS.indexOf(top), name: top };
  }
  // A demo app is a feature of its own (client/demo/<app>/); any other folder is one feature (client/<wing>/).
  const feature = top === "demo" && parts.length > 3 ? `demo/${parts[2]}` : top;
  const index = path === `client/${feature}/index.ts` || path === `client/${feature}/index.tsx`;
  return { layer: LAYERS.indexOf("feature"), name: "feature", feature, index };
}

const clientLayers: Rule = {
  name:
    "client layers point down: kit ← lib ← session ← features ← shell; features do not know each other; " +
    "the shell reaches a feature through its index",
  check: (sources) =>
    badImports("client-layers", sources, (from, to) => {
      const a = clientPlace(from);
      const b = clientPlace(to);
      if (!a || !b) return undefined;
      if (b.layer > a.layer) return `the ${a.name} layer may not import the ${b.name} layer above it`;
      if (a.feature && b.feature && a.feature !== b.feature) {
        return `feature ${a.feature} may not import feature ${b.feature}`;
      }
      if (!a.feature && b.feature && !b.index) {
        return `the ${a.name} reaches feature ${b.feature} only through client/${b.feature}/index.ts`;
      }
      return undefined;
    }),
};

// ---- one data layer ----

const TANSTACK = /from\s+["']@tanstack\/react-query["']/;
/** `import { api, … } from ".../lib/api.ts"`: the API call itself (ApiError and types are fine). */
const API_CALL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'][./]*(?:\.\.\/)*lib\/api\.ts["']/g;

const oneDataLayer: Rule = {
  name: "one data layer: only client/lib/data talks to TanStack Query; only client/lib/api.ts calls fetch; " +
    "no component calls the API",
  check: (sources) =>
    sources.filter((s) => under(s.path, "client")).flatMap((s) => {
      const found: Violation[] = [];
      if (!under(s.path, "client/lib/data")) {
        found.push(...badLines("one-data-layer", s, TANSTACK, "TanStack Query outside client/lib/data"));
      }
      if (s.path !== "client/lib/api.ts") {
        found.push(...badLines("one-data-layer", s, /(?<![.\w])fetch\(/, "fetch outside the API client"));
      }
      if (s.path.endsWith(".tsx")) {
        for (const m of s.text.matchAll(API_CALL_IMPORT)) {
          const names = m[1].split(",").map((n) => n.trim());
          if (names.includes("api")) {
            found.push({ rule: "one-data-layer", file: s.path, detail: "a component imports api()" });
          }
        }
      }
      return found;
    }),
};

// ---- zod classic stays out of the browser ----

/** `import … from "x"` and `export … from "x"`, with what they bring (a type-only one brings nothing to run). */
const IMPORT_STATEMENT = /^\s*(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']/gm;
const ONLY_TYPES = /^\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}$/;

/** What a text imports to run (types left out): project files as paths from the root, packages by name. */
export function valueImportsOf(path: string, text: string): string[] {
  return [...text.matchAll(IMPORT_STATEMENT)]
    .filter(([, , type, names]) => type === undefined && !ONLY_TYPES.test(names.trim()))
    .map(([, , , , spec]) => spec.startsWith(".") ? normalize(join(dirname(path), spec)) : spec);
}

const noZodInBrowser: Rule = {
  name: "zod classic stays out of the browser (~92 KB gzip): the client takes what imports it as types only",
  check: (sources) => {
    const valueImports = new Map(sources.map((s) => [s.path, valueImportsOf(s.path, s.text)]));
    // What brings zod classic along when it runs: zod itself, and any module importing one of those to run.
    const bringsZod = new Set(["zod"]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [path, imports] of valueImports) {
        if (!bringsZod.has(path) && imports.some((i) => bringsZod.has(i))) {
          bringsZod.add(path);
          grew = true;
        }
      }
    }
    return sources.filter((s) => under(s.path, "client")).flatMap((s) =>
      valueImports.get(s.path)!.filter((i) => bringsZod.has(i)).map((i) => ({
        rule: "no-zod-in-browser",
        file: s.path,
        detail:
          `imports ${i} to run, and with it zod: import its types only, or values from a zod-free module`,
      }))
    );
  },
};

// ---- one "today" ----

const oneToday: Rule = {
  name: 'one "today": the practice\'s zone is spelled only in domain/today.ts',
  check: (sources) =>
    sources.filter((s) => s.path !== "domain/today.ts").flatMap((s) =>
      badLines("one-today", s, /Africa\/Johannesburg/, "the practice's zone spelled outside domain/today.ts")
    ),
};

// ---- one date format, one number format ----

/** A rule that the client writes `what` for people only through `home`: `own` spells any other way. */
function onlyThrough(id: string, what: string, home: string, own: RegExp, why: string): Rule {
  return {
    name: `one ${what} format: the client writes ${what}s for people only through ${home}`,
    check: (sources) =>
      sources.filter((s) => under(s.path, "client") && s.path !== home).flatMap((s) =>
        badLines(id, s, own, `a ${what} formatted outside ${home} (${why})`)
      ),
  };
}

/** Dates written for people by other means than the one formatter: Intl's, or dayjs's month and day names. */
const oneDateFormat = onlyThrough(
  "one-date-format",
  "date",
  "client/kit/i18n/dates.ts",
  /toLocale(?:Date|Time)String\(|Intl\.DateTimeFormat|\.format\("[^"]*(?:MMM|ddd)/,
  "the practice's zone, the language's words",
);

/** Numbers written for people by other means than the one cache of formats. */
const oneNumberFormat = onlyThrough(
  "one-number-format",
  "number",
  "client/kit/i18n/numbers.ts",
  /\.toLocaleString\(|Intl\.NumberFormat/,
  "made again at every draw, or in another locale",
);

// ---- one way to change the address's query ----

const ADDRESS_PARAMS = "client/kit/routes/useAddressParams.ts";

const oneAddressQuery: Rule = {
  name: `one way to the address's query: only ${ADDRESS_PARAMS} uses the router's useSearchParams`,
  check: (sources) =>
    sources.filter((s) => under(s.path, "client") && s.path !== ADDRESS_PARAMS).flatMap((s) =>
      badLines(
        "one-address-query",
        s,
        /\buseSearchParams\b/,
        "the router's query setter, which builds on the drawn address and drops a change still being drawn",
      )
    ),
};

// ---- the server's areas ----

const BACKOFFICE_TABLES =
  /\b(?:FROM|JOIN|INTO|UPDATE)\s+record\b|\brecord_(?:ref|unique|counter|resource|tally|tally_delta|word|trigram)\b|\btrigger_claim\b|\b(?:FROM|JOIN|INTO|UPDATE)\s+content(?:_chunk|_upload)?\b/i;

const backofficeTables: Rule = {
  name:
    "the back office owns its tables (records, their indexes, documents' bytes): no SQL names them outside " +
    "server/backoffice and server/store",
  check: (sources) =>
    sources
      .filter((s) => !under(s.path, "server/backoffice") && !under(s.path, "server/store"))
      .flatMap((s) => badLines("backoffice-tables", s, BACKOFFICE_TABLES, "a back-office table named"))
      // Words in comments ("the record_ref index") are not SQL.
      .filter((v) => !/^\s*(\*|\/\/|\/\*)/.test(v.detail.slice(v.detail.indexOf(": ") + 2))),
};

/** What each server area may not import: the areas above it. */
const SERVER_ABOVE: Record<string, readonly string[]> = {
  "server/store": [
    "server/auth",
    "server/backoffice",
    "server/workflows",
    "server/demo",
    "server/middleware",
  ],
  "server/auth": ["server/backoffice", "server/workflows", "server/demo"],
  "server/backoffice": ["server/workflows", "server/demo"],
  "server/workflows": ["server/demo"],
  "server/demo": ["server/backoffice", "server/workflows"],
};

const serverAreas: Rule = {
  name: "server areas point one way (store ← auth ← back office ← workflows); others see the back office " +
    "through its index",
  check: (sources) =>
    badImports("server-areas", sources, (from, to) => {
      for (const [below, above] of Object.entries(SERVER_ABOVE)) {
        const hit = under(from, below) && above.find((a) => under(to, a));
        if (hit) return `${below} may not import ${hit}`;
      }
      if (
        under(to, "server/backoffice") && !under(from, "server/backoffice") &&
        to !== "server/backoffice/index.ts"
      ) {
        return "outside the back office, import server/backoffice/index.ts";
      }
      return undefined;
    }),
};

const RAW_INPUT =
  /\bc\.req\.(?:(?:query|queries|param|json|text|parseBody|formData|arrayBuffer|blob)\(|raw\.body\b)/;
/** The pipe's own modules: validate(), how it reads each target, and the list grammar's reading. */
const PIPE: ReadonlySet<string> = new Set([
  "server/middleware/validate.ts",
  "server/middleware/read-input.ts",
  "server/middleware/list-input.ts",
]);

const oneInputPipe: Rule = {
  name: "one input pipe: only validate() reads a request's input (the proxy forwards it raw)",
  check: (sources) =>
    sources
      .filter((s) => under(s.path, "server") && !PIPE.has(s.path) && s.path !== "server/proxy.ts")
      .flatMap((s) => badLines("one-input-pipe", s, RAW_INPUT, "input read outside validate()")),
};

/** A route's registration: `app.get("/path", …)`, `.post(…)`, `.use(…)`, up to its closing parenthesis. */
const REGISTRATION = /\.(?:get|post|put|patch|delete|all|on|use)\(/g;

/**
 * The text of each route registration call in a source (its handlers and middleware), found by matching the
 * call's brackets; strings, template literals and comments are stepped over.
 */
export function registrations(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(REGISTRATION)) {
    const start = match.index! + match[0].length;
    let depth = 1;
    let i = start;
    while (i < text.length && depth > 0) {
      const ch = text[i];
      if (ch === '"' || ch === "'" || ch === "`") {
        const quote = ch;
        for (i++; i < text.length && text[i] !== quote; i++) if (text[i] === "\\") i++;
      } else if (ch === "/" && text[i + 1] === "/") {
        while (i < text.length && text[i] !== "\n") i++;
      } else if (ch === "/" && text[i + 1] === "*") {
        i = text.indexOf("*/", i + 2) + 1 || text.length;
      } else if ("([{".includes(ch)) depth++;
      else if (")]}".includes(ch)) depth--;
      i++;
    }
    found.push(text.slice(start, i - 1));
  }
  return found;
}

const noTryInRoutes: Rule = {
  name: "route handlers hold no try/catch: errors are thrown and rendered once (app.onError)",
  check: (sources) =>
    sources.filter((s) => under(s.path, "server")).flatMap((s) =>
      registrations(s.text).filter((call) => /\btry\s*\{/.test(call)).map((call) => ({
        rule: "no-try-in-routes",
        file: s.path,
        detail: `a route's handler holds try/catch: ${call.slice(0, 60).replace(/\s+/g, " ")}…`,
      }))
    ),
};

// ---- one job per file ----

export const MAX_LINES = 450;
/** Lists of data, which grow with what they list: word catalogues, migrations, sample data, generators. */
const DATA_LISTS = [
  /(^|\/)messages\.ts$/,
  /\/messages\/[a-z]+\.ts$/,
  /^client\/kit\/i18n\/(en|tr|ar)\.ts$/,
  /^server\/store\/migrations\.ts$/,
  /^fixtures\//,
];

const fileSize: Rule = {
  name: `one job per file: no source file over ${MAX_LINES} lines but lists of data`,
  check: (sources) =>
    sources
      .filter((s) => !DATA_LISTS.some((p) => p.test(s.path)))
      .map((s) => ({ s, lines: s.text.split("\n").length - (s.text.endsWith("\n") ? 1 : 0) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ s, lines }) => ({ rule: "file-size", file: s.path, detail: `${lines} lines` })),
};

export const RULES: readonly Rule[] = [
  topLevel,
  pureDomain,
  clientLayers,
  oneDataLayer,
  noZodInBrowser,
  oneToday,
  oneDateFormat,
  oneNumberFormat,
  oneAddressQuery,
  backofficeTables,
  serverAreas,
  oneInputPipe,
  noTryInRoutes,
  fileSize,
];
