/**
 * Keeps the objects of list items that have not changed since the last call. A keyed `{#each}`
 * that meets the same object again leaves its elements alone, so moving to the next step
 * updates only the cells, marks and links the step changes, not every item of the board.
 */
export class StableItems<T extends object> {
  #previous = new Map<string | number, T>();
  readonly #keyOf: (item: T) => string | number;
  readonly #same: (a: T, b: T) => boolean;

  /** `same` tells two items of the same key apart; by default every field is compared. */
  constructor(keyOf: (item: T) => string | number, same: (a: T, b: T) => boolean = sameFields) {
    this.#keyOf = keyOf;
    this.#same = same;
  }

  /** The items in the order given, each replaced by the last call's object with the same key when they are the same. */
  keep(items: readonly T[]): T[] {
    const next = new Map<string | number, T>();
    const kept = items.map((item) => {
      const key = this.#keyOf(item);
      const before = this.#previous.get(key);
      const chosen = before !== undefined && this.#same(before, item) ? before : item;
      next.set(key, chosen);
      return chosen;
    });
    this.#previous = next;
    return kept;
  }
}

/** Whether two items have the same own fields with identical (===) values. */
export function sameFields(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]) && Object.hasOwn(b, key));
}
