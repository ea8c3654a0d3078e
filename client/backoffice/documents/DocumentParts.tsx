import type { RecordActionsProps } from "../extensions.ts";
import { ShareToggle } from "../clients/SharePanel.tsx";
import { VersionsPanel } from "./VersionsPanel.tsx";

/** A document's page, its own parts: its file and versions (issue 35) and its sharing in the client portal (37). */
export function DocumentParts(props: RecordActionsProps) {
  return (
    <>
      <VersionsPanel {...props} />
      <ShareToggle {...props} />
    </>
  );
}
