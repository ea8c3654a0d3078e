import type { ReactNode } from "react";

/**
 * A titled panel of a record's page (the client's compliance year, its portal access, a trigger's run): a card
 * whose heading names it (and labels the section for a screen reader), a line saying what it is for, what may be
 * done beside them (`aside`), and its content below.
 */
export function Panel(
  { id, title, intro, aside, children, testId }: {
    /** The heading's id, unique on the page. */
    id: string;
    title: ReactNode;
    intro: ReactNode;
    aside?: ReactNode;
    children?: ReactNode;
    testId?: string;
  },
) {
  return (
    <section
      className="card bg-base-100 border border-base-300 mb-4"
      aria-labelledby={id}
      data-testid={testId}
    >
      <div className="card-body p-4 md:p-6 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          {/* Grows from 16rem, so on a phone the actions wrap below the words rather than squeezing them. */}
          <div className="min-w-0 flex-1 basis-64">
            <h2 id={id} className="font-semibold text-lg">{title}</h2>
            {intro}
          </div>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}
