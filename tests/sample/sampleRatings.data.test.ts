/**
 * The whole sample rated again now, by every shipped rater with its defaults, gives exactly the
 * shipped values. Most of the time goes to SE on a few famous named puzzles (Golden Nugget takes
 * about half a minute on a free core), so it runs in the data suite, on two worker threads with the
 * named puzzles first (the slowest one then runs beside the rest rather than after it); the
 * default suite rates a spread of the sample (sampleRatings.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { rateInOrder } from '../../src/main/services/jobs/rateInOrder';
import { createRateThreadPool } from '../../src/main/services/jobs/threadTransport';
import { findSampleDir } from '../../src/main/services/library/sample';
import {
  readSampleRatingsEntry,
  readShippedRatings,
  shippedRaterIds,
  type ShippedRatingLine,
} from '../../src/main/services/library/sampleRatings';

const sampleDir = findSampleDir();
const entry = readSampleRatingsEntry(sampleDir)!;
/** Far above any sample puzzle's time, so a loaded machine slows the test rather than failing it. */
const BUDGET_MS = 600_000;

describe('the sample library’s shipped ratings, every one', () => {
  it('are what the raters give now', async () => {
    const shipped = readShippedRatings(sampleDir, entry);
    const raterIds = shippedRaterIds(entry.command);
    // Backwards: the famous named puzzles, the slowest, are the file's last lines.
    const order = [...shipped].reverse();
    const pool = createRateThreadPool({ size: 2, budgetMs: BUDGET_MS });
    const differing: { puzzle: string; rater: string; now: string; shipped: string }[] = [];
    let rated = 0;
    try {
      for await (const { item, outcome } of rateInOrder<ShippedRatingLine>(order, {
        pool,
        textOf: (line) => line.puzzle,
        raterIds,
        options: {},
        batchSize: 1,
      })) {
        rated++;
        if (!outcome.ok) throw new Error(`${item.puzzle} could not be rated: ${outcome.reason}`);
        const row = outcome.row as Record<string, unknown>;
        expect(row.error, item.puzzle).toBeNull();
        for (const rater of raterIds) {
          const now = JSON.stringify(row[rater]);
          const before = JSON.stringify(item[rater]);
          if (now !== before) differing.push({ puzzle: item.puzzle, rater, now, shipped: before });
        }
      }
    } finally {
      await pool.terminate();
    }
    expect(rated).toBe(shipped.length);
    expect(differing.slice(0, 5), `${differing.length} ratings differ`).toEqual([]);
  }, 900_000);
});
