/** A daisyUI theme colour (a CSS variable) as a value, for a canvas, which cannot read CSS variables itself. */
export function themeColor(name: string, fallback = "#4f46e5"): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || fallback;
}
