interface Entry<T> {
  value: T
  storedAt: number
}

/**
 * A small in-memory cache whose entries are fresh for `freshMs` and kept, stale, for `keepMs`
 * so that the last good answer can stand in when the upstream fails.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>()

  constructor(
    private readonly freshMs: number,
    private readonly keepMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, now = Date.now()): { value: T; storedAt: number; fresh: boolean } | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt > this.keepMs) {
      this.entries.delete(key)
      return undefined
    }
    return { ...entry, fresh: now - entry.storedAt <= this.freshMs }
  }

  set(key: string, value: T, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value ?? '')
    this.entries.delete(key)
    this.entries.set(key, { value, storedAt: now })
  }
}
