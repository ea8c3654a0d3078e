import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { supports } from "../../../domain/resources/access.ts";
import type { Related } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { ApiError } from "../../lib/api.ts";
import { can } from "../api/grants.ts";
import { titleOfRecord } from "../api/recordTitle.ts";
import { useApiQuery } from "../../lib/query.ts";
import { keys } from "../api/keys.ts";
import { type ListAnswer, listRecords } from "../api/records.ts";
import { addPath, findDef, labelOf, recordPath } from "../defs.ts";

const SHOWN = 5;

type State = { status: "loading" } | { status: "ready"; answer: ListAnswer } | { status: "hidden" } | {
  status: "error";
  message: string;
};

/**
 * Records of another resource that point at this one (an account's contacts): the first few with links, how
 * many there are in all, and an Add that prefills the reference (`?account=<id>`).
 */
export function RelatedList({ related, id }: { related: Related; id: string }) {
  useSignals();
  const def = findDef(related.resource);
  const query = def
    ? new URLSearchParams({
      [related.field]: id,
      page: "1",
      pageSize: String(SHOWN),
      sort: def.defaultSort.field,
      order: def.defaultSort.order,
    }).toString()
    : "";
  const name = def?.name ?? related.resource;
  const { data, error } = useApiQuery(
    keys.list(name, query),
    (signal) => listRecords(name, new URLSearchParams(query), signal),
    { enabled: !!def, keepPrevious: false },
  );
  // A module the role may not read is simply not shown.
  const state: State = data
    ? { status: "ready", answer: data }
    : error instanceof ApiError && error.status === 403
    ? { status: "hidden" }
    : error
    ? { status: "error", message: error.message }
    : { status: "loading" };

  if (!def || state.status === "hidden") return null;
  const add = supports(def, "create") && can(def.module, "create") === true
    ? addPath(def, { [related.field]: id })
    : null;
  const total = state.status === "ready" ? state.answer.total : 0;
  // A client with more related records than the list counts: "1,000+".
  const shown = state.status === "ready" && state.answer.capped ? t("crud.atLeast", { total }) : total;
  return (
    <section className="card bg-base-100 border border-base-300" data-testid={`related-${def.name}`}>
      <div className="card-body p-4 gap-2">
        <header className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">
            {labelOf(def)} {state.status === "ready" && <span className="badge badge-sm">{shown}</span>}
          </h3>
          {add && (
            <Link to={add} className="btn btn-ghost btn-xs" data-testid={`related-${def.name}-add`}>
              <Icon name="add" size={16} />
              {t("crud.add")}
            </Link>
          )}
        </header>
        {state.status === "loading" && <span className="loading loading-dots loading-sm" />}
        {state.status === "error" && <p className="text-error text-sm">{state.message}</p>}
        {state.status === "ready" && (total === 0
          ? <p className="text-sm opacity-60">{t("crud.noneYet")}</p>
          : (
            <ul className="text-sm flex flex-col gap-1">
              {state.answer.items.map((item) => (
                <li key={String(item.id)}>
                  <Link className="link link-hover" to={recordPath(def, String(item.id))}>
                    {titleOfRecord(def, item)}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
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
