import { Link } from "react-router";

/** The product mark and name; links home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/apps/dashboard"
      className="flex items-center gap-3 shrink-0 font-bold text-lg"
      aria-label="Ledgerdesk"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-lg" />
      {!compact && <span className="ld-fold-hide tracking-tight">Ledgerdesk</span>}
    </Link>
  );
}
