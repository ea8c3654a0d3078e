import DOMPurify from "dompurify";
import { useMemo } from "react";

// Links from data open in a new tab and cannot reach back into the app (no window.opener, no referrer).
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.hasAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
});

/** HTML as sanitized markup: scripts, event handlers, `javascript:` links and forms are gone. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["form", "style"] });
}

/** HTML from data (a mail body, a course step, an article), always sanitized before it reaches the page. */
export function SafeHtml(
  { html, className = "", testId }: { html: string; className?: string; testId?: string },
) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
