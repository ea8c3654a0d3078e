import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";

/** Shown when a page fails to render (the page error boundary), and at /pages/errors/error-500. */
export function Error500Page() {
  useSignals();
  return (
    <div
      className="flex flex-col items-center justify-center text-center px-6 py-16 min-h-full"
      data-testid="error-500"
    >
      <h1 className="text-8xl md:text-9xl font-black tracking-tight text-error">500</h1>
      <p className="mt-4 text-lg font-semibold">{t("pages.errorTitle")}</p>
      <p className="mt-1 opacity-70 max-w-lg">{t("pages.errorText")}</p>
      <div className="mt-6 flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          {t("pages.reload")}
        </button>
        <Link to="/apps/dashboard" className="btn btn-ghost">{t("pages.backToDashboard")}</Link>
      </div>
    </div>
  );
}
