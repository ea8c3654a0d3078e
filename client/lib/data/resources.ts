import type { ListAnswer } from "../../../domain/api/list.ts";
import type { ListQuery } from "../../../domain/list-query.ts";
import { batcher } from "./batch.ts";
import { unreachable } from "./recovery.ts";
import { findCached, remember } from "./cache.ts";
import type { DataKey } from "./keys.ts";
import { type DataOptions, type Loaded, useData } from "./useData.ts";
import { useWrite, type Write } from "./useWrite.ts";

/** A record as every provider answers it: an id, and the name its declaration gives it. */
export type Identified = { id: string; _title?: string };

/**
 * Where a set of resources lives, react-admin's dataProvider: one function per call of a resource API. The back
 * office has one (client/backoffice/data/provider.ts), the same whether the server answers itself or a practice's
 * backend behind the proxy.
 */
export type DataProvider<R extends Identified> = {
  /** The first part of its keys: `backoffice` makes `backoffice/account`. */
  name: string;
  getList(resource: string, query: ListQuery, signal?: AbortSignal): Promise<ListAnswer<R>>;
  getOne(resource: string, id: string, signal?: AbortSignal): Promise<R>;
  /** The records among `ids` that exist and may be read, in one request. */
  getMany(resource: string, ids: readonly string[], signal?: AbortSignal): Promise<R[]>;
  create(resource: string, body: Record<string, unknown>): Promise<R>;
  update(resource: string, id: string, body: Record<string, unknown>): Promise<R>;
  delete(resource: string, id: string): Promise<void>;
  /** What any write of its may change (a hook changes other records; figures count them): refreshed after each. */
  touchedByWrite: readonly DataKey[];
};

export type UpdateVars = { id: string; body: Record<string, unknown> };

/**
 * The hooks over a provider, react-admin style: get-list, get-one, get-many, the title of one referenced record
 * (asked for one by one, fetched together: one request per resource per tick), and create / update / delete on
 * the one write hook. Keys are `[<provider>/<resource>, operation, params]`.
 */
export function resourceHooks<R extends Identified>(provider: DataProvider<R>) {
  const resourceKey = (resource: string) => `${provider.name}/${resource}`;
  const keys = {
    /** Every answer of the provider. */
    all: [`${provider.name}/`] as DataKey,
    resource: (resource: string): DataKey => [resourceKey(resource)],
    list: (resource: string, query: ListQuery): DataKey => [resourceKey(resource), "getList", query],
    one: (resource: string, id: string): DataKey => [resourceKey(resource), "getOne", { id }],
    many: (resource: string, ids: readonly string[]): DataKey => [resourceKey(resource), "getMany", { ids }],
    title: (resource: string, id: string): DataKey => [resourceKey(resource), "title", { id }],
    /**
     * What a feature asks about one record beyond the record itself, by topic (a client's compliance checks, its
     * contacts' portal access): loaded again after writes like the rest, and not asked for again once the record
     * is deleted (without a topic: every topic, the prefix a delete keeps).
     */
    about: (resource: string, id: string, topic?: string): DataKey =>
      topic === undefined
        ? [resourceKey(resource), `about:${id}`]
        : [resourceKey(resource), `about:${id}`, topic],
  };

  const titleBatches = new Map<string, (id: string) => Promise<string | undefined>>();
  const titleOf = (resource: string) => {
    let load = titleBatches.get(resource);
    if (!load) {
      load = batcher(async (ids) =>
        new Map((await provider.getMany(resource, ids)).map((r) => [String(r.id), r._title ?? String(r.id)]))
      );
      titleBatches.set(resource, load);
    }
    return load;
  };

  /** Titles the page already has (a list's rows, the titles a record brings of its refs): not asked for again. */
  function rememberTitles(resource: string, items: readonly { id: unknown; _title?: string }[]) {
    for (const item of items) {
      if (item._title) remember(keys.title(resource, String(item.id)), item._title);
    }
  }

  const refreshAll = provider.touchedByWrite;

  return {
    keys,
    rememberTitles,
    useGetList(resource: string, query: ListQuery, options?: DataOptions): Loaded<ListAnswer<R>> {
      return useData(keys.list(resource, query), async (signal) => {
        const answer = await provider.getList(resource, query, signal);
        rememberTitles(resource, answer.items);
        return answer;
      }, options);
    },
    useGetOne(resource: string, id: string | null): Loaded<R> {
      return useData(keys.one(resource, id ?? ""), async (signal) => {
        const record = await provider.getOne(resource, id!, signal);
        rememberTitles(resource, [record]);
        return record;
      }, { enabled: id !== null, keepPrevious: false });
    },
    /** The record as a list of its resource already brought it (a list's rows are whole records), if one did. */
    listed(resource: string, id: string): R | undefined {
      return findCached<ListAnswer<R>, R>(
        [resourceKey(resource), "getList"],
        (answer) => answer.items.find((r) => String(r.id) === id),
      );
    },
    useGetMany(resource: string, ids: readonly string[]): Loaded<R[]> {
      return useData(
        keys.many(resource, ids),
        (signal) => provider.getMany(resource, ids, signal),
        { enabled: ids.length > 0 },
      );
    },
    /** A referenced record's title: undefined while it loads, `#id` when it cannot be read. */
    useTitle(resource: string, id: string): string | undefined {
      const title = useData(keys.title(resource, id), async () => (await titleOf(resource)(id)) ?? `#${id}`, {
        enabled: id !== "",
        // A title changes with a write, which refreshes it; not every time a page opens.
        staleTime: Infinity,
      });
      // A title that cannot be read is shown by its id; while the server is away it is still coming.
      return title.data ?? (title.error && !unreachable(title.error) ? `#${id}` : undefined);
    },
    useCreate(resource: string): Write<Record<string, unknown>, R> {
      return useWrite({ send: (body) => provider.create(resource, body), refresh: refreshAll });
    },
    useUpdate(resource: string): Write<UpdateVars, R> {
      return useWrite({ send: ({ id, body }) => provider.update(resource, id, body), refresh: refreshAll });
    },
    useDelete(resource: string, failure?: string): Write<string, void> {
      return useWrite({
        send: (id) => provider.delete(resource, id),
        refresh: refreshAll,
        // The record is gone: its own answers are not asked for again (a 404 for a page on its way out).
        keep: (
          id,
        ) => [keys.one(resource, id), [resourceKey(resource), "audit", { id }], keys.about(resource, id)],
        failure,
      });
    },
  };
}
