/**
 * The cluster workflow on a set with isomorphs: `db import` the first 400 lines of top1465 (two
 * of them are isomorphs of one puzzle), `rate --shard k/4` four times, `db import-ratings` the
 * four outputs twice. Every library puzzle ends with one rating per rater, nothing is rejected,
 * and the second merge changes nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readSharedLines } from '../support/data';
import { runPatti } from './run';

const RATERS = ['grader', 'cost'];

function readRatingCounts(file: string): { puzzles: number; perPuzzle: number[]; rows: unknown[] } {
  const db = new Database(file, { readonly: true });
  try {
    return {
      puzzles: db.prepare('SELECT count(*) FROM puzzles').pluck().get() as number,
      perPuzzle: db.prepare('SELECT (SELECT count(*) FROM ratings r WHERE r.puzzle_id = p.id) FROM puzzles p').pluck().all() as number[],
      rows: db.prepare('SELECT puzzle_id, rater, parameters, value, detail FROM ratings ORDER BY puzzle_id, rater').all(),
    };
  } finally {
    db.close();
  }
}

describe('sharded rating of a set with isomorphs', () => {
  it('rates every library puzzle once and rejects nothing, merged twice', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'patti-shard-isomorphs-'));
    try {
      const input = path.join(dir, 'top400.txt');
      writeFileSync(input, `${readSharedLines('magictour-top1465.txt').slice(0, 400).join('\n')}\n`);
      const library = path.join(dir, 'library.db');
      const imported = await runPatti(['db', 'import', input, '--db', library]);
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(/399 new, 0 duplicates, 1 isomorphs, 0 rejected/);
      expect(imported.stderr).toMatch(/^line \d+: an isomorph of line \d+$/m);

      const shards: string[] = [];
      for (let k = 1; k <= 4; k++) {
        const rated = await runPatti(['rate', input, '--raters', RATERS.join(','), '--jsonl', '--shard', `${k}/4`]);
        expect(rated.code, rated.stderr).toBe(0);
        shards.push(path.join(dir, `shard-${k}.jsonl`));
        writeFileSync(shards.at(-1)!, rated.stdout);
      }

      let first: ReturnType<typeof readRatingCounts> | undefined;
      for (let time = 0; time < 2; time++) {
        const merged = await runPatti(['db', 'import-ratings', ...shards, '--db', library]);
        expect(merged.code, merged.stderr).toBe(0);
        const totals = [...merged.stdout.matchAll(/^(\d+) imported, (\d+) isomorphs, (\d+) not in the library/gm)].map((match) =>
          match.slice(1).map(Number),
        );
        expect(totals).toHaveLength(4);
        expect(
          totals.reduce(
            (sum, [imported, isomorphs, missing]) => [sum[0]! + imported!, sum[1]! + isomorphs!, sum[2]! + missing!],
            [0, 0, 0],
          ),
        ).toEqual([399, 1, 0]);
        expect(merged.stdout).not.toMatch(/bad-line|stale|unknown-rater|no-engine|rating-error/);
        const counts = readRatingCounts(library);
        expect(counts.puzzles).toBe(399);
        expect(new Set(counts.perPuzzle)).toEqual(new Set([RATERS.length]));
        if (first) expect(counts.rows).toEqual(first.rows);
        first = counts;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
