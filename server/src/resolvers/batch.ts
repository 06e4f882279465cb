/**
 * A per-request batch loader: the keys asked for while GraphQL walks one level of a list (say, the entity type of
 * each of 20 rows) are fetched with one query on the next turn of the event loop, and each key only once per
 * request.
 */
export function batchLoader<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>) {
  const cache = new Map<K, Promise<V | null>>();
  let queue: { key: K; resolve: (v: V | null) => void; reject: (e: unknown) => void }[] = [];

  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      const found = await fetch([...new Set(batch.map((item) => item.key))]);
      for (const item of batch) item.resolve(found.get(item.key) ?? null);
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  };

  return {
    load(key: K): Promise<V | null> {
      let promise = cache.get(key);
      if (!promise) {
        promise = new Promise<V | null>((resolve, reject) => {
          if (!queue.length) setImmediate(() => void flush());
          queue.push({ key, resolve, reject });
        });
        cache.set(key, promise);
      }
      return promise;
    },
    /** Forgets a key after a write, so a later read in the same request sees the new row. */
    clear(key: K) {
      cache.delete(key);
    },
  };
}

/** One set of loaders per request: the context object is the request's identity. */
export function perRequest<C extends object, T>(create: (context: C) => T) {
  const byContext = new WeakMap<C, T>();
  return (context: C): T => {
    let value = byContext.get(context);
    if (!value) {
      value = create(context);
      byContext.set(context, value);
    }
    return value;
  };
}
