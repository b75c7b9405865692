import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { RaterOptions } from '../../core/rater';
import { ratePuzzle, type RatedPuzzleRow } from '../../core/rate/ratePuzzle';
import { SearchContext } from '../../core/strategies/searchContext';
import { findRater, raterIds } from '../../core/rate/registry';
import { rateInOrder } from '../../main/services/jobs/rateInOrder';
import { makeRaterParameters } from '../../main/services/jobs/ratingRows';
import { threadsLeavingOneCore } from '../../main/services/jobs/threadCounts';
import { createRateThreadPool } from '../../main/services/jobs/threadTransport';
import { UsageError, type Command } from '../command';
import { LineWriter } from '../lineWriter';
import { checkReadableFile, readInputLines } from '../puzzleSource';
import { readWholeNumberOption } from '../options';
import { parseShardOption, takeShard } from '../shard';
import { formatRatingValue } from '../../core/rate/ratingFormat';
import { customSetNames, loadCustomSets } from '../customSets';

/** Below this many puzzles, starting worker threads costs more time than they save. */
export const THREADS_FROM = 64;

const HELP = `Usage: patti rate <file> --raters ID[,ID…] [--jsonl] [--runs N] [--seed S] [--jobs J] [--shard K/N] [--db <path>]

Rates every puzzle of a file (- for standard input), streaming it line by line. The file holds
one puzzle per line (81 characters; other whitespace-separated words on the line are kept), or
is CSV/TSV with a header line: the puzzle column is found by its content and the other columns
are echoed under "fields". A bad line gives a result with "error" and the run goes on.

Options:
  --raters IDS  comma-separated rater ids: ${raterIds().join(', ')},
                or custom:NAME for a custom technique set saved in the library (patti rater)
  --jsonl       one JSON object per input line:
                {"puzzle", "fields", "<rater id>": <its value>, …, "error": null | {"kind", "message"}}
                e.g. "cost": {"score", "level", "techniques": {name: uses}[, "needs"]}
                ("needs": the technique a puzzle beyond Diabolical needs first),
                "grader": {"score", "strategic", "procedural"}, "se": {"er", "ep", "ed"},
                "hodoku": {"score", "level"}, "custom:NAME": {"score", "level"?, "techniques":
                {id: uses}} (no "score" but "unfinished": {"reason", "position"} when the
                set cannot finish the puzzle)
  --runs N      simulated solvers per puzzle, for randomized raters
  --seed S      random seed, for randomized raters
  --jobs J      worker threads; results are the same for any J. By default one per core
                but one (at most 7) for an input of ${THREADS_FROM} puzzles or more; a shorter
                input, a machine of one or two cores and --jobs 1 rate in this thread
  --shard K/N   rate only shard K of N: the puzzles whose position in the input (0, 1, 2, …)
                is K-1 modulo N. The shards' outputs taken round-robin (shard 1's first line,
                shard 2's first, …) are the unsharded output. Implies --engine.
  --db PATH     the library custom sets are read from (default: the usual library)
  --engine      with --jsonl, add "engine": {"<rater id>": {"version", "parameters"}} to each
                line, so \`patti db import-ratings\` can check the ratings where they are merged
  --help        this text

Exit code: 0 when every line was rated, 1 when some line had an error, 2 on a usage error.`;

/** One input line: its number, the puzzle text and the line's other columns. */
export interface RateLine {
  readonly line: number;
  readonly text: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** What `rate` prints for one line: the rated row plus the echoed fields. */
export type RateResult = RatedPuzzleRow & { readonly fields: Readonly<Record<string, string>> };

/**
 * Rates one line in this thread; a rater that throws gives an error row, not a crash. `context`:
 * the search context of the loop calling it, kept from line to line (see ratePuzzle).
 */
export function rateLine(input: RateLine, ids: readonly string[], options: RaterOptions, context?: SearchContext): RateResult {
  let row: RatedPuzzleRow;
  try {
    row = ratePuzzle(input.text, ids, options, context);
  } catch (error) {
    row = { puzzle: null, error: { kind: 'ERR_RATER', message: error instanceof Error ? error.message : String(error) } };
  }
  return locate(row, input);
}

/** The printed result: the fields echoed, and the line number in front of an error message. */
function locate(row: RatedPuzzleRow, input: RateLine): RateResult {
  const { puzzle, error, ...ratings } = row;
  const located = error ? { kind: error.kind, message: `line ${input.line}: ${error.message}` } : null;
  return { puzzle: puzzle ?? null, fields: input.fields, ...(error ? {} : ratings), error: located };
}

/**
 * The core loop of `patti rate`: rates lines in input order, one result per line. With
 * `jobs` > 1 the puzzles go to a pool of worker threads, each calling ratePuzzle; results come
 * back in input order, and the numbers do not depend on `jobs`. Without `jobs`, the first
 * {@link THREADS_FROM} lines are read ahead: a shorter input is rated in this thread, a longer
 * one on {@link threadsLeavingOneCore} threads.
 */
export async function* rateLines(
  lines: AsyncIterable<RateLine>,
  ids: readonly string[],
  options: RaterOptions,
  jobs?: number,
): AsyncGenerator<RateResult> {
  if (jobs === undefined) {
    const ahead = await readAhead(lines, THREADS_FROM);
    yield* rateLines(ahead.lines, ids, options, ahead.ended ? 1 : threadsLeavingOneCore());
    return;
  }
  if (jobs <= 1) {
    // One context for the loop: the searches' tables are allocated once, not per puzzle.
    const context = new SearchContext();
    for await (const line of lines) yield rateLine(line, ids, options, context);
    return;
  }
  // The pool sees only texts; each line's number and fields wait here, in order, for its result.
  const waiting: RateLine[] = [];
  async function* texts(): AsyncGenerator<string> {
    for await (const line of lines) {
      waiting.push(line);
      yield line.text;
    }
  }
  const pool = createRateThreadPool({ size: jobs });
  try {
    for await (const { outcome } of rateInOrder(texts(), { pool, raterIds: ids, options })) {
      const line = waiting.shift()!;
      const row: RatedPuzzleRow = outcome.ok
        ? (outcome.row as RatedPuzzleRow)
        : { puzzle: null, error: { kind: outcome.cause === 'budget' ? 'ERR_BUDGET' : 'ERR_RATER', message: outcome.reason } };
      yield locate(row, line);
    }
  } finally {
    await pool.terminate();
  }
}

/** Up to `count` lines read from `lines`, whether the input ended within them, and all the lines again, in order. */
async function readAhead(lines: AsyncIterable<RateLine>, count: number): Promise<{ ended: boolean; lines: AsyncIterable<RateLine> }> {
  const iterator = lines[Symbol.asyncIterator]();
  const head: RateLine[] = [];
  let ended = false;
  while (head.length < count) {
    const step = await iterator.next();
    if (step.done) {
      ended = true;
      break;
    }
    head.push(step.value);
  }
  async function* again(): AsyncGenerator<RateLine> {
    yield* head;
    if (ended) return;
    for (let step = await iterator.next(); !step.done; step = await iterator.next()) yield step.value;
  }
  return { ended, lines: again() };
}

const PUZZLE_CELLS = /^[0-9.*_-]{81}$/;
const looksLikePuzzle = (value: string): boolean => PUZZLE_CELLS.test(value.trim());

/** Splits one CSV/TSV line; CSV fields may be quoted ("a,b" and "" for a quote). */
export function splitDelimited(line: string, delimiter: string): string[] {
  if (delimiter === '\t' || !line.includes('"')) return line.split(delimiter).map((field) => field.trim());
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      fields.push(current.trim());
      current = '';
    } else current += char;
  }
  fields.push(current.trim());
  return fields;
}

/**
 * Turns raw lines into rate lines. The first content line decides the format: with a tab or
 * a comma it is CSV/TSV, and a header when none of its fields looks like a puzzle. The puzzle
 * column is the first column of the first data row that looks like a puzzle with blanks (a
 * solution column has none), else the first that looks like a puzzle at all.
 */
export async function* readRateLines(raw: AsyncIterable<string>): AsyncGenerator<RateLine> {
  let lineNumber = 0;
  let delimiter: string | null | undefined;
  let header: string[] | undefined;
  let puzzleColumn: number | undefined;
  for await (const rawLine of raw) {
    lineNumber++;
    const line = rawLine.replace(/^\uFEFF/, '');
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (delimiter === undefined) {
      delimiter = line.includes('\t') ? '\t' : line.includes(',') ? ',' : null;
      if (delimiter !== null) {
        const first = splitDelimited(line, delimiter);
        if (!first.some(looksLikePuzzle)) {
          header = first;
          continue;
        }
      }
    }
    if (delimiter === null) {
      yield plainLine(line, lineNumber);
      continue;
    }
    const values = splitDelimited(line, delimiter);
    if (puzzleColumn === undefined) {
      const withBlanks = values.findIndex((v) => looksLikePuzzle(v) && /[0.*_-]/.test(v));
      const any = values.findIndex(looksLikePuzzle);
      puzzleColumn = withBlanks >= 0 ? withBlanks : any >= 0 ? any : undefined;
      if (puzzleColumn === undefined) {
        yield { line: lineNumber, text: line, fields: {} };
        continue;
      }
    }
    const fields: Record<string, string> = {};
    values.forEach((value, index) => {
      if (index !== puzzleColumn) fields[header?.[index] || `column${index + 1}`] = value;
    });
    yield { line: lineNumber, text: values[puzzleColumn] ?? '', fields };
  }
}

/** A plain line: the 81-character word is the puzzle, the other words are fields. */
function plainLine(line: string, lineNumber: number): RateLine {
  const text = line.trim();
  // The usual file holds one word a line: nothing to split.
  if (!/\s/.test(text)) return { line: lineNumber, text, fields: {} };
  const words = text.split(/\s+/);
  const index = words.findIndex(looksLikePuzzle);
  if (index < 0) return { line: lineNumber, text, fields: {} };
  const fields: Record<string, string> = {};
  words.forEach((word, i) => {
    if (i !== index) fields[`column${i + 1}`] = word;
  });
  return { line: lineNumber, text: words[index]!, fields };
}

/** What `--engine` adds to each JSONL line: each rater's version and the options it used. */
export type EngineRecord = Record<string, { version: number; parameters: Record<string, unknown> }>;

export function makeEngineRecord(ids: readonly string[], options: RaterOptions): EngineRecord {
  const record: EngineRecord = {};
  for (const id of ids) {
    const rater = findRater(id)!;
    record[id] = { version: rater.version, parameters: JSON.parse(makeRaterParameters(rater, options)) as Record<string, unknown> };
  }
  return record;
}

/**
 * The primitive values of a rating, for the one-line human format; numbers are written by their
 * scheme's rules (`rater@field`, so SE's ER reads "9.0" as in the Library and on a print).
 */
export function compact(value: unknown, rater = ''): string {
  if (typeof value === 'number') return formatRatingValue(rater, value).replace(/,/g, '');
  if (value === null || typeof value !== 'object') return String(value);
  const words = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v === null || typeof v !== 'object')
    .map(([field, v]) =>
      typeof v === 'number' ? formatRatingValue(rater === '' ? '' : `${rater}@${field}`, v).replace(/,/g, '') : String(v),
    );
  // A custom set that cannot finish the puzzle has no score: say so rather than print nothing.
  if ('unfinished' in value) words.push('unfinished');
  return words.join(' ');
}

function parseCount(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  return readWholeNumberOption(name, text, name === 'seed' ? 0 : 1);
}

export const rateCommand: Command = {
  name: 'rate',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: {
        raters: { type: 'string' },
        jsonl: { type: 'boolean', default: false },
        runs: { type: 'string' },
        seed: { type: 'string' },
        jobs: { type: 'string' },
        shard: { type: 'string' },
        engine: { type: 'boolean', default: false },
        db: { type: 'string' },
      },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError('expected one <file> argument (- for standard input)');
    if (!values.raters) throw new UsageError(`--raters is required (${raterIds().join(', ')})`);
    const ids = values.raters
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    const customSets = loadCustomSets(customSetNames(ids), values.db);
    const unknown = ids.filter((id) => findRater(id) === undefined);
    if (ids.length === 0 || unknown.length > 0)
      throw new UsageError(`unknown rater '${unknown.join(', ')}' (known: ${raterIds().join(', ')})`);
    const runs = parseCount(values.runs, 'runs');
    const seed = parseCount(values.seed, 'seed');
    const jobs = parseCount(values.jobs, 'jobs');
    const options: RaterOptions = {
      ...(runs !== undefined ? { runs } : {}),
      ...(seed !== undefined ? { seed } : {}),
      ...(customSets.length > 0 ? { customSets } : {}),
    };

    const shard = values.shard === undefined ? undefined : parseShardOption(values.shard);
    const engine = values.engine || shard !== undefined ? makeEngineRecord(ids, options) : undefined;

    const path = positionals[0]!;
    if (path !== '-') checkReadableFile(path);
    const input: Readable = path === '-' ? io.stdin : createReadStream(path);
    const raw = readInputLines(input);
    // A line per puzzle: written in batches, which costs less than a write per line.
    const out = new LineWriter(io.stdout, { batch: true });
    let failed = 0;
    let rated = 0;
    try {
      const lines = shard ? takeShard(readRateLines(raw), shard) : readRateLines(raw);
      for await (const result of rateLines(lines, ids, options, jobs)) {
        if (out.broken) break;
        rated++;
        if (result.error) failed++;
        if (values.jsonl) await out.line(JSON.stringify(engine ? { ...result, engine } : result));
        else if (result.error) await out.line(`${result.puzzle ?? '-'}\terror: ${result.error.message}`);
        else await out.line([result.puzzle, ...ids.map((id) => `${id} ${compact(result[id], id)}`)].join('\t'));
      }
    } finally {
      // What was rated goes out, even when a line could not be read.
      await out.flush();
      if (path !== '-') input.destroy();
      out.close();
    }
    // An empty shard is fine: a short input has fewer puzzles than shards.
    if (rated === 0 && shard === undefined) {
      io.stderr.write('patti rate: no puzzles found in the input\n');
      return 1;
    }
    return failed === 0 ? 0 : 1;
  },
};
