import rosetta from "rosetta";
import { signal } from "@preact/signals-react";
import { LANGUAGE_COOKIE } from "../../../domain/prerendered.ts";
import { keepCookie } from "../prerendered.ts";

/**
 * The words' machinery, without the shell's dictionaries (index.ts adds them): a page of its own that is not the
 * shell's (the client portal) speaks through it with its own words alone.
 */

export const LANGUAGES = [
  { id: "en", title: "English", flag: "GB", dir: "ltr" },
  { id: "tr", title: "Türkçe", flag: "TR", dir: "ltr" },
  { id: "ar", title: "العربية", flag: "SA", dir: "rtl" },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]["id"];

const STORAGE_KEY = "ledgerdesk.language";
type Table = Record<string, unknown>;
const i18n = rosetta<Table>({ en: {} });

/** How a language beyond English loads its words. */
export type LaterWords = Partial<Record<Exclude<LanguageId, "en">, () => Promise<Table>>>;

/** Words of the languages beyond English, loaded when a person chooses one: the shell's (index.ts), features'. */
const LATER: LaterWords[] = [];
const loaded = new Set<LanguageId>(["en"]);
const loading = new Set<LanguageId>();
/** Words of a language already chosen that a feature brought later, on their way. */
const pending = new Set<Promise<void>>();
/** Moves when words arrive after a screen showed, so that it says them (t reads it). */
const arrived = signal(0);

/**
 * Adds English words at once and the other languages' as they are chosen: English is the first page's, and every
 * key's fallback. A chunk's words (a feature's, loaded with its screens) added while another language is on load
 * that language's at once: wordsReady resolves when they are in.
 */
export function provideWords(en: Table, later: LaterWords) {
  merge("en", en);
  LATER.push(later);
  for (const id of [...loaded, ...loading]) {
    const words = id === "en" ? undefined : later[id];
    if (!words) continue;
    const load: Promise<void> = words().then(
      (table) => {
        merge(id, table);
        arrived.value++;
      },
      // Offline: the English words stand in, as for a key no dictionary has.
      () => {},
    ).finally(() => pending.delete(load));
    pending.add(load);
  }
}

/** Resolves when the words of the languages chosen that chunks loaded so far brought are in; never rejects. */
export async function wordsReady(): Promise<void> {
  await Promise.all(pending);
}

/** Loads a language's words (the shell's and every feature's added so far), once; resolves when `t` speaks it. */
export async function loadLanguage(id: LanguageId): Promise<void> {
  if (loaded.has(id) || id === "en") return;
  loading.add(id);
  try {
    const tables = await Promise.all(LATER.map((later) => later[id]?.()));
    for (const table of tables) if (table) merge(id, table);
    loaded.add(id);
  } finally {
    loading.delete(id);
  }
  await wordsReady();
}

export const language = signal<LanguageId>("en");

function isLanguage(v: unknown): v is LanguageId {
  return LANGUAGES.some((l) => l.id === v);
}

/** Translates a dotted key in the current language; reading it subscribes the component to language changes. */
export function t(key: string, params?: Record<string, string | number>): string {
  void arrived.value;
  i18n.locale(language.value);
  return i18n.t(key, params) || i18n.t(key, params, "en") || key;
}

/**
 * Switches the language and the page direction (Arabic is right to left), and remembers the choice, once its
 * words are in: the page never shows a mix. A language whose words cannot be loaded (offline) is not switched to.
 */
export async function setLanguage(id: LanguageId): Promise<void> {
  const lang = LANGUAGES.find((l) => l.id === id)!;
  try {
    await loadLanguage(id);
  } catch {
    return;
  }
  language.value = id;
  document.documentElement.lang = id;
  document.documentElement.dir = lang.dir;
  localStorage.setItem(STORAGE_KEY, id);
  // The server reads it to serve a prerendered page (sign-in) in this language before any script runs.
  keepCookie(LANGUAGE_COOKIE, id);
}

/**
 * The remembered language, else the first of the browser's languages the app speaks, else English: what a page
 * opened from a mail (a document request's link) first speaks to someone who never chose.
 */
export function preferredLanguage(): LanguageId {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.languages.map((l) => l.slice(0, 2).toLowerCase()).find(isLanguage) ?? "en";
}

/** Restores the remembered language (English by default); resolves when its words are in. */
export function initLanguage(): Promise<void> {
  const stored = localStorage.getItem(STORAGE_KEY);
  return setLanguage(isLanguage(stored) ? stored : "en");
}

/** A feature's own words in the three languages, under top-level keys of its own (e.g. `workflows`). */
export type FeatureMessages = Record<LanguageId, Record<string, unknown>>;

const isTable = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Adds a table of words to a language: a namespace that exists keeps its keys and takes the new ones. */
function merge(id: LanguageId, table: Record<string, unknown>) {
  const known = i18n.table(id) as Record<string, unknown> | undefined;
  const added = Object.fromEntries(
    Object.entries(table).map(([space, words]) => {
      const before = known?.[space];
      return [space, isTable(before) && isTable(words) ? { ...before, ...words } : words];
    }),
  );
  i18n.set(id, added);
}

/**
 * Screens in lazily loaded chunks bring their own words: the module holding them calls this when its chunk loads,
 * so the first page carries only the shell's dictionary. Use a namespace of your own; a namespace that exists
 * takes the keys added to it (a feature's menu titles join `nav`).
 */
export function addMessages(messages: FeatureMessages) {
  for (const id of Object.keys(messages) as LanguageId[]) merge(id, messages[id]);
}
