import { effect, signal } from "@preact/signals-react";
import {
  deepMerge,
  DEFAULT_SETTINGS,
  LAYOUT_DEFAULTS,
  type LayoutStyle,
  readSettings,
  type Settings,
} from "../../domain/settings.ts";
import { THEME_COOKIE } from "../../domain/prerendered.ts";
import { keepCookie } from "./prerendered.ts";

const STORAGE_KEY = "ledgerdesk.settings";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** The layout and theme settings, live: every change re-renders the shell and is remembered. */
export const settings = signal<Settings>(DEFAULT_SETTINGS);

export function updateSettings(patch: DeepPartial<Settings>) {
  settings.value = readSettings(deepMerge(settings.value, patch));
}

/** Choosing a layout style starts from that style's own defaults, as the template does. */
export function setLayoutStyle(style: LayoutStyle) {
  settings.value = { ...settings.value, layout: { style, config: LAYOUT_DEFAULTS[style] } };
}

export function resetSettings() {
  settings.value = DEFAULT_SETTINGS;
}

/** Restores remembered settings and keeps the page (theme, scrollbars, animations) in step with them. */
export function initSettings() {
  try {
    settings.value = readSettings(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null"));
  } catch {
    settings.value = DEFAULT_SETTINGS;
  }
  effect(() => {
    const s = settings.value;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(s));
    const html = document.documentElement;
    html.dataset.theme = s.theme.main;
    // The server reads it to serve a prerendered page (sign-in) in this theme before any script runs.
    keepCookie(THEME_COOKIE, s.theme.main);
    html.classList.toggle("custom-scrollbars", s.customScrollbars);
    html.classList.toggle("animations-off", !s.animations);
  });
}
