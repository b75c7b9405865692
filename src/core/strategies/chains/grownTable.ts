/**
 * Growing the typed tables the chain searches keep their links and walks in: they start small
 * and double to the deepest search seen, since a typed array has a fixed length.
 */

/** A copy of `table` with room for at least `needed` entries (doubling). */
export function grown<T extends Int16Array | Uint8Array | Int32Array>(table: T, needed: number): T {
  let size = table.length * 2;
  while (size < needed) size *= 2;
  const copy = new (table.constructor as new (length: number) => T)(size);
  copy.set(table);
  return copy;
}
