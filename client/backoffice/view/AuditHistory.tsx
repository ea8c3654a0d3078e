import { useSignals } from "@preact/signals-react/runtime";
import type { AuditChange } from "../../../domain/resources/audit.ts";
import type { Field, ResourceDef } from "../../../domain/resources/types.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useAudit, useTitle } from "../data/hooks.ts";
import type { AuditEntry } from "../data/types.ts";
import { fieldOf, labelOf } from "../defs.ts";
import { formatDateTime } from "../format.ts";
import { ChangeValue } from "../ui/ChangeValue.tsx";
import "../crud-words/index.ts";

/** The names of the changed fields of an audit entry, whether `changed` is a list of names or an object. */
export function changedNames(changed: unknown): string[] {
  if (Array.isArray(changed)) return changed.map(String);
  if (typeof changed === "object" && changed !== null) return Object.keys(changed);
  return [];
}

/** A left-to-right run kept whole inside a sentence of either direction (an address in Arabic text). */
const isolated = (text: string) => `\u2066${text}\u2069`;

function actionLabel(action: string): string {
  const key = `crud.action.${action}`;
  const text = t(key);
  return text === key ? action : text;
}

/**
 * Who made an entry: a client's portal user by name ("… (client portal)"), else the name the server gave, else the
 * employee's title (asked together), else the system.
 */
function Who({ entry }: { entry: AuditEntry }) {
  useSignals();
  const title = useTitle("employee", entry.userName || !entry.userId ? "" : entry.userId);
  const name = entry.portalUser
    ? t("crud.portalPerson", { name: entry.portalUser.name })
    : entry.userName ?? (entry.userId ? title ?? "…" : t("crud.system"));
  return <span className="opacity-80">{t("crud.by", { name })}</span>;
}

/** An entry's changed fields: those it kept values of (from → to), and the others by name (a password, an older entry). */
function entryChanges(def: ResourceDef, entry: AuditEntry) {
  const valued: { field: Field; change: AuditChange }[] = [];
  const named: string[] = [];
  for (const name of changedNames(entry.changed)) {
    const field = fieldOf(def, name);
    const change = entry.changes?.[name];
    if (field && change) valued.push({ field, change });
    else named.push(field ? labelOf(field) : name);
  }
  return { valued, named };
}

/**
 * "Email: a@x → b@y", the values as the view page shows them. The arrow points the way the language reads; each
 * value is isolated (bdi), or in Arabic two addresses and the arrow between them would read as one left-to-right
 * run, the old value on the left, and the arrow would point backwards.
 */
function ChangeLine({ field, change }: { field: Field; change: AuditChange }) {
  useSignals();
  return (
    <li className="break-words" data-testid="audit-change">
      <span className="opacity-70">{labelOf(field)}:</span>{" "}
      <bdi data-side="from">
        <ChangeValue field={field} value={change.from} compact />
      </bdi>{" "}
      <span aria-hidden="true">{t("crud.arrow")}</span>
      <span className="sr-only">{t("crud.changedTo")}</span>{" "}
      <bdi data-side="to">
        <ChangeValue field={field} value={change.to} compact />
      </bdi>
    </li>
  );
}

/**
 * Who did what to the record and when, newest first; user ids shown by the employee's name; each changed field
 * from → to where the entry kept its values, else (a password, an older entry) only its name. A write to the
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
                const { valued, named } = entryChanges(def, e);
                return (
                  <li key={`${e.at}-${i}`} className="text-sm" data-testid="audit-entry">
                    <div>
                      <span className="font-medium">{actionLabel(e.action)}</span> <Who entry={e} />
                    </div>
                    <div className="text-xs opacity-60">
                      <time dateTime={e.at}>{formatDateTime(e.at, language.value)}</time>
                      {e.address && (
                        <>
                          {" "}
                          <span data-testid="audit-address">
                            {t("crud.fromAddress", { address: isolated(e.address) })}
                          </span>
                        </>
                      )}
                    </div>
                    {valued.length > 0 && (
                      <ul className="text-xs flex flex-col gap-0.5 mt-0.5">
                        {valued.map(({ field, change }) => (
                          <ChangeLine key={field.name} field={field} change={change} />
                        ))}
                      </ul>
                    )}
                    {named.length > 0 && (
                      <div className="text-xs opacity-80">
                        {t("crud.changedFields", { fields: named.join(", ") })}
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
