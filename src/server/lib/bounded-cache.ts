/**
 * The one in-process cache of the server (issue 28 §1): a byte budget, one eviction rule (the
 * entry used least recently goes first), and one scope — each app (createApp) makes its own, so
 * nothing is shared between apps in one process or kept across processes. An entry's size is its
 * key's and value's UTF-16 length, counted by `sizeOf`; an entry larger than the whole budget is
 * not kept.
 */
export interface BoundedCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  delete(key: string): void;
  readonly size: number;
  /** What the entries take, as `sizeOf` counts it. */
  readonly bytes: number;
  readonly maxBytes: number;
}

export function createBoundedCache<Value>({
  maxBytes,
  sizeOf,
}: {
  maxBytes: number;
  sizeOf: (value: Value) => number;
}): BoundedCache<Value> {
  const entries = new Map<string, { value: Value; bytes: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Used now: to the end of the order, the last to go.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      remove(key);
      const size = 2 * key.length + sizeOf(value);
      if (size > maxBytes) return;
      entries.set(key, { value, bytes: size });
      bytes += size;
      while (bytes > maxBytes) remove(entries.keys().next().value!);
    },
    delete: remove,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    maxBytes,
  };
}

/** The size of a string in memory: two bytes a UTF-16 unit. */
export const textBytes = (text: string) => 2 * text.length;
