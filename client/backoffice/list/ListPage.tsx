import { useSignals } from "@preact/signals-react/runtime";
import { CHANGE_SETS_PAGE } from "../../../domain/bulk-changes.ts";
import { supports } from "../../../domain/resources/access.ts";
import { Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { useHereAsOrigin } from "../../kit/routes/origin.ts";
import { useTyped } from "../../kit/routes/useTyped.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useCan } from "../data/grants.ts";
import { useGetList } from "../data/hooks.ts";
import { listCsv } from "../data/provider.ts";
import { addPath, filterableFields, findDef, labelOf, recordPath } from "../defs.ts";
import { LIST_PANELS } from "../extensions.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { shownColumns } from "./columns.ts";
import { BulkBar } from "./BulkBar.tsx";
import { csvFilename } from "./csv.ts";
import { ExportButton } from "./ExportButton.tsx";
import { ListEmpty } from "./ListEmpty.tsx";
import { ListConditions } from "./ListConditions.tsx";
import { ListFilters } from "./ListFilters.tsx";
import {
  csvQuery,
  FIRST_PAGE,
  hasCriteria,
  listQuery,
  type ListState,
  matchingQuery,
  sortOf,
  toggleSort,
  turnPage,
  withFilter,
  withoutConditions,
  withoutCriteria,
  withSearch,
} from "./listState.ts";
import { ListTable } from "./ListTable.tsx";
import { ListViewsBar } from "./ListViewsBar.tsx";
import { Pager } from "./Pager.tsx";
import {
  bulkActions,
  chosenOnPage,
  isChosen,
  NOTHING,
  type Selection,
  selectionFor,
  togglePage,
  toggleRow,
} from "./selection.ts";
import { useInlineEdit } from "./inline/useInlineEdit.ts";
import { useListAddress } from "./useListAddress.ts";
import { useListViews } from "./views-api.ts";
import "../crud-words/index.ts";

const ids = (items: readonly { id: unknown }[]) => items.map((i) => String(i.id));

/**
 * A resource's list (`<base>`): server-side search, sort, filters and paging, all kept in the page address;
 * CSV export of what is shown; saved views and the user's columns (ListViewsBar); a row opens the record; rows
 * chosen (by id across pages, or all matching) are changed in bulk (BulkBar) where the resource and grants allow,
 * and a row's simple fields in place (inline/).
 */
export function ListPage({ name }: { name: string }) {
  useSignals();
  const def = findDef(name)!;
  const navigate = useNavigate();
  // A record opened from here, saved, comes back here.
  const here = useHereAsOrigin();
  const listAddress = useListAddress(def);
  const { state: address, view } = listAddress;
  const views = useListViews(def.name);
  // The view the address names, once the user's views are known (one they do not see opens the list as it is).
  const open = views.data?.views.find((v) => v.id === view) ?? null;
  const columns = shownColumns(def, open?.columns ?? views.data?.columns ?? null);
  const fields = columns.map((c) => c.field);
  const update = useCan(def.module, "update");
  const mayUpdate = update === true;
  // Simple fields are edited in the rows where the user may update (issue 39).
  const inline = useInlineEdit(def, fields, mayUpdate);
  // Another page, search, filter, sort or view draws other rows: an editor holding a change holds them back with
  // its hint, rather than lose the change with its row (issue 39).
  const go: typeof listAddress.go = (next, replace) => inline.leave() || listAddress.go(next, replace);
  const openView: typeof listAddress.openView = (next, replace) =>
    inline.leave() || listAddress.openView(next, replace);
  // The rows wait for the user's columns (asked beside them), rather than show the declared ones for a moment, and
  // for the user's grants, which add the rows' checkboxes and editable cells: the table takes its shape once.
  const shapeKnown = (views.data !== null || views.error !== null) && update !== undefined;
  // The words typed are the list's at once, and the address follows them (in place) once typing pauses: asked only
  // once the address had caught up, a key's rows were asked for 47–139 ms after the key.
  const [typed, type] = useTyped(address.q, (q) => go(withSearch(address, q), true));
  const withTyped = (s: ListState) => typed.trim() === s.q.trim() ? s : withSearch(s, typed);
  const state = withTyped(address);
  // One search at a time: while the words' last answer is out, the list asks for it still, and for the newest
  // words once it comes. A request the page no longer wants runs to its end on the server all the same, so a
  // request a key queued the keys' answers behind one another there (100,000 clients: up to 1.2 s).
  const [asked, setAsked] = useState(state.q);
  const list = useGetList(def.name, listQuery({ ...state, q: asked }, def.defaultSort));
  // Settled while rendering: an effect would ask a render later.
  if (!list.loading && asked !== state.q) setAsked(state.q);
  const turn = (next: ListState | null) => next && (() => go(next));

  const filterable = filterableFields(def);
  const filterColumns = fields.filter((f) => filterable.includes(f));
  const otherFilters = filterable.filter((f) => !fields.includes(f));
  const mayCreate = useCan(def.module, "create");
  const add = supports(def, "create") && mayCreate === true ? addPath(def) : null;
  const bulk = bulkActions(def, { update: mayUpdate, delete: useCan(def.module, "delete") === true });
  const selectable = bulk.set || bulk.delete;
  const matching = matchingQuery(state);
  // The rows chosen, of this resource (another list's page may reuse this one's state).
  const [held, hold] = useState<{ of: string; selection: Selection }>({ of: def.name, selection: NOTHING });
  const choose = (selection: Selection) => hold({ of: def.name, selection });
  // Another search or filter: "all matching" of the old one is dropped (settled while rendering, as above).
  const selection = held.of === def.name ? selectionFor(held.selection, matching) : NOTHING;
  if (held.of !== def.name || selection !== held.selection) choose(selection);
  const label = labelOf(def);
  // What the resource shows above its list beyond the generic page (the Tax Dashboard's trigger runs).
  const Panel = LIST_PANELS[def.name];

  return (
    <div className="p-4 md:p-6" data-testid="list-page">
      <PageHeader
        title={label}
        actions={
          <>
            {selectable && (
              <Link to={CHANGE_SETS_PAGE} className="btn btn-ghost btn-sm" data-testid="change-sets-link">
                <Icon name="history" size={18} />
                {t("bulk.log")}
              </Link>
            )}
            <ExportButton
              filename={csvFilename(def.name)}
              load={() => listCsv(def.name, csvQuery(state, def.defaultSort))}
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
      <section className="card bg-base-100 border border-base-300 overflow-hidden" aria-busy={list.loading}>
        <div className="flex flex-wrap items-center gap-2 p-3 border-b border-base-300">
          {views.data && (
            <ListViewsBar
              def={def}
              views={views.data}
              open={open}
              state={state}
              shown={columns}
              openView={openView}
            />
          )}
          {/* Each key searches: the rows stay until the next answer, and a request no longer wanted is cancelled. */}
          <SearchField
            value={typed}
            onChange={(text) => inline.leave() || type(text)}
            label={t("crud.search")}
            testId="list-search"
          />
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
        <QueryState
          query={list}
          failure={t("crud.loadFailed")}
          empty={{
            // A later page that came back empty (an old link) keeps its pager, to go back.
            when: (data) => data.items.length === 0 && state.page === 1,
            view: (
              <ListEmpty
                filtered={hasCriteria(state)}
                addTo={add}
                onClear={() => go(withoutCriteria(state))}
              />
            ),
          }}
        >
          {(data) => (
            <>
              {selectable && (
                <BulkBar
                  def={def}
                  selection={selection}
                  onSelect={choose}
                  total={data.total}
                  capped={data.capped}
                  pageChosen={chosenOnPage(selection, ids(data.items)) === data.items.length}
                  matching={matching}
                  actions={bulk}
                />
              )}
              {data.items.length > 0 && shapeKnown && (
                <ListTable
                  resource={def.name}
                  columns={columns}
                  items={data.items}
                  sortOf={(field) => sortOf(state, field, def.defaultSort)}
                  onSort={(field) => go((newest) => toggleSort(withTyped(newest), field, def.defaultSort))}
                  onOpen={(record) => navigate(recordPath(def, String(record.id)), { state: here })}
                  pages={{
                    next: turn(turnPage(state, data, "next")),
                    previous: turn(turnPage(state, data, "prev")),
                  }}
                  select={selectable
                    ? {
                      isChosen: (id) => isChosen(selection, id),
                      onPage: chosenOnPage(selection, ids(data.items)),
                      toggle: (id) => choose(toggleRow(selection, id, ids(data.items))),
                      togglePage: () => choose(togglePage(selection, ids(data.items))),
                    }
                    : undefined}
                  inline={inline.fields.length > 0 ? inline : undefined}
                />
              )}
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
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
