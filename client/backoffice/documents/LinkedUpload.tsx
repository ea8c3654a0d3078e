import { DOCUMENT_LINKS } from "../../../domain/resources/documents.ts";
import type { RecordActionsProps } from "../extensions.ts";
import { useGetOne } from "../data/hooks.ts";
import { UploadPanel } from "./UploadPanel.tsx";

/** The folder a record's documents go in by default. */
const FOLDER: Readonly<Record<string, string>> = {
  incometax: "tax-return",
  objection: "assessment",
  correspondence: "correspondence",
  secretarialjob: "cipc",
};

const idOf = (
  value: unknown,
) => (value === null || value === undefined || value === "" ? null : String(value));

/**
 * A return's, an objection's, a letter's or a CIPC job's page, its own part: documents uploaded to the record's
 * client, linked to the record, in its folder and (a return's) tax year; the record's documents list beside it.
 * An objection names neither client nor year: they are its assessment's return's.
 */
export function LinkedUpload({ def, record }: RecordActionsProps) {
  const assessment = useGetOne("assessment", def.name === "objection" ? idOf(record.assessment) : null);
  const taxReturn = useGetOne("incometax", idOf(assessment.data?.incomeTax));
  const filed = def.name === "objection" ? taxReturn.data : record;
  if (!filed) return null;
  const field = DOCUMENT_LINKS.find((l) => l.to === def.name)!.field;
  return (
    <UploadPanel
      account={String(filed.account)}
      link={{ field, id: String(record.id) }}
      kind={FOLDER[def.name]}
      taxYear={filed.taxYear ? String(filed.taxYear) : ""}
    />
  );
}
