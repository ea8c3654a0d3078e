import { useSignals } from "@preact/signals-react/runtime";
import type { Board, BoardSettings } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { Drawer } from "../../kit/ui/Drawer.tsx";
import { useUpdateSettings } from "./api.ts";

const COLORS = ["none", "neutral", "primary", "secondary", "accent"] as const;

/** The board's settings in a side panel: its colour, whether it is followed, whether cards show covers. */
export function BoardSettingsPanel(
  { board: b, open, onClose }: { board: Board; open: boolean; onClose: () => void },
) {
  useSignals();
  const updateSettings = useUpdateSettings();
  const update = (settings: Partial<BoardSettings>) => updateSettings.write({ boardId: b.id, settings });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("scrumboardApp.settings")}
      width="w-[280px]"
      testId="board-settings-panel"
    >
      <div className="flex flex-col gap-4 p-4">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t("scrumboardApp.color")}</span>
          <select
            className="select w-full"
            value={b.settings.color || "none"}
            data-testid="board-color"
            onChange={(e) => void update({ color: e.target.value === "none" ? "" : e.target.value })}
          >
            {COLORS.map((c) => <option key={c} value={c}>{t(`scrumboardApp.colors.${c}`)}</option>)}
          </select>
        </label>
        <label className="label cursor-pointer justify-between">
          {t("scrumboardApp.subscribed")}
          <input
            type="checkbox"
            className="toggle"
            checked={b.settings.subscribed}
            onChange={(e) => void update({ subscribed: e.target.checked })}
          />
        </label>
        <label className="label cursor-pointer justify-between">
          {t("scrumboardApp.cardCovers")}
          <input
            type="checkbox"
            className="toggle"
            checked={b.settings.cardCoverImages}
            data-testid="board-covers"
            onChange={(e) => void update({ cardCoverImages: e.target.checked })}
          />
        </label>
      </div>
    </Drawer>
  );
}
