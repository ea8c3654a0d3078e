/**
 * Ids asked for one by one in the same tick, fetched in one call: every referenced record a page shows asks for
 * its title on its own, and they travel together (react-admin's useGetManyAggregate). A batch holds at most
 * `max` ids; more make several calls.
 */
export function batcher<T>(
  fetchMany: (ids: string[]) => Promise<ReadonlyMap<string, T>>,
  max = 200,
): (id: string) => Promise<T | undefined> {
  let waiting: Map<string, { resolve: (v: T | undefined) => void; reject: (e: unknown) => void }[]> | null =
    null;
  const flush = () => {
    const batch = waiting!;
    waiting = null;
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += max) {
      const part = ids.slice(i, i + max);
      fetchMany(part).then(
        (found) => part.forEach((id) => batch.get(id)!.forEach((w) => w.resolve(found.get(id)))),
        (error) => part.forEach((id) => batch.get(id)!.forEach((w) => w.reject(error))),
      );
    }
  };
  return (id) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        // After this tick's renders have asked: a macrotask, so effects of the same commit join the batch.
        setTimeout(flush, 0);
      }
      waiting.set(id, [...waiting.get(id) ?? [], { resolve, reject }]);
    });
}
