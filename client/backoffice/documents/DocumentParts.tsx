import type { RecordActionsProps } from "../extensions.ts";
import { ShareToggle } from "../clients/SharePanel.tsx";
import { DocumentApprovals } from "../portal/DocumentApprovals.tsx";
import { VersionsPanel } from "./VersionsPanel.tsx";

/**
 * A document's page, its own parts: its file and versions (issue 35), its sharing in the client portal and its
 * approvals asked of the client there (37).
 */
export function DocumentParts(props: RecordActionsProps) {
  return (
    <>
      <VersionsPanel {...props} />
      <ShareToggle {...props} />
      <DocumentApprovals {...props} />
    </>
  );
}
