import type { PortalApproval } from "../../../../domain/portal-approvals.ts";
import { formatDateTime } from "../../i18n/dates.ts";
import { language, t } from "../../i18n/core.ts";
import "./messages.ts";

/**
 * The printable record of an accepted approval (issue 37): what was accepted (document, version, the SHA-256 of its
 * bytes), by whom (the name typed, the portal user), when and from where. The page around it hides itself in
 * print (`print:hidden`); the hash breaks anywhere so a phone shows it whole.
 */
export function SignatureRecord({ approval }: { approval: PortalApproval }) {
  // The practice's name as the server put it in the page (PRACTICE_NAME), else the product's.
  const practice = document.querySelector<HTMLMetaElement>('meta[name="practice-name"]')?.content ||
    "Ledgerdesk";
  const signed = approval.accepted;
  const when = (iso: string) => formatDateTime(iso, language.value);
  const rows: Array<[string, string, string]> = [
    ["client", t("signatureRecord.client"), approval.clientName],
    ["document", t("signatureRecord.document"), approval.documentName],
    ["version", t("signatureRecord.version"), String(approval.version)],
    ["sha256", t("signatureRecord.sha256"), signed?.sha256 ?? ""],
    ["name", t("signatureRecord.name"), signed?.name ?? ""],
    ["user", t("signatureRecord.user"), signed?.user ?? ""],
    ["at", t("signatureRecord.at"), signed ? when(signed.at) : ""],
    ["address", t("signatureRecord.address"), signed?.address ?? ""],
    ["askedBy", t("signatureRecord.askedBy"), approval.askedBy],
    ["askedAt", t("signatureRecord.askedAt"), when(approval.askedAt)],
  ];
  return (
    <article
      className="card bg-base-100 border border-base-300 print:border-0 print:shadow-none"
      aria-labelledby={`record-${approval.id}`}
      data-testid="signature-record"
      data-print-record
    >
      <div className="card-body p-4 gap-3 print:p-0">
        <h2 id={`record-${approval.id}`} className="text-lg font-bold">
          {t("signatureRecord.title")}: {t(`signatureRecord.kind.${approval.kind}`)}
        </h2>
        <p className="text-sm">{t("signatureRecord.intro", { practice })}</p>
        <dl className="grid grid-cols-1 sm:grid-cols-[auto_1fr] gap-x-4 gap-y-1 print:grid-cols-[auto_1fr]">
          {rows.map(([key, label, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold text-sm">{label}</dt>
              <dd className="break-all mb-2 sm:mb-0" data-testid={`record-${key}`} dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="print:hidden">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => globalThis.print()}>
            {t("signatureRecord.print")}
          </button>
        </div>
      </div>
    </article>
  );
}
