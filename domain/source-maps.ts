/**
 * Whether the client's source maps are built and served. They hold the client's original sources, comments
 * included: SOURCE_MAPS `on` or `off` says; unset, they are on except in production. One rule for the build
 * (build/cli.ts, which imports no server code) and the server (server/config.ts), so both agree.
 */
export const SOURCE_MAPS_VALUES = ["on", "off"] as const;

export function sourceMapsOn(env: { APP_ENV?: string; SOURCE_MAPS?: string }): boolean {
  if (env.SOURCE_MAPS) return env.SOURCE_MAPS === "on";
  return env.APP_ENV !== "production";
}
