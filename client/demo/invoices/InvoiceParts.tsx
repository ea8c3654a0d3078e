import type { Invoice, InvoiceParty } from "../../../domain/demo/invoices.ts";
import { t } from "../../kit/i18n/index.ts";

/** An amount exactly as the invoice states it (the data holds them as text), read left to right. */
export function Amount({ value, testId }: { value: string; testId?: string }) {
  return <span dir="ltr" className="tabular-nums" data-testid={testId}>{value}</span>;
}

/** A party's name and how to reach it. */
export function Party({ party, testId }: { party: InvoiceParty & { website?: string }; testId: string }) {
  return (
    <address className="not-italic text-sm leading-relaxed" dir="auto" data-testid={testId}>
      <div className="font-semibold text-base">{party.title}</div>
      <div className="opacity-80">{party.address}</div>
      <div className="opacity-80" dir="ltr">{party.phone}</div>
      <div className="opacity-80">{party.email}</div>
      {party.website && <div className="opacity-80">{party.website}</div>}
    </address>
  );
}

/** The service lines: what was done, at what price, how many, and the line total. */
export function ServiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <div className="overflow-x-auto">
      <table className="table" data-testid="invoice-lines">
        <thead>
          <tr>
            <th>{t("invoicePage.service")}</th>
            <th className="text-end">{t("invoicePage.unitPrice")}</th>
            <th className="text-end">{t("invoicePage.quantity")}</th>
            <th className="text-end">{t("invoicePage.total")}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.services.map((s) => (
            <tr key={s.id} data-testid="invoice-line">
              <td dir="auto" className="min-w-48">
                <div className="font-semibold">{s.title}</div>
                <div className="text-xs opacity-70">{s.detail}</div>
              </td>
              <td className="text-end whitespace-nowrap">
                <Amount value={s.unitPrice} />
                <span className="ms-1 text-xs opacity-60">/ {s.unit}</span>
              </td>
              <td className="text-end">
                <Amount value={s.quantity} />
              </td>
              <td className="text-end">
                <Amount value={s.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Subtotal, tax, discount and total as the invoice states them (not recomputed). */
export function Totals({ invoice }: { invoice: Invoice }) {
  const rows = [
    ["subtotal", invoice.subtotal],
    ["tax", invoice.tax],
    ["discount", invoice.discount],
  ] as const;
  return (
    <dl className="ms-auto w-full max-w-xs grid grid-cols-2 gap-y-1 text-sm" data-testid="invoice-totals">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="opacity-70">{t(`invoicePage.${key}`)}</dt>
          <dd className="text-end">
            <Amount value={key === "discount" ? `-${value}` : value} testId={`invoice-${key}`} />
          </dd>
        </div>
      ))}
      <div className="contents text-lg font-bold">
        <dt className="border-t border-base-300 pt-2">{t("invoicePage.total")}</dt>
        <dd className="border-t border-base-300 pt-2 text-end">
          <Amount value={invoice.total} testId="invoice-total" />
        </dd>
      </div>
    </dl>
  );
}

/** Number, date and due date. */
export function InvoiceDates({ invoice }: { invoice: Invoice }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="opacity-70">{t("invoicePage.number")}</dt>
      <dd className="font-semibold" dir="ltr" data-testid="invoice-number">{invoice.number}</dd>
      <dt className="opacity-70">{t("invoicePage.date")}</dt>
      <dd dir="ltr">{invoice.date}</dd>
      <dt className="opacity-70">{t("invoicePage.dueDate")}</dt>
      <dd dir="ltr" data-testid="invoice-due">{invoice.dueDate}</dd>
    </dl>
  );
}
