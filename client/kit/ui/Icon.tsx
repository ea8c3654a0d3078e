const SIZES: Record<number, string> = {
  16: "text-base!",
  18: "text-lg!",
  20: "text-xl!",
  32: "text-[32px]!",
};

/** A Material icon by ligature name, drawn from the bundled icon font. */
export function Icon(
  { name, size = 24, className = "" }: { name: string; size?: number; className?: string },
) {
  return (
    <span className={`material-icons shrink-0 ${SIZES[size] ?? ""} ${className}`} aria-hidden="true">
      {name}
    </span>
  );
}
