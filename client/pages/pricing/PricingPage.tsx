import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link } from "react-router";
import { language, t } from "../../kit/i18n/index.ts";
import { numberFormat } from "../../kit/i18n/numbers.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import {
  type Allowance,
  type Feature,
  FEATURES,
  monthlyPrice,
  type Plan,
  PLANS,
  yearlySaving,
} from "./plans.ts";
import "./messages.ts";

type Billing = "monthly" | "yearly";
export type PricingStyle = 1 | 2 | 3;

function rand(amount: number): string {
  return numberFormat(language.value, {
    style: "currency",
    currency: "ZAR",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A feature's line for a plan: "15 staff seats", "Unlimited offices", or its name when simply included. */
function allowanceText(feature: Feature, allowance: Allowance): string {
  if (allowance === "unlimited") return t(`pricing.features.${feature}Unlimited`);
  if (typeof allowance === "number") {
    return t(`pricing.features.${feature}`, { n: numberFormat(language.value).format(allowance) });
  }
  return t(`pricing.features.${feature}`);
}

function BillingToggle({ billing, onChange }: { billing: Billing; onChange: (b: Billing) => void }) {
  return (
    <div role="radiogroup" aria-label={t("pricing.billing")} className="join" data-testid="billing-toggle">
      {(["monthly", "yearly"] as const).map((b) => (
        <button
          key={b}
          type="button"
          role="radio"
          aria-checked={billing === b}
          className={`btn join-item btn-sm ${billing === b ? "btn-primary" : "btn-ghost bg-base-100"}`}
          onClick={() => onChange(b)}
          data-testid={`billing-${b}`}
        >
          {t(`pricing.${b}`)}
          {b === "yearly" && <span className="badge badge-success badge-xs">−{yearlySaving()} %</span>}
        </button>
      ))}
    </div>
  );
}

function Price({ plan, billing }: { plan: Plan; billing: Billing }) {
  return (
    <div>
      <span className="text-4xl font-extrabold" data-testid={`price-${plan.id}`}>
        {rand(monthlyPrice(plan, billing))}
      </span>
      <span className="opacity-70">{t("pricing.perMonth")}</span>
      <div className="text-xs opacity-60 min-h-4">
        {billing === "yearly"
          ? t("pricing.billedYearly", { total: rand(monthlyPrice(plan, billing) * 12) })
          : ""}
      </div>
    </div>
  );
}

function TryButton({ plan }: { plan: Plan }) {
  return (
    <Link
      to="/pages/auth/register"
      className={`btn w-full ${plan.featured ? "btn-primary" : "btn-outline"}`}
      data-testid={`try-${plan.id}`}
    >
      {t("pricing.try")}
    </Link>
  );
}

/** A plan's card: name, who it is for, price, what it includes (all features with ticks, or the main ones). */
function PlanCard({ plan, billing, full }: { plan: Plan; billing: Billing; full: boolean }) {
  const features = full ? FEATURES : FEATURES.filter((f) => ["staff", "clients", "storage"].includes(f));
  return (
    <article
      className={`card bg-base-100 shadow-lg border ${
        plan.featured ? "border-primary lg:scale-105 z-10" : "border-base-300"
      }`}
      data-testid={`plan-${plan.id}`}
      aria-labelledby={`plan-${plan.id}-name`}
    >
      <div className="card-body gap-4">
        <div className="flex items-center gap-2 flex-wrap">
          <h2 id={`plan-${plan.id}-name`} className="card-title text-2xl">
            {t(`pricing.plans.${plan.id}.name`)}
          </h2>
          {plan.featured && <span className="badge badge-primary">{t("pricing.mostChosen")}</span>}
          {plan.featured && billing === "yearly" && (
            <span className="badge badge-success badge-outline">
              {t("pricing.save", { n: yearlySaving() })}
            </span>
          )}
        </div>
        <p className="opacity-70 text-sm min-h-10">{t(`pricing.plans.${plan.id}.for`)}</p>
        <Price plan={plan} billing={billing} />
        <ul className="flex flex-col gap-2 text-sm">
          {features.map((f) => {
            const included = plan.allowances[f] !== false;
            return (
              <li key={f} className={`flex items-start gap-2 ${included ? "" : "opacity-70 line-through"}`}>
                <Icon
                  name={included ? "check_circle" : "remove_circle_outline"}
                  size={18}
                  className={included ? "text-success" : ""}
                />
                <span>
                  {allowanceText(f, plan.allowances[f])}
                  {!included && <span className="sr-only">{t("pricing.notIncluded")}</span>}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="card-actions mt-auto">
          <TryButton plan={plan} />
        </div>
      </div>
    </article>
  );
}

/** Every feature against every plan, for comparing line by line. */
function ComparisonTable({ billing }: { billing: Billing }) {
  return (
    <div
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
      data-testid="plan-comparison"
    >
      <table className="table">
        <caption className="sr-only">{t("pricing.compare")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("pricing.feature")}</th>
            {PLANS.map((p) => (
              <th key={p.id} scope="col" className={p.featured ? "text-primary" : ""}>
                <div className="text-lg">{t(`pricing.plans.${p.id}.name`)}</div>
                <div className="font-normal">{rand(monthlyPrice(p, billing))}{t("pricing.perMonth")}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEATURES.map((f) => (
            <tr key={f}>
              <th scope="row" className="font-normal">{t(`pricing.features.${f}Name`)}</th>
              {PLANS.map((p) => {
                const a = p.allowances[f];
                return (
                  <td key={p.id}>
                    {typeof a === "boolean"
                      ? (
                        <>
                          <Icon
                            name={a ? "check" : "remove"}
                            size={20}
                            className={a ? "text-success" : "opacity-40"}
                          />
                          <span className="sr-only">
                            {a ? t("pricing.included") : t("pricing.notIncluded")}
                          </span>
                        </>
                      )
                      : allowanceText(f, a)}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <td />
            {PLANS.map((p) => (
              <td key={p.id}>
                <TryButton plan={p} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/pages/pricing/style-1|2|3`: Ledgerdesk's plans for a practice. Style 1: cards over a hero; style 2: cards
 * listing everything each includes; style 3: a comparison table. Each can show monthly or yearly billing.
 */
export function PricingPage({ style }: { style: PricingStyle }) {
  useSignals();
  const [billing, setBilling] = useState<Billing>("monthly");
  const heading = (
    <>
      <h1 className="text-4xl font-extrabold tracking-tight" data-testid="page-title">
        {t("pricing.title")}
      </h1>
      <p className="max-w-2xl opacity-80">{t("pricing.subtitle")}</p>
      <BillingToggle billing={billing} onChange={setBilling} />
    </>
  );
  return (
    <div className="pb-10" data-testid={`pricing-style-${style}`}>
      {style === 1
        ? (
          <>
            <div className="bg-neutral text-neutral-content px-4 pt-12 pb-32 flex flex-col items-center text-center gap-4">
              {heading}
            </div>
            <div className="grid gap-6 lg:grid-cols-3 max-w-6xl mx-auto px-4 -mt-20">
              {PLANS.map((p) => <PlanCard key={p.id} plan={p} billing={billing} full={false} />)}
            </div>
          </>
        )
        : (
          <div className="max-w-6xl mx-auto px-4 pt-10 flex flex-col gap-8">
            <div className="flex flex-col items-center text-center gap-4">{heading}</div>
            {style === 2
              ? (
                <div className="grid gap-6 lg:grid-cols-3">
                  {PLANS.map((p) => <PlanCard key={p.id} plan={p} billing={billing} full />)}
                </div>
              )
              : <ComparisonTable billing={billing} />}
          </div>
        )}
      <p className="text-center text-sm opacity-70 mt-10 px-4">{t("pricing.vat")}</p>
    </div>
  );
}
