import { useSignals } from "@preact/signals-react/runtime";
import { useId, useState } from "react";
import { APPROVAL_KINDS, type ApprovalKind } from "../../../domain/portal-approvals.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useCan } from "../data/grants.ts";
import type { RecordActionsProps } from "../extensions.ts";
import { Panel } from "../ui/Panel.tsx";
import { ApprovalList } from "./ApprovalList.tsx";
import { useApprovals, useApprovalWrite } from "./approvals-api.ts";
import "./approval-messages.ts";

/**
 * A document's page, its approvals in the client portal (issue 37): "Ask the client to approve" (an approval or an
 * engagement letter, of the document's current version, to its client), what was asked and who accepted it when,
 * and the withdrawal of an open one.
 */
export function DocumentApprovals({ def, record }: RecordActionsProps) {
  useSignals();
  const id = String(record.id);
  const kindId = useId();
  const approvals = useApprovals({ document: id });
  const mayUpdate = useCan(def.module, "update");
  const [kind, setKind] = useState<ApprovalKind>(
    record.kind === "engagement-letter" ? "engagement-letter" : "approval",
  );
  const writing = useApprovalWrite(t("approvalsPanel.refused"), (write) => {
    showMessage(t("ask" in write ? "approvalsPanel.asked" : "approvalsPanel.withdrawn"), {
      variant: "success",
    });
  });
  return (
    <Panel
      id="document-approvals-title"
      testId="document-approvals"
      title={t("approvalsPanel.title")}
      intro={<p className="text-sm opacity-70 max-w-prose">{t("approvalsPanel.intro")}</p>}
      aside={mayUpdate === true && (
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={kindId} className="sr-only">{t("approvalsPanel.kindLabel")}</label>
          <select
            id={kindId}
            className="select select-sm w-auto"
            value={kind}
            onChange={(e) => setKind(e.target.value as ApprovalKind)}
            data-testid="approval-kind"
          >
            {APPROVAL_KINDS.map((k) => <option key={k} value={k}>{t(`approvalsPanel.kind.${k}`)}</option>)}
          </select>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={writing.busy}
            onClick={() => void writing.write({ ask: { document: id, kind } })}
            data-testid="approval-ask"
          >
            {t("approvalsPanel.ask")}
          </button>
        </div>
      )}
    >
      <QueryState
        query={approvals}
        failure={t("approvalsPanel.failed")}
        empty={{
          when: (items) => items.length === 0,
          view: <p className="text-sm opacity-70">{t("approvalsPanel.none")}</p>,
        }}
      >
        {(items) => (
          <ApprovalList
            items={items}
            busy={writing.busy}
            onWithdraw={mayUpdate === true ? (a) => void writing.write({ withdraw: a }) : undefined}
          />
        )}
      </QueryState>
    </Panel>
  );
}
