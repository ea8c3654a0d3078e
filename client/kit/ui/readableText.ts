/** WCAG's relative luminance of an sRGB channel given 0–255. */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of `#rgb` or `#rrggbb`, or null for any other colour notation. */
export function luminance(color: string): number | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const parts = long ? long.slice(1) : short ? short.slice(1).map((c) => c + c) : null;
  if (!parts) return null;
  const [r, g, b] = parts.map((p) => channel(parseInt(p, 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two luminances, as WCAG defines it (1 to 21). */
export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white, whichever reads better on a background colour that comes from data (a label's colour): white on
 * a pale green is under WCAG's 4.5:1 where black is not. White for a colour it cannot read.
 */
export function textOn(background: string): "#000000" | "#ffffff" {
  const l = luminance(background);
  if (l === null) return "#ffffff";
  return contrast(l, 0) > contrast(l, 1) ? "#000000" : "#ffffff";
}
