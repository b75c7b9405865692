/**
 * `patti generate` end to end, in-process: usage errors, the same puzzles for a seed whatever
 * --jobs is, an unreachable target stopping at its budget, and --into-collection.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { countSolutions } from '../../src/core/solve/solve';
import { solutionProblem } from '../../src/core/solve/verify';
import { runPatti } from './run';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-generate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The usage-error shape every command shares: one line, then the pointer to --help. */
function expectUsageError(run: { code: number; stderr: string }, words: string): void {
  expect(run.code).toBe(2);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain(words);
  expect(lines[1]).toBe('Run `patti generate --help` for usage.');
}

describe('patti generate usage errors', () => {
  it('refuses a malformed target with the list of valid targets', async () => {
    const run = await runPatti(['generate', '--target', 'se:8-7', '--seed', '1']);
    expectUsageError(run, "'se:8-7' is not a valid se target");
    for (const syntax of [
      'se:LOW-HIGH',
      'cost:beginner|easy|medium|tricky|fiendish|diabolical|LOW-HIGH',
      'universal:easy|medium|hard',
      'technique:ID',
      'clues:LOW-HIGH',
    ]) {
      expect(run.stderr).toContain(syntax);
    }
    expectUsageError(await runPatti(['generate', '--target', 'fast:1-2']), "unknown target 'fast:1-2'");
  });
  it('refuses a missing target, a bad symmetry, count or seed', async () => {
    expectUsageError(await runPatti(['generate', '--count', '2']), 'name at least one --target');
    expectUsageError(
      await runPatti(['generate', '--target', 'clues:30-32', '--symmetry', 'spiral']),
      '--symmetry must be one of none, rotate180, rotate90, diagonal, mirror',
    );
    expectUsageError(await runPatti(['generate', '--target', 'clues:30-32', '--count', '0']), '--count must be');
    expectUsageError(await runPatti(['generate', '--target', 'clues:30-32', '--seed', '4x']), '--seed must be');
    expectUsageError(await runPatti(['generate', '--target', 'clues:30-32', '--db', 'x.db']), '--db go with --into-collection');
  });
  it('lists the targets and symmetries in --help', async () => {
    const run = await runPatti(['generate', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('technique IDs: full-house');
    expect(run.stdout).toContain('rotate90');
  });
});

describe('patti generate', () => {
  it('prints the same puzzles for a seed with --jobs 1 and --jobs 2, each unique, solved and inside the target', async () => {
    const args = ['generate', '--count', '6', '--target', 'grader:2-4', '--target', 'clues:24-30', '--seed', '17', '--jsonl'];
    const one = await runPatti([...args, '--jobs', '1']);
    const two = await runPatti([...args, '--jobs', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const rows = one.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { puzzle: string; solution: string; ratings: { grader: { score: number } }; attempts: number });
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.puzzle)).size).toBe(6);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['puzzle', 'solution', 'ratings', 'attempts']);
      expect(countSolutions(asPuzzle(row.puzzle), 2)).toBe(1);
      expect(solutionProblem(row.puzzle, row.solution)).toBeUndefined();
      expect(row.ratings.grader.score).toBeGreaterThanOrEqual(2);
      expect(row.ratings.grader.score).toBeLessThanOrEqual(4);
      const clues = row.puzzle.replace(/\./g, '').length;
      expect(clues).toBeGreaterThanOrEqual(24);
      expect(clues).toBeLessThanOrEqual(30);
      expect(row.attempts).toBeGreaterThanOrEqual(1);
    }
    // Another seed, other puzzles.
    const other = await runPatti([
      'generate',
      '--count',
      '6',
      '--target',
      'grader:2-4',
      '--target',
      'clues:24-30',
      '--seed',
      '18',
      '--jsonl',
    ]);
    expect(other.stdout).not.toBe(one.stdout);
  });
  it('stops an unreachable target at its time budget with a clear message and exit 1', async () => {
    for (const jobs of ['1', '2']) {
      const run = await runPatti(['generate', '--count', '2', '--target', 'se:15-16', '--seed', '1', '--budget-s', '2', '--jobs', jobs]);
      expect(run.code, `--jobs ${jobs}`).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('no puzzle met se:15-16 before the time budget ran out');
      expect(run.stderr).toContain('0 of 2 puzzles made');
    }
  });
  it('writes progress lines to stderr and accepts --spread none', async () => {
    for (const spread of ['strata', 'none']) {
      const run = await runPatti(['generate', '--count', '2', '--target', 'grader:2-4', '--seed', '3', '--spread', spread, '--jsonl']);
      expect(run.code, spread).toBe(0);
      expect(run.stdout.trim().split('\n')).toHaveLength(2);
      const lines = run.stderr.split('\n').filter((line) => line.startsWith('progress: '));
      expect(lines.length).toBeGreaterThanOrEqual(1);
      for (const line of lines) expect(line).toMatch(/^progress: attempts=\d+ made=\d+ rate=\d+(\.\d+)?\/s( |$)/);
      expect(lines.at(-1)).toContain('made=2');
    }
    expectUsageError(await runPatti(['generate', '--target', 'grader:2-4', '--spread', 'wide']), '--spread must be one of strata, none');
  });
  it('says so while no candidate comes near an unreachable pair of targets', async () => {
    const run = await runPatti(['generate', '--target', 'se:15-16', '--seed', '1', '--budget-s', '2']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/patti generate: no attempt has reached se:15-16 yet; closest: se \d/);
  });
  it('stops at the budget of attempts too', async () => {
    const run = await runPatti(['generate', '--target', 'se:15-16', '--seed', '1', '--max-attempts', '3']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('before the budget of 3 attempts ran out');
  });
  it('imports the puzzles into the library and adds them to the collection, in order', async () => {
    const db = path.join(dir, 'library.db');
    const run = await runPatti([
      'generate',
      '--count',
      '3',
      '--target',
      'clues:28-30',
      '--symmetry',
      'rotate180',
      '--seed',
      '4',
      '--into-collection',
      'Fresh',
      '--level',
      'Thirty',
      '--db',
      db,
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("3 added to collection 'Fresh'");
    const printed = run.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t')[0]);
    const listed = await runPatti(['db', 'collection', 'list', '--db', db]);
    expect(listed.stdout).toContain('Fresh\t3');
    const exported = await runPatti(['db', 'export', '--db', db, '--collection', 'Fresh']);
    expect(exported.code).toBe(0);
    expect(
      exported.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/\s/)[0]),
    ).toEqual(printed);
  });
});
