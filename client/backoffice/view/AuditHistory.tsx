import { useSignals } from "@preact/signals-react/runtime";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { useApiQuery } from "../../lib/query.ts";
import { keys } from "../api/keys.ts";
import { type AuditEntry, getAudit } from "../api/records.ts";
import { loadTitles, titleOf } from "../api/titles.ts";
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

/** The record's audit entries, newest first; the names of the users who are not named are looked up. */
async function loadAudit(def: ResourceDef, id: string, signal: AbortSignal): Promise<AuditEntry[]> {
  const list = await getAudit(def.name, id, signal);
  const sorted = [...list].sort((a, b) => String(b.at).localeCompare(String(a.at)));
  const users = sorted.filter((e) => !e.userName).map((e) => e.userId).filter((u): u is string => !!u);
  if (users.length) void loadTitles("employee", users);
  return sorted;
}

/**
 * Who did what to the record and when, newest first; user ids shown by the employee's name. A write to the
 * record loads it again (the data layer invalidates it).
 */
export function AuditHistory({ def, id }: { def: ResourceDef; id: string }) {
  useSignals();
  const { data: entries, error } = useApiQuery(
    keys.audit(def.name, id),
    (signal) => loadAudit(def, id, signal),
    {
      keepPrevious: false,
    },
  );
  const failed = entries ? null : error?.message ?? null;

  return (
    <section className="card bg-base-100 border border-base-300 self-start" data-testid="audit-history">
      <div className="card-body p-4 gap-3">
        <h2 className="font-semibold text-lg">{t("crud.history")}</h2>
        {failed && <p className="text-error text-sm">{failed}</p>}
        {!entries && !failed && <span className="loading loading-dots loading-sm" />}
        {entries?.length === 0 && <p className="text-sm opacity-60">{t("crud.noHistory")}</p>}
        {entries && entries.length > 0 && (
          <ol className="flex flex-col gap-3 border-s-2 border-base-300 ps-4">
            {entries.map((e, i) => {
              const names = changedNames(e.changed).map((n) => {
                const f = fieldOf(def, n);
                return f ? labelOf(f) : n;
              });
              const who = e.userName ?? (e.userId ? titleOf("employee", e.userId) ?? "…" : t("crud.system"));
              return (
                <li key={`${e.at}-${i}`} className="text-sm" data-testid="audit-entry">
                  <div>
                    <span className="font-medium">{actionLabel(e.action)}</span>{" "}
                    <span className="opacity-80">{t("crud.by", { name: who })}</span>
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
      </div>
    </section>
  );
}
