/**
 * The practice's logo (PRACTICE_LOGO, issue 37): a PNG, SVG or JPEG file checked at start by its name, its first
 * bytes and its size (a bad one stops the server with one line naming the variable), served publicly with an
 * ETag and an hour's caching, and named in the pages so the portal shows it beside the practice's name.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { ConfigError, parseConfig } from "../../server/config.ts";
import { PRACTICE_LOGO_MAX_BYTES, readPracticeLogo } from "../../server/practice-logo.ts";
import { loadStaticFiles } from "../../server/static.ts";

const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  0x49,
  0x48,
  0x44,
  0x52,
]);
const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>';

async function folder(files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = await Deno.makeTempDir();
  for (const [name, body] of Object.entries(files)) {
    await Deno.mkdir(join(dir, name, ".."), { recursive: true });
    if (typeof body === "string") await Deno.writeTextFile(join(dir, name), body);
    else await Deno.writeFile(join(dir, name), body);
  }
  return dir;
}

Deno.test("a PNG, SVG or JPEG logo is read; any other file is refused naming PRACTICE_LOGO and why", async () => {
  const dir = await folder({
    "logo.png": PNG,
    "logo.svg": SVG,
    "logo.jpeg": new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    "fake.png": "<html>not a picture</html>",
    "photo.jpg": new Uint8Array(PRACTICE_LOGO_MAX_BYTES + 1).fill(0xff),
  });
  try {
    assert.equal((await readPracticeLogo(join(dir, "logo.png"))).ext, "png");
    assert.equal((await readPracticeLogo(join(dir, "logo.svg"))).ext, "svg");
    assert.equal((await readPracticeLogo(join(dir, "logo.jpeg"))).ext, "jpg");
    const refused = async (path: string, why: RegExp) => {
      const error = await readPracticeLogo(path).then(() => null, (e) => e);
      assert.ok(error instanceof ConfigError, path);
      assert.match(error.message, /^Invalid configuration: PRACTICE_LOGO /);
      assert.match(error.message, why);
    };
    await refused(join(dir, "missing.png"), /cannot be read/);
    await refused(join(dir, "fake.png"), /is not a PNG file/);
    await refused(join(dir, "photo.jpg"), /at most 512 KB/);
    assert.throws(
      () => parseConfig({ PRACTICE_LOGO: "/srv/logo.gif" }),
      /^Error: Invalid configuration: PRACTICE_LOGO must be the path of a \.png, \.svg, \.jpg or \.jpeg file/,
    );
    assert.equal(parseConfig({ PRACTICE_LOGO: "/srv/Logo.PNG" }).PRACTICE_LOGO, "/srv/Logo.PNG");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the logo is served at its public address with caching, and the portal's page names it", async () => {
  const dir = await folder({ "build/portal.html": "<html><head></head><body></body></html>" });
  const logoDir = await folder({ "logo.svg": SVG });
  try {
    const practiceLogo = await readPracticeLogo(join(logoDir, "logo.svg"));
    const files = await loadStaticFiles(dir, {
      practiceTimeZone: "Africa/Johannesburg",
      demoApps: false,
      practiceName: "Naidoo & Sons",
      practiceLogo,
    });
    const logo = files.get("/practice-logo.svg");
    assert.ok(logo, "served at /practice-logo.svg");
    assert.equal(new TextDecoder().decode(logo.body), SVG);
    assert.equal(logo.type, "image/svg+xml");
    assert.equal(logo.cacheControl, "public, max-age=3600");
    assert.ok(logo.etag);
    const page = new TextDecoder().decode(files.get("/portal.html")!.body);
    assert.match(page, /<meta name="practice-logo" content="\/practice-logo\.svg">/);

    const none = await loadStaticFiles(dir, { practiceTimeZone: "Africa/Johannesburg", demoApps: false });
    assert.ok(![...none.keys()].some((k) => k.startsWith("/practice-logo")), "without it, no logo");
    assert.ok(!new TextDecoder().decode(none.get("/portal.html")!.body).includes("practice-logo"));
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(logoDir, { recursive: true });
  }
});

Deno.test({
  name: "server/main.ts refuses a missing logo with one line naming PRACTICE_LOGO and exits 1",
  sanitizeResources: false,
  async fn() {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "server/main.ts"],
      env: { PRACTICE_LOGO: "/nonexistent/logo.png" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(out.code, 1);
    const stderr = new TextDecoder().decode(out.stderr).trim();
    assert.match(stderr, /^Invalid configuration: PRACTICE_LOGO cannot be read \(\/nonexistent\/logo\.png\)/);
    assert.equal(stderr.split("\n").length, 1);
  },
});
