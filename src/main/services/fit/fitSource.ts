/** A source's puzzles and levels as a fit reads them from the library. */
import type { LevelledPuzzle } from '../../../core/rate/fit/fitPuzzles';
import { fail, ok, type Result } from '../../../core/result';
import { readSelectionRows } from '../compare/gatherRows';
import type { LibraryReader } from '../library/store/db';

export interface SourceLevels {
  /** The source's levels that its puzzles have, easiest first (the source's own order, as Compare reads it). */
  readonly levels: readonly string[];
  readonly puzzles: readonly LevelledPuzzle[];
  /** The source's puzzles without a level, not used. */
  readonly unlevelled: number;
}

/**
 * The source's levelled puzzles, or why it has none to fit: no such source, no levels, one
 * level only. `where` names the library in the message.
 */
export function readSourceLevels(db: LibraryReader, source: string, where: string): Result<SourceLevels, 'ERR_FIT'> {
  const rows = readSelectionRows(db, { sources: [source] });
  if (rows.problems.length > 0) {
    const names = (db.prepare('SELECT name FROM sources ORDER BY name').all() as { name: string }[]).map((row) => `'${row.name}'`);
    return fail(
      'ERR_FIT',
      `no source named '${source}' in ${where}${names.length > 0 ? ` (its sources: ${names.slice(0, 12).join(', ')}${names.length > 12 ? ', …' : ''})` : ''}`,
    );
  }
  const levels = rows.sources[0]!.levels;
  if (levels.length === 0)
    return fail('ERR_FIT', `source '${source}' has no levels: a fit reproduces a site's levels, so its puzzles need them`);
  if (levels.length < 2)
    return fail('ERR_FIT', `source '${source}' has one level only (${levels[0]}): a fit needs at least 2 levels to order`);
  const givens = new Map(
    (
      db.prepare('SELECT id, givens FROM puzzles WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(rows.ids)) as {
        id: number;
        givens: string;
      }[]
    ).map((row) => [row.id, row.givens]),
  );
  const puzzles = rows.ids.flatMap((id, k) => (rows.level[k]! < 0 ? [] : [{ text: givens.get(id)!, level: rows.level[k]! }]));
  return ok({ levels, puzzles, unlevelled: rows.ids.length - puzzles.length });
}
