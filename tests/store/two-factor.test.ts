import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  enableTwoFactor,
  findTwoFactor,
  recoveryCodesLeft,
  removeTwoFactor,
  startTwoFactor,
  useRecoveryCode,
  useTwoFactorStep,
} from "../../server/store/two-factor.ts";
import { storeTest } from "../support/store.ts";

storeTest(
  "two-factor: enrolment restarts until enabled, steps are used once in order, recovery codes once",
  async (t) => {
    const store = await t.openStore();
    const { id } = await store.employees.create(
      { firstName: "T", lastName: "T", email: "t@example.test", role: "admin", passwordHash: "x" },
      null,
    );
    strictEqual(await startTwoFactor(store.db, id, "sealed-1"), true);
    strictEqual(await startTwoFactor(store.db, id, "sealed-2"), true);
    deepStrictEqual(await findTwoFactor(store.db, id), {
      sealedSecret: "sealed-2",
      enabledAt: null,
      lastStep: -1,
    });

    strictEqual(await useTwoFactorStep(store.db, id, 100), true);
    strictEqual(await useTwoFactorStep(store.db, id, 100), false, "the same step again");
    strictEqual(await useTwoFactorStep(store.db, id, 99), false, "an earlier step");
    strictEqual(await useTwoFactorStep(store.db, id, 101), true);

    await enableTwoFactor(store.db, id, 1_764_000_000_000, ["h1", "h2"]);
    strictEqual(await startTwoFactor(store.db, id, "sealed-3"), false, "on: no new key");
    deepStrictEqual(await findTwoFactor(store.db, id), {
      sealedSecret: "sealed-2",
      enabledAt: 1_764_000_000_000,
      lastStep: 101,
    });
    strictEqual(await useRecoveryCode(store.db, id, "h1", 1), true);
    strictEqual(await useRecoveryCode(store.db, id, "h1", 2), false);
    strictEqual(await useRecoveryCode(store.db, id, "nope", 2), false);
    strictEqual(await recoveryCodesLeft(store.db, id), 1);

    await removeTwoFactor(store.db, id);
    strictEqual(await findTwoFactor(store.db, id), undefined);
    strictEqual(await recoveryCodesLeft(store.db, id), 0);
  },
);
