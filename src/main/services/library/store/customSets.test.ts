import { describe, expect, it } from 'vitest';
import { makeCustomRater } from '../../../../core/rate/customRater';
import { derivedCustomSet, presetCustomSet, type CustomSet } from '../../../../core/rate/customSet';
import { ratePuzzle } from '../../../../core/rate/ratePuzzle';
import { readRatingColumns } from '../libraryApi';
import { readStaleCounts, selectPuzzlesToRate } from '../../jobs/jobSelection';
import { makeRateJobParameters } from '../../jobs/rateJob';
import { makeRatingRows } from '../../jobs/ratingRows';
import {
  CustomSetInUseError,
  deleteCustomSet,
  readCustomSetByName,
  readCustomSets,
  readJobsUsingCustomSet,
  writeCustomSet,
} from './customSets';
import { openLibrary, type LibraryWriter } from './db';
import { writeJobStatus, writeNewJob } from './jobs';
import { writeRatings } from './ratings';
import { readCachedTrace, writeCachedTrace } from './traces';
import { traceCacheKey } from '../../../../core/replay/traceView';

/** Three puzzles from the bundled sample (HoDoKu-rated, easy to medium). */
const PUZZLES = [
  '.4.1....3.953..6142...9...8.83...267..28.73..974...85.5...3...6318..649.4....9.3.',
  '...1..2...96.5.34......9...7..32.91...4.6.5...32.41..7...6......27.1.48...5..2...',
  '.8.62...1.......8.7.23.1.....17....9.3.....7.2....83.....1.92.5.1.......6...34.1.',
];

function libraryWithPuzzles(): { db: LibraryWriter; ids: number[] } {
  const db = openLibrary(':memory:');
  const insert = db.prepare("INSERT INTO puzzle_rows (givens, solution, clue_count, canonical, added_at) VALUES (?, ?, 25, ?, 'now')");
  return { db, ids: PUZZLES.map((givens) => Number(insert.run(givens, '1'.repeat(81), givens).lastInsertRowid)) };
}

const must = (result: ReturnType<typeof derivedCustomSet>): CustomSet => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** Rates the puzzles with the set, as a rate job stores the ratings. */
function rateAndStore(db: LibraryWriter, ids: readonly number[], set: CustomSet): void {
  const rater = makeCustomRater(set);
  for (const [index, id] of ids.entries()) {
    const row = ratePuzzle(PUZZLES[index]!, [rater.id], { customSets: [set] });
    const made = makeRatingRows(id, row, [rater], {}, 'now');
    if (!made.ok) throw new Error(made.reason);
    writeRatings(db, made.rows);
  }
}

describe('custom sets in the library', () => {
  it('saves, lists, replaces and deletes a set by name', () => {
    const { db } = libraryWithPuzzles();
    const set = must(derivedCustomSet('no-xy', 'hodoku', { without: ['xy-wing'] }));
    writeCustomSet(db, set);
    expect(readCustomSetByName(db, 'no-xy')?.set).toEqual(set);
    const edited = must(derivedCustomSet('no-xy', 'hodoku', { without: ['xy-wing'], values: ['x-wing=500'] }));
    writeCustomSet(db, edited);
    expect(readCustomSets(db).map((saved) => saved.set)).toEqual([edited]);
    expect(deleteCustomSet(db, 'no-xy')).toBe(true);
    expect(deleteCustomSet(db, 'no-xy')).toBe(false);
    expect(readCustomSets(db)).toEqual([]);
  });

  it("marks a set's ratings stale once the set is edited", () => {
    const { db, ids } = libraryWithPuzzles();
    const set = presetCustomSet('mine', 'hodoku');
    writeCustomSet(db, set);
    rateAndStore(db, ids, set);
    const before = makeCustomRater(set);
    expect(readStaleCounts(db, [before])).toEqual([{ rater: 'custom:mine', stale: 0 }]);
    expect(selectPuzzlesToRate(db, ids, [before], {}, false)).toEqual([]);

    const edited = must(derivedCustomSet('mine', 'hodoku', { without: ['xy-wing'] }));
    writeCustomSet(db, edited);
    const after = makeCustomRater(edited);
    expect(readStaleCounts(db, [after])).toEqual([{ rater: 'custom:mine', stale: ids.length }]);
    expect(selectPuzzlesToRate(db, ids, [after], {}, true)).toEqual(ids);
    rateAndStore(db, ids, edited);
    expect(readStaleCounts(db, [after])).toEqual([{ rater: 'custom:mine', stale: 0 }]);
  });

  it("keeps the replay's traces of a set's current and previous versions only, and none once it is deleted", () => {
    const db = openLibrary(':memory:');
    const versions = [[], ['x-wing=500'], ['x-wing=600']].map((values) =>
      must(derivedCustomSet('mine', 'hodoku', { without: ['xy-wing'], values })),
    );
    const keyOf = (set: CustomSet): string => traceCacheKey({ kind: 'custom', id: 'custom:mine', set }).techniqueSet;
    const cache = (set: CustomSet): void => writeCachedTrace(db, PUZZLES[0]!, keyOf(set), 1, '{}');
    const cachedVersions = (): number[] =>
      versions.flatMap((set, at) => (readCachedTrace(db, PUZZLES[0]!, keyOf(set), 1) === undefined ? [] : [at]));
    writeCachedTrace(db, PUZZLES[0]!, 'hodoku', 1, '{}');
    writeCustomSet(db, versions[0]!);
    cache(versions[0]!);
    writeCustomSet(db, versions[1]!);
    cache(versions[1]!);
    expect(cachedVersions()).toEqual([0, 1]);
    // Saved back as it was: both versions' traces are still there.
    writeCustomSet(db, versions[0]!);
    expect(cachedVersions()).toEqual([0, 1]);
    writeCustomSet(db, versions[2]!);
    expect(cachedVersions()).toEqual([0]);
    deleteCustomSet(db, 'mine');
    expect(cachedVersions()).toEqual([]);
    // Other sets' traces are not touched.
    expect(readCachedTrace(db, PUZZLES[0]!, 'hodoku', 1)).toBe('{}');
    db.close();
  });

  it('cannot delete a set while a running rate job rates with it', () => {
    const { db, ids } = libraryWithPuzzles();
    const set = presetCustomSet('busy', 'sotd');
    writeCustomSet(db, set);
    const parameters = makeRateJobParameters({
      raterIds: ['custom:busy', 'se'],
      options: { customSets: [set] },
      selection: {},
      staleOnly: false,
    });
    const jobId = writeNewJob(db, 'rate', parameters, ids);
    writeJobStatus(db, jobId, 'running');
    expect(readJobsUsingCustomSet(db, 'busy')).toEqual([jobId]);
    expect(() => deleteCustomSet(db, 'busy')).toThrow(CustomSetInUseError);
    expect(() => deleteCustomSet(db, 'busy')).toThrow(
      `set 'busy' is in use by rate job ${jobId}, which is running: wait for it to finish or pause it, then delete the set`,
    );
    writeJobStatus(db, jobId, 'done');
    expect(deleteCustomSet(db, 'busy')).toBe(true);
  });

  it("shows a set's ratings as a Library column in the set's name", () => {
    const { db, ids } = libraryWithPuzzles();
    const set = presetCustomSet('mine', 'hodoku');
    rateAndStore(db, ids, { ...set, levels: [{ name: 'Gentle', upTo: 300 }, { name: 'Tough' }] });
    const column = readRatingColumns(db).find((candidate) => candidate.rater === 'custom:mine' && !candidate.secondary);
    expect(column).toMatchObject({ path: '$.score', name: 'Custom rating “mine”' });
    expect(readRatingColumns(db).find((candidate) => candidate.rater === 'custom:mine' && candidate.path === '$.level')).toBeUndefined();
  });
});
