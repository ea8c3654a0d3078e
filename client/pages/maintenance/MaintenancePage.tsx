import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import "../messages.ts";
import { StandaloneCard } from "../StandaloneCard.tsx";

/**
 * `/pages/maintenance`: what staff see while the practice's server is being upgraded. "Try again" asks the
 * server whether it answers yet, and says what it found.
 */
export function MaintenancePage() {
  useSignals();
  const [state, setState] = useState<"idle" | "checking" | "up" | "down">("idle");
  const check = async () => {
    setState("checking");
    const ok = await fetch("/api/health", { cache: "no-store" }).then((r) => r.ok, () => false);
    setState(ok ? "up" : "down");
  };
  return (
    <StandaloneCard testId="maintenance-page">
      <Icon name="construction" className="text-warning text-[56px]!" />
      <h1 className="text-3xl font-extrabold tracking-tight">{t("launch.maintenanceTitle")}</h1>
      <p className="opacity-80">{t("launch.maintenanceText")}</p>
      <p className="text-sm opacity-70">{t("launch.maintenanceSafe")}</p>
      <button type="button" className="btn btn-primary" onClick={check} disabled={state === "checking"}>
        {state === "checking"
          ? <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          : <Icon name="refresh" size={18} />}
        {t("launch.tryAgain")}
      </button>
      <p role="status" className="text-sm min-h-5" data-testid="maintenance-status">
        {state === "up" && <a href="/" className="link link-success">{t("launch.serverUp")}</a>}
        {state === "down" && <span className="text-error">{t("launch.serverDown")}</span>}
      </p>
    </StandaloneCard>
  );
}
