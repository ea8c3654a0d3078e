/** Master data (DOMAIN.md, route base `/apps/master/<name>`): the lists the other resources pick from. */
import { CIPC_SUFFIX_KINDS } from "../identifiers.ts";
import {
  address,
  client,
  date,
  description,
  email,
  items,
  longtext,
  nameField,
  notes,
  officeRef,
  oneOf,
  phone,
  ref,
  route,
  text,
} from "./fields.ts";
import { joined, withContext } from "./title.ts";
import type { ResourceDef } from "./types.ts";

const byName = { field: "name", order: "asc" } as const;

export const accountgroup: ResourceDef = {
  ...route("accountgroup"),
  module: "master-data",
  fields: [nameField(), description()],
  columns: ["name", "description"],
  titleFields: ["name"],
  defaultSort: byName,
  related: [{ resource: "account", field: "accountGroup" }],
};

export const ENTITY_KINDS = [
  "individual",
  "company",
  "close-corporation",
  "trust",
  "partnership",
  "sole-proprietor",
  "npo",
] as const;

export const accounttype: ResourceDef = {
  ...route("accounttype"),
  module: "master-data",
  fields: [
    nameField(),
    oneOf("entityKind", ["Entity kind", "Kuruluş türü", "نوع الكيان"], ENTITY_KINDS, { required: true }),
    description(),
  ],
  columns: ["name", "entityKind", "description"],
  titleFields: ["name"],
  defaultSort: byName,
  related: [{ resource: "account", field: "accountType" }],
};

export const taxtype: ResourceDef = {
  ...route("taxtype"),
  module: "master-data",
  fields: [
    text("code", ["Code", "Kod", "الرمز"], { required: true, searchable: true, max: 20 }),
    nameField(),
    description(),
  ],
  columns: ["code", "name", "description"],
  titleFields: ["code", "name"],
  title: (t) => joined(" — ", t.code, t.name),
  defaultSort: { field: "code", order: "asc" },
  related: [
    { resource: "taxcasetaxtype", field: "taxType" },
    { resource: "service", field: "taxType" },
    { resource: "trigger", field: "taxType" },
  ],
};

export const paycategory: ResourceDef = {
  ...route("paycategory"),
  module: "master-data",
  fields: [nameField(), description()],
  columns: ["name", "description"],
  titleFields: ["name"],
  defaultSort: byName,
  related: [{ resource: "paysubcategory", field: "paycategory" }],
};

export const paysubcategory: ResourceDef = {
  ...route("paysubcategory"),
  module: "master-data",
  fields: [
    ref("paycategory", ["Pay category", "Ödeme kategorisi", "فئة الدفع"], "paycategory", {
      required: true,
      searchable: true,
    }),
    nameField(),
    description(),
  ],
  columns: ["name", "paycategory", "description"],
  titleFields: ["paycategory", "name"],
  title: (t) => withContext(t.name, t.paycategory),
  defaultSort: byName,
};

export const office: ResourceDef = {
  ...route("office"),
  module: "master-data",
  fields: [nameField(), address(), phone(), email()],
  columns: ["name", "phone", "email", "address"],
  titleFields: ["name"],
  defaultSort: byName,
  related: [
    { resource: "division", field: "office" },
    { resource: "employee", field: "office" },
  ],
};

export const division: ResourceDef = {
  ...route("division"),
  module: "master-data",
  fields: [nameField(), officeRef(), description()],
  columns: ["name", "office", "description"],
  titleFields: ["name"],
  defaultSort: byName,
  related: [{ resource: "employee", field: "division" }],
};

export const supplier: ResourceDef = {
  ...route("supplier"),
  module: "master-data",
  fields: [
    nameField(),
    text("contactPerson", ["Contact person", "İlgili kişi", "الشخص المسؤول"], { searchable: true }),
    email(),
    phone(),
    text("vatNumber", ["VAT number", "KDV numarası", "رقم ضريبة القيمة المضافة"], {
      format: "vatNumber",
      searchable: true,
    }),
    address(),
    text("bankName", ["Bank", "Banka", "البنك"]),
    text("bankAccount", ["Bank account number", "Banka hesap numarası", "رقم الحساب المصرفي"], { max: 40 }),
    notes(),
  ],
  columns: ["name", "contactPerson", "email", "phone", "vatNumber"],
  titleFields: ["name"],
  defaultSort: byName,
};

/** The entity types a CIPC registration number's suffix denotes (domain/identifiers.ts). */
export const CIPC_ENTITY_TYPES = Object.values(CIPC_SUFFIX_KINDS);

export const CIPC_STATUSES = [
  "in-business",
  "ar-deregistration",
  "deregistered",
  "final-deregistration",
] as const;

export const cipc: ResourceDef = {
  ...route("cipc"),
  module: "master-data",
  fields: [
    client(),
    text("registrationNumber", ["Registration number", "Sicil numarası", "رقم التسجيل"], {
      required: true,
      format: "cipcNumber",
      searchable: true,
    }),
    oneOf("entityType", ["Entity type", "Şirket türü", "نوع الكيان"], CIPC_ENTITY_TYPES),
    date("incorporationDate", ["Incorporation date", "Kuruluş tarihi", "تاريخ التأسيس"], { required: true }),
    oneOf("status", ["CIPC status", "CIPC durumu", "الحالة لدى CIPC"], CIPC_STATUSES, {
      default: "in-business",
    }),
    longtext("registeredOffice", ["Registered office", "Kayıtlı merkez adresi", "المكتب المسجل"], {
      max: 1000,
    }),
    items("directors", ["Directors", "Yöneticiler", "المديرون"], [
      text("name", ["Full name", "Ad soyad", "الاسم الكامل"], { required: true }),
      text("idNumber", ["ID number", "Kimlik numarası", "رقم الهوية"], { format: "idNumber" }),
      date("appointed", ["Appointed on", "Atanma tarihi", "تاريخ التعيين"]),
      date("resigned", ["Resigned on", "İstifa tarihi", "تاريخ الاستقالة"]),
    ]),
  ],
  columns: ["registrationNumber", "account", "entityType", "incorporationDate", "status"],
  titleFields: ["registrationNumber", "account"],
  defaultSort: { field: "registrationNumber", order: "asc" },
};

export const MASTER_DATA: readonly ResourceDef[] = [
  accountgroup,
  accounttype,
  taxtype,
  paycategory,
  paysubcategory,
  office,
  division,
  supplier,
  cipc,
];
