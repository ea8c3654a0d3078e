import { useSignals } from "@preact/signals-react/runtime";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import {
  ANNUAL_RETURN_WINDOW_DAYS,
  OBJECTION_WINDOW_DAYS,
} from "../../../../domain/workflows/deadline-fields.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { numberFormat } from "../../../kit/i18n/numbers.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { fieldOf, findDef } from "../../defs.ts";
import { formatDate, formatMoney } from "../../format.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { optionText } from "../../ui/optionText.ts";
import { QueryState } from "../../../lib/data/index.ts";
import { type DashboardAnswer, type Figure, useDashboard } from "./api.ts";
import { YourWork } from "./YourWork.tsx";
// chart.js comes in its own chunk after the figures: they show as soon as the answer is in.
const StatusChart = lazy(() => import("./Charts.tsx").then((m) => ({ default: m.StatusChart })));
const PaymentsChart = lazy(() => import("./Charts.tsx").then((m) => ({ default: m.PaymentsChart })));
const chartSpace = <div className="h-64 skeleton" aria-hidden="true" />;
import "./messages.ts";

/** One figure as a daisyUI stat card that opens the list of exactly the records it counts. */
function FigureCard(
  { id, figure, label, icon, tone = "", detail }: {
    id: string;
    figure: Figure;
    label: string;
    icon: string;
    tone?: string;
    detail?: string;
  },
) {
  const count = numberFormat(language.value).format(figure.count);
  return (
    <Link
      to={figure.link}
      className="stats border border-base-300 bg-base-100 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
      data-testid={`figure-${id}`}
    >
      <div className="stat">
        <div className={`stat-figure ${tone}`}>
          <Icon name={icon} size={32} />
        </div>
        <div className="stat-title whitespace-normal">{label}</div>
        <div className={`stat-value tabular-nums ${figure.count > 0 ? tone : ""}`} data-testid="figure-count">
          {count}
        </div>
        {detail && <div className="stat-desc tabular-nums">{detail}</div>}
        {/* The link's name is what it shows (WCAG 2.5.3), then where it leads. */}
        <span className="sr-only">{t("dashboard.openList")}</span>
      </div>
    </Link>
  );
}

type CardId = Exclude<keyof DashboardAnswer, "today" | "paymentsByMonth">;

/** The cards, in reading order: what each counts, its icon, and the colour its number takes when not zero. */
const CARDS: Array<{ id: CardId; label: () => string; icon: string; tone?: string }> = [
  { id: "activeClients", label: () => t("dashboard.activeClients"), icon: "business" },
  { id: "returnsOutstanding", label: () => t("dashboard.returnsOutstanding"), icon: "request_page" },
  {
    id: "assessmentsNotReceived",
    label: () => t("dashboard.assessmentsNotReceived"),
    icon: "hourglass_empty",
    tone: "text-info",
  },
  {
    id: "objectionsDue",
    label: () => t("dashboard.objectionsDue", { days: OBJECTION_WINDOW_DAYS }),
    icon: "gavel",
    tone: "text-warning",
  },
  {
    id: "annualReturnsDue",
    label: () => t("dashboard.annualReturnsDue", { days: ANNUAL_RETURN_WINDOW_DAYS }),
    icon: "event",
    tone: "text-warning",
  },
  {
    id: "correspondenceOverdue",
    label: () => t("dashboard.correspondenceOverdue"),
    icon: "mark_email_unread",
    tone: "text-error",
  },
  {
    id: "paymentsThisMonth",
    label: () => t("dashboard.paymentsThisMonth"),
    icon: "payments",
    tone: "text-success",
  },
];

/** The figures' cards, the charts, or the word that there is nothing this role may see. */
function Figures({ answer }: { answer: DashboardAnswer }) {
  const statusField = fieldOf(findDef("incometax")!, "status")!;
  const cards = CARDS.flatMap((card) => {
    const figure = answer[card.id];
    return figure
      ? [
        <FigureCard
          key={card.id}
          id={card.id}
          figure={figure}
          label={card.label()}
          icon={card.icon}
          tone={card.tone}
          detail={card.id === "paymentsThisMonth" ? formatMoney(answer.paymentsThisMonth!.total) : undefined}
        />,
      ]
      : [];
  });
  if (cards.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center" data-testid="dashboard-empty">
        <Icon name="visibility_off" size={32} className="opacity-50" />
        <p className="opacity-70">{t("dashboard.nothing")}</p>
      </div>
    );
  }
  const byStatus = answer.returnsOutstanding?.byStatus ?? [];
  const months = answer.paymentsByMonth ?? [];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{cards}</div>
      <div className="grid gap-4 mt-6 lg:grid-cols-2">
        {answer.returnsOutstanding && (
          <section className="card bg-base-100 border border-base-300">
            <div className="card-body p-4">
              <h3 className="card-title text-base">{t("dashboard.returnsByStatus")}</h3>
              {answer.returnsOutstanding.count === 0
                ? (
                  <p className="opacity-70 py-8 text-center" data-testid="no-returns">
                    {t("dashboard.noReturns")}
                  </p>
                )
                : (
                  <Suspense fallback={chartSpace}>
                    <StatusChart
                      label={t("dashboard.returnsByStatus")}
                      bars={byStatus.map((s) => ({ ...s, label: optionText(statusField, s.status) }))}
                    />
                  </Suspense>
                )}
              <ul className="flex flex-wrap gap-2" data-testid="returns-by-status">
                {byStatus.map((s) => (
                  <li key={s.status}>
                    <Link
                      to={s.link}
                      className="badge badge-soft badge-primary gap-1 py-3"
                      data-testid={`status-${s.status}`}
                    >
                      {optionText(statusField, s.status)}
                      <span className="font-semibold tabular-nums">{s.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}
        {answer.paymentsByMonth && (
          <section className="card bg-base-100 border border-base-300">
            <div className="card-body p-4">
              <h3 className="card-title text-base">{t("dashboard.paymentsByMonth")}</h3>
              {months.every((m) => m.count === 0)
                ? (
                  <p className="opacity-70 py-8 text-center" data-testid="no-payments">
                    {t("dashboard.noPayments")}
                  </p>
                )
                : (
                  <Suspense fallback={chartSpace}>
                    <PaymentsChart label={t("dashboard.paymentsByMonth")} months={months} />
                  </Suspense>
                )}
            </div>
          </section>
        )}
      </div>
    </>
  );
}

/**
 * The home page (`/apps/dashboard`): the signed-in person's own work first (YourWork), then the practice's live
 * figures from the store, each opening its filtered list, and charts.
 */
export function DashboardPage() {
  useSignals();
  const dashboard = useDashboard();
  return (
    <div className="p-4 md:p-6" data-testid="dashboard-page" aria-busy={dashboard.loading}>
      <PageHeader title={t("dashboard.title")} />
      <YourWork />
      <section aria-labelledby="practice-figures" data-testid="practice-figures">
        <h2 id="practice-figures" className="text-lg font-semibold">{t("dashboard.practice")}</h2>
        <QueryState query={dashboard} failure={t("dashboard.loadFailed")}>
          {(answer) => (
            <>
              <p className="opacity-70 text-sm mb-4">
                {t("dashboard.asOf", { date: formatDate(answer.today, language.value) })}
              </p>
              <Figures answer={answer} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
