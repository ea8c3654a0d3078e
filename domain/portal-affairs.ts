/**
 * Where a client's affairs stand, in the client portal (issue 37): each income-tax return, objection, annual
 * return and tax clearance of theirs in a few words a client understands, never the practice's internal statuses
 * ("in-review", "info-received"). The mapping is pure: the server reads the records, the portal words the stage.
 */

/** The kinds of affair the portal shows: the back office's resources of the same names. */
export const AFFAIR_KINDS = ["incometax", "objection", "annualreturn", "taxclearance"] as const;
export type AffairKind = (typeof AFFAIR_KINDS)[number];

/**
 * Where an affair stands, as the client reads it: we wait for them; we are working on it; they approved it and we
 * are to submit it; it is with the authority (SARS) and we wait for its answer; it is done.
 */
export const AFFAIR_STAGES = ["waiting", "preparing", "approved", "submitted", "done"] as const;
export type AffairStage = (typeof AFFAIR_STAGES)[number];

/** One affair as the portal lists it: its kind, the year it is of (null when it has none) and its stage. */
export type PortalAffair = { kind: AffairKind; id: string; year: number | null; stage: AffairStage };

/** A client's affairs (`GET /api/portal/clients/:id/affairs`), newest year first. */
export type PortalAffairs = { items: PortalAffair[] };

/**
 * An income-tax return's stage: "requested" is the practice asking the client for their papers; the working
 * statuses are ours; "client-approved" is theirs done and the submission ours; "submitted" waits on SARS; an
 * assessment or closing ends it.
 */
export function incomeTaxStage(status: unknown): AffairStage {
  switch (status) {
    case "requested":
      return "waiting";
    case "client-approved":
      return "approved";
    case "submitted":
      return "submitted";
    case "assessed":
    case "closed":
      return "done";
    default:
      // info-received, in-preparation, in-review, and a status this mapping does not know yet: ours to do.
      return "preparing";
  }
}

/** An objection's stage: decided (any outcome but pending) is done; lodged with SARS waits on it; else ours. */
export function objectionStage(record: { outcome?: unknown; lodgedOn?: unknown }): AffairStage {
  if (typeof record.outcome === "string" && record.outcome && record.outcome !== "pending") return "done";
  if (typeof record.lodgedOn === "string" && record.lodgedOn) return "submitted";
  return "preparing";
}

/** An annual return's stage: filed with CIPC is done; due or overdue, it is ours to file. */
export function annualReturnStage(status: unknown): AffairStage {
  return status === "filed" ? "done" : "preparing";
}

/** A tax clearance's stage: issued is done; until then, the practice is obtaining it. */
export function taxClearanceStage(record: { issuedOn?: unknown }): AffairStage {
  return typeof record.issuedOn === "string" && record.issuedOn ? "done" : "preparing";
}

/** Affairs in the order the portal lists them: the newest year first (none last), then by kind, then by id. */
export function sortAffairs(items: PortalAffair[]): PortalAffair[] {
  return [...items].sort((a, b) =>
    (b.year ?? -1) - (a.year ?? -1) ||
    AFFAIR_KINDS.indexOf(a.kind) - AFFAIR_KINDS.indexOf(b.kind) ||
    a.id.localeCompare(b.id)
  );
}
