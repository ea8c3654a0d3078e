import { useSignals } from "@preact/signals-react/runtime";
import { useParams } from "react-router";
import { PORTAL_MANAGER_PAGE } from "../../../domain/portal.ts";
import { t } from "../../kit/i18n/index.ts";
import { SignatureRecord } from "../../kit/ui/signature/SignatureRecord.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { useApproval } from "./approvals-api.ts";
import "./approval-messages.ts";

/** The printable record of an approval accepted in the portal (`/apps/portal/approvals/:id`), for staff. */
export function ApprovalRecordPage() {
  useSignals();
  const { id = "" } = useParams();
  const approval = useApproval(id);
  return (
    <div className="p-4 md:p-6" data-testid="approval-record-page">
      <div className="print:hidden">
        <PageHeader
          title={t("approvalsPanel.recordTitle")}
          list={{ label: t("nav.clientPortal"), to: PORTAL_MANAGER_PAGE }}
        />
      </div>
      <QueryState query={approval} failure={t("approvalsPanel.failed")}>
        {(found) => <SignatureRecord approval={found} />}
      </QueryState>
    </div>
  );
}
