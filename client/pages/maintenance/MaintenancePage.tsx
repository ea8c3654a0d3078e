import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { serverAnswers } from "./health.ts";
import "./messages.ts";
import { StandaloneCard } from "../StandaloneCard.tsx";

/**
 * `/pages/maintenance`: what staff see while the practice's server is being upgraded. "Try again" asks the
 * server whether it answers yet, and says what it found.
 */
export function MaintenancePage() {
  useSignals();
  const [found, setFound] = useState<"up" | "down" | null>(null);
  const check = useSubmit(serverAnswers, { done: (up) => setFound(up ? "up" : "down") });
  return (
    <StandaloneCard testId="maintenance-page">
      <Icon name="construction" className="text-warning text-[56px]!" />
      <h1 className="text-3xl font-extrabold tracking-tight">{t("maintenance.title")}</h1>
      <p className="opacity-80">{t("maintenance.text")}</p>
      <p className="text-sm opacity-70">{t("maintenance.safe")}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void check.submit(undefined)}
        disabled={check.busy}
      >
        {check.busy
          ? <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          : <Icon name="refresh" size={18} />}
        {t("maintenance.tryAgain")}
      </button>
      <p role="status" className="text-sm min-h-5" data-testid="maintenance-status">
        {!check.busy && found === "up" && (
          <a href="/" className="link link-success">{t("maintenance.serverUp")}</a>
        )}
        {!check.busy && found === "down" && <span className="text-error">{t("maintenance.serverDown")}</span>}
      </p>
    </StandaloneCard>
  );
}
