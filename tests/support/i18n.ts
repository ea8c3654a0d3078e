import { deepStrictEqual } from "node:assert/strict";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]
  ).sort();
}

function emptyKeys(obj: object): string[] {
  const at = (o: unknown, key: string): unknown => (o as Record<string, unknown>)[key];
  return keys(obj).filter((k) => !k.split(".").reduce(at, obj));
}

/** A feature dictionary ({ en, tr, ar }) has the same keys in every language and no empty value. */
export function assertTranslated(messages: { en: object; tr: object; ar: object }) {
  deepStrictEqual(keys(messages.tr), keys(messages.en), "Turkish keys differ from English");
  deepStrictEqual(keys(messages.ar), keys(messages.en), "Arabic keys differ from English");
  deepStrictEqual(
    [...emptyKeys(messages.en), ...emptyKeys(messages.tr), ...emptyKeys(messages.ar)],
    [],
    "empty translations",
  );
}
