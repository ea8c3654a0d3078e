import type { ProblemKind } from "./kinds.ts";
import type { ProblemCode } from "./messages/en.ts";

export type { ProblemCode };

/** A localised text given as a parameter (a resource's label): the message takes the reader's language. */
export type Localized = { readonly en: string; readonly tr: string; readonly ar: string };

/** What a problem's message may say beyond its code: numbers, names, a list of options. */
export type ProblemParams = Record<string, string | number | Localized>;

/** A problem as data: a code of the catalogue and its parameters. Words come from the catalogue, per language. */
export type Problem = { code: ProblemCode; params?: ProblemParams };

/** Field path (`name`, `directors.0.idNumber`, `body` for the body itself) → its problem. */
export type FieldProblems = Record<string, Problem>;

/**
 * The kind of each code that can be the top-level problem of a refusal. A code not listed here is a field problem:
 * thrown on its own it is "invalid". Add area codes in their section.
 */
const KIND_OF: Partial<Record<ProblemCode, ProblemKind>> = {
  // any request
  invalidJson: "invalid",
  bodyTooDeep: "invalid",
  notAnObject: "invalid",
  bodyTooLarge: "tooLarge",
  noRoute: "notFound",
  nothingHere: "notFound",
  methodNotAllowed: "notAllowed",
  internal: "internal",
  requestFailed: "badGateway",
  storeUnavailable: "unavailable",
  storeFull: "storageFull",
  // sign-in and sessions
  signInRequired: "unauthorized",
  invalidSession: "unauthorized",
  sessionEnded: "unauthorized",
  sessionIdle: "unauthorized",
  twoFactorChallengeInvalid: "unauthorized",
  twoFactorCodeWrong: "unauthorized",
  twoFactorCodeUsed: "unauthorized",
  tooManyTwoFactorCodes: "rateLimited",
  twoFactorAlreadyOn: "conflict",
  twoFactorRequired: "conflict",
  twoFactorResetOwn: "conflict",
  twoFactorEnrolmentRequired: "forbidden",
  demoSessionNotAllowed: "forbidden",
  loginFailed: "unauthorized",
  accessTokenInvalid: "unauthorized",
  tooManySignIns: "rateLimited",
  googleNotEnabled: "notImplemented",
  tooManyResetRequests: "rateLimited",
  mailNotConfigured: "notImplemented",

  // back office
  noSuchResource: "notFound",
  recordNotFound: "notFound",
  notSupportedOnList: "notAllowed",
  notSupportedOnRecord: "notAllowed",
  cannotCreate: "notAllowed",
  cannotChange: "notAllowed",
  cannotDelete: "notAllowed",
  recordLocked: "forbidden",
  roleMayNot: "forbidden",
  staleRecord: "conflict",
  recordInUse: "conflict",
  valueTaken: "conflict",
  ownEmployeeRecord: "conflict",
  lastActiveAdmin: "conflict",
  noSuchView: "notFound",
  viewNotYours: "forbidden",
  viewShareAdminsOnly: "forbidden",
  staleView: "conflict",
  cannotBulkChange: "forbidden",
  selectionChanged: "conflict",
  bulkNothing: "invalid",
  bulkTooMany: "invalid",
  changeSetNotFound: "notFound",
  changeSetMovedOn: "conflict",

  // workflows
  triggerInactive: "conflict",
  triggerUnusable: "conflict",
  othersWork: "forbidden",
  noSuchFeed: "notFound",
  tooManyFeedRequests: "rateLimited",

  // documents
  documentTooLarge: "tooLarge",
  noSuchDocumentVersion: "notFound",
  documentOnHold: "conflict",
  notInBin: "notFound",
  binnedChanged: "conflict",
  documentNotDue: "conflict",
  retentionAdminsOnly: "forbidden",
  requestLinkUnknown: "notFound",
  requestLinkExpired: "forbidden",
  requestLinkRevoked: "forbidden",
  requestItemForeign: "forbidden",
  requestItemUnknown: "notFound",
  requestItemReceived: "conflict",
  requestNotOpen: "conflict",
  requestNoContact: "conflict",
  requestMailFailed: "badGateway",
  requestTemplatesAdmins: "forbidden",
  jobTemplatesAdmins: "forbidden",
  jobTemplateInactive: "conflict",
  tooManyRequestLinkTries: "rateLimited",
  // approvals in the client portal (server/portal/approvals.ts)
  noSuchApproval: "notFound",
  approvalAlreadyAsked: "conflict",
  approvalNotOpen: "conflict",
  approvalStale: "conflict",
  // the client portal
  portalContactNoEmail: "conflict",
  portalNotInvited: "notFound",
  portalMailFailed: "badGateway",
  portalInvitationUnknown: "notFound",
  portalInvitationExpired: "forbidden",
  portalCodeWrong: "unauthorized",
  portalCodeTriesUsed: "rateLimited",
  portalLinkUnknown: "notFound",
  portalLinkUsed: "invalid",
  portalLinkExpired: "invalid",
  portalChallengeInvalid: "unauthorized",
  tooManyPortalTries: "rateLimited",
  tooManyPortalMessages: "rateLimited",
  // proxy
  proxyTimeout: "timeout",
  proxyBadAnswer: "badGateway",
  proxyUnreachable: "unreachable",
  proxyInsecure: "unreachable",
  proxyFailed: "badGateway",
  proxyPathRefused: "invalid",
  // demo apps
  anonymousDemoWrite: "unauthorized",
  demoSandboxChanged: "conflict",
  courseNotFound: "notFound",
  productNotFound: "notFound",
  orderNotFound: "notFound",
  mailNotFound: "notFound",
  boardNotFound: "notFound",
  listNotFound: "notFound",
  cardNotFound: "notFound",
  chatUserNotFound: "notFound",
  chatContactNotFound: "notFound",
  chatNotFound: "notFound",
};

export function kindOf(code: ProblemCode): ProblemKind {
  return KIND_OF[code] ?? "invalid";
}

/** A problem from its code and parameters (parameters only when there are any). */
export function problem(code: ProblemCode, params?: ProblemParams): Problem {
  return params ? { code, params } : { code };
}
