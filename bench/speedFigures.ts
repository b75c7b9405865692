/**
 * The speed figures of docs/speed.md come from recorded `npm run bench` runs (docs/bench/*.json, copies of
 * bench/results files), never from hand-typed numbers: this module renders those runs as the
 * document's block between BEGIN and END markers, and the test beside it checks docs/speed.md holds
 * exactly that rendering.
 */
import type { BenchRow } from './types';

/** One recorded run, as bench/run.ts writes it (older runs lack command, platform and memory). */
export interface RecordedRun {
  readonly date: string;
  readonly command?: string;
  readonly node: string;
  readonly cpu: string;
  readonly cpus: number;
  readonly platform?: string;
  readonly memoryGb?: number;
  readonly loadAverage: readonly number[];
  readonly rows: readonly RecordedRow[];
}

/** A row as bench/run.ts records it: the suite's row and its ratio to the suite's baseline. */
export interface RecordedRow extends Omit<BenchRow, 'baseline' | 'extra'> {
  readonly ratio: number | null;
}

export const BEGIN = '<!-- bench:begin -->';
export const END = '<!-- bench:end -->';

/**
 * Each suite's rows from the newest run that measured it; runs listed oldest first, each with the
 * command and the machine it ran on. A run whose suites were all measured again later is left out.
 */
export function renderBenchFigures(runs: readonly RecordedRun[]): string {
  const ordered = [...runs].sort((a, b) => a.date.localeCompare(b.date));
  const newestRunOfSuite = new Map<string, RecordedRun>();
  for (const run of ordered) for (const row of run.rows) newestRunOfSuite.set(row.suite, run);
  const blocks: string[] = [];
  for (const run of ordered) {
    const rows = run.rows.filter((row) => newestRunOfSuite.get(row.suite) === run);
    if (rows.length > 0) blocks.push(renderRun(run, rows));
  }
  return blocks.join('\n\n');
}

function renderRun(run: RecordedRun, rows: readonly RecordedRow[]): string {
  const header = ['suite', 'case', 'input', 'items', 'CPU s', 'wall s', 'items per CPU s', 'ratio', 'note'];
  const lines = [
    `\`${run.command ?? commandOf(run)}\` on ${run.date.slice(0, 10)}: ${describeMachine(run)}`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, column) => (column >= 3 && column <= 7 ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${renderCells(row).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** Runs recorded before the command was kept: the suites it measured, in their order. */
function commandOf(run: RecordedRun): string {
  return `npm run bench -- ${[...new Set(run.rows.map((row) => row.suite))].join(' ')}`;
}

function describeMachine(run: RecordedRun): string {
  const parts = [`${run.cpu.trim()}, ${run.cpus} cores`];
  if (run.memoryGb !== undefined) parts.push(`${run.memoryGb} GB`);
  if (run.platform) parts.push(run.platform);
  parts.push(`Node ${run.node}`);
  // The load average says how busy the machine was: figures from a shared machine are noisier.
  parts.push(`load average ${run.loadAverage.map((load) => load.toFixed(1)).join(' / ')}`);
  return parts.join(', ');
}

function renderCells(row: RecordedRow): string[] {
  return [
    row.suite,
    escapeCell(row.case),
    escapeCell(row.file),
    row.puzzles.toLocaleString('en-US'),
    row.cpuSeconds.toFixed(3),
    row.wallSeconds.toFixed(3),
    formatRate(row.perSecond),
    row.ratio === null ? '–' : `${row.ratio.toFixed(1)}×`,
    escapeCell(row.note ?? ''),
  ];
}

function formatRate(perSecond: number): string {
  if (perSecond >= 100) return Math.round(perSecond).toLocaleString('en-US');
  return perSecond >= 10 ? perSecond.toFixed(1) : perSecond.toPrecision(2);
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** The document with its block between the markers replaced; an error when the markers are missing. */
export function replaceBenchBlock(doc: string, block: string): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the document has no ${BEGIN} … ${END} block`);
  return `${doc.slice(0, start + BEGIN.length)}\n${block}\n${doc.slice(end)}`;
}
