import { useSignals } from "@preact/signals-react/runtime";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useAudit, useTitle } from "../data/hooks.ts";
import type { AuditEntry } from "../data/types.ts";
import { fieldOf, labelOf } from "../defs.ts";
import { formatDateTime } from "../format.ts";

/** The names of the changed fields of an audit entry, whether `changed` is a list of names or an object. */
export function changedNames(changed: unknown): string[] {
  if (Array.isArray(changed)) return changed.map(String);
  if (typeof changed === "object" && changed !== null) return Object.keys(changed);
  return [];
}

function actionLabel(action: string): string {
  const key = `crud.action.${action}`;
  const text = t(key);
  return text === key ? action : text;
}

/** Who made an entry: the name the server gave, else the employee's title (asked together), else the system. */
function Who({ entry }: { entry: AuditEntry }) {
  useSignals();
  const title = useTitle("employee", entry.userName || !entry.userId ? "" : entry.userId);
  const name = entry.userName ?? (entry.userId ? title ?? "…" : t("crud.system"));
  return <span className="opacity-80">{t("crud.by", { name })}</span>;
}

/**
 * Who did what to the record and when, newest first; user ids shown by the employee's name. A write to the
 * record loads it again (its key is under the resource's).
 */
export function AuditHistory({ def, id }: { def: ResourceDef; id: string }) {
  useSignals();
  const entries = useAudit(def, id);
  return (
    <section className="card bg-base-100 border border-base-300 self-start" data-testid="audit-history">
      <div className="card-body p-4 gap-3">
        <h2 className="font-semibold text-lg">{t("crud.history")}</h2>
        <QueryState
          query={entries}
          failure={t("crud.historyFailed")}
          empty={{
            when: (list) => list.length === 0,
            view: <p className="text-sm opacity-60">{t("crud.noHistory")}</p>,
          }}
        >
          {(list) => (
            <ol className="flex flex-col gap-3 border-s-2 border-base-300 ps-4">
              {list.map((e, i) => {
                const names = changedNames(e.changed).map((n) => {
                  const f = fieldOf(def, n);
                  return f ? labelOf(f) : n;
                });
                return (
                  <li key={`${e.at}-${i}`} className="text-sm" data-testid="audit-entry">
                    <div>
                      <span className="font-medium">{actionLabel(e.action)}</span> <Who entry={e} />
                    </div>
                    <div className="text-xs opacity-60">
                      <time dateTime={e.at}>{formatDateTime(e.at, language.value)}</time>
                    </div>
                    {names.length > 0 && (
                      <div className="text-xs opacity-80">
                        {t("crud.changedFields", { fields: names.join(", ") })}
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </QueryState>
      </div>
    </section>
  );
}
