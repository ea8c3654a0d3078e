import type { ReactNode } from "react";

/** A titled card of facts (a customer, a payment, "about me"). */
export function InfoCard(
  { title, children, testId }: { title: string; children: ReactNode; testId?: string },
) {
  return (
    <section className="card card-border bg-base-100" data-testid={testId}>
      <div className="card-body p-4 gap-3">
        <h2 className="card-title text-base">{title}</h2>
        {children}
      </div>
    </section>
  );
}
