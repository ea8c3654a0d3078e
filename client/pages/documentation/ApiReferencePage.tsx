import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { QueryState } from "../../lib/data/index.ts";
import { useOpenApi } from "./api.ts";
import { DocsFrame } from "./DocsFrame.tsx";
import {
  accessOf,
  type JsonSchema,
  matchesSearch,
  type OpenApi,
  type Operation,
  operationsOf,
  resolveSchema,
  rulesOf,
  typeOf,
} from "./openapi.ts";

const METHOD_CLASS: Record<string, string> = {
  get: "badge-info",
  post: "badge-success",
  put: "badge-warning",
  patch: "badge-warning",
  delete: "badge-error",
};

/** How deep nested objects are drawn before the rest is left folded away. */
const MAX_DEPTH = 5;

function Rules({ schema }: { schema: JsonSchema }) {
  const rules = rulesOf(schema);
  if (rules.length === 0 && !schema.description) return null;
  return (
    <div className="text-xs opacity-70 flex flex-wrap gap-x-3">
      {rules.map(([code, values]) => <span key={code}>{t(`docs.api.rules.${code}`, values)}</span>)}
      {schema.description && <span>{schema.description}</span>}
    </div>
  );
}

/** A schema as a tree of fields: name, type, required, rules; objects and arrays of objects opened below. */
function SchemaView({ doc, schema, depth = 0 }: { doc: OpenApi; schema: JsonSchema; depth?: number }) {
  const resolved = resolveSchema(doc, schema);
  const target = resolved.type === "array" && resolved.items ? resolveSchema(doc, resolved.items) : resolved;
  if (!target.properties) {
    return (
      <div className="text-sm" dir="ltr">
        <code>{typeOf(resolved)}</code>
        {resolved.type === "array" && resolved.items && (
          <code>{t("docs.api.of")} {typeOf(resolved.items)}</code>
        )}
        <Rules schema={resolved} />
      </div>
    );
  }
  const required = new Set(target.required ?? []);
  return (
    <ul className={`flex flex-col gap-1.5 ${depth > 0 ? "border-s border-base-300 ps-3" : ""}`} dir="ltr">
      {resolved.type === "array" && <li className="text-xs opacity-70">{t("docs.api.arrayOf")}</li>}
      {Object.entries(target.properties).map(([name, prop]) => {
        const inner = resolveSchema(doc, prop);
        const nested = inner.properties || (inner.type === "array" && inner.items &&
          resolveSchema(doc, inner.items).properties);
        return (
          <li key={name} className="text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-semibold">{name}</code>
              <code className="opacity-70">
                {typeOf(prop)}
                {inner.type === "array" && inner.items ? "[]" : ""}
              </code>
              {required.has(name) && (
                <span className="badge badge-xs badge-outline">{t("docs.api.required")}</span>
              )}
              {prop.title && <span className="text-xs opacity-60">{prop.title}</span>}
            </div>
            <Rules schema={prop} />
            {nested && depth < MAX_DEPTH && <SchemaView doc={doc} schema={inner} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

/** One operation, folded; its details are drawn once it is opened (hundreds are listed at once). */
function OperationView({ doc, op }: { doc: OpenApi; op: Operation }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="collapse collapse-arrow bg-base-100 border border-base-300"
      data-testid="api-operation"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="collapse-title flex flex-wrap items-center gap-2 pe-10">
        <span className={`badge badge-sm font-mono uppercase w-16 ${METHOD_CLASS[op.method] ?? ""}`}>
          {op.method}
        </span>
        <code className="text-sm break-all" dir="ltr">{op.path}</code>
        <span className="text-sm opacity-70">{op.summary}</span>
      </summary>
      {open && <OperationDetails doc={doc} op={op} />}
    </details>
  );
}

function OperationDetails({ doc, op }: { doc: OpenApi; op: Operation }) {
  const body = op.requestBody?.content["application/json"]?.schema;
  const access = accessOf(op);
  return (
    <div className="collapse-content flex flex-col gap-4 text-sm" data-testid="api-operation-details">
      <p className="flex items-center gap-2">
        <Icon name={access === "anyone" ? "public" : "key"} size={18} className="opacity-70" />
        {t(`docs.api.access.${access}`)}
      </p>
      {op.parameters && op.parameters.length > 0 && (
        <section>
          <h4 className="font-semibold mb-1">{t("docs.api.parameters")}</h4>
          <div className="overflow-x-auto">
            <table className="table table-xs" dir="ltr">
              <thead>
                <tr>
                  <th>{t("docs.api.name")}</th>
                  <th>{t("docs.api.in")}</th>
                  <th>{t("docs.api.type")}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {op.parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <td>
                      <code>{p.name}</code>
                      {p.required && (
                        <span className="text-error" aria-label={t("docs.api.required")}>*</span>
                      )}
                    </td>
                    <td>{p.in}</td>
                    <td>
                      <code>{p.schema ? typeOf(p.schema) : ""}</code>
                    </td>
                    <td>
                      {p.schema && <Rules schema={p.schema} />}
                      {p.description && <div className="text-xs opacity-70">{p.description}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {body && (
        <section>
          <h4 className="font-semibold mb-1">{t("docs.api.body")}</h4>
          <SchemaView doc={doc} schema={body} />
        </section>
      )}
      <section>
        <h4 className="font-semibold mb-1">{t("docs.api.responses")}</h4>
        <ul className="flex flex-col gap-2">
          {Object.entries(op.responses).map(([status, r]) => {
            const schema = r.content?.["application/json"]?.schema;
            return (
              <li key={status} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <span
                    className={`badge badge-sm ${status.startsWith("2") ? "badge-success" : "badge-ghost"}`}
                  >
                    {status === "default" ? t("docs.api.refusal") : status}
                  </span>
                  <span>{r.description}</span>
                </div>
                {schema && status !== "default" && Object.keys(schema).length > 0 && (
                  <SchemaView doc={doc} schema={schema} />
                )}
                {status === "default" && (
                  <a href="#error-envelope" className="link link-primary text-xs">
                    {t("docs.api.seeEnvelope")}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/**
 * `/documentation/api`: the API reference, read from the server's own description (/api/openapi.json, made from
 * the schemas that check each request). Operations by group, searchable (`?q=`), each opening to its parameters,
 * body, answers; the error envelope once at the top.
 */
export function ApiReferencePage() {
  useSignals();
  const description = useOpenApi();
  const [query, setQuery] = useQueryParam("q");
  const doc = description.data;
  const all = useMemo(() => (doc ? operationsOf(doc) : []), [doc]);
  const shown = all.filter((op) => matchesSearch(op, query));
  const groups = [...new Set(shown.map((op) => op.tag))];

  return (
    <DocsFrame title={t("docs.pages.api")} testId="api-reference">
      <QueryState query={description} failure={t("docs.api.loadFailed")}>
        {(doc) => (
          <div className="p-4 sm:p-8 flex flex-col gap-6 max-w-5xl">
            <p className="opacity-80">{t("docs.api.intro")}</p>
            <div className="flex flex-wrap items-center gap-3">
              <SearchField
                value={query}
                onChange={setQuery}
                label={t("docs.api.search")}
                testId="api-search"
              />
              <span className="text-sm opacity-70" role="status" data-testid="api-count">
                {t("docs.api.count", { count: shown.length, total: all.length })}
              </span>
              <a
                href="/api/openapi.json"
                className="btn btn-ghost btn-sm ms-auto"
                target="_blank"
                rel="noopener"
              >
                <Icon name="data_object" size={18} />
                openapi.json
              </a>
            </div>
            <section id="error-envelope" className="card bg-base-200" aria-labelledby="error-envelope-title">
              <div className="card-body p-4 gap-2">
                <h2 id="error-envelope-title" className="font-semibold">{t("docs.api.envelope")}</h2>
                <p className="text-sm opacity-80">{t("docs.api.envelopeText")}</p>
                <SchemaView doc={doc} schema={{ $ref: "#/components/schemas/Error" }} />
              </div>
            </section>
            {shown.length === 0 && (
              <EmptyState icon="search_off" title={t("docs.api.none", { query })} testId="api-empty" />
            )}
            {groups.map((tag) => (
              <section key={tag} aria-label={tag} className="flex flex-col gap-2" data-testid="api-group">
                <h2 className="text-lg font-semibold">{tag}</h2>
                {shown.filter((op) =>
                  op.tag === tag
                ).map((op) => <OperationView key={`${op.method} ${op.path}`} doc={doc} op={op} />)}
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </DocsFrame>
  );
}
