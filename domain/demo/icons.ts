/** The icons catalogue's contract (demo-apps.md §3): a Material Icons entry, as GET /api/icons answers it. */
export type IconEntry = {
  order: number;
  id: number;
  name: string;
  /** Always 32: the preview size of the icon-font tooling the catalogue format comes from. */
  prevSize: 32;
  /** The font's codepoint for this icon. */
  code: number;
  /** Equal to name: the ligature the font turns into the glyph. */
  ligatures: string;
  tags: string[];
};
