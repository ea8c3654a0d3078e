import type { Invoice } from "../../../domain/demo/invoices.ts";
import { t } from "../../kit/i18n/index.ts";
import { InvoiceDates, Party, ServiceLines, Totals } from "./InvoiceParts.tsx";

function BillTo({ invoice }: { invoice: Invoice }) {
  return (
    <div>
      <h3 className="text-xs uppercase opacity-60 mb-1">{t("invoicePage.billTo")}</h3>
      <Party party={invoice.client} testId="invoice-client" />
    </div>
  );
}

/** The lines, the totals and the terms: the same in every layout. */
function Charges({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <ServiceLines invoice={invoice} />
      <Totals invoice={invoice} />
      <p className="text-xs opacity-60 border-t border-base-300 pt-4">{t("invoicePage.terms")}</p>
    </>
  );
}

/** The compact layout: one sheet, the practice and the client side by side above the lines. */
export function CompactInvoice({ invoice }: { invoice: Invoice }) {
  return (
    <article
      className="card bg-base-100 shadow-sm print:shadow-none"
      data-testid="invoice"
      data-invoice-layout="compact"
    >
      <div className="card-body gap-6 p-6 sm:p-10">
        <div className="flex flex-wrap justify-between gap-6">
          <div>
            <h2 className="text-3xl font-light uppercase tracking-widest">{t("invoicePage.invoice")}</h2>
            <div className="mt-3">
              <InvoiceDates invoice={invoice} />
            </div>
          </div>
          <Party party={invoice.from} testId="invoice-from" />
        </div>
        <BillTo invoice={invoice} />
        <Charges invoice={invoice} />
      </div>
    </article>
  );
}

/** The modern layout: a coloured band with the practice, then the client, the lines and a bold total. */
export function ModernInvoice({ invoice }: { invoice: Invoice }) {
  return (
    <article
      className="card bg-base-100 shadow-sm overflow-hidden print:shadow-none"
      data-testid="invoice"
      data-invoice-layout="modern"
    >
      <div className="bg-primary text-primary-content p-6 sm:p-10 flex flex-wrap justify-between gap-6">
        <div>
          <p className="text-sm opacity-80">{t("invoicePage.invoice")}</p>
          <p className="text-4xl font-bold" dir="ltr">{invoice.number}</p>
        </div>
        <Party party={invoice.from} testId="invoice-from" />
      </div>
      <div className="card-body gap-6 p-6 sm:p-10">
        <div className="flex flex-wrap justify-between gap-6">
          <BillTo invoice={invoice} />
          <InvoiceDates invoice={invoice} />
        </div>
        <Charges invoice={invoice} />
      </div>
    </article>
  );
}
