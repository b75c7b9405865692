/**
 * `npm run bench [-- suite …]`: runs the benchmark suites (all, or those named), prints one
 * table and writes the rows as JSON to bench/results/<timestamp>.json and latest.json, so
 * runs on different days or machines can be compared.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './data';
import { SUITES } from './suites/index';
import type { BenchRow } from './types';

interface RatedRow extends BenchRow {
  /** perSecond over the baseline row of the same suite and file; null without one. */
  readonly ratio: number | null;
}

async function main(): Promise<number> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = names.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length > 0) {
    process.stderr.write(`unknown suite(s): ${unknown.join(', ')}; known: ${SUITES.map((suite) => suite.name).join(', ')}\n`);
    return 2;
  }
  const chosen = names.length > 0 ? SUITES.filter((suite) => names.includes(suite.name)) : SUITES;
  const context = { log: (message: string) => process.stderr.write(message + '\n') };
  const rows: BenchRow[] = [];
  for (const suite of chosen) rows.push(...(await suite.run(context)));
  const rated = withRatios(rows);
  process.stdout.write(formatTable(rated) + '\n');
  const file = writeResults(
    rated,
    chosen.map((suite) => suite.name),
  );
  process.stdout.write(`\nresults: ${path.relative(process.cwd(), file)}\n`);
  return 0;
}

function withRatios(rows: readonly BenchRow[]): RatedRow[] {
  return rows.map((row) => {
    const baseline = rows.find((other) => other.baseline && other.suite === row.suite && other.file === row.file);
    return { ...row, ratio: baseline ? row.perSecond / baseline.perSecond : null };
  });
}

function formatTable(rows: readonly RatedRow[]): string {
  const header = ['suite', 'case', 'file', 'puzzles', 'cpu s', 'wall s', 'puzzles/s', 'ratio', 'note'];
  const body = rows.map((row) => [
    row.suite,
    row.case,
    row.file,
    String(row.puzzles),
    row.cpuSeconds.toFixed(3),
    row.wallSeconds.toFixed(3),
    Math.round(row.perSecond).toLocaleString('en-US'),
    row.ratio === null ? '-' : `${row.ratio.toFixed(1)}x`,
    row.note ?? '',
  ]);
  const numeric = new Set([3, 4, 5, 6, 7]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(format)].join('\n');
}

function writeResults(rows: readonly RatedRow[], suites: readonly string[]): string {
  const folder = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const when = new Date();
  const report = {
    date: when.toISOString(),
    command: suites.length === SUITES.length ? 'npm run bench' : `npm run bench -- ${suites.join(' ')}`,
    platform: `${os.platform()} ${os.release()}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cpus: os.cpus().length,
    // Others may share the machine; the load average tells how noisy the figures are.
    loadAverage: os.loadavg(),
    rows,
  };
  const text = JSON.stringify(report, null, 2) + '\n';
  const file = path.join(folder, `${when.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, text);
  writeFileSync(path.join(folder, 'latest.json'), text);
  return file;
}

process.exitCode = await main();
