import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { launchDate, remaining } from "./countdown.ts";
import "./messages.ts";
import { StandaloneCard } from "../StandaloneCard.tsx";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

function configuredLaunch(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="coming-soon-at"]')?.content ?? null;
}

/** `/pages/coming-soon`: a countdown to the launch the server is configured with (COMING_SOON_AT). */
export function ComingSoonPage() {
  useSignals();
  const [now, setNow] = useState(() => new Date());
  const [target] = useState(() => launchDate(configuredLaunch(), new Date()));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(now, target);
  const when = formatDateTime(target.toISOString(), language.value);
  return (
    <StandaloneCard testId="coming-soon-page" wide>
      <img src="/favicon.svg" alt="" width={56} height={56} className="size-14 rounded-xl" />
      <h1 className="text-4xl font-extrabold tracking-tight">{t("comingSoon.title")}</h1>
      <p className="opacity-80 max-w-md">{t("comingSoon.text")}</p>
      {left.done
        ? (
          <p className="text-lg font-semibold text-success" data-testid="launched">
            {t("comingSoon.launched")}
          </p>
        )
        : (
          <div
            className="grid grid-flow-col gap-3 sm:gap-5 text-center auto-cols-max"
            role="timer"
            aria-label={t("comingSoon.countdownLabel", { date: when })}
            data-testid="countdown"
          >
            {UNITS.map((unit) => (
              <div key={unit} className="flex flex-col p-2 bg-neutral rounded-box text-neutral-content">
                <span
                  className="font-mono text-4xl sm:text-5xl tabular-nums"
                  data-testid={`countdown-${unit}`}
                >
                  {String(left[unit]).padStart(2, "0")}
                </span>
                {t(`comingSoon.units.${unit}`)}
              </div>
            ))}
          </div>
        )}
      <p className="text-sm opacity-70" data-testid="launch-date">
        {t("comingSoon.launchOn", { date: when })}
      </p>
      <Link to="/" className="btn btn-ghost btn-sm">
        <Icon name="arrow_back" size={18} className="rtl-flip" />
        {t("pages.backToDashboard")}
      </Link>
    </StandaloneCard>
  );
}
