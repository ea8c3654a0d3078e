import { Link } from "react-router";
import { APPROVAL_RECORD_PAGE, type PortalApproval } from "../../../domain/portal-approvals.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { formatDateTime } from "../format.ts";
import { findDef, recordPath } from "../defs.ts";
import "./approval-messages.ts";

const BADGE = { asked: "badge-warning", accepted: "badge-success", withdrawn: "badge-ghost" } as const;

/**
 * Approvals asked in the portal as staff see them: the document and version, who asked when, its state, and once
 * accepted who typed which name when, with its printable record; an open one can be withdrawn (`onWithdraw`).
 */
export function ApprovalList(
  { items, onWithdraw, busy, showDocument }: {
    items: PortalApproval[];
    onWithdraw?: (id: string) => void;
    busy?: boolean;
    showDocument?: boolean;
  },
) {
  const when = (iso: string) => formatDateTime(iso, language.value);
  const documentDef = findDef("document");
  return (
    <ul className="divide-y divide-base-300">
      {items.map((a) => (
        <li
          key={a.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2"
          data-testid="approval-row"
          data-status={a.status}
        >
          <div className="min-w-0 grow basis-64">
            <div className="font-medium break-all">
              {t(`approvalsPanel.kind.${a.kind}`)}
              {showDocument && documentDef && (
                <>
                  {": "}
                  <Link className="link link-hover" to={recordPath(documentDef, a.document)}>
                    {a.documentName}
                  </Link>
                </>
              )}
            </div>
            <div className="text-sm opacity-80">
              {t("approvalsPanel.line", { version: a.version, by: a.askedBy, at: when(a.askedAt) })}
            </div>
            {a.accepted && (
              <div className="text-sm" data-testid="approval-accepted">
                {t("approvalsPanel.acceptedBy", {
                  name: a.accepted.name,
                  user: a.accepted.user,
                  at: when(a.accepted.at),
                })}
              </div>
            )}
          </div>
          <span className={`badge badge-sm ${BADGE[a.status]}`}>
            {t(`approvalsPanel.status.${a.status}`)}
          </span>
          {a.accepted && (
            <Link
              className="btn btn-xs btn-outline"
              to={`${APPROVAL_RECORD_PAGE}/${a.id}`}
              data-testid="approval-record"
            >
              {t("approvalsPanel.record")}
            </Link>
          )}
          {a.status === "asked" && onWithdraw && (
            <button
              type="button"
              className="btn btn-xs btn-error btn-outline"
              disabled={busy}
              onClick={() => onWithdraw(a.id)}
              data-testid="approval-withdraw"
            >
              {t("approvalsPanel.withdraw")}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
