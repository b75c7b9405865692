/**
 * What an import gave the puzzles the library had before it: origins they lacked, or a level for
 * an origin that had none. A file imported again into a source (now with a level) says so here,
 * as the CLI and the Import box both word it.
 */

/** Per source and level of the file's lines. */
export interface OriginsAdded {
  readonly source: string;
  readonly level: string | null;
  /** Puzzles already in the library that got their first origin in this source (and level). */
  readonly added: number;
  /** Puzzles whose origin in this source had no level and now has this one. */
  readonly levelled: number;
}

const origins = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'origin' : 'origins'}`;

/** "301 origins added to 'Sudoku Exchange' with level Diabolical", one phrase per source and level; [] when nothing was added. */
export function describeOriginsAdded(entries: readonly OriginsAdded[]): string[] {
  return entries.flatMap((entry) => {
    const level = entry.level === null ? '' : ` with level ${entry.level}`;
    return [
      ...(entry.added > 0 ? [`${origins(entry.added)} added to '${entry.source}'${level}`] : []),
      ...(entry.levelled > 0 ? [`${origins(entry.levelled)} in '${entry.source}' given the level ${entry.level ?? ''}`] : []),
    ];
  });
}

/** Adds one line's change to the tally kept by source and level. */
export function countOriginAdded(
  tally: Map<string, OriginsAdded>,
  source: string,
  level: string | null,
  change: 'added' | 'levelled',
): void {
  const key = `${source}\u0000${level ?? ''}`;
  const entry = tally.get(key) ?? { source, level, added: 0, levelled: 0 };
  tally.set(key, { ...entry, [change]: entry[change] + 1 });
}
