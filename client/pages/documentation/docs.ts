/** The documentation's pages, in menu order: each is `docs/<slug>.md` in the repository. */
export const DOC_PAGES = [
  { slug: "getting-started", icon: "rocket_launch" },
  { slug: "working-with-ledgerdesk", icon: "work" },
  { slug: "authentication", icon: "lock" },
  { slug: "components", icon: "widgets" },
  { slug: "ui-components", icon: "palette" },
  { slug: "third-party-components", icon: "extension" },
  { slug: "changelog", icon: "history" },
] as const;
export type DocSlug = (typeof DOC_PAGES)[number]["slug"];

/** The API reference: made from /api/openapi.json, not from Markdown. */
export const API_REFERENCE_PATH = "/documentation/api";

export const docPath = (slug: DocSlug) => `/documentation/${slug}`;

export function isDocSlug(value: string): value is DocSlug {
  return DOC_PAGES.some((p) => p.slug === value);
}

/** A page's Markdown, loaded with its own chunk (the build bundles docs/*.md as text). */
export async function loadDoc(slug: DocSlug): Promise<string> {
  const module = await import(`../../../docs/${slug}.md`);
  return module.default as string;
}
