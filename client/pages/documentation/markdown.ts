import { Marked, type Tokens } from "marked";

export type DocHeading = { id: string; text: string; depth: number };
export type RenderedDoc = { html: string; title: string; headings: DocHeading[] };

/** A heading's anchor: lower case words joined by dashes ("Run it" → "run-it"). */
export function slugify(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A link written for the repository (`authentication.md`, `working-with-ledgerdesk.md#languages`) as the page's
 * address in the app; other links are left as written.
 */
export function docHref(href: string): string {
  const match = /^(?:\.\/)?([a-z0-9-]+)\.md(#.*)?$/.exec(href);
  return match ? `/documentation/${match[1]}${match[2] ?? ""}` : href;
}

/**
 * A documentation page from Markdown (marked) to HTML, with anchors on its headings and links between pages
 * turned into the app's addresses. The first heading is the page's title, left out of the HTML. The HTML is not yet sanitized: the
 * page passes it through DOMPurify before showing it.
 */
export function renderDoc(markdown: string): RenderedDoc {
  const headings: DocHeading[] = [];
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === "link") token.href = docHref(token.href);
    },
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const id = slugify(token.text);
        headings.push({ id, text: token.text, depth: token.depth });
        // The page's title is shown by the page's own heading, in the reader's language.
        if (token.depth === 1) return "";
        return `<h${token.depth} id="${id}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false }) as string;
  const title = headings.find((h) => h.depth === 1)?.text ?? "";
  return { html, title, headings: headings.filter((h) => h.depth === 2) };
}
