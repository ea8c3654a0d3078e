import { useSignals } from "@preact/signals-react/runtime";
import { useRef } from "react";
import { Link } from "react-router";
import { supports } from "../../../domain/resources/access.ts";
import type { Related } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useNearView } from "../../kit/ui/useNearView.ts";
import { ApiError } from "../../lib/api.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useCan } from "../data/grants.ts";
import { useGetList } from "../data/hooks.ts";
import { titleOfRecord } from "../data/recordTitle.ts";
import { addPath, findDef, labelOf, recordPath } from "../defs.ts";
import "../crud-words/index.ts";

const SHOWN = 5;

/**
 * Records of another resource that point at this one (an account's contacts): the first few with links, how
 * many there are in all, and an Add that prefills the reference (`?account=<id>`).
 */
export function RelatedList({ related, id }: { related: Related; id: string }) {
  useSignals();
  const def = findDef(related.resource)!;
  const card = useRef<HTMLElement>(null);
  // Below the record's details: asked for when scrolled near, not with the record (a client has fourteen).
  const near = useNearView(card);
  const list = useGetList(def.name, {
    where: { [related.field]: [id] },
    sort: def.defaultSort.field,
    order: def.defaultSort.order,
    page: 1,
    pageSize: SHOWN,
  }, { keepPrevious: false, enabled: near });
  const mayCreate = useCan(def.module, "create");
  // A module the role may not read is simply not shown.
  if (list.error instanceof ApiError && list.error.status === 403) return null;
  const add = supports(def, "create") && mayCreate === true ? addPath(def, { [related.field]: id }) : null;
  const total = list.data?.total ?? 0;
  // A client with more related records than the list counts: "1,000+".
  const shown = list.data?.capped ? t("crud.atLeast", { total }) : total;
  return (
    <section
      ref={card}
      className="card bg-base-100 border border-base-300"
      data-testid={`related-${def.name}`}
    >
      <div className="card-body p-4 gap-2">
        <header className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">
            {labelOf(def)} {list.data && <span className="badge badge-sm">{shown}</span>}
          </h3>
          {add && (
            <Link to={add} className="btn btn-ghost btn-xs" data-testid={`related-${def.name}-add`}>
              <Icon name="add" size={16} />
              {t("crud.add")}
            </Link>
          )}
        </header>
        {!near && list.data === null
          // Not asked for yet: a quiet place for it, not a loading bar (nothing is loading).
          ? <div className="skeleton h-5 w-2/3" aria-hidden="true" data-testid="related-waiting" />
          : (
            <QueryState
              query={list}
              failure={t("crud.relatedFailed", { label: labelOf(def) })}
              empty={{
                when: (answer) => answer.total === 0,
                view: <p className="text-sm opacity-60">{t("crud.noneYet")}</p>,
              }}
            >
              {(answer) => (
                <ul className="text-sm flex flex-col gap-1">
                  {answer.items.map((item) => (
                    <li key={String(item.id)}>
                      <Link className="link link-hover" to={recordPath(def, String(item.id))}>
                        {titleOfRecord(def, item)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          )}
        {total > SHOWN && (
          <Link
            className="link link-primary text-sm"
            to={`${def.base}?${new URLSearchParams({ [related.field]: id })}`}
          >
            {t("crud.seeAll", { total: shown })}
          </Link>
        )}
      </div>
    </section>
  );
}
