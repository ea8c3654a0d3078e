import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { Address, Order } from "../../../domain/demo/e-commerce.ts";
import { formatDate, formatDateTime } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Picture } from "../../kit/ui/Picture.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useOrder } from "./api.ts";
import "./messages.ts";
import { StatusPill } from "./StatusPill.tsx";
import { InfoCard } from "../../kit/ui/InfoCard.tsx";

const TABS = ["details", "products", "invoice"] as const;
type Tab = (typeof TABS)[number];

/** One order: its details (customer, addresses, status history, payment, shipping), products and invoice. */
export function OrderPage() {
  useSignals();
  const { id = "" } = useParams();
  const order = useOrder(id);
  return (
    <div className={order.data ? "" : "p-4 sm:p-8"}>
      <QueryState
        query={order}
        failure={t("shopApp.loadFailed")}
        missing={{
          icon: "receipt_long",
          title: t("shopApp.noSuchOrder"),
          back: { to: "/apps/e-commerce/orders", label: t("shopApp.backToOrders") },
          testId: "order-not-found",
        }}
      >
        {(data) => <OrderView o={data} />}
      </QueryState>
    </div>
  );
}

function OrderView({ o }: { o: Order }) {
  useSignals();
  const [tab, setTab] = useState<Tab>("details");
  const current = o.status[0];
  return (
    <div
      className="p-4 sm:p-8 flex flex-col gap-4 max-w-5xl mx-auto w-full print:p-0"
      data-testid="order-page"
    >
      <header className="flex flex-wrap items-center gap-3 print:hidden">
        <Link
          to="/apps/e-commerce/orders"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={t("shopApp.backToOrders")}
        >
          <Icon name="arrow_back" className="rtl-flip" />
        </Link>
        <div className="me-auto min-w-0">
          <h1 className="text-2xl font-bold" dir="ltr" data-testid="page-title">{o.reference}</h1>
          <p className="text-sm opacity-70" dir="auto">
            {o.customer.firstName} {o.customer.lastName} · {formatDate(o.date, language.value)}
          </p>
        </div>
        {current && <StatusPill name={current.name} color={current.color} />}
      </header>
      <div role="tablist" className="tabs tabs-border print:hidden">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`tab ${tab === id ? "tab-active" : ""}`}
            onClick={() => setTab(id)}
            data-testid={`order-tab-${id}`}
          >
            {t(`shopApp.orderTab.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === "details" && <Details order={o} />}
        {tab === "products" && <Lines order={o} />}
        {tab === "invoice" && <OrderInvoice order={o} />}
      </div>
    </div>
  );
}

/** An address with its coordinates (no map tiles: the app reaches no server but ours). */
function Place({ title, place }: { title: string; place: Address }) {
  return (
    <div className="text-sm">
      <div className="text-xs uppercase opacity-60">{title}</div>
      <div dir="auto">{place.address}</div>
      <div className="text-xs opacity-60 flex items-center gap-1" dir="ltr">
        <Icon name="place" size={16} />
        {place.lat.toFixed(4)}, {place.lng.toFixed(4)}
      </div>
    </div>
  );
}

function Details({ order: o }: { order: Order }) {
  const c = o.customer;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language.value) : "—");
  return (
    <div className="grid grid-cols-1 lg:grid-cols-2 gap-4">
      <InfoCard title={t("shopApp.customer")} testId="order-customer">
        <div className="flex items-center gap-3">
          <Avatar name={c.firstName} src={c.avatar} size="w-12" />
          <div className="min-w-0" dir="auto">
            <div className="font-semibold">{c.firstName} {c.lastName}</div>
            <div className="text-sm opacity-70">{c.jobTitle}, {c.company}</div>
          </div>
        </div>
        <div className="text-sm flex flex-col gap-1">
          <a className="link link-hover" href={`mailto:${c.email}`}>{c.email}</a>
          <span dir="ltr" className="text-start">{c.phone}</span>
        </div>
        <div className="grid sm:grid-cols-2 gap-3">
          <Place title={t("shopApp.invoiceAddress")} place={c.invoiceAddress} />
          <Place title={t("shopApp.shippingAddress")} place={c.shippingAddress} />
        </div>
      </InfoCard>
      <InfoCard title={t("shopApp.statusHistory")} testId="order-status-history">
        <ol className="flex flex-col gap-2">
          {o.status.map((s, i) => (
            <li
              key={`${s.id}-${s.date}`}
              className="flex flex-wrap items-center justify-between gap-2"
              data-testid="order-status"
            >
              <StatusPill name={s.name} color={s.color} />
              <span className="text-xs opacity-70">
                {when(s.date)}
                {i === 0 && <span className="ms-2 badge badge-ghost badge-xs">{t("shopApp.current")}</span>}
              </span>
            </li>
          ))}
        </ol>
      </InfoCard>
      <InfoCard title={t("shopApp.payment")} testId="order-payment">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="opacity-60">{t("shopApp.method")}</dt>
          <dd dir="auto">{o.payment.method}</dd>
          <dt className="opacity-60">{t("shopApp.amount")}</dt>
          <dd dir="ltr" className="text-start tabular-nums">{o.payment.amount}</dd>
          <dt className="opacity-60">{t("shopApp.transaction")}</dt>
          <dd dir="ltr" className="text-start">{o.payment.transactionId || t("shopApp.notPaid")}</dd>
          <dt className="opacity-60">{t("shopApp.paidOn")}</dt>
          <dd>{when(o.payment.date)}</dd>
        </dl>
      </InfoCard>
      <InfoCard title={t("shopApp.shipping")} testId="order-shipping">
        {o.shippingDetails.length === 0
          ? <p className="text-sm opacity-70">{t("shopApp.notShipped")}</p>
          : (
            <div className="overflow-x-auto">
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th>{t("shopApp.tracking")}</th>
                    <th>{t("shopApp.carrier")}</th>
                    <th className="text-end">{t("shopApp.weight")}</th>
                    <th className="text-end">{t("shopApp.fee")}</th>
                    <th>{t("shopApp.date")}</th>
                  </tr>
                </thead>
                <tbody>
                  {o.shippingDetails.map((s) => (
                    <tr key={s.tracking}>
                      <td dir="ltr">{s.tracking}</td>
                      <td dir="auto">{s.carrier}</td>
                      <td className="text-end" dir="ltr">{s.weight}</td>
                      <td className="text-end tabular-nums" dir="ltr">{s.fee}</td>
                      <td className="whitespace-nowrap">{formatDate(s.date, language.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
      </InfoCard>
    </div>
  );
}

function Lines({ order: o, compact = false }: { order: Order; compact?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="table" data-testid="order-lines">
        <thead>
          <tr>
            <th>{t("shopApp.product")}</th>
            <th className="text-end">{t("shopApp.price")}</th>
            <th className="text-end">{t("shopApp.quantity")}</th>
            <th className="text-end">{t("shopApp.lineTotal")}</th>
          </tr>
        </thead>
        <tbody>
          {o.products.map((p) => (
            <tr key={p.id} data-testid="order-line">
              <td>
                <span className="flex items-center gap-3">
                  {!compact && <Picture src={p.image} alt="" className="size-10 rounded" />}
                  <span dir="auto">{p.name}</span>
                </span>
              </td>
              <td className="text-end tabular-nums" dir="ltr">{p.price}</td>
              <td className="text-end">{p.quantity}</td>
              <td className="text-end tabular-nums" dir="ltr">{p.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The order's invoice, ready to print (the shell and the tabs stay off paper). */
function OrderInvoice({ order: o }: { order: Order }) {
  const c = o.customer;
  const rows = [["subtotal", o.subtotal], ["discount", `-${o.discount}`], ["tax", o.tax]] as const;
  return (
    <article className="card card-border bg-base-100 print:border-0" data-testid="order-invoice">
      <div className="card-body gap-6">
        <div className="flex flex-wrap justify-between gap-4">
          <div>
            <h2 className="text-2xl font-light uppercase tracking-widest">{t("shopApp.invoice")}</h2>
            <p className="font-semibold" dir="ltr">{o.reference}</p>
            <p className="text-sm opacity-70">{formatDate(o.date, language.value)}</p>
          </div>
          <address className="not-italic text-sm" dir="auto">
            <div className="font-semibold">{c.firstName} {c.lastName}</div>
            <div>{c.company}</div>
            <div className="opacity-70">{c.invoiceAddress.address}</div>
            <div className="opacity-70">{c.email}</div>
          </address>
        </div>
        <Lines order={o} compact />
        <dl className="ms-auto w-full max-w-xs grid grid-cols-2 gap-y-1 text-sm" data-testid="order-totals">
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="opacity-70">{t(`shopApp.${key}`)}</dt>
              <dd className="text-end tabular-nums" dir="ltr">{value}</dd>
            </div>
          ))}
          <dt className="font-bold text-lg border-t border-base-300 pt-2">{t("shopApp.total")}</dt>
          <dd
            className="font-bold text-lg border-t border-base-300 pt-2 text-end tabular-nums"
            dir="ltr"
            data-testid="order-total"
          >
            {o.total}
          </dd>
        </dl>
        <button type="button" className="btn btn-sm self-end print:hidden" onClick={() => globalThis.print()}>
          <Icon name="print" size={20} />
          {t("shopApp.print")}
        </button>
      </div>
    </article>
  );
}
