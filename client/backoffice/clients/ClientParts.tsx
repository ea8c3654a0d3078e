import { ComplianceGrid } from "../compliance/ComplianceGrid.tsx";
import { ClientUpload } from "../documents/ClientUpload.tsx";
import type { RecordActionsProps } from "../extensions.ts";
import { ClientApprovals } from "../portal/ClientApprovals.tsx";
import { PortalPanel } from "./PortalPanel.tsx";
import { PortalThread } from "./PortalThread.tsx";
import { SharedPanel } from "./SharePanel.tsx";

/**
 * A client's page, its own parts: its statutory obligations' year (issue 36), its documents and requests (35), its
 * contacts' portal access and its portal thread (37).
 */
export function ClientParts(props: RecordActionsProps) {
  return (
    <>
      <ComplianceGrid account={String(props.record.id)} />
      <ClientUpload {...props} />
      <PortalPanel account={String(props.record.id)} />
      <SharedPanel account={String(props.record.id)} />
      <ClientApprovals account={String(props.record.id)} />
      <PortalThread account={String(props.record.id)} />
    </>
  );
}
