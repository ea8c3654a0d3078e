/**
 * The client's one data layer, shaped like react-admin's hooks over TanStack Query: structured keys
 * (resource, operation, parameters), reads through useData and the resource hooks (get-list, get-one, get-many,
 * titles batched into one request), writes through useWrite (optimistic, rolled back with a message,
 * refreshing what they touch), screens through QueryState. Only this folder talks to TanStack Query.
 */
export { queryClient, shouldRetry } from "./client.ts";
export { cached, invalidate, remember } from "./cache.ts";
export { cacheKey, type DataKey, under } from "./keys.ts";
export { type DataOptions, dataQuery, type Loaded, useData } from "./useData.ts";
export {
  type Patch,
  patch,
  runWrite,
  useWrite,
  type Write,
  writeOptions,
  type WriteSpec,
} from "./useWrite.ts";
export { type DataProvider, type Identified, resourceHooks, type UpdateVars } from "./resources.ts";
export { QueryState } from "./QueryState.tsx";
export { batcher } from "./batch.ts";
export { recoverWhenBack, type Recovery, unreachable } from "./recovery.ts";
