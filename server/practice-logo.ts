import { ConfigError } from "./config.ts";

/** The practice's logo (PRACTICE_LOGO), read once at start: its kind and bytes. */
export type PracticeLogo = { ext: "png" | "svg" | "jpg"; body: Uint8Array<ArrayBuffer> };

/** The largest logo taken: a logo is a few kilobytes; a photo by mistake would be sent on every first visit. */
export const PRACTICE_LOGO_MAX_BYTES = 512 * 1024;
/** Where the page finds it: public (the portal's sign-in shows it), cached, and named by its kind. */
export const practiceLogoPath = (logo: PracticeLogo) => `/practice-logo.${logo.ext}`;

const refused = (why: string) => new ConfigError(`Invalid configuration: PRACTICE_LOGO ${why}`);
const startsWith = (body: Uint8Array, bytes: number[]) => bytes.every((b, i) => body[i] === b);

/**
 * Reads and checks the logo at `path`: a PNG, JPEG or SVG file by its name and by its first bytes (a file named
 * .png that is not one is refused, so the browser never shows a broken image), at most PRACTICE_LOGO_MAX_BYTES.
 */
export async function readPracticeLogo(path: string): Promise<PracticeLogo> {
  const named = /\.(png|svg|jpe?g)$/i.exec(path)?.[1].toLowerCase();
  if (!named) throw refused("must be the path of a .png, .svg, .jpg or .jpeg file");
  const ext = named === "jpeg" ? "jpg" : named as PracticeLogo["ext"];
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await Deno.readFile(path);
  } catch (error) {
    throw refused(`cannot be read (${path}): ${error instanceof Error ? error.message : error}`);
  }
  if (body.length > PRACTICE_LOGO_MAX_BYTES) {
    throw refused(`is ${Math.ceil(body.length / 1024)} KB: at most ${PRACTICE_LOGO_MAX_BYTES / 1024} KB`);
  }
  const fits = ext === "png"
    ? startsWith(body, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    : ext === "jpg"
    ? startsWith(body, [0xff, 0xd8, 0xff])
    : /<svg[\s>]/.test(new TextDecoder().decode(body.subarray(0, 4096)));
  if (!fits) throw refused(`(${path}) is not a ${ext === "jpg" ? "JPEG" : ext.toUpperCase()} file`);
  return { ext, body };
}
