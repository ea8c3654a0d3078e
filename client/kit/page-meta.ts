/**
 * Whether this server offers the demo apps (DEMO_APPS): it says so in the page (server/static.ts). Read once;
 * without the tag (a page served before the setting existed, or a unit test) they are on, the default.
 */
let demoApps: boolean | undefined;

export function demoAppsOn(): boolean {
  demoApps ??=
    globalThis.document?.querySelector<HTMLMetaElement>('meta[name="demo-apps"]')?.content !== "off";
  return demoApps;
}

/**
 * Whether "Sign in with Google" can work on this server (set up with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET,
 * or left to the practice's backend): said in the page; without the tag, not offered.
 */
export function googleSignInOn(): boolean {
  return globalThis.document?.querySelector<HTMLMetaElement>('meta[name="google-sign-in"]')?.content === "on";
}
