import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSharedLines } from '../support/data';
import { runPatti } from './run';

/** A 17-clue puzzle that singles and direct techniques finish. */
const EASY = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
const dir = mkdtempSync(path.join(tmpdir(), 'patti-rate-'));

describe('patti explain', () => {
  it('prints one numbered step per line with its value, then the outcome and rating', async () => {
    const { code, stdout } = await runPatti(['explain', EASY]);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    // 81 − 17 cells to fill, each step at most one placement here, so at least 64 steps.
    expect(lines.length).toBeGreaterThanOrEqual(65);
    expect(lines[0]).toMatch(/^ *1\. \[\d\.\d\] .+ \(\d+ options?\)$/);
    expect(lines.at(-1)).toMatch(/^solved after \d+ steps\. SE: ER \d+\.\d, EP \d+\.\d, ED \d+\.\d$/);
  });
  it('prints the trace as JSON with --json, each step with its words and option count', async () => {
    const { code, stdout } = await runPatti(['explain', EASY, '--techniques', 'sotd', '--json']);
    expect(code).toBe(0);
    const trace = JSON.parse(stdout);
    expect(trace.outcome).toBe('solved');
    expect(trace.techniqueSet).toBe('sotd');
    const placed = trace.steps.reduce((sum: number, s: { step: { placements: unknown[] } }) => sum + s.step.placements.length, 0);
    expect(placed).toBe(64);
    for (const s of trace.steps) {
      expect(s.options).toBeGreaterThanOrEqual(1);
      expect(typeof s.text).toBe('string');
    }
  });
  it('refuses a puzzle with several solutions and an unknown technique set', async () => {
    expect((await runPatti(['explain', '.'.repeat(81)])).code).toBe(1);
    expect((await runPatti(['explain', EASY, '--techniques', 'nope'])).code).toBe(2);
  });
});

describe('patti rate', () => {
  it('rates CSV lines, echoes the other columns under fields, and reports a bad line without stopping', async () => {
    const kaggle = readSharedLines('kaggle-radcliffe-5000.csv');
    const file = path.join(dir, 'some.csv');
    writeFileSync(file, [kaggle[0], kaggle[1], '123,bad,1,0,Easy', kaggle[2]].join('\n') + '\n');
    const { code, stdout } = await runPatti(['rate', file, '--raters', 'cost,grader,se,hodoku', '--jsonl']);
    expect(code).toBe(1);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    // kaggle[0] is the header line: two good puzzles and one bad line.
    expect(rows).toHaveLength(3);
    const header = kaggle[0]!.split(',');
    expect(Object.keys(rows[0].fields)).toEqual(header.filter((name) => name !== 'puzzle'));
    expect(Object.keys(rows[0])).toEqual(['puzzle', 'fields', 'cost', 'grader', 'se', 'hodoku', 'error']);
    expect(Object.keys(rows[0].cost)).toEqual(['score', 'level', 'techniques']);
    expect(Object.keys(rows[0].grader)).toEqual(['score', 'strategic', 'procedural']);
    expect(Object.keys(rows[0].se)).toEqual(['er', 'ep', 'ed']);
    expect(Object.keys(rows[0].hodoku)).toEqual(['score', 'level']);
    expect(rows[1].error.message).toMatch(/^line 3: /);
    expect(rows[1].cost).toBeUndefined();
    expect(rows[2].error).toBeNull();
    // The solution column is echoed and is the real solution of the rated puzzle.
    expect(rows[0].fields.solution).toMatch(/^[1-9]{81}$/);
  });
  it('reads plain lines and keeps their other words as fields', async () => {
    const exchange = readSharedLines('sudoku-exchange-diabolical.txt').slice(0, 2);
    const file = path.join(dir, 'plain.txt');
    writeFileSync(file, exchange.join('\n') + '\n');
    const { code, stdout } = await runPatti(['rate', file, '--raters', 'grader', '--jsonl']);
    expect(code).toBe(0);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rows[0].fields).toEqual({ column1: exchange[0]!.split(/\s+/)[0], column3: exchange[0]!.split(/\s+/)[2] });
  });
  it('gives the same results in the same order on worker threads (--jobs 2)', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'jobs.txt');
    writeFileSync(file, [...readSharedLines('royle17-49158.txt').slice(0, 6), 'not a puzzle'].join('\n') + '\n');
    const single = await runPatti(['rate', file, '--raters', 'se,grader', '--jsonl']);
    const pooled = await runPatti(['rate', file, '--raters', 'se,grader', '--jsonl', '--jobs', '2']);
    expect(pooled.stdout).toBe(single.stdout);
    expect(pooled.stdout.trim().split('\n')).toHaveLength(7);
    expect(pooled.code).toBe(1);
  });
  it('rejects unknown raters before reading', async () => {
    const { code, stderr } = await runPatti(['rate', '-', '--raters', 'se,nope']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/unknown rater 'nope'/);
  });
});
