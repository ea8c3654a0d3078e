/** Enum options in words (domain/resources/option-labels.ts): every declared option, in every language. */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { language } from "../../../client/kit/i18n/index.ts";
import { optionText } from "../../../client/backoffice/ui/optionText.ts";
import { DECLARED, type Field, resourceDef } from "../../../domain/resources/index.ts";
import { optionLabel, overridePaths } from "../../../domain/resources/option-labels.ts";

/** Every enum and enums field of every declaration, nested ones included, by path. */
function enumFields(): Array<{ path: string; field: Extract<Field, { kind: "enum" | "enums" }> }> {
  const out: Array<{ path: string; field: Extract<Field, { kind: "enum" | "enums" }> }> = [];
  const walk = (fields: readonly Field[], prefix: string) => {
    for (const f of fields) {
      const path = `${prefix}.${f.name}`;
      if (f.kind === "enum" || f.kind === "enums") out.push({ path, field: f });
      if (f.kind === "object" || f.kind === "items") walk(f.fields, path);
    }
  };
  for (const def of DECLARED) walk(def.fields, def.name);
  return out;
}

const field = (resource: string, ...path: string[]): Field => {
  let fields = resourceDef(resource)!.fields;
  let found: Field | undefined;
  for (const name of path) {
    found = fields.find((f) => f.name === name);
    fields = found?.kind === "object" || found?.kind === "items" ? found.fields : [];
  }
  return found!;
};

Deno.test("every option of every declared enum field has words in English, Turkish and Arabic", () => {
  const fields = enumFields();
  ok(fields.length > 30, `found only ${fields.length} enum fields`);
  const missing: string[] = [];
  for (const { path, field } of fields) {
    for (const option of field.options) {
      const words = optionLabel(field, option);
      for (const lang of ["en", "tr", "ar"] as const) {
        if (!words?.[lang]?.trim()) missing.push(`${path} = ${option} (${lang})`);
      }
    }
  }
  deepStrictEqual(missing, []);
});

Deno.test("each override names a declared enum field and only its options", () => {
  const byPath = new Map(enumFields().map(({ path, field }) => [path, field]));
  for (const { path, values } of overridePaths()) {
    const f = byPath.get(path);
    ok(f, `override ${path} is not a declared enum field`);
    for (const v of values) ok(f.options.includes(v), `override ${path}: "${v}" is not an option`);
  }
});

Deno.test("a value reads as its field needs: Arabic agrees with the noun, a project's active is under way", () => {
  strictEqual(optionLabel(field("binding", "status"), "open")?.ar, "مفتوح");
  strictEqual(optionLabel(field("correspondence", "status"), "open")?.ar, "مفتوحة");
  strictEqual(optionLabel(field("account", "status"), "active")?.en, "Active");
  strictEqual(optionLabel(field("project", "status"), "active")?.en, "In progress");
  strictEqual(optionLabel(field("exit", "status"), "sent")?.ar, "مُرسَلة");
  strictEqual(optionLabel(field("entrance", "status"), "sent")?.ar, "مُرسَلة");
  strictEqual(optionLabel(field("opportunity", "stage"), "sent")?.ar, "مُرسَل");
  // Nested fields and sets: a trigger's schedule kind, a permission's granted actions.
  strictEqual(optionLabel(field("trigger", "schedule", "kind"), "yearly")?.tr, "Her yıl belirli bir tarihte");
  strictEqual(optionLabel(field("permission", "grants", "tax"), "read")?.tr, "Görüntüleme");
});

Deno.test("the pages show options in the current language, and an unknown value humanized", () => {
  const status = field("account", "status");
  try {
    language.value = "tr";
    strictEqual(optionText(status, "active"), "Aktif");
    language.value = "ar";
    strictEqual(optionText(status, "prospect"), "عميل محتمل");
    language.value = "en";
    strictEqual(optionText(status, "ceased"), "Ceased");
    strictEqual(optionText(status, "on-hold"), "On hold");
  } finally {
    language.value = "en";
  }
});
