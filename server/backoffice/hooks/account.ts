import type { ResourceHooks } from "./types.ts";

/** DOMAIN.md: an account's code is `ACC0001`…, the next free number, when left blank. */
export const CODE_PREFIX = "ACC";

export const accountHooks: ResourceHooks = {
  async compute(ctx, data) {
    if (data.code !== null && data.code !== undefined && data.code !== "") return;
    // Two clients added at the same moment must not both get ACC0042.
    await ctx.lock("account-code");
    data.code = await ctx.nextCode("code", CODE_PREFIX, (n) => `${CODE_PREFIX}${String(n).padStart(4, "0")}`);
  },
};
