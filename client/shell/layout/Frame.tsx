import type { LayoutConfig, LayoutStyle } from "../../../domain/settings.ts";
import { useSheet } from "../../kit/styles.ts";
import { ShortcutsDialog } from "../../kit/ui/shortcuts/ShortcutsDialog.tsx";
import { QuickPanel } from "../panels/QuickPanel.tsx";
import { SettingsPanel } from "../panels/SettingsPanel.tsx";
import { HorizontalLayout } from "./HorizontalLayout.tsx";
import { VerticalLayout } from "./VerticalLayout.tsx";

/**
 * The signed-in shell around a page: the chosen layout style (navbar, toolbar, footer, side panels) and the
 * panels it opens, and the keyboard shortcuts' dialog ("?"), in the frame's stylesheet. A chunk of its own
 * (Layout.tsx): the sign-in page shows none of it.
 */
export function Frame({ style, config }: { style: LayoutStyle; config: LayoutConfig }) {
  useSheet("frame");
  return (
    <>
      {style === "vertical"
        ? <VerticalLayout config={config} />
        : <HorizontalLayout config={config} container={style === "horizontal-container"} />}
      <QuickPanel />
      <SettingsPanel />
      <ShortcutsDialog />
    </>
  );
}
