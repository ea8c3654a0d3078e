import { useSignals } from "@preact/signals-react/runtime";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import type { RecordData } from "../data/types.ts";
import { labelOf } from "../defs.ts";
import { DeadlineValue } from "../workflows/deadlines/DeadlineValue.tsx";

/** A record's fields as a definition list; refs link to the referenced record, write-only fields are left out. */
export function RecordDetails({ def, record }: { def: ResourceDef; record: RecordData }) {
  useSignals();
  const fields = def.fields.filter((f) => !f.writeOnly);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,14rem)_1fr]" data-testid="record-details">
      {fields.map((f) => (
        <div key={f.name} className="contents">
          <dt className="text-sm opacity-70 sm:py-1">{labelOf(f)}</dt>
          <dd className="sm:py-1 min-w-0 break-words" data-field={f.name}>
            <DeadlineValue resource={def.name} field={f} record={record} detail />
            {(record[f.name] === null || record[f.name] === undefined || record[f.name] === "") && (
              <span className="opacity-40">—</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
