/**
 * The client portal (issue 37), as the server and the portal's page both know it: where the page and its API are,
 * and what the API shows a portal user (the clients they act for, those clients' open document requests).
 */

/** The portal's own page; an invitation's mail links to `PORTAL_ACCEPT_PAGE?token=…`. */
export const PORTAL_PAGE = "/portal";
export const PORTAL_ACCEPT_PAGE = "/portal/accept";
/** A code's mail also links to `PORTAL_LINK_PAGE?token=…`: opened anywhere, it signs in the device that asked. */
export const PORTAL_LINK_PAGE = "/portal/link";
/**
 * The portal page's title, as a browser's tab and history show it: the practice's name before the portal's own
 * title (in the page's language), else that title alone. The page sets it (client/portal/PortalApp.tsx); the
 * served sign-in arrives with it (server/static.ts).
 */
export function portalPageTitle(portal: string, practice?: string): string {
  return practice ? `${practice} · ${portal}` : portal;
}

/** The portal's API: sign-in and the signed-in portal user's calls. */
export const PORTAL_API = "/api/portal";
/** Staff's calls about the portal, below the back office's API. */
export const PORTAL_STAFF_PATH = "/portal";

/** An invitation's token: 32 random bytes as hex. */
export const INVITATION_PATTERN = /^[0-9a-f]{64}$/;
/** A sign-in link's token and the asking device's poll secret: 32 random bytes as hex each. */
export const LINK_PATTERN = /^[0-9a-f]{64}$/;
/** How often the asking device asks whether its link was opened. */
export const LINK_POLL_MS = 2000;
/** A sign-in code: six digits. */
export const CODE_PATTERN = /^[0-9]{6}$/;

/** How long an invitation, a sign-in code, and wrong tries at one code. */
export const INVITATION_DAYS = 30;
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;

/** A client the portal user may act for. */
export type PortalClient = { id: string; name: string };

/** Who is signed in to the portal (`GET /api/portal/me`). */
export type PortalMe = { email: string; name: string; clients: PortalClient[] };

/** An item of an open request as the portal shows it; `n` is its number in the request (1-based). */
export type PortalItem = {
  n: number;
  label: string;
  kind: string;
  dueDate: string | null;
  received: boolean;
};

/** An open document request of a client, as the portal lists it. */
export type PortalRequest = { id: string; taxYear: number; dueDate: string | null; items: PortalItem[] };

/**
 * The answer to asking for a code (alike whether the address is anyone's): the secret only the asking device
 * holds, with which it polls until the mailed link is opened.
 */
export type PortalCodeAsked = { sent: true; minutes: number; poll: string };

/** A poll's answer: still waiting for the link to be opened, or signed in (or the second step asked). */
export type PortalPoll = { pending: true } | PortalSignedIn;

/**
 * A sign-in's answer when the person turned on an authenticator app: no session yet, a challenge to answer with a
 * current code (`POST /api/portal/sign-in/two-factor`), good for a few minutes.
 */
export type PortalChallenge = { twoFactorRequired: true; challenge: string };
/** What a sign-in (a code, a link, an invitation) answers. */
export type PortalSignedIn = PortalSignIn | PortalChallenge;

/** Whether a portal user's authenticator app is on (their settings). */
export type PortalTwoFactorState = { enabled: boolean };
/** An authenticator app being set up: its key as text and as the QR code's address and SVG, shown once. */
export type PortalEnrolment = { secret: string; uri: string; qrSvg: string };

/** A signed-in answer: the portal token and who it is. */
export type PortalSignIn = { token: string; me: PortalMe };

/** A contact of a client with its portal access (null: never invited), as the client's page lists them. */
export type PortalContact = {
  contact: string;
  name: string;
  /** The contact's e-mail address; none, and it cannot be invited. */
  email: string | null;
  access: PortalAccessState | null;
  /** Where the contact stands, by the server's clock (an invitation run out is `expired`, whatever the browser's). */
  state: PortalRosterState;
};

/** A contact's portal access as staff see it. */
export type PortalAccessState = {
  contact: string;
  email: string;
  status: "invited" | "active" | "revoked";
  invitedAt: string;
  expiresAt: string | null;
  acceptedAt: string | null;
  lastSignInAt: string | null;
};

/** The portal manager page (Clients → Client portal): every client's portal users, with bulk invitations. */
export const PORTAL_MANAGER_PAGE = "/apps/portal";

/**
 * Where a contact stands with the portal: never invited; invited, the link still good or run out; signed up
 * (active); revoked. What the portal manager filters by.
 */
export const PORTAL_ROSTER_STATES = ["never", "invited", "expired", "active", "revoked"] as const;
export type PortalRosterState = (typeof PORTAL_ROSTER_STATES)[number];

/** A contact on the portal manager page: its access, its state and its client. */
export type PortalRosterRow = PortalContact & {
  client: { id: string; name: string } | null;
};

/** A page of the portal manager, and how many contacts the actor sees in each state (practice-wide). */
export type PortalRoster = {
  items: PortalRosterRow[];
  /** Counted up to the lists' limit: `capped` when there are more. */
  total: number;
  capped: boolean;
  counts: Record<PortalRosterState, number>;
};

/** How many contacts one bulk invitation may name (each gets a mail of its own). */
export const MAX_BULK_INVITATIONS = 100;

/** What a bulk invitation did for one contact: invited, or why not (in the error envelope's words). */
export type BulkInviteOutcome =
  | { contact: string; ok: true; access: PortalAccessState }
  | { contact: string; ok: false; error: { code: string; message: string } };
/** The longest message of a client's thread with the practice, in characters. */
export const MESSAGE_MAX = 4000;
/** Messages a page of a thread holds (the newest; older ones page by `before`). */
export const THREAD_PAGE = 50;

/**
 * A message of a client's thread: from the client (a portal user) or the practice (an employee), as plain text.
 * `read`: a client's message staff have read (a practice's message is read by being sent).
 */
export type PortalMessage = {
  id: string;
  from: "client" | "practice";
  author: string;
  body: string;
  at: string;
  read: boolean;
};

/**
 * A page of a thread, oldest first (newest last); `before` is the id to ask `?before=` for the page older than it
 * (null: none older). Staff's answer also counts the client's unread messages.
 */
export type PortalThreadPage = { items: PortalMessage[]; before: string | null; unread?: number };

/** A client's unread messages from the client portal (`GET /api/backoffice/portal/unread`). */
export type PortalUnread = { client: string; unread: number };
