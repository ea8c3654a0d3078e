import type { RecordActionsProps } from "../extensions.ts";
import { RequestsPanel } from "./RequestsPanel.tsx";
import { UploadPanel } from "./UploadPanel.tsx";

/**
 * A client's page, its own part: documents uploaded straight to this client (its documents list beside it), and
 * the documents asked of it.
 */
export function ClientUpload({ record }: RecordActionsProps) {
  return (
    <>
      <UploadPanel account={String(record.id)} />
      <RequestsPanel account={String(record.id)} />
    </>
  );
}
