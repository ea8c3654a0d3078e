import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { ChangeSet } from "../../../domain/bulk-changes.ts";
import { DEFAULT_PAGE_SIZE } from "../../../domain/list-query.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { fieldOf, findDef, labelOf, resourceLabel } from "../defs.ts";
import { formatDateTime } from "../format.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { revertChangeSet, useChangeSets } from "./bulk-api.ts";
import { type Paging, PagingPager } from "./Pager.tsx";
import "../crud-words/index.ts";

/** A change set's few first characters: enough to tell one from another in the log. */
const shortId = (id: string) => id.slice(0, 8);

function changeText(set: ChangeSet): string {
  if (set.action === "delete") return t("bulk.actionDelete");
  if (set.action === "restore") return t("bulk.actionRestore");
  const def = findDef(set.resource);
  const field = def && set.field ? fieldOf(def, set.field) : undefined;
  return t("bulk.actionSet", { field: field ? labelOf(field) : set.field ?? "" });
}

/**
 * The change sets' log (`/apps/change-sets`, issue 39), reached from every list that changes in bulk: the bulk
 * changes the user may see, newest first, each with what it did to how many records of which list, who and when,
 * which one it reverts or was reverted by; and Revert, after a confirmation. The total is counted as the lists
 * count theirs (up to a thousand, "1,000+" past it).
 */
export function ChangeSetsPage() {
  useSignals();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const sets = useChangeSets(paging.page, paging.pageSize);
  const [asked, setAsked] = useState<ChangeSet | null>(null);
  const [busy, setBusy] = useState(false);
  const revert = async () => {
    if (!asked) return;
    setBusy(true);
    await revertChangeSet(asked.id, t("bulk.revertFailed"));
    setBusy(false);
    setAsked(null);
  };

  return (
    <div className="p-4 md:p-6" data-testid="change-sets-page">
      <PageHeader title={t("bulk.log")} />
      <p className="mb-3 opacity-80">{t("bulk.logIntro")}</p>
      <section className="card bg-base-100 border border-base-300 overflow-hidden" aria-busy={sets.loading}>
        <QueryState
          query={sets}
          failure={t("crud.loadFailed")}
          empty={{
            when: (data) => data.items.length === 0 && paging.page === 1,
            view: <EmptyState icon="history" title={t("bulk.none")} />,
          }}
        >
          {(data) => (
            <>
              <div className="overflow-x-auto">
                <table className="table table-sm" data-testid="change-sets-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("bulk.when")}</th>
                      <th scope="col">{t("bulk.resource")}</th>
                      <th scope="col">{t("bulk.action")}</th>
                      <th scope="col" className="text-end">{t("bulk.count")}</th>
                      <th scope="col">{t("bulk.who")}</th>
                      <th scope="col">{t("bulk.state")}</th>
                      <th scope="col">
                        <span className="sr-only">{t("bulk.revert")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((set) => (
                      <tr key={set.id} data-testid="change-set-row" data-id={set.id}>
                        <td className="whitespace-nowrap">
                          <time dateTime={set.at}>{formatDateTime(set.at, language.value)}</time>
                        </td>
                        <td>{resourceLabel(set.resource)}</td>
                        <td>{changeText(set)}</td>
                        <td className="text-end tabular-nums">{set.count}</td>
                        <td>{set.userName ?? ""}</td>
                        <td className="text-sm">
                          {set.reverts && <div>{t("bulk.reverts", { id: shortId(set.reverts) })}</div>}
                          {set.revertedBy && (
                            <div>{t("bulk.revertedBy", { id: shortId(set.revertedBy) })}</div>
                          )}
                        </td>
                        <td>
                          {!set.revertedBy && (
                            <button
                              type="button"
                              className="btn btn-sm btn-ghost"
                              onClick={() => setAsked(set)}
                              data-testid="change-set-revert"
                            >
                              {t("bulk.revert")}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <PagingPager
                paging={paging}
                shown={data.items.length}
                total={data.total}
                capped={data.capped}
                onPaging={setPaging}
              />
            </>
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        open={asked !== null}
        title={t("bulk.revertTitle", { count: asked?.count ?? 0 })}
        confirm={t("bulk.revertNow")}
        cancel={t("crud.cancel")}
        busy={busy}
        onConfirm={revert}
        onCancel={() => setAsked(null)}
        testId="change-set-confirm"
      >
        <p>{t("bulk.revertText")}</p>
      </ConfirmDialog>
    </div>
  );
}
