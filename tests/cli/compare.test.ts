import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeScale } from '../../src/main/services/compare/scaleStore';
import { readSampleLines, sampleEvery } from '../support/data';
import { runPatti } from './run';

/** A library of two levelled sources cut from the bundled samples, clause lengths rated, and a saved scale on them. */
async function makeLibrary(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-compare-cli-'));
  const db = path.join(dir, 'lib.db');
  const daily = path.join(dir, 'daily.csv');
  const hodoku = path.join(dir, 'hodoku.csv');
  const [dailyHeader, ...dailyRows] = readSampleLines('sotd-levels.csv');
  const [hodokuHeader, ...hodokuRows] = readSampleLines('hodoku-levels.csv');
  fs.writeFileSync(daily, [dailyHeader, ...sampleEvery(dailyRows, 30)].join('\n'));
  fs.writeFileSync(hodoku, [hodokuHeader, ...sampleEvery(hodokuRows, 20)].join('\n'));
  expect((await runPatti(['db', 'import', daily, '--db', db, '--source', 'Daily'])).code).toBe(0);
  expect((await runPatti(['db', 'import', hodoku, '--db', db, '--source', 'HoDo'])).code).toBe(0);
  expect((await runPatti(['db', 'rate', '--db', db, '--raters', 'cld', '--jobs', '1'])).code).toBe(0);
  writeScale(db, { name: 'clauses', metric: 'shortPct', cutPoints: [17.6, 22.6] });
  return db;
}

/** The lines after "Findings:". */
const findingLines = (stdout: string): string[] => {
  const lines = stdout.trimEnd().split('\n');
  return lines.slice(lines.indexOf('Findings:') + 1);
};

describe('patti compare', () => {
  it('prints the ladder and then the findings, the same sentences as --json gives', async () => {
    const db = await makeLibrary();
    const args = ['compare', '--db', db, '--source', 'Daily', '--source', 'HoDo', '--metric', 'shortPct', '--scale', 'clauses'];
    const text = await runPatti(args);
    expect(text.code).toBe(0);
    const json = await runPatti([...args, '--json']);
    const report = JSON.parse(json.stdout) as {
      metric: string;
      scale: { name: string };
      ladder: {
        source: string;
        level: string;
        n: number;
        q1: number;
        median: number;
        q3: number;
        shares: { easy: number; medium: number; hard: number };
      }[];
      findings: string[];
      problems: unknown[];
    };
    expect(report.metric).toBe('shortPct');
    expect(report.scale.name).toBe('clauses');
    expect(report.findings.length).toBeGreaterThan(0);
    expect(findingLines(text.stdout)).toEqual(report.findings);
    // Both sources' levels, each one row, easiest (most short clauses) first.
    expect(new Set(report.ladder.map((row) => row.source))).toEqual(new Set(['Daily', 'HoDo']));
    expect(report.ladder).toHaveLength(6 + 5);
    const medians = report.ladder.map((row) => row.median);
    expect(medians).toEqual([...medians].sort((a, b) => b - a));
    for (const row of report.ladder) {
      expect(row.q1).toBeLessThanOrEqual(row.median);
      expect(row.median).toBeLessThanOrEqual(row.q3);
      expect(row.shares.easy + row.shares.medium + row.shares.hard).toBeCloseTo(1, 9);
    }
    // The table has a line per ladder row, in the same order.
    const tableLines = text.stdout.split('\n').slice(2, 2 + report.ladder.length);
    tableLines.forEach((line, index) =>
      expect(line).toMatch(
        new RegExp(`^${report.ladder[index]!.source}\\s+${report.ladder[index]!.level}\\s+${report.ladder[index]!.n}\\s`),
      ),
    );
    expect(report.findings.some((finding) => finding.startsWith('Daily: '))).toBe(true);
    // NHC-4 is not the metric nor the scale's: nothing says it is missing.
    expect(report.findings.some((finding) => finding.includes('NHC-4'))).toBe(false);
  });

  it('opens on every source with levels, and takes a published column as ext:<column>', async () => {
    const db = await makeLibrary();
    const all = JSON.parse((await runPatti(['compare', '--db', db, '--json'])).stdout) as { sources: string[]; findings: string[] };
    expect(all.sources).toEqual(['Daily', 'HoDo']);
    expect(all.findings[0]).toMatch(/^NHC-4 is not rated for any of the \d+ puzzles: rate them with the NHC-4 rater/);
    const published = await runPatti(['compare', '--db', db, '--metric', 'ext:cost']);
    expect(published.code).toBe(0);
    expect(published.stdout).toMatch(/^Levels on one scale, easiest first: cost \(published\); categories on the paper scale\n/);
    expect(findingLines(published.stdout)).toContain("Daily's 6 levels are in order of median cost (published).");
    expect(findingLines(published.stdout).some((line) => /^The published cost covers \d+ of \d+ puzzles/.test(line))).toBe(true);
  });

  it('says what is wrong with a metric, a scale or a source', async () => {
    const db = await makeLibrary();
    const metric = await runPatti(['compare', '--db', db, '--metric', 'ext:nope']);
    expect(metric.code).toBe(2);
    expect(metric.stderr).toMatch(/there is no metric 'ext:nope'.*ext:HoDoKu, ext:cost/);
    const scale = await runPatti(['compare', '--db', db, '--scale', 'steep']);
    expect(scale.code).toBe(2);
    expect(scale.stderr).toMatch(/there is no scale named steep: choose one of paper, clauses/);
    const source = await runPatti(['compare', '--db', db, '--source', 'Nowhere', '--json']);
    expect(JSON.parse(source.stdout).problems[0].message).toBe('There is no source named Nowhere in this library.');
  });
});
