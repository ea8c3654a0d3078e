import { MutationObserver, type MutationOptions, useMutation } from "@tanstack/react-query";
import { showMessage } from "../../kit/messages/store.ts";
import { invalidate } from "./cache.ts";
import { queryClient } from "./client.ts";
import { type DataKey, under } from "./keys.ts";

/** A change to every cached answer under `key` (a prefix: `["mail/mails"]` patches every list of mails). */
export type Patch = { key: DataKey; change: (old: unknown) => unknown };

/** A typed patch: `change` receives the cached answer as the screen knows it. */
export function patch<T>(key: DataKey, change: (old: T) => T): Patch {
  return { key, change: change as (old: unknown) => unknown };
}

export type WriteSpec<V, R> = {
  /** The call itself. */
  send: (vars: V) => Promise<R>;
  /** Optimistic: what the write changes in the cache, shown before the server answers and undone if it refuses. */
  patches?: (vars: V) => readonly Patch[];
  /** What the write may have changed: every answer under these loads again once it is done, refused or not. */
  refresh?: readonly DataKey[] | ((vars: V) => readonly DataKey[]);
  /** Answers under these are left alone (a deleted record's own page must not ask for it again). */
  keep?: (vars: V) => readonly DataKey[];
  /**
   * The words before the server's reason in the message shown when the write is refused ("Could not move:
   * …"); absent when the screen shows the refusal itself (a form, by its fields).
   */
  failure?: string | ((vars: V) => string);
  /** After the server agreed (a "Moved" message, a redirect). */
  done?: (answer: R, vars: V) => void;
};

export type Write<V, R> = {
  /** Sends the write; resolves to the answer, or null when it was refused (its patches then undone). */
  write: (vars: V) => Promise<R | null>;
  /** The same, rejecting with the refusal: for a form, whose submit hook (client/lib/submit.ts) shows it. */
  send: (vars: V) => Promise<R>;
  busy: boolean;
  error: Error | null;
};

type Snapshot = [key: readonly unknown[], data: unknown][];

/**
 * What the write hook gives useMutation: the patched answers change in the cache at once, then the call is sent.
 * A refusal puts every patched answer back and, with `failure`, shows "`failure`: the server's reason". Either
 * way the patched and `refresh` answers load again, so the screen ends on the server's truth.
 */
export function writeOptions<V, R>(spec: WriteSpec<V, R>): MutationOptions<R, Error, V, Snapshot> {
  return {
    mutationFn: spec.send,
    onMutate: async (vars) => {
      const patches = spec.patches?.(vars) ?? [];
      const touched = (k: readonly unknown[]) => patches.filter((p) => under(k, p.key));
      await queryClient.cancelQueries({ predicate: (q) => touched(q.queryKey).length > 0 });
      const before: Snapshot = queryClient.getQueriesData({
        predicate: (q) => touched(q.queryKey).length > 0,
      });
      for (const [key, data] of before) {
        if (data === undefined) continue;
        queryClient.setQueryData(key, touched(key).reduce<unknown>((d, p) => p.change(d), data));
      }
      return before;
    },
    onError: (error, vars, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
      if (spec.failure !== undefined) {
        const failure = typeof spec.failure === "function" ? spec.failure(vars) : spec.failure;
        showMessage(`${failure}: ${error.message}`, { variant: "error" });
      }
    },
    onSuccess: (answer, vars) => spec.done?.(answer, vars),
    onSettled: (_answer, _error, vars) => {
      const refresh = typeof spec.refresh === "function" ? spec.refresh(vars) : spec.refresh ?? [];
      const patched = (spec.patches?.(vars) ?? []).map((p) => p.key);
      return invalidate([...patched, ...refresh], spec.keep?.(vars) ?? []);
    },
  };
}

/**
 * The same write outside any screen: for an action that outlives the screen that offered it (a message's "Undo",
 * clicked after the list was left). Resolves to the answer, or null when refused.
 */
export function runWrite<V, R>(spec: WriteSpec<V, R>, vars: V): Promise<R | null> {
  return new MutationObserver(queryClient, writeOptions(spec)).mutate(vars).then((r) => r, () => null);
}

/** The one write hook (TanStack Query's useMutation, with writeOptions). */
export function useWrite<V = void, R = unknown>(spec: WriteSpec<V, R>): Write<V, R> {
  const m = useMutation(writeOptions(spec), queryClient);
  return {
    write: (vars) => m.mutateAsync(vars).catch(() => null),
    send: (vars) => m.mutateAsync(vars),
    busy: m.isPending,
    error: m.error,
  };
}
