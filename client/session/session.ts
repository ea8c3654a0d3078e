import { batch, computed, effect, signal } from "@preact/signals-react";
import { readSettings } from "../../domain/settings.ts";
import { t } from "../kit/i18n/index.ts";
import { hideMessage, showMessage } from "../kit/messages/store.ts";
import { resetSettings, settings } from "../kit/settings.ts";
import { api, ApiError, setApiAuth } from "../lib/api.ts";
import { unreachable } from "../lib/data/recovery.ts";
import {
  clearStoredSession,
  readStoredSession,
  type SessionKind,
  STORAGE_KEYS,
  writeStoredSession,
} from "./storage.ts";
import { isTokenExpired, tokenExpiry } from "./token.ts";
import { type DemoUser, demoUser, type EmployeeSignIn, employeeUser, type SessionUser } from "./user.ts";

/**
 * The session: who is signed in, with which kind of token, and whether the stored token is still being checked.
 * The token itself lives in localStorage under the spec's keys (storage.ts); this store mirrors the user.
 */
export const user = signal<SessionUser | null>(null);
export const sessionKind = signal<SessionKind | null>(null);
/** "checking" while the stored token is verified at start; the splash screen stays up until "ready". */
export const sessionStatus = signal<"checking" | "ready">("checking");
/** The signed-in user's roles; a guest has none. */
export const roles = computed<readonly string[]>(() => user.value?.role ?? []);
/** A back-office session (an employee), as opposed to a guest or a demo-only session. */
export const isBackofficeSession = computed(() => user.value !== null && sessionKind.value === "employee");

/** A navigation the store asks of the router (logout goes to `/`); the router consumes it. */
export const pendingRedirect = signal<{ to: string; from?: string } | null>(null);

/**
 * The screen lock: the session stays (and its token), but every page except the lock screen and logout waits
 * until the user types their password again. Kept in localStorage, so a reload or a new tab stays locked.
 */
export const locked = signal(false);
const LOCK_KEY = "ledgerdesk.locked";

/** How long settings changes settle before they are saved to the user. */
export const SETTINGS_SAVE_DELAY_MS = 800;

const store = () => globalThis.localStorage;
const storedToken = () => store()?.getItem(STORAGE_KEYS.token) ?? null;

let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** The settings last applied from or saved to the user, so applying them is not mistaken for a change. */
let syncedSettings = "";

type DemoAnswer = { user: DemoUser; access_token: string };
export type DemoRegisterErrors = Partial<Record<"email" | "displayName" | "password", string | null>>;

function begin(kind: SessionKind, token: string, next: SessionUser) {
  writeStoredSession(store(), { token, userId: next.uuid, userType: kind, userName: next.data.displayName });
  const applied = readSettings(next.data.settings ?? null);
  syncedSettings = JSON.stringify(applied);
  batch(() => {
    sessionKind.value = kind;
    settings.value = applied;
    user.value = next;
  });
  scheduleExpiry(token);
}

/** Logs out when the token runs out while the app is open. */
function scheduleExpiry(token: string) {
  clearTimeout(expiryTimer);
  const exp = tokenExpiry(token);
  if (exp === null) return;
  const ms = exp * 1000 - Date.now();
  // Longer than a timer can wait (~24.8 days): the start-up check catches it instead.
  if (ms > 2 ** 31 - 1) return;
  expiryTimer = setTimeout(() => logout({ message: t("auth.messages.tokenExpired") }), Math.max(ms, 0));
}

/**
 * Ends the session: clears the stored token, user id, user type and name, resets the settings to the defaults
 * and (unless `redirect` is null) goes to `/`.
 */
export function logout(
  { message, redirect = "/", from }: { message?: string; redirect?: string | null; from?: string } = {},
) {
  clearTimeout(expiryTimer);
  clearTimeout(saveTimer);
  clearStoredSession(store());
  store()?.removeItem(LOCK_KEY);
  batch(() => {
    user.value = null;
    sessionKind.value = null;
    locked.value = false;
    resetSettings();
  });
  syncedSettings = "";
  if (message) showMessage(message, { variant: "warning" });
  if (redirect !== null) pendingRedirect.value = { to: redirect, from };
}

/**
 * What the sign-in page says when the server refused the session's token: ended (signed out everywhere, by an
 * administrator, a deactivation or a new password), idle for too long, or the spec's words for any other 401.
 */
export function refusedSessionMessage(code: string | undefined): string {
  if (code === "sessionEnded") return t("auth.messages.sessionEnded");
  if (code === "sessionIdle") return t("auth.messages.sessionIdle");
  return t("auth.messages.invalidToken");
}

/**
 * `/logout`: ends the session here, and on the server too (a back-office session), so a copy of its token opens
 * nothing any more. The server is told without waiting: signing out never hangs on the network.
 */
export function signOut() {
  if (sessionKind.peek() === "employee" && storedToken()) {
    api("/api/users/logout", { body: {}, keepalive: true }).catch(() => {});
  }
  logout();
}

/**
 * Signs out everywhere: every session of the signed-in employee ends on the server (other browsers and devices
 * on their next call), then this one goes to sign-in. Throws ApiError when the server refuses.
 */
export async function signOutEverywhere(): Promise<void> {
  await api("/api/users/logout-everywhere", { body: {} });
  logout({ redirect: "/login" });
  showMessage(t("auth.messages.signedOutEverywhere"), { variant: "success" });
}

/** The answer to a right password when the account has two-factor sign-in on: the code is asked next. */
export type SecondStep = { challenge: string };

/** Where a signed-in employee sets up (or turns off) two-factor sign-in. */
export const TWO_FACTOR_PATH = "/account/two-factor";

/**
 * Signs in with the back office's email and password. Throws ApiError (401, 429, 400 with fields, 0). Returns
 * the second step when the account has two-factor sign-in on (then signInWithCode finishes), else null.
 */
export async function signInWithPassword(email: string, password: string): Promise<SecondStep | null> {
  const answer = await api<EmployeeSignIn | { twoFactorRequired: true; challenge: string }>(
    "/api/users/login",
    {
      body: { email: email.trim(), password },
      anonymous: true,
    },
  );
  if ("twoFactorRequired" in answer) return { challenge: answer.challenge };
  begin("employee", answer.jwt_access_token, employeeUser(answer));
  return null;
}

/** The second step of a sign-in: a code of the authenticator app, or a recovery code. Throws ApiError. */
export async function signInWithCode(step: SecondStep, code: string): Promise<void> {
  const answer = await api<EmployeeSignIn>("/api/users/login/two-factor", {
    body: { challenge: step.challenge, code: code.trim() },
    anonymous: true,
  });
  begin("employee", answer.jwt_access_token, employeeUser(answer));
}

/** Locks the screen of a signed-in user (the user menu's "Lock screen", or opening the lock page). */
export function lockSession() {
  if (user.peek() === null) return;
  store()?.setItem(LOCK_KEY, "1");
  locked.value = true;
}

/**
 * Unlocks with the signed-in user's password: the same sign-in as their store's (so the same rules and rate
 * limits), which also renews the token. Throws ApiError or an Error with the reason.
 */
export async function unlockSession(password: string): Promise<SecondStep | null> {
  const current = user.peek();
  if (current === null) throw new Error(t("accountFlows.lock.notSignedIn"));
  if (sessionKind.peek() === "employee") {
    const step = await signInWithPassword(current.data.email, password);
    if (step) return step;
  } else {
    const answer = await api<DemoAnswer | { error: { email?: string | null; password?: string | null } }>(
      "/api/auth",
      { body: { email: current.data.email, password }, anonymous: true },
    );
    if ("error" in answer && answer.error) {
      throw new Error(answer.error.password ?? answer.error.email ?? t("accountFlows.lock.wrongPassword"));
    }
    const { user: u, access_token } = answer as DemoAnswer;
    begin("demo", access_token, demoUser(u));
  }
  unlock();
  return null;
}

/** Lifts the screen lock (after the password, and the code when two-factor sign-in is on). */
export function unlock() {
  store()?.removeItem(LOCK_KEY);
  locked.value = false;
}

/**
 * Registers with the mock layer (the register page's JWT tab) and starts a demo-only session. The mock answers
 * its own rule failures with 200 and an `error` object; those are returned for the form's fields.
 */
export async function registerDemoUser(
  values: { displayName: string; email: string; password: string },
): Promise<DemoRegisterErrors | null> {
  const answer = await api<DemoAnswer | { error: DemoRegisterErrors }>("/api/auth/register", {
    body: { displayName: values.displayName.trim(), email: values.email.trim(), password: values.password },
    anonymous: true,
  });
  if ("error" in answer && answer.error) return answer.error;
  const { user: u, access_token } = answer as DemoAnswer;
  begin("demo", access_token, demoUser(u));
  return null;
}

/** Verifies a token with the endpoint of its kind and starts the session with the fresh token it returns. */
export async function signInWithToken(token: string, kind: SessionKind): Promise<void> {
  if (kind === "demo") {
    const answer = await api<DemoAnswer>("/api/auth/access-token", {
      body: { access_token: token },
      anonymous: true,
    });
    begin("demo", answer.access_token, demoUser(answer.user));
    return;
  }
  const answer = await api<EmployeeSignIn>("/api/users/verifytoken", {
    body: { data: { jwt_access_token: token } },
    anonymous: true,
  });
  begin("employee", answer.jwt_access_token, employeeUser(answer));
}

/**
 * Verifies the stored token, asking again every few seconds while the server cannot be reached (a restart, a
 * dropped connection): only the server's refusal ends the session, so a person is never signed out because the
 * server was away for a moment, or because they left a page before it had finished loading.
 */
async function verifyWhenReachable(token: string, kind: SessionKind): Promise<void> {
  let said: number | null = null;
  for (;;) {
    try {
      await signInWithToken(token, kind);
      if (said !== null) hideMessage(said);
      return;
    } catch (err) {
      // A load the browser abandoned (the person went on to another page) ends the check, not the session.
      if (err instanceof DOMException && err.name === "AbortError") return new Promise(() => {});
      if (!unreachable(err)) throw err;
      if (said === null) {
        // The splash stays until the session is known: it says why it waits, and so does a message after.
        setSplashText(t("auth.messages.serverAway"));
        said = showMessage(t("auth.messages.serverAway"), { variant: "warning", autoHideMs: 0 });
      }
      await new Promise((resolve) => setTimeout(resolve, VERIFY_AGAIN_MS));
    }
  }
}

const VERIFY_AGAIN_MS = 3_000;

/** After a Google sign-in the server lands on /callback?token=…: keep it as the access token, out of the address. */
function takeTokenFromAddress() {
  const url = new URL(globalThis.location.href);
  if (url.pathname !== "/callback") return;
  const token = url.searchParams.get("token");
  if (!token) return;
  clearStoredSession(store());
  writeStoredSession(store(), { token, userId: "", userType: "employee", userName: "" });
  url.searchParams.delete("token");
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
}

/** Saves the signed-in user's settings (and shortcuts) with the API. */
async function saveUserData({ keepalive = false } = {}) {
  saveTimer = undefined;
  const current = user.peek();
  if (!current) return;
  const chosen = settings.peek();
  const json = JSON.stringify(chosen);
  try {
    await api("/api/auth/user/update", {
      body: { user: { data: { settings: chosen, shortcuts: current.data.shortcuts } } },
      keepalive,
    });
    if (user.peek()?.uuid !== current.uuid) return;
    syncedSettings = json;
    user.value = { ...current, data: { ...current.data, settings: chosen } };
    showMessage(t("auth.messages.userDataSaved"), { variant: "success" });
  } catch (err) {
    // A 401 has already ended the session with its own message.
    if (err instanceof ApiError && err.status === 401) return;
    showMessage(err instanceof Error ? err.message : String(err), { variant: "error" });
  }
}

/** Settings changed while signed in are saved to the user once they settle. */
function followSettings() {
  // A change still settling when the page goes (a reload, a closed tab) is sent at once, and outlives the page.
  globalThis.addEventListener?.("pagehide", () => {
    if (saveTimer === undefined) return;
    clearTimeout(saveTimer);
    saveUserData({ keepalive: true });
  });
  effect(() => {
    const json = JSON.stringify(settings.value);
    if (user.value === null || json === syncedSettings) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveUserData, SETTINGS_SAVE_DELAY_MS);
  });
}

function setSplashText(text: string) {
  const el = document.querySelector("#splash-screen .splash-text");
  if (el) el.textContent = text;
}

/**
 * Starts the session at page load: plugs the session into the API client, then checks a stored token (expired:
 * cleared; otherwise verified with the server) while the splash screen stays up. Always ends "ready", once
 * `alsoWaitFor` (the first page's chunk) has settled too.
 */
export async function initSession({ alsoWaitFor }: { alsoWaitFor?: Promise<unknown> } = {}): Promise<void> {
  setApiAuth({
    token: storedToken,
    who: () => user.peek()?.uuid ?? null,
    onUnauthorized(sent, code) {
      if (sent === storedToken()) logout({ message: refusedSessionMessage(code) });
    },
    onRefused(code) {
      // The practice requires a second factor of this role: the back office waits until it is set up.
      if (code !== "twoFactorEnrolmentRequired" || location.pathname === TWO_FACTOR_PATH) return;
      if (pendingRedirect.peek()?.to === TWO_FACTOR_PATH) return;
      pendingRedirect.value = { to: TWO_FACTOR_PATH };
      showMessage(t("auth.messages.twoFactorSetUp"), { variant: "warning" });
    },
  });
  followSettings();
  takeTokenFromAddress();
  const stored = readStoredSession(store());
  try {
    if (!stored) return;
    if (isTokenExpired(stored.token)) {
      // No redirect: the guard sends the visitor to /login and back to the page asked for.
      logout({ message: t("auth.messages.tokenExpired"), redirect: null });
      return;
    }
    const pending = showMessage(t("auth.messages.loggingIn"));
    setSplashText(t("auth.messages.loggingIn"));
    try {
      await verifyWhenReachable(stored.token, stored.userType);
      locked.value = store()?.getItem(LOCK_KEY) === "1";
      hideMessage(pending);
      showMessage(t("auth.messages.loggedIn"), { variant: "success" });
    } catch (err) {
      hideMessage(pending);
      console.warn("Error - Failed to login with token.", err instanceof Error ? err.message : err);
      logout({ redirect: null });
      // A session the server ended says so; any other failure keeps the spec's words.
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === "sessionEnded" || code === "sessionIdle") {
        showMessage(refusedSessionMessage(code), { variant: "warning" });
      } else showMessage(t("auth.messages.tokenFailed"), { variant: "error" });
    }
  } finally {
    await alsoWaitFor;
    sessionStatus.value = "ready";
  }
}
