import {
  PORTAL_API,
  type PortalClient,
  type PortalCodeAsked,
  type PortalEnrolment,
  type PortalMe,
  type PortalMessage,
  type PortalPoll,
  type PortalRequest,
  type PortalSignedIn,
  type PortalThreadPage,
  type PortalTwoFactorState,
} from "../../domain/portal.ts";
import { api, setApiAuth, upload } from "../lib/api.ts";
import { portalToken, signOutHere } from "./session.ts";

// Every call but the sign-in's carries the portal's token; a 401 to one (ended, idle, revoked) signs out here.
setApiAuth({ token: () => portalToken.value, onUnauthorized: () => signOutHere() });

/**
 * Mails a code and a link to `email` (the answer is the same whether or not the address is anyone's), with the
 * secret this device polls with until the link is opened.
 */
export function askCode(email: string): Promise<PortalCodeAsked> {
  return api<PortalCodeAsked>(`${PORTAL_API}/sign-in/code`, { body: { email }, anonymous: true });
}

/** Whether the mailed link was opened: signed in here if it was. */
export function pollLink(email: string, poll: string): Promise<PortalPoll> {
  return api<PortalPoll>(`${PORTAL_API}/sign-in/poll`, { body: { email, poll }, anonymous: true });
}

/** Opens a mailed link: it signs in the device that asked for it, not this one. */
export function openLink(token: string): Promise<unknown> {
  return api(`${PORTAL_API}/sign-in/link`, { body: { token }, anonymous: true });
}

export function verifyCode(email: string, code: string): Promise<PortalSignedIn> {
  return api<PortalSignedIn>(`${PORTAL_API}/sign-in/verify`, { body: { email, code }, anonymous: true });
}

export function acceptInvitation(token: string): Promise<PortalSignedIn> {
  return api<PortalSignedIn>(`${PORTAL_API}/invitations/accept`, { body: { token }, anonymous: true });
}

/** The sign-in's second step: the challenge and a current code of the person's authenticator app. */
export function secondStep(challenge: string, code: string): Promise<PortalSignedIn> {
  return api<PortalSignedIn>(`${PORTAL_API}/sign-in/two-factor`, {
    body: { challenge, code },
    anonymous: true,
  });
}

/** The signed-in person's authenticator app: whether it is on; set up (a key, then a first code); off. */
export function fetchTwoFactor(signal?: AbortSignal): Promise<PortalTwoFactorState> {
  return api<PortalTwoFactorState>(`${PORTAL_API}/two-factor`, { signal });
}

export function startTwoFactor(): Promise<PortalEnrolment> {
  return api<PortalEnrolment>(`${PORTAL_API}/two-factor/start`, { method: "POST" });
}

export function changeTwoFactor(to: "confirm" | "disable", code: string): Promise<PortalTwoFactorState> {
  return api<PortalTwoFactorState>(`${PORTAL_API}/two-factor/${to}`, { body: { code } });
}

export function signOut(everywhere = false): Promise<unknown> {
  return api(`${PORTAL_API}/sign-out${everywhere ? "/everywhere" : ""}`, { method: "POST" });
}

export function fetchMe(signal?: AbortSignal): Promise<PortalMe> {
  return api<PortalMe>(`${PORTAL_API}/me`, { signal });
}

export function fetchRequests(client: PortalClient["id"], signal?: AbortSignal): Promise<PortalRequest[]> {
  return api<PortalRequest[]>(`${PORTAL_API}/clients/${encodeURIComponent(client)}/requests`, { signal });
}

/** Sends `file` for item `n` of request `request` of client `client`, telling its progress. */
export function uploadItem(
  client: string,
  request: string,
  n: number,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<unknown> {
  const path = `${PORTAL_API}/clients/${encodeURIComponent(client)}/requests/${encodeURIComponent(request)}`;
  return upload(`${path}/items/${n}`, file, { query: { name: file.name }, onProgress });
}

const threadPath = (client: string) => `${PORTAL_API}/threads/${encodeURIComponent(client)}`;

/** A page of client `client`'s thread, newest last: the newest, or those older than message `before`. */
export function fetchThread(
  client: string,
  before?: string,
  signal?: AbortSignal,
): Promise<PortalThreadPage> {
  return api<PortalThreadPage>(threadPath(client), { signal, query: { before } });
}

export function sendMessage(client: string, body: string): Promise<PortalMessage> {
  return api<PortalMessage>(threadPath(client), { body: { body } });
}
