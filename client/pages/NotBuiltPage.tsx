import { useSignals } from "@preact/signals-react/runtime";
import { Link, useParams } from "react-router";
import { t } from "../app/i18n/index.ts";
import { Icon } from "../app/ui/Icon.tsx";

/**
 * What a route shows until the capability that owns it lands: the screen's name, the record it was asked for,
 * and which capability brings it. Honest, and a real page of the route table rather than a 404.
 */
export function NotBuiltPage({ title: titleOf, owner }: { title: () => string; owner: string }) {
  useSignals();
  const { id } = useParams();
  const title = titleOf();
  return (
    <div className="p-6 md:p-10" data-testid="not-built">
      <div className="breadcrumbs text-sm opacity-70">
        <ul>
          <li>
            <Link to="/apps/dashboard">{t("nav.home")}</Link>
          </li>
          {title !== t("nav.home") && <li>{title}</li>}
        </ul>
      </div>
      <h1 className="text-2xl font-bold mt-2" data-testid="page-title">{title}{id ? ` #${id}` : ""}</h1>
      <div role="status" className="alert alert-info alert-soft mt-6 max-w-2xl">
        <Icon name="construction" />
        <div>
          <div className="font-semibold">{t("pages.notBuiltTitle")}</div>
          <div className="text-sm">
            {t("pages.notBuiltText")} {t("pages.notBuiltArrives", { owner: t(`owners.${owner}`) })}
          </div>
        </div>
      </div>
    </div>
  );
}
