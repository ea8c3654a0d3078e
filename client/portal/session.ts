import { signal } from "@preact/signals-react";
import type { PortalSignedIn } from "../../domain/portal.ts";
import { PORTAL_SESSION_COOKIE } from "../../domain/prerendered.ts";
import { dropCookie, keepCookie } from "../kit/prerendered.ts";

/** Where this browser keeps its portal token: apart from the back office's `jwt_access_token`. */
const TOKEN_KEY = "ledgerdesk.portal-token";

/** The portal token of whoever is signed in here, or null. */
export const portalToken = signal<string | null>(localStorage.getItem(TOKEN_KEY));

/** Whether this browser keeps a session, as the server reads it to serve `/portal` (domain/prerendered.ts). */
function sayKept(kept: boolean): void {
  if (kept) keepCookie(PORTAL_SESSION_COOKIE, "1");
  else dropCookie(PORTAL_SESSION_COOKIE);
}

/** Says so for the token found here at start (kept before the hint was, or the hint cleared with the cookies). */
export function sayWhetherKept(): void {
  sayKept(portalToken.value !== null);
}

export function keepToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  portalToken.value = token;
  sayKept(true);
}

/** Forgets the token here (the server's session ended, or is being ended). */
export function signOutHere(): void {
  localStorage.removeItem(TOKEN_KEY);
  portalToken.value = null;
  sayKept(false);
}

/** A sign-in's second step waiting (the person's authenticator app is on): its challenge, or null. */
export const challenge = signal<string | null>(null);

/** A sign-in's answer: signed in here, or the authenticator app's code asked first. */
export function signedIn(answer: PortalSignedIn): void {
  if ("token" in answer) {
    challenge.value = null;
    keepToken(answer.token);
  } else challenge.value = answer.challenge;
}
