import { useSignals } from "@preact/signals-react/runtime";
import { supports } from "../../../domain/resources/access.ts";
import { Suspense } from "react";
import { Link, useParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { can } from "../api/grants.ts";
import { titleOfRecord } from "../api/recordTitle.ts";
import { useRecord } from "../api/useRecord.ts";
import { editPath, findDef, labelOf } from "../defs.ts";
import { RECORD_ACTIONS } from "../extensions.ts";
import { DeleteAction } from "../ui/DeleteAction.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import { LoadError, LoadingBar } from "../../kit/ui/PageStates.tsx";
import { AuditHistory } from "./AuditHistory.tsx";
import { RecordDetails } from "./RecordDetails.tsx";
import { RelatedList } from "./RelatedList.tsx";

/** A record's read-only page (`<base>/view/:id`): its fields, Edit and Delete, related records and history. */
export function ViewPage({ name }: { name: string }) {
  useSignals();
  const def = findDef(name)!;
  const { id = "" } = useParams();
  const { state, reload } = useRecord(def, id);
  const record = state.status === "ready" ? state.record : undefined;
  const title = record ? titleOfRecord(def, record) : `#${id}`;
  // What the declaration never allows (a locked record, an unsupported action) is not offered, whatever the grants.
  const editable = !!record && supports(def, "update", record) && can(def.module, "update") === true;
  const canDelete = !!record && supports(def, "delete", record) && can(def.module, "delete") === true;
  // What the resource does beyond the generic page (a trigger's "Run now").
  const Actions = RECORD_ACTIONS[def.name];

  return (
    <div className="p-4 md:p-6" data-testid="view-page">
      <PageHeader
        title={title}
        list={{ label: labelOf(def), to: def.base }}
        actions={record && (
          <>
            {editable && (
              <Link to={editPath(def, id)} className="btn btn-primary btn-sm" data-testid="edit-button">
                <Icon name="edit" size={18} />
                {t("crud.edit")}
              </Link>
            )}
            {canDelete && <DeleteAction def={def} id={id} title={title} />}
          </>
        )}
      />
      {state.status === "loading" && <LoadingBar />}
      {state.status === "missing" && <LoadError message={t("crud.notFound")} />}
      {state.status === "error" && (
        <LoadError message={t("crud.recordFailed")} detail={state.error.message} onRetry={reload} />
      )}
      {record && Actions && (
        <Suspense fallback={null}>
          <Actions def={def} record={record} reload={reload} />
        </Suspense>
      )}
      {record && (
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
      )}
    </div>
  );
}
