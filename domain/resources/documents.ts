/**
 * Documents (issue 35): every paper a practice keeps of a client, in folders by tax year and kind. A document's
 * record holds what staff file it by; its bytes and earlier versions are kept beside it by the server
 * (server/backoffice/documents), which alone writes the fields that describe the current version. A document is
 * made by uploading its file, never as a bare record.
 */
import { NAME_MAX } from "../documents/file-name.ts";
import { client, integer, oneOf, refs, route, text, year } from "./fields.ts";
import type { ResourceDef } from "./types.ts";

/** A document's links to other records: the field, and the resource it links to. */
export const DOCUMENT_LINKS = [
  { field: "returns", to: "incometax" },
  { field: "objections", to: "objection" },
  { field: "letters", to: "correspondence" },
  { field: "cipcJobs", to: "secretarialjob" },
] as const;

/** The folders of a client's documents, beside the tax year. */
export const DOCUMENT_KINDS = [
  "tax-return",
  "assessment",
  "financial-statements",
  "cipc",
  "correspondence",
  "engagement-letter",
  "identity",
  "payroll",
  "other",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const document: ResourceDef = {
  ...route("document"),
  module: "documents",
  fields: [
    client(),
    text("name", ["Name", "Ad", "الاسم"], {
      required: true,
      searchable: true,
      max: NAME_MAX,
      format: "fileName",
    }),
    oneOf("kind", ["Folder", "Klasör", "المجلد"], DOCUMENT_KINDS, { required: true, default: "other" }),
    year("taxYear", ["Tax year", "Vergi yılı", "السنة الضريبية"]),
    text("tags", ["Tags", "Etiketler", "الوسوم"], { searchable: true, max: 200 }),
    // The records a document belongs to besides its client: their pages list it and take uploads.
    refs(
      "returns",
      ["Income-tax returns", "Gelir vergisi beyannameleri", "إقرارات ضريبة الدخل"],
      "incometax",
    ),
    refs("objections", ["Objections", "İtirazlar", "الاعتراضات"], "objection"),
    refs("letters", ["Correspondence", "Yazışmalar", "المراسلات"], "correspondence"),
    refs("cipcJobs", ["Secretarial jobs", "Sekreterlik işleri", "أعمال السكرتارية"], "secretarialjob"),
    text("mediaType", ["File type", "Dosya türü", "نوع الملف"], { readOnly: true }),
    integer("size", ["Size (bytes)", "Boyut (bayt)", "الحجم (بايت)"], { readOnly: true, min: 1 }),
    integer("versions", ["Versions", "Sürümler", "الإصدارات"], { readOnly: true, min: 1 }),
    text("sha256", ["SHA-256 fingerprint", "SHA-256 parmak izi", "بصمة SHA-256"], { readOnly: true }),
  ],
  columns: ["name", "account", "kind", "taxYear", "tags", "versions"],
  titleFields: ["name"],
  defaultSort: { field: "name", order: "asc" },
  // Made by an upload. Deleted into the bin for 30 days (server/backoffice/documents/bin.ts).
  unsupported: ["create"],
};

export const DOCUMENTS: readonly ResourceDef[] = [document];
