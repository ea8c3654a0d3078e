import { signal } from "@preact/signals-react";

/** Where this browser keeps its portal token: apart from the back office's `jwt_access_token`. */
const TOKEN_KEY = "ledgerdesk.portal-token";

/** The portal token of whoever is signed in here, or null. */
export const portalToken = signal<string | null>(localStorage.getItem(TOKEN_KEY));

export function keepToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  portalToken.value = token;
}

/** Forgets the token here (the server's session ended, or is being ended). */
export function signOutHere(): void {
  localStorage.removeItem(TOKEN_KEY);
  portalToken.value = null;
}
