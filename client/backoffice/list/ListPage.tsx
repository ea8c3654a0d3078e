import { useSignals } from "@preact/signals-react/runtime";
import { supports } from "../../../domain/resources/access.ts";
import { Suspense, useCallback, useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { can } from "../api/grants.ts";
import { addPath, fieldOf, filterableFields, findDef, labelOf, recordPath } from "../defs.ts";
import { LIST_PANELS } from "../extensions.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { LoadError, LoadingBar } from "../../kit/ui/PageStates.tsx";
import { csvFilename } from "../api/csv.ts";
import { exportCsv } from "../api/records.ts";
import { ExportButton } from "./ExportButton.tsx";
import { ListEmpty } from "./ListEmpty.tsx";
import { ListConditions } from "./ListConditions.tsx";
import { ListFilters } from "./ListFilters.tsx";
import {
  apiListQuery,
  conditionParamsOf,
  csvQuery,
  FIRST_PAGE,
  hasCriteria,
  type ListState,
  readListState,
  sortOf,
  toggleSort,
  turnPage,
  withFilter,
  withoutConditions,
  withoutCriteria,
  withSearch,
  writeListState,
} from "./listState.ts";
import { ListTable } from "./ListTable.tsx";
import { Pager } from "./Pager.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { useList } from "./useList.ts";

/**
 * A resource's list (`<base>`): server-side search, sort, filters and paging, all kept in the page address;
 * CSV export of what is shown; a row opens the record.
 */
export function ListPage({ name }: { name: string }) {
  useSignals();
  const def = findDef(name)!;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filterable = useMemo(() => filterableFields(def), [def]);
  const conditional = useMemo(() => conditionParamsOf(def), [def]);
  const state = useMemo(
    () => readListState(params, filterable.map((f) => f.name), conditional),
    [params, filterable, conditional],
  );
  const query = apiListQuery(state, def.defaultSort).toString();
  const { data, loading, error, retry } = useList(def, query);

  const go = useCallback(
    (next: ListState, replace = false) => setParams(writeListState(next), { replace }),
    [setParams],
  );
  const turn = (next: ListState | null) => next && (() => go(next));
  const onSearch = useCallback((q: string) => go(withSearch(state, q), true), [go, state]);

  const columns = def.columns.map((c) => fieldOf(def, c)).filter((f) => f !== undefined);
  const filterColumns = columns.filter((f) => filterable.includes(f));
  const otherFilters = filterable.filter((f) => !columns.includes(f));
  const add = supports(def, "create") && can(def.module, "create") === true ? addPath(def) : null;
  const label = labelOf(def);
  // What the resource shows above its list beyond the generic page (the Tax Dashboard's trigger runs).
  const Panel = LIST_PANELS[def.name];

  return (
    <div className="p-4 md:p-6" data-testid="list-page">
      <PageHeader
        title={label}
        actions={
          <>
            <ExportButton
              filename={csvFilename(def.name)}
              load={() => exportCsv(def.name, csvQuery(state, def.defaultSort))}
            />
            {add && (
              <Link to={add} className="btn btn-primary btn-sm" data-testid="add-button">
                <Icon name="add" size={18} />
                {t("crud.add")}
              </Link>
            )}
          </>
        }
      />
      {Panel && (
        <Suspense fallback={null}>
          <Panel def={def} />
        </Suspense>
      )}
      <section className="card bg-base-100 border border-base-300 overflow-hidden" aria-busy={loading}>
        <div className="flex flex-wrap items-center gap-2 p-3 border-b border-base-300">
          <SearchBox value={state.q} onSearch={onSearch} />
          <ListFilters
            columns={filterColumns}
            others={otherFilters}
            filters={state.filters}
            onFilter={(field, value) => go(withFilter(state, field, value))}
          />
          <ListConditions
            def={def}
            conditions={state.conditions}
            onRemove={(names) => go(withoutConditions(state, names))}
          />
        </div>
        <div className="h-1">{loading && <LoadingBar />}</div>
        {error && (
          <div className="p-4">
            <LoadError message={t("crud.loadFailed")} detail={error.message} onRetry={retry} />
          </div>
        )}
        {data && data.items.length === 0 && !error && !loading && (
          <ListEmpty
            filtered={hasCriteria(state)}
            addTo={add}
            onClear={() => go(withoutCriteria(state))}
          />
        )}
        {data && data.items.length > 0 && (
          <ListTable
            resource={def.name}
            columns={columns}
            items={data.items}
            sortOf={(field) => sortOf(state, field, def.defaultSort)}
            onSort={(field) => go(toggleSort(state, field, def.defaultSort))}
            onOpen={(record) => navigate(recordPath(def, String(record.id)))}
          />
        )}
        {data && (data.total > 0 || state.page > 1) && (
          <Pager
            page={state.page}
            pageSize={state.pageSize}
            shown={data.items.length}
            total={data.total}
            capped={data.capped}
            onPrevious={turn(turnPage(state, data, "prev"))}
            onNext={turn(turnPage(state, data, "next"))}
            onPageSize={(pageSize) => go({ ...state, pageSize, ...FIRST_PAGE })}
          />
        )}
      </section>
    </div>
  );
}
