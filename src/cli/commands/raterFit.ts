/**
 * `patti rater fit`: the technique values of a starting set that best reproduce a site's level
 * order (src/core/rate/fit), from a source of the library or a CSV file with a level column.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { parseCsvHeader, parseCsvLine, readCsvRow } from '../../core/format/csv';
import {
  CUSTOM_BASES,
  CUSTOM_PREFIX,
  customSetIdentity,
  presetCustomSet,
  type CustomBase,
  type CustomSet,
} from '../../core/rate/customSet';
import { fitOutcomes } from '../../core/rate/fit/fitPuzzles';
import type { FitResult } from '../../core/rate/fit/fitRating';
import { Rng } from '../../core/simulate/rng';
import { techniqueName } from '../../core/techniques';
import { closeLibrary, openLibrary } from '../../main/services/library/store/db';
import { readCustomSetByName, writeCustomSet } from '../../main/services/library/store/customSets';
import { readSourceLevels } from '../../main/services/fit/fitSource';
import { traceForFit } from '../../main/services/fit/traceForFit';
import { defaultThreadCount } from '../../main/services/jobs/threadCounts';
import { UsageError, type CommandIo } from '../command';
import { loadCustomSets } from '../customSets';
import { LineWriter } from '../lineWriter';
import { readWholeNumberOption } from '../options';
import { forTerminal } from '../terminalText';
import { openExistingLibraryReader, resolveDbPath } from './dbSubcommand';

export const FIT_HELP = `       patti rater fit (--source S | --file F.csv) --from PRESET|custom:NAME [--folds 5] [--free-order]
                       [--save NAME [--replace]] [--json] [--seed N] [--limit N] [--jobs J] [--db <path>]

rater fit finds the technique values of a starting set that best reproduce a site's level order:
  --source S      the library's source whose levels to reproduce (its level order is the site's)
  --file F.csv    or a CSV file with a puzzle and a level column (levels ordered as they first appear)
  --from SET      the starting set: a preset (${CUSTOM_BASES.join(', ')}) or custom:NAME; its order of
                  trial and its fold are kept, only the values move
  --folds K       cross-validation folds (default 5): values fitted on K-1 folds, Spearman measured
                  on the fold left out, so over-fitting shows
  --free-order    let values leave the set's order of trial (by default a later technique is worth
                  at least as much as an earlier one)
  --save NAME     save the fitted set as custom:NAME, with the site's levels as cut points
  --seed N        seeds the folds and --limit's sample (default 1)
  --limit N       fit on a seeded sample of N puzzles
  --jobs J        worker threads for the solves (default: one per core)
  --json          print {"values", "spearman", "cvSpearman", "start": {"spearman", …}, …}`;

const FIT_OPTIONS = {
  db: { type: 'string' },
  json: { type: 'boolean', default: false },
  from: { type: 'string' },
  source: { type: 'string' },
  file: { type: 'string' },
  folds: { type: 'string' },
  save: { type: 'string' },
  replace: { type: 'boolean', default: false },
  seed: { type: 'string' },
  limit: { type: 'string' },
  jobs: { type: 'string' },
  'free-order': { type: 'boolean', default: false },
} as const;

/** Puzzles and their levels, read from a source or a file. */
interface Labelled {
  /** Where the levels come from, for messages: "source 'X'" or the file's name. */
  readonly origin: string;
  readonly levels: readonly string[];
  readonly puzzles: readonly { readonly text: string; readonly level: number }[];
  /** Puzzles without a level, not used. */
  readonly unlevelled: number;
}

function readLevelFile(file: string): Labelled {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read --file ${file}`);
  }
  const lines = text.split(/\r?\n/);
  const header = parseCsvHeader(lines[0] ?? '');
  if (!header.ok) throw new UsageError(`${file}: ${header.error.message}`);
  if (header.value.roles.level === undefined)
    throw new UsageError(`${file} has no level column (a column named level, difficulty level or grade)`);
  const levels: string[] = [];
  const puzzles: { text: string; level: number }[] = [];
  let unlevelled = 0;
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const fields = parseCsvLine(line, header.value.delimiter);
    const row = fields && readCsvRow(fields, header.value);
    if (!row || !row.ok) throw new UsageError(`${file}, line ${index + 2}: ${row ? row.error.message : 'a quoted field is not closed'}`);
    const level = row.value.level?.trim();
    if (!level) {
      unlevelled++;
      return;
    }
    if (!levels.includes(level)) levels.push(level);
    puzzles.push({ text: row.value.puzzle, level: levels.indexOf(level) });
  });
  return { origin: file, levels, puzzles, unlevelled };
}

function startingSet(from: string | undefined, dbOption: string | undefined): CustomSet {
  if (from === undefined) throw new UsageError(`name the starting set: --from PRESET (${CUSTOM_BASES.join(', ')}) or --from custom:NAME`);
  if (from.startsWith(CUSTOM_PREFIX)) return loadCustomSets([from.slice(CUSTOM_PREFIX.length)], dbOption)[0]!;
  if (!(CUSTOM_BASES as readonly string[]).includes(from))
    throw new UsageError(`unknown starting set '${forTerminal(from, 40)}' (use a preset: ${CUSTOM_BASES.join(', ')}, or custom:NAME)`);
  return presetCustomSet(from, from as CustomBase);
}

/** A seeded sample of `limit` puzzles, in their order (the first N would take the easiest levels of a file sorted by level). */
function sample<T>(items: readonly T[], limit: number | undefined, seed: number): readonly T[] {
  if (limit === undefined || limit >= items.length) return items;
  const rng = new Rng(seed);
  const order = items.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order
    .slice(0, limit)
    .sort((a, b) => a - b)
    .map((index) => items[index]!);
}

const figure = (value: number): string => value.toFixed(4);

function describeFit(result: FitResult, start: CustomSet, labelled: Labelled, leftOut: ReadonlyMap<string, number>): string[] {
  const lines = [
    `fit of ${start.name === start.base ? start.base : `custom:${start.name}`} (fold ${start.fold}) to the levels of ` +
      `${labelled.origin}: ${labelled.levels.join(' < ')}`,
  ];
  lines.push(
    `${result.puzzles} puzzles, ${result.folds} folds${result.freeOrder ? ', values free of the order' : ', values rising with the order of trial'}`,
  );
  const skipped = [...leftOut].reduce((sum, [, n]) => sum + n, 0);
  if (skipped > 0)
    lines.push(
      `left out ${skipped} puzzle${skipped === 1 ? '' : 's'}: ${[...leftOut].map(([reason, n]) => `${n} because ${reason}`).join('; ')}`,
    );
  if (labelled.unlevelled > 0) lines.push(`left out ${labelled.unlevelled} puzzle${labelled.unlevelled === 1 ? '' : 's'} without a level`);
  lines.push('', `${'technique'.padEnd(36)} ${'start'.padStart(9)} ${'fitted'.padStart(9)}`);
  const unused = new Set(result.unused);
  for (const technique of start.techniques) {
    const note = unused.has(technique.id) ? '  (not used by any solve)' : '';
    lines.push(
      `${technique.id.padEnd(36)} ${String(technique.value).padStart(9)} ` +
        `${String(result.values[technique.id]).padStart(9)}  ${techniqueName(technique.id)}${note}`,
    );
  }
  lines.push(
    '',
    `Spearman with the level order: start ${figure(result.start.spearman)}, fitted ${figure(result.spearman)}`,
    `cross-validated (${result.folds} folds, held-out mean): fitted ${figure(result.cvSpearman)}, start ${figure(result.start.cvSpearman)}`,
  );
  if (result.set.levels)
    lines.push(
      `levels of the fitted set: ${result.set.levels.map((level) => (level.upTo === undefined ? level.name : `${level.name} ≤ ${level.upTo}`)).join(', ')}`,
    );
  return lines;
}

export async function runFit(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...args], options: FIT_OPTIONS, allowPositionals: true });
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${forTerminal(positionals[0]!, 40)}'`);
  if ((values.source === undefined) === (values.file === undefined))
    throw new UsageError('give the levels to reproduce: --source S (a source of the library) or --file F.csv');
  if (values.replace && values.save === undefined) throw new UsageError('--replace goes with --save NAME');
  const seed = values.seed === undefined ? 1 : readWholeNumberOption('seed', values.seed, 0);
  const folds = values.folds === undefined ? 5 : readWholeNumberOption('folds', values.folds, 2, 100);
  const limit = values.limit === undefined ? undefined : readWholeNumberOption('limit', values.limit, 1);
  const jobs = values.jobs === undefined ? defaultThreadCount() : readWholeNumberOption('jobs', values.jobs, 1, 64);
  const saveName = values.save?.startsWith(CUSTOM_PREFIX) ? values.save.slice(CUSTOM_PREFIX.length) : values.save;
  const start = startingSet(values.from, values.db);

  let labelled: Labelled;
  if (values.source !== undefined) {
    const file = resolveDbPath(values.db);
    const db = openExistingLibraryReader(file);
    try {
      const read = readSourceLevels(db, values.source, file);
      if (!read.ok) throw new UsageError(read.error.message);
      labelled = { origin: `source '${values.source}'`, ...read.value };
    } finally {
      db.close();
    }
  } else labelled = readLevelFile(values.file!);
  if (labelled.levels.length === 0)
    throw new UsageError(`${labelled.origin} has no levels: a fit reproduces a site's levels, so its puzzles need them`);
  if (labelled.levels.length < 2)
    throw new UsageError(`${labelled.origin} has one level only (${labelled.levels[0]}): a fit needs at least 2 levels to order`);

  const chosen = sample(labelled.puzzles, limit, seed);
  const outcomes = await traceForFit(
    start,
    chosen.map((p) => p.text),
    jobs,
  );
  const fitted = fitOutcomes(start, labelled.levels, chosen, outcomes, {
    name: saveName ?? `${start.name}-fit`,
    folds,
    seed,
    freeOrder: values['free-order'],
  });
  if (!fitted.ok)
    throw new UsageError(
      fitted.error.message.replace(/^(the starting set cannot finish any of the \d+ puzzles)/, `$1 of ${labelled.origin}`),
    );
  const { result } = fitted.value;
  const leftOut = new Map(Object.entries(fitted.value.leftOut));

  let saved: string | undefined;
  if (saveName !== undefined) {
    const db = openLibrary(resolveDbPath(values.db));
    try {
      const existing = readCustomSetByName(db, saveName);
      if (existing && !values.replace)
        throw new UsageError(`a set named '${saveName}' is saved already; add --replace to change it, or choose another name`);
      writeCustomSet(db, result.set);
      saved = `custom:${saveName} ${existing ? 'replaced' : 'saved'} (identity ${customSetIdentity(result.set)})`;
    } finally {
      closeLibrary(db);
    }
  }

  const out = new LineWriter(io.stdout);
  if (values.json) {
    const skipped = [...leftOut].reduce((sum, [, n]) => sum + n, 0);
    await out.line(
      JSON.stringify({
        values: result.values,
        spearman: result.spearman,
        cvSpearman: result.cvSpearman,
        start: result.start,
        foldSpearman: result.foldSpearman,
        from: values.from,
        ...(values.source !== undefined ? { source: values.source } : { file: values.file }),
        levels: labelled.levels,
        puzzles: result.puzzles,
        leftOut: { count: skipped, reasons: Object.fromEntries(leftOut) },
        unlevelled: labelled.unlevelled,
        folds: result.folds,
        seed,
        freeOrder: result.freeOrder,
        unused: result.unused,
        set: result.set,
        ...(saveName !== undefined ? { saved: `custom:${saveName}` } : {}),
      }),
    );
  } else {
    for (const line of describeFit(result, start, labelled, leftOut)) await out.line(line);
    if (saved) await out.line(saved);
  }
  out.close();
  return 0;
}
