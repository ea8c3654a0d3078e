/**
 * Documents' names (issue 35): what a name may hold, and how it is said in a download's header whatever it holds.
 * Pure.
 */

/** DOCUMENT_MAX_MB's default: the largest file a document may be, in MB. */
export const DEFAULT_DOCUMENT_MAX_MB = 50;

/** Longest name kept, in characters (most file systems stop at 255 bytes; a name is also shown in lists). */
export const NAME_MAX = 200;

export type NameProblem = "enterName" | "nameTooLong" | "nameHasPath" | "nameHasControl";

/**
 * Control characters (C0, DEL, C1) and the bidirectional marks, overrides and isolates that make "gpj.exe" read
 * as "exe.jpg".
 */
const CONTROL = /[\p{Cc}\p{Bidi_Control}]/u;

/** Why a document's name cannot be kept, or null when it can. The name is taken as given (the caller trims). */
export function nameProblem(name: string): NameProblem | null {
  if (name.trim() === "" || name === "." || name === "..") return "enterName";
  if ([...name].length > NAME_MAX) return "nameTooLong";
  if (name.includes("/") || name.includes("\\")) return "nameHasPath";
  if (CONTROL.test(name)) return "nameHasControl";
  return null;
}

/** RFC 5987's attr-char: what may stand unescaped in `filename*`. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

/**
 * A Content-Disposition header for the name: an ASCII `filename` for old clients (anything else, quotes and
 * backslashes as `_`) and the exact name, percent-encoded UTF-8, as `filename*` (RFC 6266), so that no name can
 * break out of the header or the quoted string.
 */
export function contentDisposition(name: string, as: "attachment" | "inline"): string {
  const fallback = [...name].map((c) => (/[\x20-\x7e]/.test(c) && c !== '"' && c !== "\\" ? c : "_")).join(
    "",
  );
  const encoded = [...new TextEncoder().encode(name)]
    .map((b) => {
      const c = String.fromCharCode(b);
      return b < 0x80 && ATTR_CHAR.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
  return `${as}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
