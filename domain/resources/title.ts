/**
 * How records are named for people (ResourceDef.title), the same on the server (titles in answers, pickers and
 * 409 messages) and in the client (page titles in the user's language).
 */
import type { Field, ResourceDef } from "./types.ts";

/**
 * The ids of a refs value whose titles an answer brings along (`_refTitles`), and that a page shows at first; the
 * others are named when shown. A trigger run's log lists every return it made: titling 80,000 of them took every
 * view of the run, and the Tax Dashboard, nearly 3 s and 10 MB.
 */
export const REFS_TITLED = 20;

/** The parts that are not blank, joined with `separator`. */
export function joined(separator: string, ...parts: string[]): string {
  return parts.filter((p) => p !== "").join(separator);
}

/** "What (whose)": "Tender (ACC0001 — Karoo Bricks)"; whichever of the two is there when one is blank. */
export function withContext(what: string, whose: string): string {
  return what !== "" && whose !== "" ? `${what} (${whose})` : what || whose;
}

/** How the texts of a record's titleFields read as its name; "" when they are all blank. */
export function formatTitle(def: ResourceDef, text: Readonly<Record<string, string>>): string {
  if (def.title) return def.title(text).trim();
  return joined(" · ", ...def.titleFields.map((name) => text[name] ?? ""));
}

/** How one side (server or client) words what a title is made of. */
export type TitleWords = {
  /** The title of record `id` of resource `to`. */
  ref(to: string, id: string): string;
  /** An enum option of `field` in words. */
  option(field: Field, value: string): string;
};

const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : typeof value === "string" && value !== ""
    ? [value]
    : [];

/** The text one title field stands for: refs by their titles, options in words, blank as "". */
function textOf(field: Field, value: unknown, words: TitleWords): string {
  if (value === null || value === undefined) return "";
  switch (field.kind) {
    case "ref":
    case "refs":
      return idsOf(value).map((id) => words.ref(field.to, id)).join(", ");
    case "enum":
      return typeof value === "string" && value !== "" ? words.option(field, value) : "";
    case "enums":
      return Array.isArray(value) ? value.map((v) => words.option(field, String(v))).join(", ") : "";
    case "object":
    case "items":
      return "";
    default:
      return String(value);
  }
}

/** A record's name from its data ("" when every title field is blank: callers fall back to its id). */
export function recordTitle(
  def: ResourceDef,
  data: Readonly<Record<string, unknown>>,
  words: TitleWords,
): string {
  const text: Record<string, string> = {};
  for (const name of def.titleFields) {
    const field = def.fields.find((f) => f.name === name);
    text[name] = field ? textOf(field, data[name], words) : "";
  }
  return formatTitle(def, text);
}
