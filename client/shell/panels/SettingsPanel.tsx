import { useSignals } from "@preact/signals-react/runtime";
import { LAYOUT_STYLES, THEMES, WEEK_STARTS } from "../../../domain/settings.ts";
import { t } from "../../kit/i18n/index.ts";
import { chatPanelOpen, openPanel, settingsPanelOpen } from "../../kit/panels.ts";
import { resetSettings, setLayoutStyle, settings, updateSettings } from "../../kit/settings.ts";
import { Drawer } from "../../kit/ui/Drawer.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import "../settings-words/index.ts";

function Choice<T extends string | number>(
  { name, label, value, options, onChange }: {
    name: string;
    label: string;
    value: T;
    options: readonly { value: T; label: string }[];
    onChange: (v: T) => void;
  },
) {
  return (
    <fieldset className="mb-3">
      <legend className="text-sm font-medium mb-1">{label}</legend>
      <div className="join flex">
        {options.map((o) => (
          <input
            key={String(o.value)}
            type="radio"
            name={name}
            className="join-item btn btn-sm flex-1"
            aria-label={o.label}
            data-value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function Toggle(
  { name, label, checked, onChange }: {
    name: string;
    label: string;
    checked: boolean;
    onChange: (v: boolean) => void;
  },
) {
  return (
    <label className="flex items-center justify-between py-1 cursor-pointer">
      <span className="text-sm">{label}</span>
      <input
        type="checkbox"
        name={name}
        className="toggle toggle-sm toggle-primary"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </label>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="px-4 py-3 border-b border-base-300">
      <h3 className="text-xs font-semibold uppercase tracking-wide opacity-60 mb-2">{title}</h3>
      {children}
    </section>
  );
}

const STYLE_LABEL = {
  vertical: "settings.vertical",
  horizontal: "settings.horizontal",
  "horizontal-container": "settings.horizontalContainer",
};

const WEEKDAY_LABEL = { 0: "settings.sunday", 1: "settings.monday", 6: "settings.saturday" };

/** Everything about the shell's look, changed live and remembered. */
function SettingsForm() {
  useSignals();
  const s = settings.value;
  const c = s.layout.config;
  const vertical = s.layout.style === "vertical";
  const config = (patch: object) => updateSettings({ layout: { config: patch } });
  const bar = (which: "toolbar" | "footer") => (
    <Section title={t(`settings.${which}`)}>
      <Toggle
        name={`${which}-display`}
        label={t("settings.display")}
        checked={c[which].display}
        onChange={(display) => config({ [which]: { display } })}
      />
      <Choice
        name={`${which}-style`}
        label={t("settings.style")}
        value={c[which].style}
        options={[{ value: "fixed", label: t("settings.fixed") }, {
          value: "static",
          label: t("settings.static"),
        }]}
        onChange={(style) => config({ [which]: { style } })}
      />
      {vertical && (
        <Choice
          name={`${which}-position`}
          label={t("settings.position")}
          value={c[which].position}
          options={[{ value: "above", label: t("settings.above") }, {
            value: "below",
            label: t("settings.below"),
          }]}
          onChange={(position) => config({ [which]: { position } })}
        />
      )}
    </Section>
  );
  return (
    <>
      <Section title={t("settings.layoutStyle")}>
        <Choice
          name="layout-style"
          label={t("settings.layoutStyle")}
          value={s.layout.style}
          options={LAYOUT_STYLES.map((v) => ({ value: v, label: t(STYLE_LABEL[v]) }))}
          onChange={setLayoutStyle}
        />
        <Choice
          name="layout-mode"
          label={t("settings.mode")}
          value={c.mode}
          options={[
            { value: "boxed", label: t("settings.boxed") },
            { value: "fullwidth", label: t("settings.fullwidth") },
            { value: "container", label: t("settings.container") },
          ]}
          onChange={(mode) => config({ mode })}
        />
        {c.mode === "boxed" && (
          <Choice
            name="boxed-width"
            label={t("settings.boxedWidth")}
            value={c.boxedWidth}
            options={[{ value: 1280, label: "1280" }, { value: 1120, label: "1120" }]}
            onChange={(boxedWidth) => config({ boxedWidth })}
          />
        )}
        <Choice
          name="scroll"
          label={t("settings.scroll")}
          value={c.scroll}
          options={[{ value: "content", label: t("settings.scrollContent") }, {
            value: "body",
            label: t("settings.scrollBody"),
          }]}
          onChange={(scroll) => config({ scroll })}
        />
      </Section>
      <Section title={t("settings.navbar")}>
        <Toggle
          name="navbar-display"
          label={t("settings.display")}
          checked={c.navbar.display}
          onChange={(display) => config({ navbar: { display } })}
        />
        {vertical && (
          <>
            <Choice
              name="navbar-position"
              label={t("settings.position")}
              value={c.navbar.position}
              options={[{ value: "left", label: t("settings.left") }, {
                value: "right",
                label: t("settings.right"),
              }]}
              onChange={(position) => config({ navbar: { position } })}
            />
            <Toggle
              name="navbar-folded"
              label={t("settings.folded")}
              checked={c.navbar.folded}
              onChange={(folded) => config({ navbar: { folded } })}
            />
          </>
        )}
      </Section>
      {bar("toolbar")}
      {bar("footer")}
      <Section title={t("settings.sidePanels")}>
        <Toggle
          name="left-side-panel"
          label={t("settings.leftSidePanel")}
          checked={c.leftSidePanel.display}
          onChange={(display) => config({ leftSidePanel: { display } })}
        />
        <Toggle
          name="right-side-panel"
          label={t("settings.rightSidePanel")}
          checked={c.rightSidePanel.display}
          onChange={(display) => config({ rightSidePanel: { display } })}
        />
      </Section>
      <Section title={t("settings.calendar")}>
        <Choice
          name="week-start"
          label={t("settings.weekStart")}
          value={s.weekStart}
          options={WEEK_STARTS.map((v) => ({ value: v, label: t(WEEKDAY_LABEL[v]) }))}
          onChange={(weekStart) => updateSettings({ weekStart })}
        />
      </Section>
      <Section title={t("settings.themes")}>
        {(["main", "navbar", "toolbar", "footer"] as const).map((area) => (
          <label key={area} className="flex items-center justify-between gap-2 py-1">
            <span className="text-sm">{t(`settings.${area}Theme`)}</span>
            <select
              name={`theme-${area}`}
              className="select select-sm w-40"
              value={s.theme[area]}
              onChange={(e) =>
                updateSettings({ theme: { [area]: e.currentTarget.value } })}
            >
              {THEMES.map((th) => <option key={th} value={th}>{th}</option>)}
            </select>
          </label>
        ))}
        <Toggle
          name="custom-scrollbars"
          label={t("settings.customScrollbars")}
          checked={s.customScrollbars}
          onChange={(customScrollbars) => updateSettings({ customScrollbars })}
        />
        <Toggle
          name="animations"
          label={t("settings.animations")}
          checked={s.animations}
          onChange={(animations) => updateSettings({ animations })}
        />
      </Section>
      <div className="p-4">
        <button type="button" className="btn btn-outline btn-sm w-full" onClick={resetSettings}>
          {t("settings.reset")}
        </button>
      </div>
    </>
  );
}

/** The floating gear on the page edge and the settings drawer it opens. */
export function SettingsPanel() {
  useSignals();
  return (
    <>
      <button
        type="button"
        // The open chat panel covers the page edge the gear sits on; it comes back when the chat closes.
        hidden={chatPanelOpen.value}
        className="btn btn-primary btn-square fixed end-0 top-1/2 -translate-y-1/2 z-[55] rounded-e-none shadow-lg"
        aria-label={t("settings.open")}
        data-testid="settings-open"
        onClick={() => openPanel("settings")}
      >
        <Icon name="settings" className="motion-safe:animate-[spin_6s_linear_infinite]" />
      </button>
      <Drawer
        open={settingsPanelOpen.value}
        onClose={() => openPanel(null)}
        title={t("settings.title")}
        width="w-[360px]"
        testId="settings-panel"
      >
        <SettingsForm />
      </Drawer>
    </>
  );
}
