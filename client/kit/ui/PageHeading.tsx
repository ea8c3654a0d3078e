import type { ReactNode } from "react";
import { Icon } from "./Icon.tsx";

/** A demo page's heading: its icon, title (the page's `page-title`), an optional line below and actions. */
export function PageHeading(
  { icon, title, text, children }: { icon: string; title: string; text?: ReactNode; children?: ReactNode },
) {
  return (
    <header className="flex flex-wrap items-center gap-3">
      <Icon name={icon} className="opacity-70" />
      <div className="me-auto min-w-0">
        <h1 className="text-2xl font-bold break-words" data-testid="page-title">{title}</h1>
        {text && <p className="text-sm opacity-70">{text}</p>}
      </div>
      {children}
    </header>
  );
}
