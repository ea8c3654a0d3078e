import { z } from "zod";
import type { core } from "zod/mini";

/** What every part of the API description shares: JSON Schema from zod, operation ids, error answers. */

export type Json = Record<string, unknown>;
export type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  security?: Json[];
};

/** Shared definitions (a recursive schema's parts), hoisted to components.schemas as `def<n>`. */
let hoisted: Json = {};

/** Starts a document: no definitions hoisted yet. */
export function resetHoisted(): void {
  hoisted = {};
}

/** The definitions hoisted so far, for components.schemas. */
export function hoistedSchemas(): Json {
  return hoisted;
}

/**
 * A zod schema as JSON Schema (2020-12, which OpenAPI 3.1 speaks), as a client must send it ("input") or as the
 * server answers ("output"). Its own `$defs` (z.json() is recursive) move to components.schemas, where a `$ref`
 * inside the document can reach them.
 */
export function jsonSchema(schema: core.$ZodType, io: "input" | "output" = "input"): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json;
  delete out.$schema;
  const defs = out.$defs as Json | undefined;
  if (!defs) return out;
  delete out.$defs;
  const names = new Map<string, string>();
  for (const name of Object.keys(defs)) names.set(name, `def${Object.keys(hoisted).length + names.size}`);
  const text = JSON.stringify({ out, defs }).replace(
    /"#\/\$defs\/([^"]+)"/g,
    (_, name: string) => `"#/components/schemas/${names.get(name)}"`,
  );
  const moved = JSON.parse(text) as { out: Json; defs: Json };
  for (const [name, def] of Object.entries(moved.defs)) hoisted[names.get(name)!] = def;
  return moved.out;
}

export const words = (segment: string) =>
  segment.replace(/[-_]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function operationId(method: string, path: string): string {
  const parts = path.replace(/^\/api\//, "").split(/[/{}:-]+/).filter(Boolean);
  return method + parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join("");
}

export const errorResponse = {
  description: "A refusal",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

export function jsonContent(schema: Json): Json {
  return { "application/json": { schema } };
}
