import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import type { ObligationKind } from "../../../domain/compliance/kinds.ts";
import type {
  ComplianceCheckRow,
  ComplianceReportAnswer,
  ComplianceReportRow,
  ComplianceTally,
} from "../../../domain/compliance/report.ts";
import type { Standing } from "../../../domain/compliance/standing.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { formatDate } from "../../kit/i18n/dates.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { findDef, recordPath } from "../defs.ts";
import { optionText } from "../ui/optionText.ts";
import "./messages.ts";
import "./report-messages.ts";

/** Each standing's icon and colours: words beside them, never colour alone. */
const STANDING_LOOK: Record<Standing, { icon: string; className: string }> = {
  compliant: { icon: "check_circle", className: "badge-success badge-soft" },
  returns: { icon: "assignment_late", className: "badge-warning" },
  debt: { icon: "money_off", className: "badge-warning" },
  both: { icon: "error", className: "badge-error" },
};

const kindName = (kind: string) =>
  optionText(findDef("obligation")!.fields.find((f) => f.name === "kind")!, kind);

function StandingBadge({ standing }: { standing: Standing }) {
  const look = STANDING_LOOK[standing];
  return (
    <span
      className={`badge badge-sm gap-1 h-auto whitespace-normal ${look.className}`}
      data-standing={standing}
    >
      <Icon name={look.icon} size={14} />
      {t(`complianceReport.standing.${standing}`)}
    </span>
  );
}

/** A row's client: a link to its page, where its compliance grid is. */
function ClientCell({ id, name }: { id: string; name: string }) {
  return (
    <th scope="row" className="font-medium min-w-40">
      <Link className="link link-hover" to={recordPath(findDef("account")!, id)}>{name}</Link>
    </th>
  );
}

/** One tally's list: a name and a count a line. */
function TallyList(
  { title, rows, testId }: { title: string; rows: { name: string; count: number }[]; testId: string },
) {
  return (
    <div className="min-w-0 flex-1 basis-56" data-testid={testId}>
      <h3 className="font-medium text-sm mb-1">{title}</h3>
      <ul className="text-sm">
        {rows.map((r) => (
          <li key={r.name} className="flex justify-between gap-2 border-b border-base-200 py-0.5">
            <span className="truncate">{r.name}</span>
            <span className="tabular-nums font-medium">{r.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The tallies above the rows: obligations past due by kind, by partner and by office, over every filtered row. */
export function ComplianceTallies({ tallies }: { tallies: ComplianceReportAnswer["tallies"] }) {
  useSignals();
  const named = (rows: ComplianceTally[]) =>
    rows.map((r) => ({ name: r.name ?? t("complianceReport.none"), count: r.count }));
  const kinds = (Object.entries(tallies.byKind) as [ObligationKind, number][])
    .map(([kind, count]) => ({ name: kindName(kind), count }));
  return (
    <div className="flex flex-wrap gap-4 p-3 border-b border-base-300" data-testid="compliance-tallies">
      <TallyList title={t("complianceReport.byKind")} rows={kinds} testId="tally-kind" />
      <TallyList
        title={t("complianceReport.byPartner")}
        rows={named(tallies.byPartner)}
        testId="tally-partner"
      />
      <TallyList
        title={t("complianceReport.byOffice")}
        rows={named(tallies.byOffice)}
        testId="tally-office"
      />
    </div>
  );
}

/** The report's rows: each client a link to its page, where its compliance grid is. */
export function ComplianceReportTable({ rows }: { rows: ComplianceReportRow[] }) {
  useSignals();
  const lang = language.value;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" data-testid="compliance-report-table">
        <thead>
          <tr>
            <th scope="col">{t("complianceReport.client")}</th>
            <th scope="col">{t("complianceReport.overdue")}</th>
            <th scope="col">{t("complianceReport.oldest")}</th>
            <th scope="col">{t("complianceReport.status")}</th>
            <th scope="col">{t("complianceReport.partner")}</th>
            <th scope="col">{t("complianceReport.office")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.accountId} data-testid="compliance-report-row">
              <ClientCell id={row.accountId} name={row.account} />
              <td className="min-w-48">
                <ul className="flex flex-wrap gap-1">
                  {row.overdue.map((o) => (
                    <li key={o.kind} className="badge badge-sm badge-ghost h-auto whitespace-normal">
                      {kindName(o.kind)} × {o.count}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="whitespace-nowrap">{formatDate(row.oldest, lang)}</td>
              <td className="min-w-36">
                <StandingBadge standing={row.standing} />
              </td>
              <td>{row.partner ?? ""}</td>
              <td>{row.office ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The checks' contradictions practice-wide: client, check, periods. */
export function ComplianceCheckTable({ rows }: { rows: ComplianceCheckRow[] }) {
  useSignals();
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" data-testid="compliance-check-table">
        <thead>
          <tr>
            <th scope="col">{t("complianceReport.client")}</th>
            <th scope="col">{t("complianceReport.check")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.accountId}-${row.code}`} data-testid="compliance-check-row">
              <ClientCell id={row.accountId} name={row.account} />
              <td className="min-w-56">
                {t(`compliance.checks.${row.code}`, { periods: row.periods.join(", ") })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
