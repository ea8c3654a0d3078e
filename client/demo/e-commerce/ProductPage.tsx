import { useSignals } from "@preact/signals-react/runtime";
import { type InputHTMLAttributes, type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { Picture } from "../../kit/ui/Picture.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useSubmit } from "../../lib/submit.ts";
import { useProduct, useSaveProduct } from "./api.ts";
import "./messages.ts";
import { productPath } from "./ProductsPage.tsx";
import {
  blankDraft,
  checkDraft,
  draftOf,
  FIELD_TAB,
  handleOf,
  PRODUCT_TABS,
  type ProductDraft,
  productOf,
  type ProductTab,
  taxIncluded,
} from "./shop.ts";

/** `/products/new` or a product's own page: the form, once the product has loaded. */
export function ProductPage() {
  useSignals();
  const { id = "" } = useParams();
  const isNew = id === "new" || id === "";
  const product = useProduct(isNew ? "" : id);
  if (isNew) return <ProductForm key="new" initial={blankDraft()} />;
  return (
    <div className={product.data ? "" : "p-4 sm:p-8"}>
      <QueryState
        query={product}
        failure={t("shopApp.loadFailed")}
        missing={{
          icon: "inventory_2",
          title: t("shopApp.noSuchProduct"),
          back: { to: "/apps/e-commerce/products", label: t("shopApp.backToProducts") },
          testId: "product-not-found",
        }}
      >
        {(data) => <ProductForm key={data.id} initial={draftOf(data)} />}
      </QueryState>
    </div>
  );
}

type Errors = Partial<Record<string, string>>;

/** After refused fields: the tab in view when it holds one of them, else the first tab that does. */
function tabToShow(errors: Errors, current: ProductTab): ProductTab {
  const refused = new Set(Object.keys(errors).map((k) => FIELD_TAB[k]));
  return refused.has(current) ? current : PRODUCT_TABS.find((id) => refused.has(id)) ?? current;
}

function ProductForm({ initial }: { initial: ProductDraft }) {
  useSignals();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [tab, setTab] = useState<ProductTab>("basic");
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmit(useSaveProduct().send, {
    done: (saved) => {
      showMessage(t("shopApp.saved", { name: saved.name }), { variant: "success" });
      navigate(productPath(saved), { replace: true });
    },
  });
  // A refusal: its fields (`body.sku` → sku) show on their tabs, and its reason in a message.
  useEffect(() => {
    if (!submit.error) return;
    const fields = Object.fromEntries(
      Object.entries(submit.fields).map(([path, text]) => [path.replace(/^body\./, "").split(".")[0], text]),
    );
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      setTab((current) => tabToShow(fields, current));
    }
    showMessage(`${t("shopApp.saveFailed")}: ${submit.error.message}`, { variant: "error" });
  }, [submit.error]);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({
      ...e,
      [key]: undefined,
      ...(key === "priceTaxExcl" ? { priceTaxIncl: undefined } : {}),
    }));
  };
  const tabsWithErrors = new Set(Object.entries(errors).filter(([, v]) => v).map(([k]) => FIELD_TAB[k]));

  const save = async () => {
    const problems = checkDraft(draft);
    const found: Errors = Object.fromEntries(
      Object.entries(problems).map(([k, p]) => [k, t(`shopApp.problem.${p}`)]),
    );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setTab(tabToShow(found, tab));
      return;
    }
    await submit.submit(productOf(draft));
  };

  const field = (key: keyof ProductDraft & string, input: ReactNode, hint?: string) => (
    <label className="flex flex-col gap-1">
      <span className="text-sm font-semibold">{t(`shopApp.field.${key}`)}</span>
      {input}
      {errors[key]
        ? <span className="text-error text-sm" data-testid={`product-${key}-error`}>{errors[key]}</span>
        : hint && <span className="text-xs opacity-60">{hint}</span>}
    </label>
  );
  const text = (key: keyof ProductDraft & string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      className={`input w-full ${errors[key] ? "input-error" : ""}`}
      value={String(draft[key] ?? "")}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      aria-invalid={errors[key] ? true : undefined}
      data-testid={`product-${key}`}
      dir="auto"
      {...props}
    />
  );
  const number = (key: keyof ProductDraft & string) => text(key, { inputMode: "decimal", dir: "ltr" });

  const panels: Record<ProductTab, ReactNode> = {
    basic: (
      <div className="grid gap-4">
        {field("name", text("name"))}
        {field(
          "handle",
          text("handle", { placeholder: handleOf(draft.name), dir: "ltr" }),
          t("shopApp.handleHint"),
        )}
        {field(
          "description",
          <textarea
            className="textarea w-full min-h-32"
            value={draft.description}
            onChange={(e) => set("description", e.currentTarget.value)}
            data-testid="product-description"
          />,
        )}
        {field("categories", text("categories"), t("shopApp.commaHint"))}
        {field("tags", text("tags"), t("shopApp.commaHint"))}
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="toggle toggle-success"
            checked={draft.active}
            onChange={(e) => set("active", e.currentTarget.checked)}
            data-testid="product-active"
          />
          {t("shopApp.field.active")}
        </label>
      </div>
    ),
    images: draft.images.length === 0 ? <EmptyState icon="image" title={t("shopApp.noImages")} /> : (
      <fieldset>
        <legend className="text-sm mb-3 opacity-70">{t("shopApp.featuredHint")}</legend>
        <ul className="grid grid-cols-2 sm:grid-cols-4 gap-3">
          {draft.images.map((image) => (
            <li key={image.id}>
              <label className="flex flex-col gap-2 cursor-pointer">
                <Picture
                  src={image.url}
                  alt=""
                  className={`w-full aspect-square rounded-box border-4 ${
                    draft.featuredImageId === image.id ? "border-warning" : "border-transparent"
                  }`}
                />
                <span className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    className="radio radio-sm"
                    name="featured"
                    checked={draft.featuredImageId === image.id}
                    onChange={() => set("featuredImageId", image.id)}
                  />
                  {t("shopApp.featured")}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    ),
    pricing: (
      <div className="grid sm:grid-cols-2 gap-4">
        {field("priceTaxExcl", number("priceTaxExcl"))}
        {field("taxRate", number("taxRate"), t("shopApp.taxRateHint"))}
        <div className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t("shopApp.field.priceTaxIncl")}</span>
          <output className="input w-full bg-base-200" dir="ltr" data-testid="product-priceTaxIncl">
            {taxIncluded(draft) || "—"}
          </output>
          {errors.priceTaxIncl
            ? <span className="text-error text-sm">{errors.priceTaxIncl}</span>
            : <span className="text-xs opacity-60">{t("shopApp.computed")}</span>}
        </div>
        {field("comparedPrice", number("comparedPrice"))}
      </div>
    ),
    inventory: (
      <div className="grid sm:grid-cols-2 gap-4">
        {field("sku", text("sku", { dir: "ltr" }))}
        {field("quantity", number("quantity"))}
      </div>
    ),
    shipping: (
      <div className="grid sm:grid-cols-2 gap-4">
        {field("width", number("width"), t("shopApp.cm"))}
        {field("height", number("height"), t("shopApp.cm"))}
        {field("depth", number("depth"), t("shopApp.cm"))}
        {field("weight", number("weight"), t("shopApp.kg"))}
        {field("extraShippingFee", number("extraShippingFee"))}
      </div>
    ),
  };

  return (
    <form
      className="p-4 sm:p-8 flex flex-col gap-4 max-w-4xl mx-auto w-full"
      data-testid="product-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <header className="flex flex-wrap items-center gap-3">
        <Link
          to="/apps/e-commerce/products"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={t("shopApp.backToProducts")}
        >
          <Icon name="arrow_back" className="rtl-flip" />
        </Link>
        <h1 className="text-2xl font-bold me-auto break-words" dir="auto" data-testid="page-title">
          {initial.id ? initial.name : t("shopApp.newProduct")}
        </h1>
        <button type="submit" className="btn btn-primary" disabled={submit.busy} data-testid="product-save">
          {submit.busy
            ? <span className="loading loading-spinner loading-sm" />
            : <Icon name="save" size={20} />}
          {t("shopApp.save")}
        </button>
      </header>
      <div role="tablist" className="tabs tabs-border overflow-x-auto flex-nowrap">
        {PRODUCT_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`tab whitespace-nowrap ${tab === id ? "tab-active" : ""} ${
              tabsWithErrors.has(id) ? "text-error" : ""
            }`}
            onClick={() => setTab(id)}
            data-testid={`product-tab-${id}`}
          >
            {t(`shopApp.tab.${id}`)}
            {tabsWithErrors.has(id) && <Icon name="error" size={16} className="ms-1" />}
          </button>
        ))}
      </div>
      <section role="tabpanel" className="card card-border bg-base-100">
        <div className="card-body">{panels[tab]}</div>
      </section>
    </form>
  );
}
