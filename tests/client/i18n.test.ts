import { deepStrictEqual } from "node:assert/strict";
import { ar } from "../../client/app/i18n/ar.ts";
import { en } from "../../client/app/i18n/en.ts";
import { tr } from "../../client/app/i18n/tr.ts";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap((
    [k, v],
  ) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

function emptyValues(obj: object): string[] {
  const at = (o: unknown, key: string): unknown => (o as Record<string, unknown>)[key];
  return keys(obj).filter((k) => !k.split(".").reduce(at, obj));
}

Deno.test("Turkish and Arabic translate every English key, none left empty", () => {
  deepStrictEqual(keys(tr), keys(en));
  deepStrictEqual(keys(ar), keys(en));
  deepStrictEqual([...emptyValues(en), ...emptyValues(tr), ...emptyValues(ar)], []);
});

Deno.test("every navigation label is translated (not copied from English) except proper names", () => {
  const same = (d: typeof en) =>
    (Object.keys(en.nav) as (keyof typeof en.nav)[]).filter((k) => d.nav[k] === en.nav[k]);
  deepStrictEqual(same(tr), ["cipc"]);
  deepStrictEqual(same(ar), ["cipc"]);
});
