import { UsageError } from '../command';
import type { LibraryReader } from '../../main/services/library/store/db';
import { readPuzzleIds } from '../../main/services/library/store/list';
import { makeSelection } from './dbRateSelection';

/**
 * The puzzles a tag or collection command acts on: ids given as arguments, or every puzzle the
 * selection options match. Refuses an empty choice so nothing is tagged by accident.
 */
export function choosePuzzles(db: LibraryReader, ids: readonly string[], values: Parameters<typeof makeSelection>[0]): number[] {
  const selection = makeSelection(values);
  if (ids.length > 0 && Object.keys(selection).length > 0) throw new UsageError('give puzzle ids or selection options, not both');
  if (ids.length > 0) {
    return ids.map((text) => {
      if (!/^\d+$/.test(text)) throw new UsageError(`not a puzzle id: '${text}'`);
      return Number(text);
    });
  }
  if (Object.keys(selection).length === 0) throw new UsageError('name the puzzles: ids, or --source/--level/--tag/--collection/--rating');
  return readPuzzleIds(db, selection);
}

/** Ids that are not in the library, to report before changing anything. */
export function findMissingIds(db: LibraryReader, ids: readonly number[]): number[] {
  const known = new Set(
    db.prepare('SELECT p.id FROM json_each(?) AS ids JOIN puzzles p ON p.id = ids.value').pluck().all(JSON.stringify(ids)) as number[],
  );
  return ids.filter((id) => !known.has(id));
}
