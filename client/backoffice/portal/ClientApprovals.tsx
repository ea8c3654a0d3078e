import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../kit/i18n/index.ts";
import { QueryState } from "../../lib/data/index.ts";
import { Panel } from "../ui/Panel.tsx";
import { ApprovalList } from "./ApprovalList.tsx";
import { useApprovals } from "./approvals-api.ts";
import "./approval-messages.ts";

/** A client's page: what the client was asked to approve or accept in the portal, and who accepted what when. */
export function ClientApprovals({ account }: { account: string }) {
  useSignals();
  const approvals = useApprovals({ client: account });
  return (
    <Panel
      id="client-approvals-title"
      testId="client-approvals"
      title={t("approvalsPanel.clientTitle")}
      intro={<p className="text-sm opacity-70 max-w-prose">{t("approvalsPanel.clientIntro")}</p>}
    >
      <QueryState
        query={approvals}
        failure={t("approvalsPanel.failed")}
        empty={{
          when: (items) => items.length === 0,
          view: <p className="text-sm opacity-70">{t("approvalsPanel.none")}</p>,
        }}
      >
        {(items) => <ApprovalList items={items} showDocument />}
      </QueryState>
    </Panel>
  );
}
