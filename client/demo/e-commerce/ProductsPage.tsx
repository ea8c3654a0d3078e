import { useSignals } from "@preact/signals-react/runtime";
import { Link, useNavigate } from "react-router";
import type { Product } from "../../../domain/demo/e-commerce.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { Picture } from "../../kit/ui/Picture.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useProducts } from "./api.ts";
import { QueryState } from "../../lib/data/index.ts";
import "./messages.ts";
import { matchesProduct, stockLevel } from "./shop.ts";
import { Pager, SortHeader } from "./TableControls.tsx";
import { useTable } from "./useTable.ts";

type Column = "name" | "category" | "price" | "quantity" | "active";

const STOCK_CLASS = { out: "bg-error", low: "bg-error", some: "bg-warning", plenty: "bg-success" } as const;

const valueOf = (p: Product, key: Column): string | number =>
  key === "category"
    ? p.categories[0] ?? ""
    : key === "price"
    ? Number(p.priceTaxIncl)
    : key === "quantity"
    ? p.quantity
    : key === "active"
    ? Number(p.active)
    : p.name;

export const productPath = (p: Product) => `/apps/e-commerce/products/${p.id}/${p.handle}`;

/** The shop's products: search, sort by any column, pages; a row opens the product's form. */
export function ProductsPage() {
  useSignals();
  const navigate = useNavigate();
  const products = useProducts();
  const table = useTable<Product, Column>(
    products.data ?? [],
    { key: "name", dir: "asc" },
    matchesProduct,
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
        <table className="table" data-testid="products-table">
          <thead>
            <tr>
              <th className="w-16">
                <span className="sr-only">{t("shopApp.image")}</span>
              </th>
              {header("name")}
              {header("category", "hidden md:table-cell")}
              {header("price", "text-end")}
              {header("quantity", "text-end")}
              {header("active", "hidden sm:table-cell")}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((p) => {
              const image = p.images.find((i) => i.id === p.featuredImageId) ?? p.images[0];
              return (
                <tr
                  key={p.id}
                  className="hover:bg-base-200 cursor-pointer"
                  onClick={() => navigate(productPath(p))}
                  data-testid="product-row"
                  data-product-id={p.id}
                >
                  <td>
                    <Picture src={image?.url ?? ""} alt="" className="size-10 rounded" />
                  </td>
                  <td>
                    <Link
                      to={productPath(p)}
                      className="link link-hover font-semibold"
                      dir="auto"
                      onClick={(e) => e.stopPropagation()}
                      data-testid="product-row-name"
                    >
                      {p.name}
                    </Link>
                  </td>
                  <td className="hidden md:table-cell" dir="auto">{p.categories.join(", ")}</td>
                  <td className="text-end tabular-nums" dir="ltr" data-testid="product-price">
                    {p.priceTaxIncl}
                  </td>
                  <td className="text-end">
                    <span className="inline-flex items-center gap-2" data-stock={stockLevel(p.quantity)}>
                      <span className="tabular-nums">{p.quantity}</span>
                      <span
                        className={`size-2.5 rounded-full ${STOCK_CLASS[stockLevel(p.quantity)]}`}
                        title={t(`shopApp.stock.${stockLevel(p.quantity)}`)}
                      />
                      <span className="sr-only">{t(`shopApp.stock.${stockLevel(p.quantity)}`)}</span>
                    </span>
                  </td>
                  <td className="hidden sm:table-cell">
                    <Icon
                      name={p.active ? "check_circle" : "remove_circle"}
                      className={p.active ? "text-success" : "opacity-40"}
                    />
                    <span className="sr-only">{t(p.active ? "shopApp.active" : "shopApp.inactive")}</span>
                  </td>
                </tr>
              );
            })}
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
    <div className="p-4 sm:p-8 flex flex-col gap-4" data-testid="products-page">
      <PageHeading icon="inventory_2" title={t("shopApp.products")}>
        <SearchField
          value={table.query}
          onChange={table.setQuery}
          label={t("shopApp.searchProducts")}
          testId="products-search"
        />
        <Link to="/apps/e-commerce/products/new" className="btn btn-primary btn-sm" data-testid="product-add">
          <Icon name="add" size={20} />
          {t("shopApp.addProduct")}
        </Link>
      </PageHeading>
      <section className="card card-border bg-base-100">
        <QueryState
          query={products}
          failure={t("shopApp.loadFailed")}
          empty={{
            when: () => table.total === 0,
            view: <EmptyState icon="search_off" title={t("shopApp.noProducts")} testId="products-empty" />,
          }}
        >
          {() => content}
        </QueryState>
      </section>
    </div>
  );
}
