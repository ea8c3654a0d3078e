/** Ledgerdesk's own plans, per practice: what each costs and includes. */
export const PLAN_IDS = ["solo", "practice", "group"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What a plan includes, in the order the pages list it: a number, "unlimited", or whether it is included. */
export const FEATURES = [
  "staff",
  "clients",
  "storage",
  "taxWork",
  "secretarial",
  "triggers",
  "roles",
  "mail",
  "offices",
  "postgres",
  "support",
] as const;
export type Feature = (typeof FEATURES)[number];
export type Allowance = number | "unlimited" | boolean;

export type Plan = {
  id: PlanId;
  /** Rand per month, billed monthly. */
  monthly: number;
  allowances: Record<Feature, Allowance>;
  /** The plan most practices choose: highlighted. */
  featured?: boolean;
};

/** Paying for a year costs ten months: two are free. */
export const MONTHS_PAID_PER_YEAR = 10;

export const PLANS: readonly Plan[] = [
  {
    id: "solo",
    monthly: 490,
    allowances: {
      staff: 2,
      clients: 150,
      storage: 5,
      taxWork: true,
      secretarial: true,
      triggers: false,
      roles: false,
      mail: true,
      offices: 1,
      postgres: false,
      support: false,
    },
  },
  {
    id: "practice",
    monthly: 1490,
    featured: true,
    allowances: {
      staff: 15,
      clients: 3000,
      storage: 50,
      taxWork: true,
      secretarial: true,
      triggers: true,
      roles: true,
      mail: true,
      offices: 3,
      postgres: false,
      support: true,
    },
  },
  {
    id: "group",
    monthly: 3990,
    allowances: {
      staff: "unlimited",
      clients: 100_000,
      storage: 500,
      taxWork: true,
      secretarial: true,
      triggers: true,
      roles: true,
      mail: true,
      offices: "unlimited",
      postgres: true,
      support: true,
    },
  },
];

/** The price per month for a billing period: yearly billing spreads ten months' price over twelve. */
export function monthlyPrice(plan: Plan, billing: "monthly" | "yearly"): number {
  return billing === "monthly" ? plan.monthly : Math.round((plan.monthly * MONTHS_PAID_PER_YEAR) / 12);
}

/** What yearly billing saves, as a whole percentage (17 for two months free). */
export function yearlySaving(): number {
  return Math.round((1 - MONTHS_PAID_PER_YEAR / 12) * 100);
}
