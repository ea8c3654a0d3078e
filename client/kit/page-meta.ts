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
