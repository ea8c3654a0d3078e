import { useSignals } from "@preact/signals-react/runtime";
import { Link, useNavigate } from "react-router";
import type { Order } from "../../../domain/demo/e-commerce.ts";
import { formatDate } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useOrders } from "./api.ts";
import { QueryState } from "../../lib/data/index.ts";
import "./messages.ts";
import { matchesOrder } from "./shop.ts";
import { StatusPill } from "./StatusPill.tsx";
import { Pager, SortHeader } from "./TableControls.tsx";
import { useTable } from "./useTable.ts";

type Column = "reference" | "customer" | "total" | "payment" | "status" | "date";

const valueOf = (o: Order, key: Column): string | number =>
  key === "customer"
    ? `${o.customer.firstName} ${o.customer.lastName}`
    : key === "total"
    ? Number(o.total)
    : key === "payment"
    ? o.payment.method
    : key === "status"
    ? o.status[0]?.name ?? ""
    : key === "date"
    ? o.date
    : o.reference;

/** The shop's orders: search, sort, pages, the current status as a pill; a row opens the order. */
export function OrdersPage() {
  useSignals();
  const navigate = useNavigate();
  const orders = useOrders();
  const table = useTable<Order, Column>(
    orders.data ?? [],
    { key: "date", dir: "desc" },
    matchesOrder,
    valueOf,
  );
  const header = (column: Column, className = "") => (
    <SortHeader
      label={t(`shopApp.columns.${column}`)}
      column={column}
      sort={table.sort}
      onSort={table.setSort}
      className={className}
    />
  );

  const content = (
    <>
      <div className="overflow-x-auto">
        <table className="table" data-testid="orders-table">
          <thead>
            <tr>
              {header("reference")}
              {header("customer", "hidden sm:table-cell")}
              {header("total", "text-end")}
              {header("payment", "hidden lg:table-cell")}
              {header("status")}
              {header("date", "hidden md:table-cell")}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((o) => (
              <tr
                key={o.id}
                className="hover:bg-base-200 cursor-pointer"
                onClick={() => navigate(`/apps/e-commerce/orders/${o.id}`)}
                data-testid="order-row"
                data-order-id={o.id}
              >
                <td>
                  <Link
                    to={`/apps/e-commerce/orders/${o.id}`}
                    className="link link-hover font-semibold"
                    dir="ltr"
                    onClick={(e) => e.stopPropagation()}
                    data-testid="order-reference"
                  >
                    {o.reference}
                  </Link>
                </td>
                <td className="hidden sm:table-cell" dir="auto">
                  {o.customer.firstName} {o.customer.lastName}
                </td>
                <td className="text-end tabular-nums" dir="ltr">{o.total}</td>
                <td className="hidden lg:table-cell" dir="auto">{o.payment.method}</td>
                <td>{o.status[0] && <StatusPill name={o.status[0].name} color={o.status[0].color} />}</td>
                <td className="hidden md:table-cell whitespace-nowrap">
                  {formatDate(o.date, language.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        total={table.total}
        page={table.page}
        pages={table.pages}
        size={table.size}
        onPage={table.setPage}
        onSize={table.setSize}
      />
    </>
  );

  return (
    <div className="p-4 sm:p-8 flex flex-col gap-4" data-testid="orders-page">
      <PageHeading icon="receipt_long" title={t("shopApp.orders")}>
        <SearchField
          value={table.query}
          onChange={table.setQuery}
          label={t("shopApp.searchOrders")}
          testId="orders-search"
        />
      </PageHeading>
      <section className="card card-border bg-base-100">
        <QueryState
          query={orders}
          failure={t("shopApp.loadFailed")}
          empty={{
            when: () => table.total === 0,
            view: <EmptyState icon="search_off" title={t("shopApp.noOrders")} testId="orders-empty" />,
          }}
        >
          {() => content}
        </QueryState>
      </section>
    </div>
  );
}
