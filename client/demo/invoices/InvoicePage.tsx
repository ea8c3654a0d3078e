import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useInvoice } from "./api.ts";
import { CompactInvoice, ModernInvoice } from "./layouts.tsx";
import "./messages.ts";

/** The sample invoice shown when the address names none (the API looks invoices up by id only). */
export const SAMPLE_INVOICE_ID = "5725a6802d";

type Layout = "compact" | "modern";

/**
 * An invoice from /api/invoices/get-invoice in the compact or modern layout, with a print button; the print
 * stylesheet leaves only the invoice on paper (the shell and this bar are `print:hidden`).
 */
export function InvoicePage({ layout }: { layout: Layout }) {
  useSignals();
  const [param] = useQueryParam("id");
  const id = param || SAMPLE_INVOICE_ID;
  const invoice = useInvoice(id);
  const other: Layout = layout === "compact" ? "modern" : "compact";

  return (
    <div
      className="p-4 sm:p-8 flex flex-col gap-4 max-w-4xl mx-auto w-full print:p-0"
      data-testid="invoice-page"
    >
      <div className="flex flex-wrap items-center gap-2 print:hidden" data-testid="invoice-toolbar">
        <h1 className="text-2xl font-bold me-auto" data-testid="page-title">
          {t(`invoicePage.${layout}Title`)}
        </h1>
        <Link
          to={`/pages/invoices/${other}${param ? `?id=${encodeURIComponent(param)}` : ""}`}
          className="btn btn-sm btn-ghost"
          data-testid="invoice-other-layout"
        >
          <Icon name={other === "modern" ? "view_quilt" : "view_agenda"} size={20} />
          {t(`invoicePage.${other}Title`)}
        </Link>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={!invoice.data}
          onClick={() => globalThis.print()}
          data-testid="invoice-print"
        >
          <Icon name="print" size={20} />
          {t("invoicePage.print")}
        </button>
      </div>
      <QueryState
        query={invoice}
        failure={t("invoicePage.loadFailed")}
        missing={{
          icon: "receipt_long",
          title: t("invoicePage.notFoundTitle"),
          text: t("invoicePage.notFoundText", { id }),
          back: { to: `/pages/invoices/${layout}`, label: t("invoicePage.showSample") },
          testId: "invoice-not-found",
        }}
      >
        {(data) =>
          layout === "compact" ? <CompactInvoice invoice={data} /> : <ModernInvoice invoice={data} />}
      </QueryState>
    </div>
  );
}
