import { deepStrictEqual, notDeepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import {
  isValidCipcNumber,
  isValidIdNumber,
  isValidIncomeTaxNumber,
  isValidVatNumber,
} from "../../../domain/identifiers.ts";
import { resourceDef, RESOURCES } from "../../../domain/resources/index.ts";
import { sampleBody } from "../../support/resource-samples.ts";

const refId = (resource: string) => `${resource}-id`;

Deno.test("sampleBody is deterministic and varies with n", () => {
  for (const def of RESOURCES) {
    deepStrictEqual(sampleBody(def, refId, 3), sampleBody(def, refId, 3), def.name);
    // Every field of a trigger run is the server's: a client body has nothing in it to vary.
    if (def.fields.every((f) => f.readOnly)) continue;
    notDeepStrictEqual(sampleBody(def, refId, 0), sampleBody(def, refId, 1), def.name);
  }
});

Deno.test("sampleBody gives unique fields distinct values for distinct n", () => {
  for (const def of RESOURCES) {
    for (const f of def.fields.filter((f) => f.unique)) {
      const values = new Set(Array.from({ length: 50 }, (_, n) => sampleBody(def, refId, n)[f.name]));
      strictEqual(values.size, 50, `${def.name}.${f.name}`);
    }
  }
});

Deno.test("sampleBody fills refs from refId and leaves out what the server sets", () => {
  const asked: string[] = [];
  const body = sampleBody(resourceDef("incometax")!, (r) => {
    asked.push(r);
    return `${r}-7`;
  });
  strictEqual(body.account, "account-7");
  strictEqual(body.taxType, "taxtype-7");
  deepStrictEqual([...new Set(asked)].sort(), ["account", "employee", "taxtype"]);
  strictEqual("deadline" in sampleBody(resourceDef("objection")!, refId), false);
  strictEqual("kind" in sampleBody(resourceDef("exit")!, refId), false);
  strictEqual("role" in sampleBody(resourceDef("permission")!, refId), false);
  deepStrictEqual(sampleBody(resourceDef("opportunity")!, refId).services, ["taxtype-id"]);
});

Deno.test("sampleBody with requiredOnly: just what a create needs", () => {
  deepStrictEqual(Object.keys(sampleBody(resourceDef("account")!, refId, 0, { requiredOnly: true })), [
    "name",
    "accountType",
    "financialYearEnd",
    "status",
  ]);
  deepStrictEqual(Object.keys(sampleBody(resourceDef("employee")!, refId, 0, { requiredOnly: true })), [
    "firstName",
    "lastName",
    "email",
    "role",
    "password",
  ]);
});

Deno.test("sampleBody's South African identifiers are valid", () => {
  for (let n = 0; n < 30; n++) {
    const account = sampleBody(resourceDef("account")!, refId, n);
    ok(isValidIncomeTaxNumber(account.incomeTaxNumber as string), String(account.incomeTaxNumber));
    ok(isValidVatNumber(account.vatNumber as string));
    ok(isValidIdNumber(account.idNumber as string, "2026-01-01"));
    const cipc = sampleBody(resourceDef("cipc")!, refId, n);
    ok(isValidCipcNumber(cipc.registrationNumber as string, 2026));
    strictEqual(
      (cipc.incorporationDate as string).slice(0, 4),
      (cipc.registrationNumber as string).slice(0, 4),
    );
  }
  notStrictEqual(
    sampleBody(resourceDef("account")!, refId, 0).incomeTaxNumber,
    sampleBody(resourceDef("account")!, refId, 1).incomeTaxNumber,
  );
});

Deno.test("a trigger sample's schedule has the fields of its kind only", () => {
  const kinds = new Set<string>();
  for (let n = 0; n < 4; n++) {
    const schedule = sampleBody(resourceDef("trigger")!, refId, n).schedule as Record<string, unknown>;
    kinds.add(schedule.kind as string);
    deepStrictEqual(
      Object.keys(schedule),
      schedule.kind === "yearly"
        ? ["kind", "month", "day"]
        : schedule.kind === "statutory"
        ? ["kind"]
        : ["kind", "days"],
    );
  }
  deepStrictEqual([...kinds].sort(), ["after-year-end", "statutory", "yearly"]);
});
