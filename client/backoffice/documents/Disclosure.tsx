import type { ReactNode } from "react";
import { Icon } from "../../kit/ui/Icon.tsx";
import { type Loaded, QueryState } from "../../lib/data/index.ts";

/**
 * A card whose list opens under its heading's button (aria-expanded, keyboard as any button): the documents'
 * bin and retention review, each read only once opened (the caller's query is enabled by `open`).
 */
export function Disclosure<T>(
  { id, title, icon, intro, open, onToggle, testId, query, failure, empty, children, after }: {
    id: string;
    title: string;
    icon: string;
    intro: string;
    open: boolean;
    onToggle: (open: boolean) => void;
    testId: string;
    query: Loaded<T[]>;
    failure: string;
    /** What an empty list says. */
    empty: string;
    children: (list: T[]) => ReactNode;
    /** Shown open, whatever the list (a dialog). */
    after?: ReactNode;
  },
) {
  return (
    <section className="card bg-base-100 border border-base-300 mb-4" data-testid={testId}>
      <div className="card-body p-4 gap-3">
        <h2 className="font-semibold text-lg">
          <button
            type="button"
            className="btn btn-ghost btn-sm gap-2 -ms-2"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => onToggle(!open)}
            data-testid={`${testId}-toggle`}
          >
            <Icon name={icon} size={20} />
            {title}
            <Icon name={open ? "expand_less" : "expand_more"} size={20} />
          </button>
        </h2>
        {open && (
          <div id={`${id}-body`} className="flex flex-col gap-3">
            <p className="text-sm opacity-70 max-w-prose">{intro}</p>
            <QueryState
              query={query}
              failure={failure}
              empty={{
                when: (list) => list.length === 0,
                view: <p className="text-sm opacity-60">{empty}</p>,
              }}
            >
              {children}
            </QueryState>
            {after}
          </div>
        )}
      </div>
    </section>
  );
}
