import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asPuzzle } from '../../core/grid/puzzle';
import { ratePuzzle, type RatedPuzzleRow } from '../../core/rate/ratePuzzle';
import { SearchContext } from '../../core/strategies/searchContext';
import type { RaterOptions } from '../../core/rater';
import { analyzeLevels, type AnalysisResult, type AnalyzedPuzzle } from '../../core/rate/universalAnalysis';
import { readWholeNumberOption } from '../options';
import { clauseLengthDistribution } from '../../core/sat/clauseLengths';
import { binOf, equalCountBins } from '../../core/stats/equalCountBins';
import { createRateThreadPool } from '../../main/services/jobs/threadTransport';
import { rateInOrder } from '../../main/services/jobs/rateInOrder';
import { UsageError, type Command } from '../command';
import { LineWriter } from '../lineWriter';
import { checkReadableFile, readInputLines } from '../puzzleSource';

const HELP = `Usage: patti analyze <file> --level-column <name> [options]

The Project Patti paper's analysis (its §8) of a labelled puzzle set: per source and level, n,
NHC-4 and NHC-2 mean and median, % solved by 2/3/4 strategies alone, short/medium/long
clause %, and the level's universal category (by mean and by median NHC-4); per source,
Spearman between the level order and each metric, and the §8 monotonicity assertions
checked one by one (holds / fails, and where).

<file> is CSV (with a header row), TSV, or whitespace-separated columns. A column is named
by its header or by its 1-based number (files without a header, e.g. "hash puzzle rating").

Options:
  --level-column <c>    the column holding the publisher's level (required)
  --source-column <c>   the column naming the publisher (default: one source, the file name)
  --puzzle-column <c>   the puzzle column (default: the first column holding an 81-cell puzzle)
  --order <a,b,c>       levels from easiest to hardest (default: numeric order when every level
                        is a number, else the order they first appear in the file)
  --bins <N>            group a numeric level column (a rating) into N equal-count bins first
  --per-level <N>       analyze at most N puzzles of each level (the first N in the file)
  --runs <N>            simulated solvers per puzzle for NHC (default 50)
  --seed <S>            random seed (default 1); the same seed gives the same numbers
  --jobs <J>            worker threads (default 1); numbers do not depend on J
  --refit               universal categories on this set's own tertiles, not the paper's cut points
  --json                one JSON object: {levels, spearman, assertions, cutPoints}; each
                        Spearman row also gives n, its 95% bootstrap interval (low, high;
                        1000 resamples, seed 1) and, under adjacent, Mann–Whitney between
                        consecutive levels (p two-sided, pInOrder one-sided)

Lines that are not a valid puzzle with one solution are reported on stderr and skipped.`;

interface LabelledPuzzle {
  readonly line: number;
  readonly source: string;
  readonly level: string;
  readonly text: string;
}

const PUZZLE_PATTERN = /^[0-9.]{81}$/;
/** A field that is meant as a puzzle even if it is not a good one: a long run of cell characters. */
const PUZZLE_ATTEMPT = /^[0-9.*_-]{40,}$/;

function splitFields(line: string, delimiter: 'comma' | 'tab' | 'space'): string[] {
  const fields = delimiter === 'comma' ? line.split(',') : delimiter === 'tab' ? line.split('\t') : line.trim().split(/\s+/);
  return fields.map((field) => field.trim().replace(/^"(.*)"$/, '$1'));
}

/** Reads the labelled table: the rows' puzzle, level and source, with their line numbers. */
export function readLabelledTable(
  text: string | readonly string[],
  columns: { level: string; source?: string | undefined; puzzle?: string | undefined },
  defaultSource: string,
): LabelledPuzzle[] {
  const lines = (typeof text === 'string' ? text.split(/\r?\n/) : text)
    .map((line, index) => ({ line: index + 1, text: line }))
    .filter((l) => l.text.trim() !== '' && !l.text.startsWith('#'));
  if (lines.length === 0) throw new UsageError('the file has no rows');
  const first = lines[0]!.text;
  const delimiter = first.includes(',') ? 'comma' : first.includes('\t') ? 'tab' : 'space';
  const firstFields = splitFields(first, delimiter);
  // A first row with something like a puzzle in it (a mistyped one too) is data, not a header,
  // so a bad first puzzle is reported like any other row instead of vanishing as a header.
  const hasHeader = !firstFields.some((field) => PUZZLE_PATTERN.test(field) || PUZZLE_ATTEMPT.test(field));
  const header = hasHeader ? firstFields : [];
  const rows = hasHeader ? lines.slice(1) : lines;
  const columnIndex = (name: string, what: string): number => {
    if (/^\d+$/.test(name)) {
      const index = Number(name) - 1;
      if (index < 0 || index >= firstFields.length)
        throw new UsageError(`${what} column ${name} is out of range (the first row has ${firstFields.length} columns)`);
      return index;
    }
    const index = header.findIndex((field) => field.toLowerCase() === name.toLowerCase());
    if (index < 0)
      throw new UsageError(
        hasHeader
          ? `no ${what} column named '${name}' (columns: ${header.join(', ')})`
          : `the file has no header row: name the ${what} column by number`,
      );
    return index;
  };
  const levelIndex = columnIndex(columns.level, 'level');
  const sourceIndex = columns.source === undefined ? -1 : columnIndex(columns.source, 'source');
  let puzzleIndex: number;
  if (columns.puzzle !== undefined) puzzleIndex = columnIndex(columns.puzzle, 'puzzle');
  else {
    // The first rows that hold a well-formed puzzle say which column it is (a bad first row must not hide it).
    const samples = rows.slice(0, 100).map((row) => splitFields(row.text, delimiter));
    puzzleIndex = -1;
    for (const sample of samples) {
      puzzleIndex = sample.findIndex((field) => PUZZLE_PATTERN.test(field));
      if (puzzleIndex >= 0) break;
    }
    if (puzzleIndex < 0) throw new UsageError('no column of the first rows holds an 81-cell puzzle: name it with --puzzle-column');
  }
  return rows.map(({ line, text: row }) => {
    const fields = splitFields(row, delimiter);
    return {
      line,
      text: fields[puzzleIndex] ?? '',
      level: fields[levelIndex] ?? '',
      source: sourceIndex < 0 ? defaultSource : (fields[sourceIndex] ?? ''),
    };
  });
}

/** Each source's levels from easiest to hardest. */
function levelOrderOf(puzzles: readonly LabelledPuzzle[], order: readonly string[] | undefined): (source: string) => string[] {
  return (source) => {
    const seen = [...new Set(puzzles.filter((p) => p.source === source).map((p) => p.level))];
    if (order) return [...order.filter((level) => seen.includes(level)), ...seen.filter((level) => !order.includes(level))];
    if (seen.every((level) => level !== '' && Number.isFinite(Number(level)))) return seen.sort((a, b) => Number(a) - Number(b));
    return seen;
  };
}

/**
 * Replaces a numeric level (a rating) by its equal-count bin over the whole file, labelled by
 * the bin's range; ties stay in one bin (see equalCountBins).
 */
function binLevels(puzzles: readonly LabelledPuzzle[], bins: number): { puzzles: LabelledPuzzle[]; order: string[] } {
  const bad = puzzles.find((p) => p.level === '' || !Number.isFinite(Number(p.level)));
  if (bad) throw new UsageError(`--bins needs a numeric level column; line ${bad.line} has '${bad.level}'`);
  const { cutPoints } = equalCountBins(
    puzzles.map((p) => Number(p.level)),
    bins,
  );
  const order = Array.from({ length: bins }, (_, k) =>
    k === 0 ? `< ${cutPoints[0]}` : k === bins - 1 ? `≥ ${cutPoints[k - 1]}` : `${cutPoints[k - 1]} to < ${cutPoints[k]}`,
  );
  if (bins === 1) order[0] = 'all';
  return { puzzles: puzzles.map((p) => ({ ...p, level: order[binOf(Number(p.level), cutPoints)]! })), order };
}

const RATERS = ['alone', 'nhc2', 'nhc4'];

/** Rates every puzzle (in input order), on the worker pool when jobs > 1. */
async function* ratePuzzles(texts: readonly string[], options: RaterOptions, jobs: number): AsyncGenerator<RatedPuzzleRow> {
  if (jobs <= 1) {
    // One context for the loop: the searches' tables are allocated once, not per puzzle.
    const context = new SearchContext();
    for (const text of texts) {
      try {
        yield ratePuzzle(text, RATERS, options, context);
      } catch (error) {
        yield { puzzle: null, error: { kind: 'ERR_RATER', message: (error as Error).message } };
      }
    }
    return;
  }
  const pool = createRateThreadPool({ size: jobs });
  try {
    for await (const { outcome } of rateInOrder(texts, { pool, raterIds: RATERS, options })) {
      yield outcome.ok ? (outcome.row as RatedPuzzleRow) : { puzzle: null, error: { kind: 'ERR_RATER', message: outcome.reason } };
    }
  } finally {
    await pool.terminate();
  }
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  return readWholeNumberOption(name, value, 1);
}

export const analyzeCommand: Command = {
  name: 'analyze',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        'level-column': { type: 'string' },
        'source-column': { type: 'string' },
        'puzzle-column': { type: 'string' },
        order: { type: 'string' },
        'per-level': { type: 'string' },
        bins: { type: 'string' },
        runs: { type: 'string' },
        seed: { type: 'string' },
        jobs: { type: 'string' },
        refit: { type: 'boolean' },
        json: { type: 'boolean' },
      },
    });
    if (positionals.length !== 1) throw new UsageError('expected one <file> argument');
    if (values['level-column'] === undefined) throw new UsageError('--level-column is required');
    const file = positionals[0]!;
    checkReadableFile(file);
    // Read line by line: a line over the limit (a file with no line breaks) ends in a clear message.
    const text: string[] = [];
    const input = createReadStream(file);
    try {
      for await (const line of readInputLines(input)) text.push(line);
    } finally {
      input.destroy();
    }
    const runs = positiveInteger(values.runs, 'runs', 50);
    const jobs = positiveInteger(values.jobs, 'jobs', 1);
    const perLevel = values['per-level'] === undefined ? Infinity : positiveInteger(values['per-level'], 'per-level', 1);
    const seed = values.seed === undefined ? 1 : readWholeNumberOption('seed', values.seed);
    let order = values.order
      ?.split(',')
      .map((level) => level.trim())
      .filter((level) => level !== '');

    let all = readLabelledTable(
      text,
      { level: values['level-column'], source: values['source-column'], puzzle: values['puzzle-column'] },
      path.basename(file).replace(/\.[^.]*$/, ''),
    );
    if (values.bins !== undefined) {
      const binned = binLevels(all, positiveInteger(values.bins, 'bins', 3));
      all = binned.puzzles;
      order ??= binned.order;
    }
    const taken = new Map<string, number>();
    const chosen = all.filter((p) => {
      const key = `${p.source}\u0000${p.level}`;
      const count = taken.get(key) ?? 0;
      taken.set(key, count + 1);
      return count < perLevel;
    });

    const err = new LineWriter(io.stderr);
    const analyzed: AnalyzedPuzzle[] = [];
    const kept: LabelledPuzzle[] = [];
    let index = 0;
    for await (const row of ratePuzzles(
      chosen.map((p) => p.text),
      { runs, seed },
      jobs,
    )) {
      const labelled = chosen[index++]!;
      if (row.error !== null || row.puzzle === null) {
        await err.line(`line ${labelled.line}: ${row.error?.kind ?? 'ERR_INVALID'}: ${row.error?.message ?? 'not a puzzle'}`);
        continue;
      }
      const cld = clauseLengthDistribution(asPuzzle(row.puzzle));
      const alone = row.alone as Record<'2' | '3' | '4', boolean>;
      analyzed.push({
        source: labelled.source,
        level: labelled.level,
        nhc4: (row.nhc4 as { mean: number }).mean,
        nhc2: (row.nhc2 as { mean: number }).mean,
        alone2: alone['2'],
        alone3: alone['3'],
        alone4: alone['4'],
        shortPct: cld.shortPct,
        mediumPct: cld.mediumPct,
        longPct: cld.longPct,
      });
      kept.push(labelled);
    }
    if (analyzed.length === 0) {
      await err.line('patti analyze: no valid puzzle to analyze');
      return 1;
    }
    const result = analyzeLevels(analyzed, levelOrderOf(kept, order), values.refit === true);
    const out = new LineWriter(io.stdout);
    if (values.json) {
      const { levels, spearman, assertions, cutPoints } = result;
      await out.line(JSON.stringify({ levels, spearman, assertions, cutPoints }));
    } else {
      for (const line of formatTables(result, runs)) await out.line(line);
    }
    out.close();
    return 0;
  },
};

const cell = (value: number | string | null, width: number): string => String(value ?? '—').padStart(width);

/** The text report: one table per source, its Spearman row and its assertions, then the cut points. */
export function formatTables(result: AnalysisResult, runs: number): string[] {
  const lines: string[] = [];
  const sources = [...new Set(result.levels.map((row) => row.source))];
  for (const source of sources) {
    const width = Math.max(5, ...result.levels.filter((r) => r.source === source).map((r) => r.level.length));
    lines.push(`${source}  (NHC over ${runs} runs; universal category on NHC-4, ${result.cutPoints.used} cut points)`);
    lines.push(
      `${'level'.padEnd(width)}     n  NHC4 mean  median  NHC2 mean  median  alone2%  alone3%  alone4%  short%  medium%  long%  by mean  by median`,
    );
    result.levels.forEach((row, i) => {
      if (row.source !== source) return;
      const detail = result.details[i]!;
      lines.push(
        `${row.level.padEnd(width)} ${cell(row.n, 5)} ${cell(row.nhc4Mean.toFixed(2), 10)} ${cell(row.nhc4Median.toFixed(2), 7)} ` +
          `${cell(row.nhc2Mean.toFixed(2), 10)} ${cell(detail.nhc2Median.toFixed(2), 7)} ${cell(row.alone2Pct, 8)} ${cell(row.alone3Pct, 8)} ` +
          `${cell(row.alone4Pct, 8)} ${cell(row.shortPct, 7)} ${cell(detail.mediumPct, 8)} ${cell(detail.longPct, 6)}  ` +
          `${row.universalByMean.padEnd(7)}  ${row.universalByMedian}`,
      );
    });
    const rhos = result.spearman.filter((r) => r.source === source).map((r) => `${r.metric} ${r.rho === null ? '—' : r.rho.toFixed(3)}`);
    lines.push(`Spearman (level order vs metric): ${rhos.join(', ')}`);
    lines.push("Assertions (the paper's §8):");
    for (const assertion of result.assertions.filter((a) => a.source === source)) {
      const where = assertion.failures.map((f) => `${f.where} (${f.values.join(' → ')})`).join('; ');
      lines.push(`  ${assertion.holds ? 'holds' : 'FAILS'}  ${assertion.statement}${assertion.holds ? '' : `: ${where}`}`);
    }
    lines.push('');
  }
  const { nhc, cld } = result.cutPoints;
  lines.push(`Cut points: NHC-4 paper ${nhc.paper.join(' / ')}, refit on this set ${nhc.refit.join(' / ')}`);
  lines.push(`            short-clause % paper ${cld.paper.join(' / ')}, refit on this set ${cld.refit?.join(' / ') ?? '—'}`);
  return lines;
}
