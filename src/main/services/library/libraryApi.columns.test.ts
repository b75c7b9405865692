/**
 * The rating columns the Library's table offers, read from the ratings, and read again after a
 * job's batch only every few seconds (reading them walks every rating), at once after anything else.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { LibraryApi } from './libraryApi';
import { openLibrary } from './store/db';
import { writeRatings } from './store/ratings';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

afterEach(() => vi.useRealTimers());

function libraryWithOnePuzzle(): { api: LibraryApi; rate: (rater: string) => void } {
  const db = openLibrary(':memory:');
  db.prepare("INSERT INTO puzzles (id, givens, solution, clue_count, canonical, added_at) VALUES (1, ?, ?, 30, ?, 'now')").run(
    PUZZLE,
    SOLUTION,
    PUZZLE,
  );
  const rate = (rater: string): void =>
    writeRatings(db, [{ puzzleId: 1, rater, parameters: '{}', engineVersion: '1', value: 4.5, detail: '{}', computedAt: 'now' }]);
  return { api: new LibraryApi({ db, path: ':memory:' }), rate };
}

const keys = (api: LibraryApi): string[] => api.columns().map((column) => column.key);

it("shows a job's new rater within two seconds, without reading the columns again for every batch", () => {
  vi.useFakeTimers({ toFake: ['performance'] });
  const { api, rate } = libraryWithOnePuzzle();
  rate('cost');
  expect(keys(api)).toEqual(['cost']);
  rate('nhc4');
  api.noteRatingsWritten();
  vi.advanceTimersByTime(1_900);
  expect(keys(api)).toEqual(['cost']);
  vi.advanceTimersByTime(100);
  expect(keys(api)).toEqual(['cost', 'nhc4']);
});

it('reads the columns again at once when the library changed otherwise (an import, a finished job)', () => {
  vi.useFakeTimers({ toFake: ['performance'] });
  const { api, rate } = libraryWithOnePuzzle();
  expect(keys(api)).toEqual([]);
  rate('cost');
  api.invalidate();
  expect(keys(api)).toEqual(['cost']);
});
