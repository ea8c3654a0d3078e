import type { ReactNode } from "react";

/** A label chip in the label's own colour (labels from data carry a CSS colour, not a theme role). */
export function ColorBadge(
  { color, size = "badge-xs", testId, children }: {
    color: string;
    size?: "badge-xs" | "badge-sm";
    testId?: string;
    children: ReactNode;
  },
) {
  return (
    <span className={`badge ${size} text-white border-0`} style={{ background: color }} data-testid={testId}>
      {children}
    </span>
  );
}
