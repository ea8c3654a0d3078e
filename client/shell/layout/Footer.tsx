import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { settings } from "../../kit/settings.ts";

export function Footer(
  { className = "", innerClassName = "w-full" }: { className?: string; innerClassName?: string },
) {
  useSignals();
  return (
    <footer
      data-theme={settings.value.theme.footer}
      data-testid="footer"
      className={`print:hidden bg-base-100 text-base-content border-t border-base-300 shrink-0 ${className}`}
    >
      <div
        className={`${innerClassName} flex flex-wrap items-center justify-between gap-2 px-4 min-h-12 text-sm`}
      >
        {/* On a phone the line would wrap and take a tenth of the screen from the page: the link alone stays. */}
        <span className="opacity-70 hidden sm:inline">{t("shell.footer")}</span>
        <Link className="link link-hover" to="/documentation/getting-started">
          {t("shell.documentation")}
        </Link>
      </div>
    </footer>
  );
}
