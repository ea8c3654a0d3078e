import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { join, relative } from "node:path";
import type { Context, Env, Hono } from "hono";
import { ASSET_SECURITY_HEADERS, SECURITY_HEADERS } from "./middleware/security-headers.ts";
import {
  inLanguage,
  PAGE_LANGUAGES,
  pageLanguage,
  pageTheme,
  PORTAL_SIGN_IN,
  portalLanguage,
  portalSessionHere,
  PRACTICE_LOGO_AROUND,
  PRACTICE_LOGO_MARK,
  PRACTICE_NAME_AROUND,
  PRERENDERED,
} from "../domain/prerendered.ts";
import { PORTAL_PAGE, portalPageTitle } from "../domain/portal.ts";
import { type PracticeLogo, practiceLogoPath } from "./practice-logo.ts";

/** The client portal's own page (build/portal.ts), served at PORTAL_PAGE and every address below it. */
const PORTAL_HTML = "/portal.html";

/** A file held in memory with its compressed forms, computed once at start-up. */
type Bytes = Uint8Array<ArrayBuffer>;

export type StaticFile = {
  body: Bytes;
  br?: Bytes;
  gzip?: Bytes;
  type: string;
  etag: string;
  cacheControl: string;
  /** One finished response per encoding, cloned per request: cloning skips re-validating every header. */
  prebuilt: { identity: Response; br?: Response; gzip?: Response };
};

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
  txt: "text/plain; charset=utf-8",
  webmanifest: "application/manifest+json",
};
const COMPRESSIBLE = new Set(["html", "js", "css", "json", "map", "svg", "txt", "webmanifest", "ico"]);
const IMMUTABLE = "public, max-age=31536000, immutable";
const HASHED = /-[A-Z0-9]{8,}\.\w+$/;

async function digest(bytes: Bytes): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-1", bytes));
  return `"${Array.from(hash.slice(0, 10), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/**
 * The page and plain files carry the document security headers. A hashed asset is a subresource that never
 * changes: document policies mean nothing on it and it is never revalidated, so it carries only what protects a
 * script or style (nosniff, same-origin) — fewer headers to send on the hottest path.
 */
function prebuild(
  file: Omit<StaticFile, "prebuilt">,
  immutable: boolean,
  vary: string,
): StaticFile["prebuilt"] {
  const security: [string, string][] = immutable ? ASSET_SECURITY_HEADERS : SECURITY_HEADERS;
  const make = (body: Bytes, encoding?: string) => {
    const headers = new Headers([
      ...security,
      ["Content-Type", file.type],
      ["Cache-Control", file.cacheControl],
      ...(immutable ? [] : [["ETag", file.etag] as [string, string]]),
      ["Vary", vary],
      ["Content-Length", String(body.length)],
    ]);
    if (encoding) headers.set("Content-Encoding", encoding);
    return new Response(body, { headers });
  };
  return {
    identity: make(file.body),
    br: file.br && make(file.br, "br"),
    gzip: file.gzip && make(file.gzip, "gzip"),
  };
}

async function makeFile(urlPath: string, body: Bytes, vary = "Accept-Encoding"): Promise<StaticFile> {
  const ext = urlPath.slice(urlPath.lastIndexOf(".") + 1).toLowerCase();
  const compress = COMPRESSIBLE.has(ext) && body.length > 256;
  // Source maps are large and rarely fetched: compress them quickly rather than tightly.
  const quality = ext === "map" ? 4 : 11;
  const immutable = urlPath.startsWith("/build/") && HASHED.test(urlPath);
  const file = {
    body,
    br: compress
      ? new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }))
      : undefined,
    gzip: compress ? new Uint8Array(gzipSync(body, { level: ext === "map" ? 4 : 9 })) : undefined,
    type: TYPES[ext] ?? "application/octet-stream",
    etag: await digest(body),
    // A page names the hashed build files of the build it came with: it must be asked for again each time.
    cacheControl: ext === "html" ? "no-cache" : immutable ? IMMUTABLE : "public, max-age=3600",
  };
  return { ...file, prebuilt: prebuild(file, immutable, vary) };
}

async function walk(dir: string, root: string, out: Map<string, Bytes>) {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) await walk(path, root, out);
    else if (entry.isFile) {
      out.set("/" + relative(root, path).replaceAll("\\", "/"), await Deno.readFile(path));
    }
  }
}

/** What the server tells the page once, in index.html (the client reads it before it renders). */
export type PageSettings = {
  practiceTimeZone: string;
  demoApps: boolean;
  /** Whether "Sign in with Google" can work here: set up, or left to the practice's backend (proxy mode). */
  googleSignIn?: boolean;
  comingSoonAt?: string;
  /** PRACTICE_NAME, which the client portal's page shows its clients. */
  practiceName?: string;
  /** PRACTICE_LOGO, shown beside the name: served at practiceLogoPath, its address in the pages. */
  practiceLogo?: PracticeLogo;
};

const attribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * index.html with the page settings as meta tags, prebuilt once so no request pays for them: the practice's time
 * zone, whether the demo apps are offered (DEMO_APPS), so their menu and routes are absent when they are off, and
 * the launch the coming-soon page counts down to (COMING_SOON_AT, already checked as an ISO date-time).
 */
export function withPageSettings(html: Bytes, settings: PageSettings): Bytes {
  const text = new TextDecoder().decode(html);
  const zone = settings.practiceTimeZone.replace(/[^A-Za-z0-9_+\-/]/g, "");
  const meta = `<meta name="practice-time-zone" content="${zone}">` +
    `<meta name="demo-apps" content="${settings.demoApps ? "on" : "off"}">` +
    `<meta name="google-sign-in" content="${settings.googleSignIn ? "on" : "off"}">` +
    (settings.comingSoonAt
      ? `<meta name="coming-soon-at" content="${settings.comingSoonAt.replace(/[^0-9TZ:+.\-]/g, "")}">`
      : "") +
    (settings.practiceName
      ? `<meta name="practice-name" content="${attribute(settings.practiceName)}">`
      : "") +
    (settings.practiceLogo
      ? `<meta name="practice-logo" content="${practiceLogoPath(settings.practiceLogo)}">`
      : "");
  return new TextEncoder().encode(text.replace("</head>", `${meta}</head>`));
}

const between = ([open, close]: readonly [string, string]) => new RegExp(`${open}([\\s\\S]*?)${close}`, "g");

/**
 * The portal's served sign-in with the practice's name (PRACTICE_NAME; else the portal's title the build left in
 * the page's language) and its logo (PRACTICE_LOGO; else none) where the build left their stand-ins, and the name
 * in the page's title.
 */
export function withPractice(html: Bytes, settings: PageSettings | undefined): Bytes {
  const { practiceName, practiceLogo } = settings ?? {};
  const text = new TextDecoder().decode(html)
    .replace(between(PRACTICE_NAME_AROUND), (_, title) => practiceName ? attribute(practiceName) : title)
    .replace(
      between(PRACTICE_LOGO_AROUND),
      (_, tag: string) =>
        practiceLogo ? tag.replaceAll(PRACTICE_LOGO_MARK, practiceLogoPath(practiceLogo)) : "",
    )
    .replace(
      /<title>([^<]*)<\/title>/,
      (_, title: string) =>
        `<title>${portalPageTitle(title, practiceName && attribute(practiceName))}</title>`,
    );
  return new TextEncoder().encode(text);
}

/** The portal's served sign-in in each language (domain/prerendered.ts). */
const PORTAL_SIGN_INS = PAGE_LANGUAGES.map((l) => inLanguage(PORTAL_SIGN_IN, l.id));
/** Which of them (or the plain page) a request gets depends on its cookies and its languages, and its encodings. */
const PORTAL_SIGN_IN_VARY = "Accept-Encoding, Cookie, Accept-Language";

/**
 * Loads static/ into memory. The built pages under static/build/ are served from the root (/index.html, and the
 * prerendered /login.html and /register.html), with the page settings in them. Source maps (`.map`), which hold
 * the client's original sources, are left out unless `sourceMaps` (SOURCE_MAPS) asks for them, whatever the
 * build wrote: a build made for development and then served in production publishes none.
 */
export async function loadStaticFiles(
  dir: string,
  page?: PageSettings,
  { sourceMaps = false }: { sourceMaps?: boolean } = {},
): Promise<Map<string, StaticFile>> {
  const raw = new Map<string, Bytes>();
  try {
    await walk(dir, dir, raw);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
  if (!sourceMaps) { for (const path of raw.keys()) if (path.endsWith(".map")) raw.delete(path); }
  // The built pages (static/build/index.html and the prerendered ones) are served from the root, with the page
  // settings in them; the unbuilt template static/index.html is not served.
  raw.delete("/index.html");
  // The logo is served as the static files are: an ETag, and kept an hour by browsers and proxies.
  if (page?.practiceLogo) raw.set(practiceLogoPath(page.practiceLogo), page.practiceLogo.body);
  const prerendered = Object.values(PRERENDERED).flatMap((file) =>
    PAGE_LANGUAGES.map((l) => inLanguage(file, l.id))
  );
  for (const name of ["/index.html", PORTAL_HTML, ...prerendered, ...PORTAL_SIGN_INS]) {
    const built = raw.get(`/build${name}`);
    raw.delete(`/build${name}`);
    if (built) raw.set(name, page ? withPageSettings(built, page) : built);
  }
  for (const name of PORTAL_SIGN_INS) {
    const built = raw.get(name);
    if (built) raw.set(name, withPractice(built, page));
  }
  const files = new Map<string, StaticFile>();
  for (const [path, body] of raw) {
    // `/portal` answers with one of them or with the plain page: each says what it was chosen by.
    const atPortal = path === PORTAL_HTML || PORTAL_SIGN_INS.includes(path);
    files.set(path, await makeFile(path, body, atPortal ? PORTAL_SIGN_IN_VARY : undefined));
  }
  return files;
}

/** Builds an in-memory file set from literal contents (tests, and the page shown before a build). */
export async function staticFilesFrom(entries: Record<string, string>): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const [path, text] of Object.entries(entries)) {
    files.set(path, await makeFile(path, new TextEncoder().encode(text)));
  }
  return files;
}

/** The best stored encoding the client accepts (`accepted`: its Accept-Encoding header). */
export function pickEncoding(accepted: string, file: StaticFile): "br" | "gzip" | undefined {
  if (file.br && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

function respond(c: Context, file: StaticFile): Response {
  const encoding = pickEncoding(c.req.raw.headers.get("accept-encoding") ?? "", file);
  const prebuilt = file.prebuilt[encoding ?? "identity"]!;
  if (c.req.raw.headers.get("if-none-match") === file.etag || c.req.method === "HEAD") {
    const headers = new Headers(prebuilt.headers);
    const notModified = c.req.method !== "HEAD";
    if (notModified) headers.delete("Content-Length");
    return new Response(null, { status: notModified ? 304 : 200, headers });
  }
  return prebuilt.clone();
}

/** A hashed build file: never changes, so it has no validators and is answered the same way every time. */
export function isImmutable(file: StaticFile): boolean {
  return file.cacheControl === IMMUTABLE;
}

/**
 * A prerendered page in the language and theme the app will show it in (domain/prerendered.ts: the cookies the
 * client keeps), so that nothing changes when the app takes over. Each file in each theme is made once, on first
 * asking: at most pages × languages × themes of them.
 */
function themedPages(files: Map<string, StaticFile>) {
  const made = new Map<string, Promise<StaticFile>>();
  return (page: string, cookies: string | undefined): Promise<StaticFile> | undefined => {
    const file = inLanguage(page, pageLanguage(cookies));
    const built = files.get(file) ?? files.get(page);
    if (!built) return undefined;
    const theme = pageTheme(cookies);
    const key = `${file} ${theme}`;
    if (!made.has(key)) {
      const html = new TextDecoder().decode(built.body).replace("<html ", `<html data-theme="${theme}" `);
      made.set(key, makeFile(file, new TextEncoder().encode(html), "Accept-Encoding, Cookie"));
    }
    return made.get(key);
  };
}

/**
 * Serves the files, then falls back to the page for every other non-API GET: the prerendered page of its address
 * when it has one (domain/prerendered.ts), in the person's language and theme; at `/portal`, the portal's served
 * sign-in in its language, and below it the portal's page; index.html otherwise.
 */
export function serveStatic<E extends Env>(app: Hono<E>, files: Map<string, StaticFile>) {
  const themed = themedPages(files);
  app.on(["GET", "HEAD"], "*", async (c) => {
    const file = files.get(c.req.path);
    if (file && c.req.path !== "/index.html") return respond(c, file);
    // A missing build asset must not be answered with the page: the browser would run HTML as a script.
    if (c.req.path.startsWith("/build/")) return c.text("Not found", 404);
    const index = files.get("/index.html");
    if (!index) return c.text("The client has not been built yet: run `deno task build`.", 503);
    const portal = files.get(PORTAL_HTML);
    if (portal && c.req.path === PORTAL_PAGE) {
      // Someone who keeps a session here sees the home, not the sign-in: the plain page, its scripts preloaded.
      const cookies = c.req.header("cookie");
      if (portalSessionHere(cookies)) return respond(c, portal);
      const language = portalLanguage(cookies, c.req.header("accept-language"));
      return respond(c, files.get(inLanguage(PORTAL_SIGN_IN, language)) ?? portal);
    }
    if (portal && c.req.path.startsWith(`${PORTAL_PAGE}/`)) return respond(c, portal);
    const page = Object.hasOwn(PRERENDERED, c.req.path)
      ? await themed(PRERENDERED[c.req.path], c.req.header("cookie"))
      : undefined;
    return respond(c, page ?? index);
  });
}
