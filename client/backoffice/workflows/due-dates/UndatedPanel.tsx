import { Link } from "react-router";
import { writeListQuery } from "../../../../domain/list-query.ts";
import { UNDATED_LISTS, type UndatedList, undatedQuery } from "../../../../domain/workflows/undated.ts";
import { t } from "../../../kit/i18n/index.ts";
import { QueryState } from "../../../lib/data/index.ts";
import { useCan } from "../../data/grants.ts";
import { useGetList } from "../../data/hooks.ts";
import { findDef, labelOf } from "../../defs.ts";
import "./messages.ts";

/**
 * My work's "No due date": for each resource whose open records need a date (domain/workflows/undated.ts), how
 * many have none, linked to its list of exactly those. Nothing else would ever remind anyone of them.
 */
export function UndatedPanel() {
  return (
    <section
      className="card bg-base-100 border border-base-300"
      aria-labelledby="undated-title"
      data-testid="undated"
    >
      <div className="card-body p-4 gap-2">
        <h2 id="undated-title" className="card-title text-lg">{t("dueDates.undated.title")}</h2>
        <p className="text-sm">{t("dueDates.undated.intro")}</p>
        <ul className="flex flex-wrap gap-2">
          {UNDATED_LISTS.map((list) => <UndatedLink key={list.resource} list={list} />)}
        </ul>
      </div>
    </section>
  );
}

function UndatedLink({ list }: { list: UndatedList }) {
  const def = findDef(list.resource)!;
  const query = undatedQuery(list);
  const readable = useCan(def.module, "read") === true;
  const count = useGetList(list.resource, { ...query, pageSize: 1 }, { enabled: readable });
  if (!readable) return null;
  return (
    <li>
      <QueryState query={count} failure={t("dueDates.undated.failed")}>
        {(answer) => (
          <Link
            to={`${def.base}?${writeListQuery(query)}`}
            className="btn btn-sm btn-outline"
            data-testid={`undated-${list.resource}`}
          >
            {labelOf(def)}
            <span className="badge badge-sm">{answer.total}</span>
          </Link>
        )}
      </QueryState>
    </li>
  );
}
