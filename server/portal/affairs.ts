import {
  annualReturnStage,
  incomeTaxStage,
  objectionStage,
  type PortalAffair,
  sortAffairs,
  taxClearanceStage,
} from "../../domain/portal-affairs.ts";
import { type Engine, type Stored, wholeList } from "../backoffice/index.ts";
import type { Portal } from "./portal.ts";

const yearOf = (value: unknown): number | null => {
  const year = typeof value === "string" ? Number(value.slice(0, 4)) : Number(value);
  return Number.isInteger(year) && year > 0 ? year : null;
};

/**
 * Where a client's affairs stand in the client portal (issue 37): the client's income-tax returns, the objections
 * to their assessments, their annual returns and tax clearances, each staged in a client's words
 * (domain/portal-affairs.ts). It reads only that client's records (by their `account`, and an objection through
 * its assessment's return), and only for a portal user acting for the client: else the 404 of a missing client.
 */
export class PortalAffairs {
  constructor(private readonly deps: { engine: Engine; portal: Portal }) {}

  async forClient(userId: string, account: string): Promise<PortalAffair[]> {
    await this.deps.portal.actsFor(userId, account);
    const returns = await this.#of("incometax", { account: [account] });
    const assessments = returns.length
      ? await this.#of("assessment", { incomeTax: returns.map((r) => r.id) })
      : [];
    const objections = assessments.length
      ? await this.#of("objection", { assessment: assessments.map((a) => a.id) })
      : [];
    const returnYear = new Map(returns.map((r) => [r.id, yearOf(r.data.taxYear)]));
    const assessedYear = new Map(
      assessments.map((a) => [a.id, returnYear.get(String(a.data.incomeTax)) ?? null]),
    );
    const annual = await this.#of("annualreturn", { account: [account] });
    const clearances = await this.#of("taxclearance", { account: [account] });
    return sortAffairs([
      ...returns.map((r) => ({
        kind: "incometax" as const,
        id: r.id,
        year: yearOf(r.data.taxYear),
        stage: incomeTaxStage(r.data.status),
      })),
      ...objections.map((o) => ({
        kind: "objection" as const,
        id: o.id,
        year: assessedYear.get(String(o.data.assessment)) ?? null,
        stage: objectionStage(o.data),
      })),
      ...annual.map((a) => ({
        kind: "annualreturn" as const,
        id: a.id,
        year: yearOf(a.data.year),
        stage: annualReturnStage(a.data.status),
      })),
      ...clearances.map((c) => ({
        kind: "taxclearance" as const,
        id: c.id,
        year: yearOf(c.data.requestedOn),
        stage: taxClearanceStage(c.data),
      })),
    ]);
  }

  /** Every record of `resource` matching `where` (the server's read: the portal user is no employee). */
  async #of(resource: string, where: Record<string, string[]>): Promise<Stored[]> {
    const { engine } = this.deps;
    const def = engine.def(resource)!;
    return (await engine.source(resource).list(def, wholeList(def, { where }))).rows;
  }
}
