import { hashKey, type QueryKey } from "@tanstack/react-query";
import { signedInAs } from "../api.ts";

/**
 * A query's key, react-admin style: the resource (a path: `backoffice/account`, `workflows/report`, `mail/mails`),
 * the operation (`getList`, `getOne`, `getMany`, `title`, …) and its parameters (an object: TanStack Query
 * compares keys by value, whatever the order of an object's properties).
 */
export type DataKey = readonly [resource: string, operation?: string, params?: unknown];

/**
 * The key as cached: the signed-in person's id goes last, so one person's answers are never shown to the next
 * (a sign-out and another sign-in on the same page), while a prefix still reaches every answer under it.
 */
export function cacheKey(key: DataKey): QueryKey {
  return [...key, { as: signedInAs() }];
}

const same = (a: unknown, b: unknown) => a === b || hashKey([a]) === hashKey([b]);

/** Whether `key` lies under `prefix`: the same first parts (a resource ending in "/" takes every resource below). */
export function under(key: QueryKey, prefix: DataKey): boolean {
  return prefix.every((part, i) =>
    i === 0 && typeof part === "string" && part.endsWith("/")
      ? typeof key[0] === "string" && key[0].startsWith(part)
      : same(key[i], part)
  );
}
