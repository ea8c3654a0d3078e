/**
 * How long a practice must keep a client's document, and what holds it longer (issue 35), as South African law
 * asks. Pure: the server gathers the facts (server/backoffice/documents/retention-facts.ts), these rules decide.
 */
import type { DocumentKind } from "../resources/documents.ts";

/** Days a deleted document waits in the bin before it is removed for good. */
export const BIN_DAYS = 30;

/** Years tax records are kept: Tax Administration Act 28 of 2011, s29(3). */
export const TAX_YEARS_KEPT = 5;
/** Years a company's records are kept: Companies Act 71 of 2008, s24(1). */
export const COMPANY_YEARS_KEPT = 7;

/**
 * The kinds that are a company's own records under the Companies Act s24 (its CIPC filings, its annual financial
 * statements). An engagement letter is not: it is the practice's contract with its client, not a record the
 * company must keep, so it is kept as the tax records it supports are.
 */
export const COMPANY_RECORD_KINDS: readonly DocumentKind[] = ["cipc", "financial-statements"];

/** What holds a document past its period: an open objection or audit of its client's tax year (TAA s32). */
export type Hold = { resource: "objection" | "correspondence"; id: string };

/**
 * Which rule gave a document's period: TAA s29(3) five years after the return for the tax year was submitted;
 * with none submitted, after the end of the tax year; with no tax year on the document, after its upload;
 * Companies Act s24(1) seven years (after the end of its tax year, or after its upload).
 */
export const RETENTION_RULES = [
  "taxReturnSubmitted",
  "taxYearEnded",
  "taxUploaded",
  "companyRecord",
] as const;
export type RetentionRule = (typeof RETENTION_RULES)[number];

export type RetentionFacts = {
  kind: string;
  taxYear: number | null;
  /** When the document was uploaded (ISO instant). */
  uploadedAt: string;
  /** Whether its client is a company (its account type's entity kind). */
  companyClient: boolean;
  /** The latest submission date of its client's return for its tax year, if one was submitted. */
  returnSubmittedOn: string | null;
  /** The open objections and audits that hold it (objectionHolds, auditHolds). */
  holds: readonly Hold[];
};

export type Retention = { rule: RetentionRule; endsOn: string; holds: readonly Hold[] };

/** The last day of South Africa's tax year `year` (1 March of the year before to the end of February). */
export function taxYearEnd(year: number): string {
  return new Date(Date.UTC(year, 2, 0)).toISOString().slice(0, 10);
}

/** An ISO date (or instant's date) `years` later; 29 February falls on 28 February in a common year. */
export function yearsAfter(date: string, years: number): string {
  const [y, m, d] = date.slice(0, 10).split("-").map(Number);
  const day = Math.min(d, new Date(Date.UTC(y + years, m, 0)).getUTCDate());
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${
    String(day).padStart(2, "0")
  }`;
}

/** An ISO date `days` after an instant or date. */
export function daysAfter(date: string, days: number): string {
  return new Date(Date.parse(date.slice(0, 10)) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day a document binned at `binnedAt` goes for good. */
export function binExpiresOn(binnedAt: string): string {
  return daysAfter(binnedAt, BIN_DAYS);
}

/**
 * The tax records' period (TAA s29(3)): five years from the submission of the return it concerns; without a
 * submitted return, five years from the end of its tax year, or from its upload when it has none.
 */
function taxPeriod(facts: RetentionFacts): { rule: RetentionRule; endsOn: string } {
  if (facts.returnSubmittedOn) {
    return { rule: "taxReturnSubmitted", endsOn: yearsAfter(facts.returnSubmittedOn, TAX_YEARS_KEPT) };
  }
  if (facts.taxYear !== null) {
    return { rule: "taxYearEnded", endsOn: yearsAfter(taxYearEnd(facts.taxYear), TAX_YEARS_KEPT) };
  }
  return { rule: "taxUploaded", endsOn: yearsAfter(facts.uploadedAt, TAX_YEARS_KEPT) };
}

/**
 * A document's period and holds. A company's own records (COMPANY_RECORD_KINDS of a company client) are also
 * tax records, so they are kept to the later of the two periods.
 */
export function retentionOf(facts: RetentionFacts): Retention {
  const tax = taxPeriod(facts);
  if (!facts.companyClient || !COMPANY_RECORD_KINDS.includes(facts.kind as DocumentKind)) {
    return { ...tax, holds: facts.holds };
  }
  const from = facts.taxYear === null ? facts.uploadedAt : taxYearEnd(facts.taxYear);
  const company = yearsAfter(from, COMPANY_YEARS_KEPT);
  return company > tax.endsOn
    ? { rule: "companyRecord", endsOn: company, holds: facts.holds }
    : { ...tax, holds: facts.holds };
}

/** Whether a document's period has ended by `today` (nothing held): it may be purged. */
export function pastRetention(retention: Retention, today: string): boolean {
  return retention.endsOn < today;
}

/** An objection still in dispute (TAA s32): its outcome not yet decided. Deciding it lifts its hold. */
export function objectionOpen(outcome: unknown): boolean {
  return outcome === undefined || outcome === null || outcome === "pending";
}

/** A SARS audit letter (correspondence of kind "audit") not yet closed holds its client's documents (s32). */
export function auditOpen(letter: { kind?: unknown; status?: unknown }): boolean {
  return letter.kind === "audit" && letter.status !== "closed";
}
