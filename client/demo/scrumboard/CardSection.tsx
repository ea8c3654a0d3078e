import type { ReactNode } from "react";
import { Icon } from "../../kit/ui/Icon.tsx";

/** A part of the open card: an icon and a heading over its contents. */
export function Section({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon name={icon} size={20} />
        {title}
      </h3>
      {children}
    </section>
  );
}
