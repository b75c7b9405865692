/**
 * Past one machine: `patti rate --shard k/4` run as 4 local processes gives, taken round-robin,
 * exactly the unsharded output; `patti db import-ratings` merges the 4 outputs twice and the
 * library then holds one rating per puzzle and rater, equal to what `patti db rate` computes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRater } from '../../src/core/rate/registry';
import { interleaveShards } from '../../src/cli/shard';
import { startPatti } from '../support/pattiProcess';
import { generatePuzzles } from '../support/generatedPuzzles';
import { runPatti } from './run';

const RATERS = 'cost,grader';
const SHARDS = 4;

let dir: string;
let input: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-shard-'));
  input = path.join(dir, 'puzzles.txt');
  // 41 puzzles: the shards get 11, 10, 10, 10.
  writeFileSync(input, generatePuzzles(41, 21).join('\n') + '\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function readRatings(file: string): { givens: string; rater: string; parameters: string; engine: string; detail: string }[] {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT p.givens, r.rater, r.parameters, r.engine_version AS engine, r.detail FROM ratings r JOIN puzzles p ON p.id = r.puzzle_id
         ORDER BY p.givens, r.rater, r.parameters`,
      )
      .all() as { givens: string; rater: string; parameters: string; engine: string; detail: string }[];
  } finally {
    db.close();
  }
}

describe('patti rate --shard and patti db import-ratings', () => {
  it(
    'splits the input into shards whose union in order is the unsharded output, and merges them idempotently',
    { timeout: 180_000 },
    async () => {
      const unsharded = await runPatti(['rate', input, '--raters', RATERS, '--jsonl', '--engine']);
      expect(unsharded.code).toBe(0);
      const runs = await Promise.all(
        Array.from(
          { length: SHARDS },
          (_, k) => startPatti(['rate', input, '--raters', RATERS, '--jsonl', '--shard', `${k + 1}/${SHARDS}`]).done,
        ),
      );
      const outputs = runs.map((run, k) => {
        expect(run.code, run.stderr).toBe(0);
        const file = path.join(dir, `shard-${k + 1}.jsonl`);
        writeFileSync(file, run.stdout);
        return run.stdout.trim().split('\n');
      });
      expect(outputs.map((lines) => lines.length)).toEqual([11, 10, 10, 10]);
      expect(interleaveShards(outputs)).toEqual(unsharded.stdout.trim().split('\n'));
      const first = JSON.parse(outputs[0]![0]!) as { engine: Record<string, { version: number }> };
      expect(first.engine.cost!.version).toBe(findRater('cost')!.version);

      const merged = path.join(dir, 'merged.db');
      expect((await runPatti(['db', 'import', input, '--db', merged])).code).toBe(0);
      const shardFiles = outputs.map((_, k) => path.join(dir, `shard-${k + 1}.jsonl`));
      for (let time = 0; time < 2; time++) {
        const merge = await runPatti(['db', 'import-ratings', ...shardFiles, '--db', merged]);
        expect(merge.stderr).toBe('');
        expect(merge.code).toBe(0);
        expect(merge.stdout).toMatch(
          /^11 imported, 0 isomorphs, 0 not in the library \(.*shard-1\.jsonl: 22 ratings of 11 puzzles merged, 11 lines\)$/m,
        );
      }

      const rated = path.join(dir, 'rated.db');
      expect((await runPatti(['db', 'import', input, '--db', rated])).code).toBe(0);
      expect((await runPatti(['db', 'rate', '--raters', RATERS, '--db', rated])).code).toBe(0);
      const mergedRatings = readRatings(merged);
      expect(mergedRatings).toHaveLength(41 * 2);
      expect(new Set(mergedRatings.map((r) => `${r.givens} ${r.rater} ${r.parameters}`)).size).toBe(41 * 2);
      expect(mergedRatings).toEqual(readRatings(rated));
    },
  );

  it('reports puzzles the library lacks, stale and unknown raters, lines without an engine, and bad lines', async () => {
    const library = path.join(dir, 'checks.db');
    const [known, missing] = generatePuzzles(2, 33);
    writeFileSync(path.join(dir, 'one.txt'), `${known}\n`);
    expect((await runPatti(['db', 'import', path.join(dir, 'one.txt'), '--db', library])).code).toBe(0);
    const good = JSON.parse((await runPatti(['rate', '-', '--raters', 'cost', '--jsonl', '--engine'], `${known}\n`)).stdout) as Record<
      string,
      unknown
    >;
    const version = findRater('cost')!.version;
    const lines = [
      JSON.stringify({ ...good, puzzle: missing }),
      JSON.stringify({ ...good, engine: { cost: { version: version + 1, parameters: {} } } }),
      JSON.stringify({ ...good, engine: { nosuch: { version: 1, parameters: {} } } }),
      JSON.stringify({ ...good, engine: undefined }),
      '{not json',
      JSON.stringify(good),
    ];
    const file = path.join(dir, 'checks.jsonl');
    writeFileSync(file, lines.join('\n') + '\n');
    const merge = await runPatti(['db', 'import-ratings', file, '--db', library]);
    // A line that could not be read at all: the exit code says so (the rest was merged or reported).
    expect(merge.code).toBe(1);
    expect(merge.stdout).toContain('1 imported, 0 isomorphs, 1 not in the library');
    expect(merge.stdout).toContain('1 ratings of 1 puzzles merged, 6 lines); reported: 1 bad-line, 1 stale, 1 unknown-rater, 1 no-engine');
    expect(merge.stderr).toContain(`checks.jsonl:1: not-in-library: puzzle ${missing} is not in the library`);
    expect(merge.stderr).toContain(
      `checks.jsonl:2: stale: rater 'cost' version ${version + 1} made this rating; this Patti has version ${version}`,
    );
    expect(merge.stderr).toContain("checks.jsonl:3: unknown-rater: rater 'nosuch'");
    expect(merge.stderr).toContain('checks.jsonl:5: bad-line');
    expect(readRatings(library)).toHaveLength(1);
    expect(readFileSync(file, 'utf8')).toContain(known!);
  });

  it('stores the rating of a puzzle the library holds as an isomorph from raters that rate isomorphs alike, and reports the rest', async () => {
    const library = path.join(dir, 'isomorphs.db');
    const [puzzle] = generatePuzzles(1, 34);
    const isomorph = puzzle!.replace(/[12]/g, (digit) => (digit === '1' ? '2' : '1'));
    writeFileSync(path.join(dir, 'pair.txt'), `${puzzle}\n${isomorph}\n`);
    expect((await runPatti(['db', 'import', path.join(dir, 'pair.txt'), '--db', library])).stdout).toContain(
      '1 new, 0 duplicates, 1 isomorphs',
    );
    const rated = await runPatti(['rate', '-', '--raters', 'grader,cost', '--jsonl', '--engine'], `${isomorph}\n`);
    const file = path.join(dir, 'isomorph.jsonl');
    writeFileSync(file, rated.stdout);
    for (let time = 0; time < 2; time++) {
      const merge = await runPatti(['db', 'import-ratings', file, '--db', library]);
      expect(merge.code).toBe(0);
      expect(merge.stdout).toContain('0 imported, 1 isomorphs, 0 not in the library');
      expect(merge.stderr).toContain(
        "isomorph.jsonl:1: isomorph-rating: the library holds this puzzle as an isomorph of #1, and rater 'cost'",
      );
    }
    expect(readRatings(library).map((rating) => [rating.givens, rating.rater])).toEqual([[puzzle, 'grader']]);
  });
});
