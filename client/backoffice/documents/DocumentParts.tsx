import type { RecordActionsProps } from "../extensions.ts";
import { DocumentApprovals } from "../portal/DocumentApprovals.tsx";
import { VersionsPanel } from "./VersionsPanel.tsx";

/** A document's page, its own parts: its file and versions (issue 35) and its approvals in the portal (37). */
export function DocumentParts(props: RecordActionsProps) {
  return (
    <>
      <VersionsPanel {...props} />
      <DocumentApprovals {...props} />
    </>
  );
}
