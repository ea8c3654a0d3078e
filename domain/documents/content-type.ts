/**
 * What a document's bytes are, told by the bytes (issue 35): a file is kept only when its first bytes say it is
 * one of the kinds a practice keeps (PDF, images, Office, CSV, text, ZIP), whatever its name claims. The name's
 * extension only chooses between kinds the bytes cannot tell apart (a .docx and a .zip are both ZIP archives, a
 * .csv and a .txt both text). Pure: the caller hands over the first bytes (HEAD_BYTES of them, fewer for a
 * shorter file).
 */

/** How many of a file's first bytes the type is told from. */
export const HEAD_BYTES = 64 * 1024;

export type DocumentFamily = "pdf" | "image" | "office" | "csv" | "text" | "zip";

export type ContentType = {
  family: DocumentFamily;
  /** The media type it is stored and served as (never one a browser would run as a page). */
  mediaType: string;
  /** Whether a browser shows it in the page's sandboxed preview. */
  previewable: boolean;
};

export type Sniffed = ContentType | { refused: "empty" | "unknownType" };

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The extension of a name, lower case, without its dot ("" for none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

const IMAGES: ReadonlyArray<
  { magic: readonly number[]; at?: number; mediaType: string; previewable: boolean }
> = [
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], mediaType: "image/png", previewable: true },
  { magic: [0xff, 0xd8, 0xff], mediaType: "image/jpeg", previewable: true },
  { magic: ascii("GIF87a"), mediaType: "image/gif", previewable: true },
  { magic: ascii("GIF89a"), mediaType: "image/gif", previewable: true },
  { magic: ascii("II*\0"), mediaType: "image/tiff", previewable: false },
  { magic: ascii("MM\0*"), mediaType: "image/tiff", previewable: false },
];

/** ISO base media (HEIC from phones' cameras): `ftyp` at 4, then a brand. */
const HEIF_BRANDS = new Set(["heic", "heix", "heif", "mif1", "msf1", "hevc"]);

/** ZIP-based Office documents, told from a plain archive by their name. */
const OPEN_XML: Readonly<Record<string, string>> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
};

/** Office's older compound files (and Outlook's saved mail), told apart by their name. */
const COMPOUND: Readonly<Record<string, string>> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  msg: "application/vnd.ms-outlook",
};

/**
 * Whether the bytes read as text: UTF-8 without NUL or other control characters than tab, line ends and form
 * feed (a multi-byte character cut by the head's end is allowed), or UTF-16 with its byte-order mark (Excel's
 * "Unicode text").
 */
function isText(head: Uint8Array, whole: boolean): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  let i = 0;
  while (i < head.length) {
    const b = head[i];
    if (b < 0x80) {
      if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
      if (b === 0x7f) return false;
      i++;
      continue;
    }
    const length = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0;
    if (length === 0) return false;
    if (i + length > head.length) return !whole;
    for (let k = 1; k < length; k++) if ((head[i + k] & 0xc0) !== 0x80) return false;
    i += length;
  }
  return true;
}

/**
 * The type of a file from its first bytes and its name. `whole`: the head is the whole file (a shorter file than
 * HEAD_BYTES), so a character cut at its end is an error rather than the head's edge.
 */
export function sniffContentType(head: Uint8Array, name: string, whole: boolean): Sniffed {
  if (head.length === 0) return { refused: "empty" };
  const ext = extensionOf(name);
  if (startsWith(head, ascii("%PDF-"))) {
    return { family: "pdf", mediaType: "application/pdf", previewable: true };
  }
  for (const image of IMAGES) {
    if (startsWith(head, image.magic, image.at)) {
      return { family: "image", mediaType: image.mediaType, previewable: image.previewable };
    }
  }
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) {
    return { family: "image", mediaType: "image/webp", previewable: true };
  }
  if (startsWith(head, ascii("ftyp"), 4) && HEIF_BRANDS.has(String.fromCharCode(...head.subarray(8, 12)))) {
    return { family: "image", mediaType: "image/heic", previewable: false };
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    const office = OPEN_XML[ext];
    return office
      ? { family: "office", mediaType: office, previewable: false }
      : { family: "zip", mediaType: "application/zip", previewable: false };
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const office = COMPOUND[ext];
    return office ? { family: "office", mediaType: office, previewable: false } : { refused: "unknownType" };
  }
  if (isText(head, whole)) {
    // Text is served as plain text whatever it holds (HTML, SVG, script): never as something a browser runs.
    return ext === "csv" || ext === "tsv"
      ? { family: "csv", mediaType: "text/csv", previewable: false }
      : { family: "text", mediaType: "text/plain", previewable: true };
  }
  return { refused: "unknownType" };
}
