import { isIP } from "node:net";
import { z } from "zod";
import { isIsoDate } from "../domain/calendar.ts";
import { DEFAULT_PRACTICE_TIME_ZONE, isTimeZone } from "../domain/today.ts";
import { SOURCE_MAPS_VALUES, sourceMapsOn } from "../domain/source-maps.ts";
import { DEFAULT_DOCUMENT_MAX_MB } from "../domain/documents/file-name.ts";
import { parseBlock } from "./auth/ip.ts";

/**
 * One-off public holidays (election days) as `2024-05-29,2026-11-04`: business-day deadlines skip them
 * (DOMAIN.md). Any entry that is not a real date fails start-up, naming it.
 */
const holidayList = z.string().transform((raw, ctx) => {
  const dates = raw.split(",").map((d) => d.trim()).filter((d) => d !== "");
  const bad = dates.find((d) => !isIsoDate(d));
  if (bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `must be dates (YYYY-MM-DD) separated by commas: ${JSON.stringify(bad)} is not one`,
    });
    return z.NEVER;
  }
  return [...new Set(dates)].sort();
});

/**
 * The proxies whose X-Forwarded-For is believed, as `10.0.0.0/8,fd00::/8,192.0.2.7` (server/auth/client-address.ts).
 * Any entry that is not an address or a block fails start-up, naming it.
 */
const proxyList = z.string().transform((raw, ctx) => {
  const entries = raw.split(",").map((e) => e.trim()).filter((e) => e !== "");
  const blocks = entries.map(parseBlock);
  const bad = entries.find((_, i) => !blocks[i]);
  if (bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `must be IP addresses or CIDR blocks separated by commas: ${JSON.stringify(bad)} is not one`,
    });
    return z.NEVER;
  }
  return blocks.filter((b) => b !== undefined);
});

/** The environment of ARCHITECTURE.md, parsed once at start-up. */
export const configSchema = z.object({
  /**
   * The address to listen on: loopback by default, so that a server started on a laptop or behind a reverse proxy
   * on the same machine is not reachable from the network; a container sets 0.0.0.0 (Dockerfile).
   */
  HOST: z.string().refine(
    (host) => host === "localhost" || isIP(host) !== 0,
    "must be an IP address to listen on (127.0.0.1, 0.0.0.0, ::1, ::) or localhost",
  ).default("127.0.0.1"),
  /** 0 asks the system for any free port (tests); the one chosen is printed at start-up. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, "must be sqlite:<path>, sqlite::memory: or postgres://…")
    .default("sqlite:./data/ledgerdesk.db"),
  /** PostgreSQL: past this wait for a connection a request is refused (503) rather than left hanging. */
  DATABASE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Memory for lists' answers kept until the store changes (server/backoffice/answer-cache.ts); 0 keeps none. */
  LIST_CACHE_MB: z.coerce.number({ error: "must be a whole number of megabytes" }).int(
    "must be a whole number of megabytes",
  ).min(0, "must be 0 (off) or more").max(4096, "must be at most 4096").default(32),
  /** The largest file a document may be (server/backoffice/documents): larger uploads are refused with a 413. */
  DOCUMENT_MAX_MB: z.coerce.number({ error: "must be a whole number of megabytes" }).int(
    "must be a whole number of megabytes",
  ).min(1, "must be at least 1").max(2048, "must be at most 2048").default(DEFAULT_DOCUMENT_MAX_MB),
  BACKEND_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  APP_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Unset: on, but off when APP_ENV=production (a practice's own server shows its work, not sample apps). */
  DEMO_APPS: z.enum(["on", "off"]).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  STATIC_DIR: z.string().default("static"),
  /** Unset: on, but off when APP_ENV=production (maps hold the client's original sources; domain/source-maps.ts). */
  SOURCE_MAPS: z.enum(SOURCE_MAPS_VALUES, { error: "must be on or off" }).optional(),
  EXTRA_HOLIDAYS: holidayList.default([]),
  /** Where password-reset mail goes out: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("Ledgerdesk <no-reply@ledgerdesk.invalid>"),
  /**
   * The address users reach this server at, for links in mail; unset, http://localhost:PORT (never the request's
   * Host header, which whoever sends the request writes). Required with SMTP_URL.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /** The practice's name, as a document request's mail and upload page show it to its client. */
  PRACTICE_NAME: z.string().trim().min(1, "must not be blank").max(120, "must be at most 120 characters")
    .default("Ledgerdesk"),
  /** The practice's logo beside its name on the client portal: a PNG, SVG or JPEG file, read at start. */
  PRACTICE_LOGO: z.string().regex(
    /\.(png|svg|jpe?g)$/i,
    "must be the path of a .png, .svg, .jpg or .jpeg file",
  )
    .optional(),
  /** The launch the coming-soon page counts down to (an ISO date-time); unset, the first of next month. */
  COMING_SOON_AT: z.iso.datetime({
    offset: true,
    error: "must be an ISO date-time such as 2027-01-15T09:00:00+02:00",
  })
    .optional(),
  /**
   * `assigned`: employees other than admins see and change only the clients they are partner or manager of, and
   * those clients' records (server/backoffice/visibility.ts); `all`: everyone sees every client.
   */
  CLIENT_VISIBILITY: z.enum(["all", "assigned"]).default("all"),
  /** A back-office session unused for this long ends (ASVS 3.3.2 asks 30 minutes at most at level 2). */
  SESSION_IDLE_MINUTES: z.coerce.number({ error: "must be a whole number of minutes" }).int(
    "must be a whole number of minutes",
  ).min(1, "must be at least 1").max(720, "must be at most 720 (12 hours, a token's lifetime)").default(30),
  /** Who must sign in with a second factor (TOTP): nobody (`optional`: anyone may), `admins`, or `everyone`. */
  TWO_FACTOR: z.enum(["optional", "admins", "everyone"], { error: "must be optional, admins or everyone" })
    .default("optional"),
  /** Unset: none, and the socket's address is the client's. */
  TRUSTED_PROXIES: proxyList.default([]),
  PRACTICE_TIME_ZONE: z.string().refine(isTimeZone, "must be a time zone, by its IANA name")
    .default(DEFAULT_PRACTICE_TIME_ZONE),
});

export type Config = Omit<z.infer<typeof configSchema>, "DEMO_APPS" | "SOURCE_MAPS"> & {
  DEMO_APPS: "on" | "off";
  SOURCE_MAPS: "on" | "off";
};

export class ConfigError extends Error {}

/** Parses an environment record; the first bad variable becomes a one-line message naming it. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  if (result.data.APP_ENV === "production") {
    for (const name of ["JWT_SECRET", "ADMIN_EMAIL", "ADMIN_PASSWORD"] as const) {
      if (!result.data[name]) {
        throw new ConfigError(`Invalid configuration: ${name} is required in production`);
      }
    }
  }
  if (result.data.SMTP_URL && !result.data.PUBLIC_URL) {
    // Mailed links must point where users reach the server: localhost, the fallback, is nobody's mailbox's.
    throw new ConfigError("Invalid configuration: PUBLIC_URL is required when SMTP_URL is set");
  }
  return {
    ...result.data,
    DEMO_APPS: result.data.DEMO_APPS ?? (result.data.APP_ENV === "production" ? "off" : "on"),
    SOURCE_MAPS: sourceMapsOn(result.data) ? "on" : "off",
  };
}

/** Where links in mail point: PUBLIC_URL, else this server on localhost (never a request's Host header). */
export function publicUrlOf(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
