import { DOCUMENT_LINKS } from "../../../domain/resources/documents.ts";
import type { RecordActionsProps } from "../extensions.ts";
import { UploadPanel } from "./UploadPanel.tsx";

/** The folder a record's documents go in by default. */
const FOLDER: Readonly<Record<string, string>> = {
  incometax: "tax-return",
  correspondence: "correspondence",
  secretarialjob: "cipc",
};

/**
 * A return's, a letter's or a CIPC job's page, its own part: documents uploaded to the record's client, linked to
 * the record, in its folder and (a return's) tax year; the record's documents list beside it.
 */
export function LinkedUpload({ def, record }: RecordActionsProps) {
  const field = DOCUMENT_LINKS.find((l) => l.to === def.name)!.field;
  return (
    <UploadPanel
      account={String(record.account)}
      link={{ field, id: String(record.id) }}
      kind={FOLDER[def.name]}
      taxYear={record.taxYear ? String(record.taxYear) : ""}
    />
  );
}
