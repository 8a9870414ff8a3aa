import type { StoreBudget } from "./store-budget.js";

/** One stored object with the bookkeeping that pages and feeds need. */
export interface Entry<T> {
  value: T;
  /** Creation order: list pages walk it, so inserts and deletes never shift a cursor. */
  readonly seq: number;
  /** Order of the last change: feeds walk it. */
  rev: number;
  /** Inactive objects are stored but omitted from pages (reference 4.3). */
  active: boolean;
}

/** An in-memory table of objects keyed by `id`. */
export class Collection<T extends { id: string }> {
  readonly #entries = new Map<string, Entry<T>>();
  #seq = 0;
  #rev = 0;
  #budget: StoreBudget | undefined;

  constructor(readonly name: string) {}

  /** From now on (after seeding), inserts and updates are checked against the store's budget and counted in it. */
  limit(budget: StoreBudget): void {
    this.#budget = budget;
  }

  /** The revision of the latest change: a feed that reached it is caught up. */
  get revision(): number {
    return this.#rev;
  }

  get size(): number {
    return this.#entries.size;
  }

  has(id: string): boolean {
    return this.#entries.has(id);
  }

  get(id: string): Entry<T> | undefined {
    return this.#entries.get(id);
  }

  /** Every entry in creation order (a Map keeps insertion order, and an ID is never reinserted). */
  entries(): Entry<T>[] {
    return [...this.#entries.values()];
  }

  insert(value: T, active = true): Entry<T> {
    if (this.#entries.has(value.id))
      throw new TypeError(`${this.name}: an object with id ${JSON.stringify(value.id)} already exists`);
    this.#budget?.charge(this.name, value.id, value, true);
    const entry: Entry<T> = { value, seq: ++this.#seq, rev: ++this.#rev, active };
    this.#entries.set(value.id, entry);
    return entry;
  }

  /** Merges fields into the object (its `id` never changes) and records the change for feeds. */
  update(id: string, fields: Partial<T>, active?: boolean): Entry<T> | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    const value = { ...entry.value, ...fields, id };
    this.#budget?.charge(this.name, id, value, false);
    entry.value = value;
    if (active !== undefined) entry.active = active;
    entry.rev = ++this.#rev;
    return entry;
  }

  remove(id: string): boolean {
    this.#budget?.release(this.name, id);
    return this.#entries.delete(id);
  }

  /** A fresh ID: numeric like the generated ones, above every ID in use. */
  nextId(): string {
    let max = 0;
    for (const id of this.#entries.keys()) max = Math.max(max, Number(id) || 0);
    return String(max + 1);
  }
}
