import type { LayoutConfig } from "../../../domain/settings.ts";

/** Classes of the outermost frame: scroll mode decides who scrolls, boxed mode caps the width. */
export function frameClasses(config: LayoutConfig): { outer: string; box: string } {
  const outer = config.scroll === "content" ? "h-dvh overflow-hidden" : "min-h-dvh";
  const boxed = config.mode === "boxed"
    ? `mx-auto shadow-2xl ${config.boxedWidth === 1280 ? "max-w-[1280px]" : "max-w-[1120px]"}`
    : "";
  return { outer: `bg-base-200 ${outer}`, box: `flex flex-col w-full min-h-0 flex-1 bg-base-100 ${boxed}` };
}

/** Fixed bars stay put: outside the scroller in content-scroll mode, sticky in body-scroll mode. */
export function barClasses(config: LayoutConfig, bar: "toolbar" | "footer"): string {
  const { style } = config[bar];
  if (style === "static" || config.scroll === "content") return "";
  return bar === "toolbar" ? "sticky top-0 z-20" : "sticky bottom-0 z-20";
}
