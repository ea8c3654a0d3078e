/** daisyUI badge classes by the status's colour name (written out so the styles are built). */
const BADGE: Record<string, string> = {
  info: "badge-info",
  success: "badge-success",
  warning: "badge-warning",
  primary: "badge-primary",
  secondary: "badge-secondary",
  neutral: "badge-neutral",
  error: "badge-error",
};

/** An order status as a coloured pill. */
export function StatusPill({ name, color }: { name: string; color: string }) {
  return (
    <span
      className={`badge badge-sm whitespace-nowrap ${BADGE[color] ?? "badge-ghost"}`}
      data-testid="status-pill"
    >
      {name}
    </span>
  );
}
