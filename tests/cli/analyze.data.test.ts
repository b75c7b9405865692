import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSharedLines } from '../support/data';
import { runCli } from '../../src/cli/main';

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => (out += chunk));
  stderr.on('data', (chunk) => (err += chunk));
  const code = await runCli(args, { stdin: new PassThrough(), stdout, stderr });
  return { code, stdout: out, stderr: err };
}

const dir = mkdtempSync(path.join(tmpdir(), 'patti-analyze-'));
const kaggle = readSharedLines('kaggle-radcliffe-5000.csv');
// Three puzzles of each of three bands, plus a bad line.
const rows = [
  kaggle[0]!,
  ...['Beginner', 'Medium', 'Expert'].flatMap((band) => kaggle.filter((line) => line.trim().endsWith(`,${band}`)).slice(0, 3)),
];
const csv = path.join(dir, 'bands.csv');
writeFileSync(csv, [...rows, '123,not a puzzle,0,0,Medium'].join('\n') + '\n');

describe('patti analyze', () => {
  it('gives the JSON shape of issue 4 with one row per level in file order', async () => {
    const { code, stdout, stderr } = await run(['analyze', csv, '--level-column', 'level', '--runs', '5', '--json']);
    expect(code).toBe(0);
    expect(stderr).toMatch(/^line 11: ERR_LENGTH/);
    const result = JSON.parse(stdout);
    expect(Object.keys(result)).toEqual(['levels', 'spearman', 'assertions', 'cutPoints']);
    expect(result.levels.map((row: { level: string }) => row.level)).toEqual(['Beginner', 'Medium', 'Expert']);
    expect(Object.keys(result.levels[0]).sort()).toEqual(
      [
        'alone2Pct',
        'alone3Pct',
        'alone4Pct',
        'level',
        'n',
        'nhc2Mean',
        'nhc4Mean',
        'nhc4Median',
        'shortPct',
        'source',
        'universalByMean',
        'universalByMedian',
      ].sort(),
    );
    expect(result.levels.map((row: { n: number }) => row.n)).toEqual([3, 3, 3]);
    expect(result.levels[0].alone2Pct).toBe(100);
    const nhc4 = result.spearman.find((row: { metric: string }) => row.metric === 'nhc4');
    expect(nhc4.rho).toBeGreaterThan(0.5);
    expect(result.assertions.length).toBeGreaterThan(5);
    expect(result.cutPoints.nhc.paper).toEqual([3.48, 6.52]);
  });

  it('follows --order and reads headerless whitespace files by column number', async () => {
    const plain = path.join(dir, 'plain.txt');
    const exchange = readSharedLines('sudoku-exchange-diabolical.txt').slice(0, 6);
    writeFileSync(plain, exchange.join('\n'));
    const { code, stdout } = await run(['analyze', plain, '--level-column', '3', '--runs', '3', '--json']);
    expect(code).toBe(0);
    const levels = JSON.parse(stdout).levels.map((row: { level: string }) => Number(row.level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const ordered = await run(['analyze', csv, '--level-column', 'level', '--runs', '3', '--order', 'Expert,Medium,Beginner', '--json']);
    expect(JSON.parse(ordered.stdout).levels.map((row: { level: string }) => row.level)).toEqual(['Expert', 'Medium', 'Beginner']);
  });

  it('prints text tables with the assertions by default, and explains a bad column', async () => {
    const { stdout } = await run(['analyze', csv, '--level-column', 'level', '--runs', '3']);
    expect(stdout).toMatch(/NHC4 mean/);
    expect(stdout).toMatch(/(holds|FAILS) {2}mean NHC-4 rises with difficulty/);
    const bad = await run(['analyze', csv, '--level-column', 'band']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/no level column named 'band' \(columns: puzzle, solution, clues, difficulty, level\)/);
  });

  it('gives the same numbers on two worker threads as in process', async () => {
    const one = await run(['analyze', csv, '--level-column', 'level', '--runs', '7', '--seed', '5', '--json']);
    const two = await run(['analyze', csv, '--level-column', 'level', '--runs', '7', '--seed', '5', '--json', '--jobs', '2']);
    expect(two.code).toBe(0);
    expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
  });

  it('groups a numeric rating column into equal-count bins with --bins, in rating order', async () => {
    const rated = path.join(dir, 'rated.txt');
    writeFileSync(rated, readSharedLines('sudoku-exchange-diabolical.txt').slice(0, 12).join('\n'));
    const { code, stdout } = await run(['analyze', rated, '--level-column', '3', '--bins', '3', '--runs', '3', '--json']);
    expect(code).toBe(0);
    const levels = JSON.parse(stdout).levels as { level: string; n: number }[];
    expect(levels[0]!.level.startsWith('< ')).toBe(true);
    expect(levels.at(-1)!.level.startsWith('≥ ')).toBe(true);
    expect(levels.reduce((sum, row) => sum + row.n, 0)).toBe(12);
    const words = await run(['analyze', csv, '--level-column', 'level', '--bins', '2']);
    expect(words.code).toBe(2);
    expect(words.stderr).toMatch(/--bins needs a numeric level column; line 2 has 'Beginner'/);
  });

  it('analyzes each source on its own with --source-column', async () => {
    const sourced = path.join(dir, 'sourced.csv');
    const lines = rows.slice(1).map((line, i) => `${line.trim()},${i % 2 ? 'north' : 'south'}`);
    writeFileSync(sourced, [`${rows[0]!.trim()},site`, ...lines].join('\n'));
    const { code, stdout } = await run(['analyze', sourced, '--level-column', 'level', '--source-column', 'site', '--runs', '3', '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect([...new Set(result.levels.map((row: { source: string }) => row.source))]).toEqual(['south', 'north']);
    expect(result.levels.reduce((sum: number, row: { n: number }) => sum + row.n, 0)).toBe(9);
    expect(result.spearman.filter((row: { metric: string }) => row.metric === 'nhc4').map((row: { source: string }) => row.source)).toEqual(
      ['south', 'north'],
    );
  });
});
