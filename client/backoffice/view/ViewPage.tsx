import { useSignals } from "@preact/signals-react/runtime";
import { supports } from "../../../domain/resources/access.ts";
import { Suspense } from "react";
import { Link, useParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { useOriginOnward } from "../../kit/routes/origin.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useCan } from "../data/grants.ts";
import { listed, useGetOne } from "../data/hooks.ts";
import { titleOfRecord } from "../data/recordTitle.ts";
import { editPath, findDef, labelOf } from "../defs.ts";
import { RECORD_ACTIONS } from "../extensions.ts";
import { DeleteAction } from "../ui/DeleteAction.tsx";
import { missingRecord } from "../ui/missingRecord.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { AuditHistory } from "./AuditHistory.tsx";
import { RecordDetails } from "./RecordDetails.tsx";
import { RelatedList } from "./RelatedList.tsx";
import "../crud-words/index.ts";

/** A record's read-only page (`<base>/view/:id`): its fields, Edit and Delete, related records and history. */
export function ViewPage({ name }: { name: string }) {
  useSignals();
  const def = findDef(name)!;
  const { id = "" } = useParams();
  const fetched = useGetOne(def.name, id);
  // Opened from a list, the page shows the row's record at once (a list's rows are whole records) while it asks for
  // the record as it is now; an answer, or a refusal (gone, not allowed), replaces it.
  const loaded = fetched.data === null && !fetched.error
    ? { ...fetched, data: listed(def.name, id) ?? null }
    : fetched;
  const record = loaded.data ?? undefined;
  const title = record ? titleOfRecord(def, record) : `#${id}`;
  const mayUpdate = useCan(def.module, "update");
  const mayDelete = useCan(def.module, "delete");
  // What the declaration never allows (a locked record, an unsupported action) is not offered, whatever the grants.
  const editable = !!record && supports(def, "update", record) && mayUpdate === true;
  const canDelete = !!record && supports(def, "delete", record) && mayDelete === true;
  // What the resource does beyond the generic page (a trigger's "Run now").
  const Actions = RECORD_ACTIONS[def.name];
  // Saving the form returns to where this page was opened from, else here.
  const onward = useOriginOnward();

  return (
    <div className="p-4 md:p-6" data-testid="view-page">
      <PageHeader
        title={title}
        list={{ label: labelOf(def), to: def.base }}
        actions={record && (
          <>
            {editable && (
              <Link
                to={editPath(def, id)}
                state={onward}
                className="btn btn-primary btn-sm"
                data-testid="edit-button"
              >
                <Icon name="edit" size={18} />
                {t("crud.edit")}
              </Link>
            )}
            {canDelete && <DeleteAction def={def} id={id} title={title} />}
          </>
        )}
      />
      <QueryState query={loaded} failure={t("crud.recordFailed")} missing={missingRecord(def)}>
        {(record) => (
          <>
            {Actions && (
              <Suspense fallback={null}>
                <Actions def={def} record={record} />
              </Suspense>
            )}
            <div className="grid gap-4 lg:grid-cols-3">
              <div className="lg:col-span-2 flex flex-col gap-4">
                <section className="card bg-base-100 border border-base-300">
                  <div className="card-body p-4 md:p-6">
                    <h2 className="sr-only">{t("crud.details")}</h2>
                    <RecordDetails def={def} record={record} />
                  </div>
                </section>
                {def.related && def.related.length > 0 && (
                  <section className="flex flex-col gap-3">
                    <h2 className="font-semibold text-lg">{t("crud.related")}</h2>
                    <div className="grid gap-3 md:grid-cols-2">
                      {def.related.map((r) => (
                        <RelatedList key={`${r.resource}-${r.field}`} related={r} id={id} />
                      ))}
                    </div>
                  </section>
                )}
              </div>
              <AuditHistory def={def} id={id} />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
