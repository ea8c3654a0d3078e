import { useSignals } from "@preact/signals-react/runtime";
import { supports } from "../../../domain/resources/access.ts";
import { Link, useParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useCan } from "../data/grants.ts";
import { useGetOne } from "../data/hooks.ts";
import { titleOfRecord } from "../data/recordTitle.ts";
import { findDef, labelOf, recordPath } from "../defs.ts";
import { DeleteAction } from "../ui/DeleteAction.tsx";
import { missingRecord } from "../ui/missingRecord.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { emptyValues, formFields, type Mode, recordToValues } from "./formState.ts";
import { RecordForm } from "./RecordForm.tsx";
import "../crud-words/index.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

/** The add page (`<base>/<add>`, prefilled from its query: `?account=<id>`) and the edit page (`<base>/:id`). */
export function FormPage({ name, mode }: { name: string; mode: Mode }) {
  useSignals();
  const def = findDef(name)!;
  const { id = null } = useParams();
  const [params] = useAddressParams();
  const loaded = useGetOne(def.name, mode === "update" ? id : null);
  const mayDelete = useCan(def.module, "delete");
  const label = labelOf(def);
  const list = { label, to: def.base };

  if (mode === "create") {
    const fields = formFields(def.fields, mode, def.fixed);
    return (
      <div className="p-4 md:p-6 max-w-5xl" data-testid="form-page">
        <PageHeader
          title={def.newLabel ? labelOf({ label: def.newLabel }) : label}
          list={list}
        />
        <RecordForm
          def={def}
          mode="create"
          initial={emptyValues(fields, Object.fromEntries(params))}
          cancelTo={def.base}
        />
      </div>
    );
  }

  const record = loaded.data ?? undefined;
  const title = record ? titleOfRecord(def, record) : id ? `#${id}` : label;
  const canDelete = record && supports(def, "delete", record) && mayDelete === true;
  return (
    <div className="p-4 md:p-6 max-w-5xl" data-testid="form-page">
      <PageHeader
        title={title}
        list={list}
        actions={record && (
          <>
            {def.view && (
              <Link to={recordPath(def, String(record.id))} className="btn btn-ghost btn-sm">
                <Icon name="visibility" size={18} />
                {t("crud.details")}
              </Link>
            )}
            {canDelete && <DeleteAction def={def} id={String(record.id)} title={title} />}
          </>
        )}
      />
      <QueryState query={loaded} failure={t("crud.recordFailed")} missing={missingRecord(def)}>
        {(record) => (
          <RecordForm
            key={`${record.id}`}
            def={def}
            mode="update"
            record={record}
            initial={recordToValues(def.fields, record)}
            cancelTo={def.view ? recordPath(def, String(record.id)) : def.base}
          />
        )}
      </QueryState>
    </div>
  );
}
