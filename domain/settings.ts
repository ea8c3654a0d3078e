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

/**
 * The first day of the week, as Date.getDay() numbers it: Monday (1) by default, as South African practices plan
 * their week; Sunday (0), or Saturday (6) as many Arabic-speaking offices do.
 */
export const WEEK_STARTS = [1, 0, 6] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/**
 * The settings' shape, declared once: a leaf is "boolean" or the list of allowed values. It is checked by the few
 * lines below rather than by zod: settings are read before the first paint, and zod/mini would add ~5 KB gzip to
 * the first page for this one object.
 */
type Leaf = "boolean" | readonly (string | number)[];
type Shape = { readonly [key: string]: Leaf | Shape };
type Infer<S> = S extends "boolean" ? boolean
  : S extends readonly (infer V)[] ? V
  : { -readonly [K in keyof S]: Infer<S[K]> };

const bar = { display: "boolean", style: ["fixed", "static"], position: ["above", "below"] } as const;

const LAYOUT_CONFIG_SHAPE = {
  mode: ["boxed", "fullwidth", "container"],
  boxedWidth: [1280, 1120],
  scroll: ["content", "body"],
  navbar: { display: "boolean", position: ["left", "right"], folded: "boolean" },
  toolbar: bar,
  footer: bar,
  leftSidePanel: { display: "boolean" },
  rightSidePanel: { display: "boolean" },
} as const satisfies Shape;

const SETTINGS_SHAPE = {
  layout: { style: LAYOUT_STYLES, config: LAYOUT_CONFIG_SHAPE },
  customScrollbars: "boolean",
  animations: "boolean",
  theme: { main: THEMES, navbar: THEMES, toolbar: THEMES, footer: THEMES },
  weekStart: WEEK_STARTS,
} as const satisfies Shape;

export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export type LayoutConfig = Infer<typeof LAYOUT_CONFIG_SHAPE>;
export type Settings = Infer<typeof SETTINGS_SHAPE>;
export type ThemeName = (typeof THEMES)[number];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The value restricted to the shape's keys, or undefined when any leaf is missing or not allowed. */
function conform(shape: Shape | Leaf, value: unknown): unknown {
  if (shape === "boolean") return typeof value === "boolean" ? value : undefined;
  if (Array.isArray(shape)) return shape.includes(value as string | number) ? value : undefined;
  if (!isRecord(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(shape as Shape)) {
    const v = conform(child, value[key]);
    if (v === undefined) return undefined;
    out[key] = v;
  }
  return out;
}

/** Whether a value is complete, valid settings (unknown keys are ignored). */
export function isSettings(value: unknown): value is Settings {
  return conform(SETTINGS_SHAPE, value) !== undefined;
}

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
  weekStart: 1,
};

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
  const merged = conform(SETTINGS_SHAPE, deepMerge(defaults, stored));
  if (merged !== undefined) return merged as Settings;
  // Drop the invalid branches one top-level key at a time rather than losing every choice.
  const keep: Record<string, unknown> = {};
  if (isRecord(stored)) {
    for (const [k, v] of Object.entries(stored)) {
      const candidate = deepMerge(defaults, { [k]: v });
      if (isSettings(candidate)) keep[k] = v;
    }
  }
  return (conform(SETTINGS_SHAPE, deepMerge(defaults, keep)) ?? defaults) as Settings;
}
