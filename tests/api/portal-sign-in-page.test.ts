/**
 * The client portal's sign-in served with its form in the HTML (issue 37: its first paint within the staff
 * sign-in's budget), as the build writes it and the server fills it in: in the language the page will speak (the
 * person's choice, else the browser's), with the practice's name and logo, and only at `/portal` itself.
 */
import assert from "node:assert/strict";
import { join, resolve } from "node:path";
import { writePortalPage } from "../../build/portal.ts";
import { readPracticeLogo } from "../../server/practice-logo.ts";
import { loadStaticFiles, type PageSettings } from "../../server/static.ts";
import { testApp } from "../support/app.ts";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>';

/** The portal's pages as the build writes them (its real template and sign-in), loaded as the server loads them. */
async function served(settings: Omit<PageSettings, "practiceTimeZone" | "demoApps">) {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(join(dir, "build"));
    await Deno.writeTextFile(join(dir, "build/index.html"), "<html><head></head><body>the app</body></html>");
    const bundle = {
      script: "portal-AAAAAAAA.js",
      first: ["portal-AAAAAAAA.js", "chunks/portal-x-BBBBBBBB.js"],
    };
    await writePortalPage(resolve("."), join(dir, "build"), bundle, "portal-CCCCCCCC.css");
    const files = await loadStaticFiles(dir, {
      practiceTimeZone: "Africa/Johannesburg",
      demoApps: false,
      ...settings,
    });
    return await testApp({}, { files });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const page = async (res: Response) => ({ html: await res.text(), vary: res.headers.get("vary") ?? "" });

Deno.test("/portal is served with its sign-in form in the HTML, in the page's language, the practice's name in it", async () => {
  const logoDir = await Deno.makeTempDir();
  await Deno.writeTextFile(join(logoDir, "logo.svg"), SVG);
  const { app, store } = await served({
    practiceName: 'Naidoo & "Sons" <Tax>',
    practiceLogo: await readPracticeLogo(join(logoDir, "logo.svg")),
  });
  try {
    const english = await page(await app.request("/portal"));
    assert.match(english.html, /<html lang="en" dir="ltr">/);
    assert.match(
      english.html,
      /<div id="shell">.*data-testid="portal-email".*<\/div><div id="root" hidden><\/div>/s,
    );
    assert.match(english.html, /<h1[^>]*>Sign in to Naidoo &amp; &quot;Sons&quot; &lt;Tax&gt;<\/h1>/);
    assert.match(english.html, /<title>Naidoo &amp; &quot;Sons&quot; &lt;Tax&gt; · Client portal<\/title>/);
    assert.match(english.html, /<img src="\/practice-logo\.svg" alt=""/);
    assert.ok(!/practice-(name|logo)-->|practice-logo\.mark/.test(english.html), "no stand-in is left");
    assert.ok(!english.html.includes("modulepreload"), "nothing is fetched ahead of the form's first paint");
    assert.match(english.vary, /Cookie/);
    assert.match(english.vary, /Accept-Language/);

    const arabic = await page(
      await app.request("/portal", { headers: { "accept-language": "ar-SA,ar;q=0.9" } }),
    );
    assert.match(arabic.html, /<html lang="ar" dir="rtl">/);
    assert.match(arabic.html, /تسجيل الدخول إلى Naidoo &amp;/);
    assert.match(arabic.html, /<title>Naidoo &amp; &quot;Sons&quot; &lt;Tax&gt; · بوابة العملاء<\/title>/);

    const chosen = await app.request("/portal", {
      headers: { "accept-language": "ar", cookie: "ledgerdesk.language=tr" },
    });
    assert.match(await chosen.text(), /<html lang="tr" dir="ltr">/, "the person's choice over the browser's");

    const kept = { headers: { cookie: "ledgerdesk.portal-session=1" } };
    const plainOf = async (path: string, init?: RequestInit) => await (await app.request(path, init)).text();
    const cases: Array<[string, RequestInit | undefined]> = [
      ["/portal/accept?token=abc", undefined],
      ["/portal/link?token=abc", undefined],
      ["/portal/anything", undefined],
      ["/portal", kept],
    ];
    for (const [path, init] of cases) {
      const plain = await plainOf(path, init);
      assert.ok(
        !plain.includes('id="shell"'),
        `${path}: no sign-in shows where it is not what the page shows`,
      );
      assert.match(plain, /<div id="root"><\/div>/, path);
      assert.match(plain, /modulepreload/, path);
    }
    assert.match((await app.request("/portal", kept)).headers.get("vary") ?? "", /Cookie/);
  } finally {
    await store!.close();
    await Deno.remove(logoDir, { recursive: true });
  }
});

Deno.test("without PRACTICE_NAME and PRACTICE_LOGO, the served sign-in names the portal in its language and shows no image", async () => {
  const { app, store } = await served({});
  try {
    const turkish = await (await app.request("/portal", { headers: { cookie: "ledgerdesk.language=tr" } }))
      .text();
    assert.match(turkish, /<span class="font-bold text-lg">Müşteri portalı<\/span>/);
    assert.match(turkish, /<title>Müşteri portalı<\/title>/, "the title in the page's language");
    assert.ok(!turkish.includes("<img"), "no logo");
    assert.ok(!turkish.includes('rel="preload" as="image"'), "nor its preload");
    assert.ok(!/practice-(name|logo)-->|practice-logo\.mark/.test(turkish), "no stand-in is left");
  } finally {
    await store!.close();
  }
});
