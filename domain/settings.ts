import * as z from "zod/mini";

/** The themes shipped in the CSS (client/styles.css); one may be chosen per area. */
export const THEMES = [
  "light",
  "dark",
  "corporate",
  "business",
  "nord",
  "night",
  "winter",
  "dim",
  "emerald",
  "sunset",
] as const;

export const LAYOUT_STYLES = ["vertical", "horizontal", "horizontal-container"] as const;

const theme = z.enum(THEMES);
const bar = z.object({
  display: z.boolean(),
  style: z.enum(["fixed", "static"]),
  position: z.enum(["above", "below"]),
});

export const layoutConfigSchema = z.object({
  mode: z.enum(["boxed", "fullwidth", "container"]),
  boxedWidth: z.union([z.literal(1280), z.literal(1120)]),
  scroll: z.enum(["content", "body"]),
  navbar: z.object({
    display: z.boolean(),
    position: z.enum(["left", "right"]),
    folded: z.boolean(),
  }),
  toolbar: bar,
  footer: bar,
  leftSidePanel: z.object({ display: z.boolean() }),
  rightSidePanel: z.object({ display: z.boolean() }),
});

export const settingsSchema = z.object({
  layout: z.object({ style: z.enum(LAYOUT_STYLES), config: layoutConfigSchema }),
  customScrollbars: z.boolean(),
  animations: z.boolean(),
  theme: z.object({ main: theme, navbar: theme, toolbar: theme, footer: theme }),
});

export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export type LayoutConfig = z.infer<typeof layoutConfigSchema>;
export type Settings = z.infer<typeof settingsSchema>;
export type ThemeName = (typeof THEMES)[number];

/** The default of spec section 9: vertical, full width, content scroll, navbar left and folded, bars fixed below. */
const verticalDefaults: LayoutConfig = {
  mode: "fullwidth",
  boxedWidth: 1280,
  scroll: "content",
  navbar: { display: true, position: "left", folded: true },
  toolbar: { display: true, style: "fixed", position: "below" },
  footer: { display: true, style: "fixed", position: "below" },
  leftSidePanel: { display: false },
  rightSidePanel: { display: false },
};

/** Each layout style starts from its own defaults when it is chosen. */
export const LAYOUT_DEFAULTS: Record<LayoutStyle, LayoutConfig> = {
  vertical: verticalDefaults,
  horizontal: { ...verticalDefaults, navbar: { ...verticalDefaults.navbar, folded: false } },
  "horizontal-container": {
    ...verticalDefaults,
    mode: "container",
    navbar: { ...verticalDefaults.navbar, folded: false },
  },
};

export const DEFAULT_SETTINGS: Settings = {
  layout: { style: "vertical", config: verticalDefaults },
  customScrollbars: true,
  animations: true,
  theme: { main: "light", navbar: "dark", toolbar: "light", footer: "dark" },
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Deep-merges a partial patch over a base; arrays and scalars replace. */
export function deepMerge<T>(base: T, patch: unknown): T {
  if (!isRecord(base) || !isRecord(patch)) return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = k in base ? deepMerge(base[k], v) : v;
  return out as T;
}

/**
 * Reads settings from an untrusted source (local storage, a user record): known fields that are valid are kept,
 * everything else falls back to the defaults, so an old or damaged record never breaks the shell.
 */
export function readSettings(stored: unknown, defaults: Settings = DEFAULT_SETTINGS): Settings {
  const merged = deepMerge(defaults, stored);
  const parsed = settingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  // Drop the invalid branches one top-level key at a time rather than losing every choice.
  const keep: Record<string, unknown> = {};
  if (isRecord(stored)) {
    for (const [k, v] of Object.entries(stored)) {
      const candidate = deepMerge(defaults, { [k]: v });
      if (settingsSchema.safeParse(candidate).success) keep[k] = v;
    }
  }
  return settingsSchema.parse(deepMerge(defaults, keep));
}
