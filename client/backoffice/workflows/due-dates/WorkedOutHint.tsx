import { language, t } from "../../../kit/i18n/index.ts";
import { formatDate } from "../../format.ts";
import type { WorkedOutState } from "./workedOut.ts";
import "./messages.ts";

/**
 * Under a due date the rules work out: the date they give and the rule in words, as the form is filled in; when
 * the field is blank that date is saved, when another is typed a button puts the rules' date back (or the reason
 * below says why not).
 */
export function WorkedOutHint(
  { state, typed, onUse }: { state: WorkedOutState; typed: string; onUse: (date: string) => void },
) {
  const lang = language.value;
  const w = state.workedOut;
  if (!state.asked) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="text-xs -mt-4 mb-2 flex flex-col gap-1"
      data-testid="worked-out"
    >
      {w
        ? (
          <>
            <p>
              <strong data-testid="worked-out-date" data-date={w.date}>
                {t("dueDates.workedOut", { date: formatDate(w.date, lang) })}
              </strong>{" "}
              <span data-testid="worked-out-rule">{t(`dueDates.rule.${w.rule}`)}</span>
            </p>
            {w.named !== w.date && <p>{t("dueDates.moved", { named: formatDate(w.named, lang) })}</p>}
            {typed === "" && <p>{t("dueDates.blankUses")}</p>}
            {typed !== "" && typed !== w.date && (
              <p className="flex flex-wrap items-center gap-2">
                <span>{t("dueDates.differs")}</span>
                <button
                  type="button"
                  className="btn btn-xs btn-outline"
                  data-testid="use-worked-out"
                  onClick={() => onUse(w.date)}
                >
                  {t("dueDates.useIt", { date: formatDate(w.date, lang) })}
                </button>
              </p>
            )}
          </>
        )
        : <p data-testid="worked-out-none">{t("dueDates.noRule")}</p>}
    </div>
  );
}
