import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, renderBenchFigures, replaceBenchBlock, type RecordedRun, type RecordedRow } from '../../bench/speedFigures';
import { readRecordedRuns } from '../../scripts/speedFigures';

const row = (suite: string, perSecond: number, extra: Partial<RecordedRow> = {}): RecordedRow => ({
  suite,
  case: 'case',
  file: 'file.txt',
  puzzles: 1000,
  cpuSeconds: 1000 / perSecond,
  wallSeconds: 1000 / perSecond,
  perSecond,
  ratio: null,
  ...extra,
});

const run = (date: string, rows: RecordedRow[]): RecordedRun => ({
  date,
  command: 'npm run bench -- x',
  node: 'v22.0.0',
  cpu: 'Test CPU ',
  cpus: 2,
  memoryGb: 8,
  platform: 'linux 6',
  loadAverage: [0.5, 1, 1.25],
  rows,
});

describe('the speed figures of docs/speed.md', () => {
  it('take each suite from the newest run that measured it, naming the command and the machine', () => {
    const older = run('2026-01-01T00:00:00.000Z', [row('solver', 100), row('sat', 5)]);
    const newer = run('2026-02-01T00:00:00.000Z', [row('solver', 250, { note: 'a | b', ratio: 2.5 })]);
    const text = renderBenchFigures([newer, older]);
    expect(text.indexOf('2026-01-01')).toBeLessThan(text.indexOf('2026-02-01'));
    expect(text).toContain('Test CPU, 2 cores, 8 GB, linux 6, Node v22.0.0, load average 0.5 / 1.0 / 1.3');
    expect(text).toContain('| solver | case | file.txt | 1,000 | 4.000 | 4.000 | 250 | 2.5× | a \\| b |');
    expect(text).not.toContain('| solver | case | file.txt | 1,000 | 10.000');
    expect(text).toContain('| sat | case | file.txt | 1,000 | 200.000 | 200.000 | 5.0 | – |  |');
  });

  it('leave out a run whose suites were all measured again', () => {
    const text = renderBenchFigures([run('2026-01-01T00:00:00.000Z', [row('sat', 5)]), run('2026-03-01T00:00:00.000Z', [row('sat', 6)])]);
    expect(text).not.toContain('2026-01-01');
  });

  it('refuse a document without the markers', () => {
    expect(() => replaceBenchBlock('no block here', 'x')).toThrow(BEGIN);
  });

  it('are in docs/speed.md exactly as docs/bench/ renders them', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const doc = readFileSync(path.join(root, 'docs', 'speed.md'), 'utf8');
    const runs = readRecordedRuns(path.join(root, 'docs', 'bench'));
    expect(runs.length).toBeGreaterThan(0);
    expect(doc).toContain(END);
    expect(replaceBenchBlock(doc, renderBenchFigures(runs))).toBe(doc);
  });
});
