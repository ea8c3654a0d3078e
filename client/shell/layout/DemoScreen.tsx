import type { ReactNode } from "react";
import { t } from "../../kit/i18n/index.ts";

/**
 * A demo app's page, marked as the demo's on screen: its data is sample data and nothing done there reaches a
 * client, SARS or CIPC (a mail "sent" from the demo goes nowhere). The page keeps the rest of the height.
 */
export function DemoScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col h-full">
      <p
        className="flex items-center gap-2 px-4 sm:px-8 py-1 text-xs bg-warning/10 border-b border-warning/30 print:hidden"
        data-testid="demo-note"
      >
        <span className="badge badge-warning badge-xs">{t("nav.demo")}</span>
        <span>{t("shell.demoNote")}</span>
      </p>
      <div className="flex-1 min-h-0">{children}</div>
    </div>
  );
}
