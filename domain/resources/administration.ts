/**
 * Administration (DOMAIN.md): the modules a permission is granted on, and one permission record per role saying
 * which actions it grants on each module.
 */
import { ROLES } from "../roles.ts";
import type { Label } from "./catalogue.ts";
import { description, label, nameField, object, oneOf, route, setOf, text, type Words } from "./fields.ts";
import { type Action, ACTIONS, type ModuleKey, MODULES, type ResourceDef } from "./types.ts";

const MODULE_WORDS: Record<ModuleKey, Words> = {
  "clients": ["Clients", "Müşteriler", "العملاء"],
  "tax": ["Tax", "Vergi", "الضرائب"],
  "secretarial": ["Secretarial", "Sekreterlik", "أعمال السكرتارية"],
  "payments": ["Payments", "Ödemeler", "المدفوعات"],
  "documents": ["Documents", "Belgeler", "المستندات"],
  "compliance": ["Compliance", "Uyum", "الامتثال"],
  "reports": ["Reports", "Raporlar", "التقارير"],
  "master-data": ["Master data", "Ana veriler", "البيانات الأساسية"],
  "employees": ["Employees", "Çalışanlar", "الموظفون"],
  "administration": ["Administration", "Yönetim", "الإدارة"],
};

/** How each module is named in the permission editor and the navigation. */
export const MODULE_LABELS: Record<ModuleKey, Label> = Object.fromEntries(
  MODULES.map((m) => [m, label(MODULE_WORDS[m])]),
) as Record<ModuleKey, Label>;

export const ACTION_LABELS: Record<Action, Label> = {
  read: label(["Read", "Görüntüleme", "عرض"]),
  create: label(["Create", "Ekleme", "إضافة"]),
  update: label(["Update", "Düzenleme", "تعديل"]),
  delete: label(["Delete", "Silme", "حذف"]),
};

export const module: ResourceDef = {
  ...route("module"),
  module: "administration",
  fields: [
    text("key", ["Key", "Anahtar", "المفتاح"], { required: true, unique: true, searchable: true, max: 40 }),
    nameField(),
    description(),
  ],
  columns: ["key", "name", "description"],
  titleFields: ["name"],
  defaultSort: { field: "key", order: "asc" },
};

/** What a permission record's `grants` holds: for every module, the actions granted, in ACTIONS order. */
export type Grants = Record<ModuleKey, Action[]>;

export const permission: ResourceDef = {
  ...route("permission"),
  module: "administration",
  fields: [
    oneOf("role", ["Role", "Rol", "الدور"], ROLES, { readOnly: true }),
    object(
      "grants",
      ["Granted actions", "Verilen yetkiler", "الصلاحيات الممنوحة"],
      MODULES.map((m) => setOf(m, MODULE_WORDS[m], ACTIONS)),
      { required: true },
    ),
  ],
  columns: ["role", "grants"],
  titleFields: ["role"],
  defaultSort: { field: "role", order: "asc" },
  unsupported: ["create", "delete"],
  locked: {
    field: "role",
    is: ["admin"],
    reason: label([
      "The admin role always has every permission.",
      "Yönetici rolü her zaman tüm yetkilere sahiptir.",
      "يملك دور المدير جميع الصلاحيات دائمًا.",
    ]),
  },
};

export const ADMINISTRATION: readonly ResourceDef[] = [module, permission];
