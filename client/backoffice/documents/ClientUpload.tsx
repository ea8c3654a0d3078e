import type { RecordActionsProps } from "../extensions.ts";
import { UploadPanel } from "./UploadPanel.tsx";

/** A client's page, its own part: documents uploaded straight to this client (its documents list beside it). */
export function ClientUpload({ record }: RecordActionsProps) {
  return <UploadPanel account={String(record.id)} />;
}
