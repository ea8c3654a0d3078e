import type { ReactNode } from "react";
import { textOn } from "./readableText.ts";

/**
 * A label chip in the label's own colour (labels from data carry a CSS colour, not a theme role), its text black
 * or white, whichever reads on it.
 */
export function ColorBadge(
  { color, size = "badge-xs", testId, children }: {
    color: string;
    size?: "badge-xs" | "badge-sm";
    testId?: string;
    children: ReactNode;
  },
) {
  return (
    <span
      className={`badge ${size} border-0`}
      style={{ background: color, color: textOn(color) }}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
