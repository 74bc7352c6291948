/**
 * Answers to reads kept in this process, valid only while no state-changing request has answered
 * since the read started (here, or on another instance: see read-cache-broadcast.ts).
 */

/** Moves on after every change to the data; a cached answer belongs to one version. */
export class DataVersion {
  private value = 0;

  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value += 1;
  }
}

/**
 * Bounds how long a missed notification from another instance (its LISTEN connection was
 * re-established meanwhile) could keep an answer alive; on one instance it is never the reason.
 */
const MAX_AGE_MS = 60_000;
/** Small answers (free slots): many keys are cheap. */
const DEFAULT_MAX_ENTRIES = 10_000;

interface Entry<V> {
  version: number;
  bornAt: number;
  value: Promise<V>;
}

/**
 * One kind of answer by key. Concurrent misses for a key share one computation, so a burst of
 * requests after a change costs one database read. A computation that fails is not kept.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  /**
   * `maxEntries` bounds memory when keys come from callers: once reached, the whole cache is dropped
   * (old versions' entries are never served again anyway).
   */
  constructor(
    private readonly version: DataVersion,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const version = this.version.current;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.bornAt < MAX_AGE_MS) return hit.value;
    // entries of older versions are never served again; dropping them all at once bounds memory
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(key, { version, bornAt: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
