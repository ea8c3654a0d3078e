import { useSignals } from "@preact/signals-react/runtime";
import type { Field } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { labelOf } from "../defs.ts";
import { Value } from "../ui/Value.tsx";
import { conflictRows } from "./conflict.ts";
import { type FormValues, toBodyValue } from "./formState.ts";

/**
 * "Someone else saved this record while you were editing": their newer values beside the user's, for every field
 * that differs, and the choice of whose to keep.
 */
export function ConflictPanel(
  { fields, baseline, mine, current, busy, onTheirs, onMine }: {
    fields: readonly Field[];
    baseline: FormValues;
    mine: FormValues;
    current: Record<string, unknown>;
    busy: boolean;
    onTheirs: () => void;
    onMine: () => void;
  },
) {
  useSignals();
  const rows = conflictRows(fields, baseline, mine, current);
  const byName = new Map(fields.map((f) => [f.name, f]));
  return (
    <section role="alert" className="alert alert-warning alert-soft mb-4 block" data-testid="conflict">
      <div className="flex items-center gap-2 font-semibold">
        <Icon name="sync_problem" />
        <h2>{t("crud.conflictTitle")}</h2>
      </div>
      <p className="text-sm mt-1">{t("crud.conflictText")}</p>
      {rows.length > 0 && (
        <div className="overflow-x-auto mt-3">
          <table className="table table-sm bg-base-100 rounded-box">
            <thead>
              <tr>
                <th>{t("crud.field")}</th>
                <th>{t("crud.mine")}</th>
                <th>{t("crud.theirs")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ name, theirChange }) => {
                const field = byName.get(name)!;
                return (
                  <tr key={name} data-testid={`conflict-${name}`}>
                    <th className="font-medium">{labelOf(field)}</th>
                    <td>
                      <Value field={field} value={toBodyValue(field, mine[name])} detail />
                    </td>
                    <td className={theirChange ? "font-semibold" : ""}>
                      <Value field={field} value={current[name]} detail />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2 mt-3">
        <button
          type="button"
          className="btn btn-sm"
          disabled={busy}
          onClick={onTheirs}
          data-testid="use-theirs"
        >
          {t("crud.useTheirs")}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-warning"
          disabled={busy}
          onClick={onMine}
          data-testid="keep-mine"
        >
          {t("crud.keepMine")}
        </button>
      </div>
    </section>
  );
}
