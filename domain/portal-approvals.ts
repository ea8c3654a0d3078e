/**
 * Approvals and engagement letters accepted in the client portal by a typed name (issue 37, a simple electronic
 * signature), as the server, the portal's page and the back office all know them.
 */

/** What staff ask of the client about one version of a document: an approval, or an engagement letter. */
export const APPROVAL_KINDS = ["approval", "engagement-letter"] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** Asked, then accepted by the client or withdrawn by staff; nothing after either. */
export const APPROVAL_STATUSES = ["asked", "accepted", "withdrawn"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The longest typed name a signature takes. */
export const SIGNED_NAME_MAX = 200;

/** Where the approvals answer: below the portal's API, and below the back office's portal calls. */
export const APPROVALS_PATH = "/approvals";

/** The signature itself: who typed which name, when, from where, over which bytes. */
export type ApprovalSignature = {
  name: string;
  /** The portal user's e-mail address (the portal's person, not the client). */
  user: string;
  at: string;
  address: string;
  /** The SHA-256 (hex) of the accepted version's bytes, hashed again when they were accepted. */
  sha256: string;
};

/** One approval asked of a client, as both sides read it. */
export type PortalApproval = {
  id: string;
  client: string;
  clientName: string;
  document: string;
  documentName: string;
  /** The version asked (1-based) and its file's type. */
  version: number;
  mediaType: string;
  kind: ApprovalKind;
  status: ApprovalStatus;
  askedBy: string;
  askedAt: string;
  withdrawnAt: string | null;
  accepted: ApprovalSignature | null;
};

/** The back office's page of one approval's printable record: `${APPROVAL_RECORD_PAGE}/:id`. */
export const APPROVAL_RECORD_PAGE = "/apps/portal/approvals";
