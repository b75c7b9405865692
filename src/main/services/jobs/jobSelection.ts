/**
 * Which puzzles a new rate job takes: of the chosen puzzles, those missing a current rating from
 * any of its raters (never rated, or rated by another engine version), or with `staleOnly` just
 * those whose rating was made by another engine version. Puzzles already rated by the current
 * engine with the same parameters are never rated again.
 */
import type { RaterOptions } from '../../../core/rater';
import type { LibraryReader } from '../library/store/db';
import { readPuzzleIdsNeedingRating, readStaleRatingCount } from '../library/store/ratings';
import { makeEngineVersion, makeRaterParameters, type RaterInfo } from './ratingRows';

/** Of `puzzleIds`, those rated by `rater` with these parameters under an engine version other than `engineVersion`. */
function readStalePuzzleIds(
  db: LibraryReader,
  puzzleIds: readonly number[],
  rater: string,
  parameters: string,
  engineVersion: string,
): number[] {
  return db
    .prepare(
      `SELECT r.puzzle_id FROM ratings r JOIN json_each(?) AS ids ON ids.value = r.puzzle_id
       WHERE r.rater = ? AND r.parameters = ? AND r.engine_version <> ? ORDER BY r.puzzle_id`,
    )
    .pluck()
    .all(JSON.stringify(puzzleIds), rater, parameters, engineVersion) as number[];
}

/** How many ratings of each rater are stale (made by another engine version), for `patti db jobs`. */
export function readStaleCounts(db: LibraryReader, raters: readonly RaterInfo[]): { rater: string; stale: number }[] {
  return raters.map((rater) => ({ rater: rater.id, stale: readStaleRatingCount(db, rater.id, makeEngineVersion(rater)) }));
}

export function selectPuzzlesToRate(
  db: LibraryReader,
  puzzleIds: readonly number[],
  raters: readonly RaterInfo[],
  options: RaterOptions,
  staleOnly: boolean,
): number[] {
  const chosen = new Set<number>();
  for (const rater of raters) {
    const parameters = makeRaterParameters(rater, options);
    const version = makeEngineVersion(rater);
    const ids = staleOnly
      ? readStalePuzzleIds(db, puzzleIds, rater.id, parameters, version)
      : readPuzzleIdsNeedingRating(db, puzzleIds, rater.id, parameters, version);
    for (const id of ids) chosen.add(id);
  }
  return [...chosen].sort((a, b) => a - b);
}
