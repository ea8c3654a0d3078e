/**
 * English: the reference catalogue of problem messages, one entry per problem code. tr.ts and ar.ts have the same
 * keys (the type checks it). `{{name}}` is a parameter of the problem. Sections by area; add a code to all three
 * languages and give it a kind in ../problems.ts.
 */
export const en = {
  // --- any request --------------------------------------------------------------------------------------------
  /** A 400 whose fields say what is wrong: the message repeats the first one. */
  invalidFields: "{{field}}: {{reason}}",
  invalidJson: "The request body is not valid JSON.",
  bodyTooDeep: "The request body is nested more than {{max}} levels deep.",
  notAnObject: "The request body must be a JSON object.",
  bodyTooLarge: "The request body is too large.",
  noRoute: "No API route {{method}} {{path}}",
  nothingHere: "Nothing at {{method}} {{path}}",
  methodNotAllowed: "{{method}} is not supported here.",
  internal: "Something went wrong on our side. Please try again.",
  requestFailed: "The request failed ({{status}}).",
  storeUnavailable: "The database cannot be reached just now. Please try again in a moment.",
  storeFull: "The database's disk is full: nothing can be saved until space is freed. Reading still works.",

  // --- field problems (inside `fields`) ------------------------------------------------------------------------
  required: "Required",
  object: "Must be an object",
  text: "Must be text",
  number: "Must be a number",
  list: "Must be a list",
  integer: "Must be a whole number",
  money: "Must be an amount like 1250.00",
  negative: "Must not be negative",
  date: "Must be a valid date (YYYY-MM-DD)",
  dateTime: "Must be a valid date and time",
  bool: "Must be true or false",
  ref: "Must be a record id",
  email: "Must be a valid email address",
  phone: "Must be a valid phone number",
  url: "Must be a valid web address",
  version: "Must be a positive whole number",
  oneOf: "Must be one of: {{options}}",
  atMostChars: "Must be at most {{n}} characters",
  atLeastChars: "Must be at least {{n}} characters",
  atMostItems: "Must have at most {{n}} entries",
  atLeastItems: "Must have at least {{n}} entries",
  between: "Must be between {{min}} and {{max}}",
  atLeast: "Must be at least {{n}}",
  atMost: "Must be at most {{n}}",
  pattern: "Has the wrong format",
  unknownField: "Is not a field of this request",
  noNul: "Must not contain a NUL character",
  wholeCharacters: "Contains half of a character (a lone surrogate)",
  duplicate: "Appears more than once",
  invalid: "Is not valid",
  /** A due date typed other than the one the rules give (domain/workflows/due-dates.ts). */
  reasonForOtherDate: "Say why the due date is not {{date}}, the date the rules give",
  // South African identifiers (domain/identifiers.ts)
  digits: "Must be {{n}} digits",
  startsWith: "Must start with {{digit}}",
  startsWithOneOf: "Must start with one of {{digits}}",
  checkDigit: "Check digit does not match",
  cipcPattern: "Must look like YYYY/NNNNNN/NN",
  registrationPattern: "Must look like YYYY/NNNNNN/NN (CIPC) or IT 1234/2015 (a trust)",
  cipcYear: "Year must be between {{min}} and {{max}}",
  cipcSuffix: "Entity type (last two digits) must be 06, 07, 08, 21 or 23",
  birthDate: "First six digits must be a real date of birth (YYMMDD)",
  citizenship: "11th digit (citizenship) must be 0 or 1",
  // --- sign-in and sessions (server/auth) ----------------------------------------------------------------------
  signInRequired: "Sign in first: this call needs an Authorization: Bearer <token> header.",
  /** The spec's words for a session the server no longer accepts. */
  invalidSession: "Invalid jwt_access_token",
  /** The session was ended (sign out everywhere, an administrator, a deactivation or a new password). */
  sessionEnded: "Your session was ended. Sign in again.",
  sessionIdle: "You were signed out after a while without activity. Sign in again.",
  twoFactorChallengeInvalid: "This sign-in step has expired. Sign in again with your email and password.",
  twoFactorCodeWrong:
    "That code is not right. Type the current code from your authenticator app, or a recovery code.",
  twoFactorCodeUsed: "That code was used already. Wait for the next one in your authenticator app.",
  tooManyTwoFactorCodes: "Too many wrong codes. Try again in {{wait}}.",
  twoFactorAlreadyOn: "Two-factor sign-in is on already. Turn it off first to set it up again.",
  twoFactorRequired: "The practice requires two-factor sign-in for your role: it cannot be turned off.",
  twoFactorEnrolmentRequired:
    "The practice requires two-factor sign-in for your role. Set it up under Two-factor sign-in in your user menu first.",
  twoFactorResetOwn:
    "You cannot reset your own two-factor sign-in: turn it off on your Two-factor sign-in page.",
  demoSessionNotAllowed: "A demo session cannot use the back office. Sign in with a practice account.",
  loginFailed: "Wrong email or password.",
  /** The demo apps' token check, in the spec's words. */
  accessTokenInvalid: "Invalid access token detected",
  tooManySignIns: "Too many failed sign-ins. Try again in {{wait}}.",
  googleNotEnabled:
    "Sign in with Google is not enabled on this server. To enable it, create an OAuth 2.0 web client in Google Cloud with the redirect URI <this server>/api/users/auth/google/callback, set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, and restart Ledgerdesk.",
  /** Where a Google sign-in ends when it fails: words on the sign-in callback page. */
  googleCancelled: "Google sign-in was cancelled ({{reason}}).",
  googleStateMismatch: "The Google sign-in could not be verified (state mismatch). Please try again.",
  googleNoCode: "Google did not return an authorization code.",
  googleNotConfirmed: "Google could not confirm the sign-in. Please try again.",
  googleNoEmail: "Google did not confirm an email address for this account.",
  googleNoAccount: "No active Ledgerdesk account uses {{email}}. Ask an administrator.",
  googleTwoFactor: "This account signs in with its password and a two-factor code, not with Google.",
  /** The spec's words for the sign-in form's fields. */
  resetLinkInvalid:
    "This reset link is not valid: it was used already, replaced by a newer one, or older than {{minutes}} minutes. Ask for a new one.",
  tooManyResetRequests: "Too many reset requests from here. Try again in {{wait}}.",
  mailNotConfigured:
    "This server cannot send mail (SMTP_URL is not set), so it cannot send reset links. Ask an administrator to set your password.",
  loginEmail: "Please enter valid Email Address",
  loginPasswordLength: "Min character length is 6",

  // --- back office (server/backoffice) -------------------------------------------------------------------------
  noSuchResource: "No back-office resource {{resource}}.",
  recordNotFound: "No {{resource}} with id {{id}}.",
  notSupportedOnList: "{{method}} is not supported on a list.",
  notSupportedOnRecord: "{{method}} is not supported on a record.",
  cannotCreate: "{{label}} records cannot be created.",
  cannotChange: "{{label}} records cannot be changed.",
  cannotDelete: "{{label}} records cannot be deleted.",
  recordLocked: "{{reason}}",
  roleMayNot: "Your role ({{role}}) may not {{action}} records in {{module}}.",
  staleRecord:
    "This {{label}} record was changed by someone else since you opened it. Review their changes and save again.",
  recordInUse: "{{title}} cannot be deleted: it is used by {{users}}.",
  valueTaken: "{{field}}: {{reason}}",
  ownEmployeeRecord: "You cannot delete your own employee record.",
  lastActiveAdmin:
    "{{name}} is the last active admin: make another employee an active admin first, so someone can still manage the practice.",
  // bulk changes and change sets (server/backoffice/bulk)
  cannotBulkChange: "{{label}} records cannot be changed in bulk: change them one at a time.",
  selectionChanged:
    "The selection changed since the preview: it counted {{counted}} records to change, now there are {{count}}. Preview it again.",
  bulkNothing: "None of the selected records would change.",
  bulkTooMany: "A bulk change takes at most {{max}} records: narrow the selection.",
  changeSetNotFound: "No change set with id {{id}}.",
  changeSetMovedOn:
    "Nothing of this change set can be put back: every one of its records was changed since ({{records}}).",
  fieldNotWritable: "Is set by the server: it cannot be changed by hand",
  fieldNotBulk: "Cannot be changed in bulk",
  uniqueNotBulk: "Must be different on each record: it cannot be set on many records at once",
  bulkSelection: "Give the records either as ids or as a list query, one of the two",
  noSuchRecord: "No {{resource}} with id {{id}}.",
  notYourClient: "Make yourself this client's partner or manager: you only see your own clients",
  chooseYourClient: "Choose one of your clients: you only see your own clients' records",
  alreadyUsedBy: "Another {{resource}} already has {{field}} {{value}}.",
  emailTaken: "Another employee already has this email.",
  notSortable: 'Cannot sort by "{{field}}": not a sortable field of {{resource}}',
  wholeFrom: "Must be a whole number from {{min}}",
  noBlankFilter: "Cannot filter {{field}} by blank values",
  noRangeFilter: "Cannot filter {{field}} by a range",
  oneValue: "Give one value",
  unknownParameter: 'Unknown parameter: {{resource}} has no field "{{name}}"',
  cannotFilterBy: 'Cannot filter by "{{name}}"',
  badCursor: "Not a place in this list (it is sorted another way now): start again from the first page",
  pageAndCursor: "Give either a page or a place to start from (after or before), not both",
  // saved views and columns of a list (server/backoffice/views.ts)
  noSuchView: "No saved view {{id}} of this list that you can see.",
  viewNotYours:
    "This view is another user's: only its owner, or an administrator for a shared view, may change it.",
  viewShareAdminsOnly:
    "Only an administrator may share a view with everyone: save it as your own view instead.",
  staleView:
    "The view {{name}} was changed by someone else since you opened it. Review their changes and save again.",
  notAColumn: 'Is not a column of {{resource}}: it has no field "{{name}}"',
  columnTwice: 'Shows the column "{{name}}" twice',
  notInView: "A view keeps search, filters and sort only, not {{name}}",

  // --- workflows (server/workflows) ----------------------------------------------------------------------------
  yearLike: "Must be a year like 2026",
  triggerInactive: "The trigger {{name}} is inactive: make it active to run it.",
  triggerUnusable: "The trigger {{name}} has no usable schedule or tax type: edit it first.",
  unknownFilter: 'Unknown parameter: the report has no filter "{{name}}"',
  toBeforeFrom: "Must be on or after {{from}}",
  rangeTooLong: "Must be at most {{n}} days after {{from}}",
  othersWork: "Your role ({{role}}) may see only your own work, not another employee's or the whole team's.",
  noSuchFeed: "No calendar feed at this address: it was revoked or never existed.",
  tooManyFeedRequests: "Too many calendar feed addresses that open nothing from here. Try again in {{wait}}.",

  // --- compliance (issue 36: domain/compliance, server/backoffice/compliance) -------------------------------------
  periodNotOfKind: "Must be a period of this obligation, written like {{example}}",
  seasonYearTaken: "The filing season of {{year}} is kept already: change that one",
  vatFilingWithoutVat: "Only a VAT vendor files VAT: choose a VAT category first, or leave this blank",
  vatWithoutFiling: "Required for a VAT vendor: eFiling or at a branch",
  topUpWithoutProvisional: "Only a provisional taxpayer makes the third provisional payment",
  incorporationForCompaniesOnly: "Only a company or close corporation has an incorporation date at CIPC",
  seasonUnknown:
    "The filing seasons have no row for {{years}}, whose dates fall in this run: add the missing years on the filing seasons' page first.",
  // --- documents (server/documents) ---------------------------------------------------------------------------
  noSuchDocumentVersion: "This document has no version {{n}}.",
  documentOnHold:
    "This document is on legal hold while an objection or a SARS audit of its client is open: it cannot be deleted or purged until that is settled.",
  notInBin: "This document is not in the bin: it was restored or removed for good.",
  binnedChanged: "This document was restored and deleted again since you looked: open the bin again.",
  documentNotDue: "{{name}} is kept until {{endsOn}}: its retention period has not ended.",
  retentionAdminsOnly: "Only an administrator may review and purge documents past their retention period.",
  documentTooLarge: "The file is larger than the {{maxMb}} MB a document may be.",
  fileEmpty: "Is empty: there is nothing in the file",
  fileTypeRefused:
    "Is not a kind of file a practice keeps: PDF, an image, an Office document, CSV, text or ZIP",
  fileCut: "Ended before the whole file arrived: upload it again",
  nameTooLong: "Must be at most {{max}} characters",
  nameHasPath: "Must not hold / or \\",
  nameHasControl: "Must not hold control or direction characters",
  // document requests and their upload links
  requestLinkUnknown:
    "No document request opens at this link: check the address in your mail, or ask your practice for a new link.",
  requestLinkExpired: "This link has expired: ask your practice to send you a new one.",
  requestLinkRevoked: "This link was withdrawn by your practice: use the newest link they sent you.",
  requestItemForeign: "This document is not one this link asks for.",
  requestItemUnknown: "No such document is asked for by this request.",
  requestItemReceived: "This document has been received already.",
  requestNotOpen: "This request is {{status}}: nothing more can be sent or uploaded for it.",
  requestNoContact:
    "The client has no e-mail address to send the request to: add one on the client's record.",
  requestMailFailed:
    "The mail to the client could not be sent ({{reason}}); the link it carried was withdrawn. Try again.",
  requestTemplatesAdmins: "Only administrators keep the request templates.",
  // --- recurring work (issue 38: domain/jobs, server/workflows/jobs.ts) ---------------------------------------
  jobTemplatesAdmins: "Only administrators keep the job templates.",
  recurrenceNeverFires:
    "No period ever starts on this day of the chosen months: choose a day that exists in them",
  filterOnly: "A saved filter holds the clients list's filters and search only, not its sorting or paging",
  notAStage: "Must be one of the template's stages: {{stages}}",
  returnOfAnotherClient: "Choose one of this job's client's returns",
  jobTemplateInactive: "The job template {{name}} is inactive: make it active to run it.",
  requestWithoutItems: "Must list at least one document (or choose a template)",
  requestItemsFixed: "Cannot change once the request has been sent: cancel it and ask again",
  tooManyRequestLinkTries: "Too many links that open nothing from here. Try again in {{wait}}.",

  // --- approvals in the client portal (server/portal/approvals.ts) -----------------------------------------------
  noSuchApproval: "There is no approval {{id}}.",
  approvalAlreadyAsked:
    "The client was already asked about version {{version}} of this document: withdraw that first.",
  approvalNotOpen: "This approval is no longer open: it was already accepted or withdrawn.",
  approvalStale:
    "The document changed since you were asked (version {{asked}} was asked, version {{current}} is current): your practice must ask again.",

  // --- the client portal (server/portal) ---------------------------------------------------------------------
  portalContactNoEmail: "The contact has no e-mail address to invite: add one on the contact's record.",
  portalNotInvited: "This contact has not been invited to the client portal, or the access was revoked.",
  portalMailFailed:
    "The invitation could not be mailed ({{reason}}); the link it carried was withdrawn. Try again.",
  portalInvitationUnknown:
    "This invitation opens nothing: it was used, replaced by a newer one or withdrawn. Sign in with a code, or ask your practice to invite you again.",
  portalInvitationExpired: "This invitation has expired: ask your practice to send you a new one.",
  portalCodeWrong: "This code is wrong or has expired: check it, or ask for a new one.",
  portalLinkUnknown:
    "This sign-in link opens nothing: it was replaced by a newer one, or is not yours. Ask for a new code.",
  portalLinkUsed: "This sign-in link was already used: it works once. Ask for a new code to sign in again.",
  portalLinkExpired: "This sign-in link has expired (it works for {{minutes}} minutes): ask for a new code.",
  portalTwoFactorWrong: "That code is not right: type the current code from your authenticator app.",
  portalChallengeInvalid: "This sign-in step has expired: ask for a new code and sign in again.",
  portalCodeTriesUsed: "This code was tried wrongly {{tries}} times and no longer works: ask for a new one.",
  tooManyPortalTries: "Too many tries from here. Try again in {{wait}}.",
  tooManyPortalMessages: "You have sent many messages in a short time. Send this one in {{wait}}.",

  // --- proxy to the practice's backend (server/proxy.ts) -------------------------------------------------------
  proxyTimeout: "The practice backend did not answer within {{seconds}}.",
  proxyBadAnswer: "The practice backend at {{origin}} sent an answer that cannot be passed on.",
  proxyUnreachable: "The practice backend at {{origin}} cannot be reached.",
  proxyInsecure:
    "The practice backend at {{origin}} cannot be reached securely (TLS certificate or handshake).",
  proxyFailed: "The request to the practice backend at {{origin}} failed before it answered.",
  proxyPathRefused:
    "This address has a dot segment (. or ..) or an encoded slash or backslash, which could lead elsewhere on the practice backend: it is not passed on.",
  // --- demo apps (server/demo) ---------------------------------------------------------------------------------
  anonymousDemoWrite: "Sign in to change the demo data: without a session the demo apps are read-only.",
  demoSandboxChanged: "Your demo data changed in another tab at the same moment: try again.",
  courseNotFound: "Requested course does not exist.",
  productNotFound: "Requested product does not exist.",
  orderNotFound: "Requested order does not exist.",
  mailNotFound: "Requested mail does not exist.",
  boardNotFound: "Requested board do not exist.",
  listNotFound: "Requested list does not exist on this board.",
  cardNotFound: "Requested card does not exist on this board.",
  chatUserNotFound: 'Chat user not found: there is no user with id "{{id}}".',
  chatContactNotFound: 'Contact not found: there is no contact with id "{{id}}".',
  chatNotFound: 'Chat not found: there is no chat with id "{{id}}".',
  noSuchEvent: "No event with this id",
  noSuchContact: "No contact with this id",
  noSuchMail: "No mail with this id",
  noSuchNote: "No note with this id",
  noSuchLabel: "No label with this id",
  noSuchFolder: "No folder with this id",
  noSuchTodo: "No to-do with this id",
  todoIdExpected: "Must be the id of a to-do",
  notYourChatUser: "Must be your own chat user id",
  chatOfAnotherContact: "Is the chat with another contact",
  notThisContactsChat: "Is not this contact's chat",
  unchangeable: "Cannot be changed",
  notBefore: "Must not be before {{other}}",
  attachmentsFlag: "Must say whether attachments is non-empty",
  stepCount: "Must equal the number of steps",
  stepOutOfRange: "Must point at one of the steps",
  priceWithTax: "Must be priceTaxExcl plus {{rate}}% tax: {{expected}}",
  featuredImage: "Must be the id of one of the images",
  usedByAnotherProduct: "Already used by another product",
  enterName: "Enter a name",
  boardMember: "Each must be a different member of this board",
  boardLabel: "Each must be a different label of this board",
  attachmentCover: 'Must be one of the card\'s image attachments, or ""',
  activityMember: "Each activity's idMember must be a member of this board",
  boardLists: "Must hold exactly this board's lists, each once",
  boardCards: "Must place each of this board's cards exactly once",
} as const;

export type ProblemCode = keyof typeof en;
