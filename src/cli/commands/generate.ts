import { parseArgs } from 'node:util';
import type { GeneratedPuzzle } from '../../core/generate/generate';
import { GenerateProgress, progressLine } from '../../core/generate/progress';
import { SYMMETRIES, SYMMETRY_NAMES } from '../../core/generate/symmetry';
import { parseTargets, ratersOf, SE_TECHNIQUES, TARGET_FORMS } from '../../core/generate/targets';
import { findRater } from '../../core/rate/registry';
import { DEFAULT_GENERATE_BUDGET_S, GENERATED_SOURCE } from '../../shared/generateTypes';
import { DEFAULT_MAX_ATTEMPTS, generateInOrder, type GenerateRunSettings } from '../../main/services/generate/generateRun';
import { importGeneratedPuzzles } from '../../main/services/generate/generatedImport';
import { closeLibrary, openLibrary } from '../../main/services/library/store/db';
import { UsageError, type Command, type CommandIo } from '../command';
import { LineWriter } from '../lineWriter';
import { readWholeNumberOption } from '../options';
import { readSearchSettings, SEARCH_OPTIONS } from './generateOptions';
import { loadCustomSets } from '../customSets';
import { forTerminal } from '../terminalText';
import { makeImportSummaryLine } from './dbImport';
import { resolveDbPath } from './dbSubcommand';
import { compact } from './rate';

const HELP = `Usage: patti generate --count N --target T [--target T2 …] [--symmetry S] [--spread M] [--minimal]
                      [--seed S] [--jobs J] [--budget-s S] [--max-attempts N] [--jsonl]
                      [--into-collection NAME [--source NAME] [--level NAME]] [--db <path>]

Generates puzzles at a target difficulty: a random grid is dug to a puzzle with a unique
solution, rated, and steered toward the targets (dig on, back off or start again); a puzzle is
kept only when the raters the targets name, run again from scratch, put it inside every target.

Targets (all given targets must hold):
${TARGET_FORMS.map((form) => `  ${form.syntax.padEnd(40)} ${form.meaning}`).join('\n')}
  technique IDs: ${SE_TECHNIQUES.join(', ')}

Options:
  --count N           puzzles to make (default 1)
  --target T          a target as above; repeat for several
  --symmetry S        pattern of givens: ${SYMMETRY_NAMES.map((name) => `${name} (${SYMMETRIES[name]})`).join(', ')}; default rotate180,
                      as in printed books
  --spread M          strata (default): the puzzles are spread across the first numeric target
                      (se:6.0-7.0, cost:fiendish, …), its range cut into as many strata as puzzles
                      (at most its distinct values), one puzzle drawn from each; a stratum no
                      search reaches gets the nearest puzzle found instead, and stderr says so;
                      none: each puzzle is the first found inside the targets
  --minimal           keep only minimal puzzles (no given, or symmetric group of givens, can go)
  --seed S            random seed (default: a random one, printed on stderr); puzzle i comes from
                      the seed and i alone, so a seeded command prints the same puzzles for any --jobs
  --jobs J            worker threads (default 1)
  --budget-s S        time for the whole request in seconds (default ${DEFAULT_GENERATE_BUDGET_S})
  --max-attempts N    candidate puzzles rated per puzzle at most (default ${DEFAULT_MAX_ATTEMPTS.toLocaleString('en-US')})
  --jsonl             one JSON object per puzzle: {"puzzle", "solution", "ratings": {"<rater id>": …}, "attempts"}
                      (ratings as \`patti rate --jsonl\` prints them); otherwise puzzle and ratings, tab-separated
  --into-collection NAME  also import the puzzles into the library and add them to this collection
                      (created when missing), under --source (default '${GENERATED_SOURCE}') and --level
                      (default: the targets), keeping their ratings as the library's; --db <path>
                      picks the library (and the one custom:NAME targets read their set from)
  --help              this text

Progress goes to stderr, at least once a second: \`progress: attempts=N made=K rate=X/s\`, then the
value nearest each numeric target so far (best=se:6.6) and the time left; when no candidate has met
every target after a tenth of the budget, a line says so with the nearest values found. Exit code: 0 when every puzzle was made; 1 when the budget ran out
first (the puzzles made so far are printed, and imported with --into-collection); 2 on a usage error.`;

/** Progress lines at least this often. */
const PROGRESS_LINE_MS = 1000;

interface GenerateCommandOptions {
  readonly settings: GenerateRunSettings;
  /** The raters the targets read, printed on each line. */
  readonly raterIds: readonly string[];
  readonly jsonl: boolean;
  readonly collection: string | undefined;
  readonly source: string;
  readonly level: string;
  readonly db: string | undefined;
}

function readOptions(args: readonly string[], io: CommandIo): GenerateCommandOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      count: { type: 'string' },
      target: { type: 'string', multiple: true },
      ...SEARCH_OPTIONS,
      jsonl: { type: 'boolean', default: false },
      'into-collection': { type: 'string' },
      source: { type: 'string' },
      level: { type: 'string' },
      db: { type: 'string' },
    },
    allowPositionals: false,
  });
  const texts = values.target ?? [];
  if (texts.length === 0) throw new UsageError('name at least one --target (e.g. --target se:7.0-8.0)');
  // `custom:NAME:…` targets rate with sets saved in the library (--db, else the usual one).
  const customNames = texts
    .map((text) => /^\s*custom:([^:]+):/i.exec(text)?.[1]?.trim().toLowerCase())
    .filter((name): name is string => name !== undefined);
  const customSets = loadCustomSets([...new Set(customNames)], values.db);
  const parsed = parseTargets(texts);
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  const search = readSearchSettings(values);
  const collection = values['into-collection'];
  if (collection !== undefined && collection.trim() === '') throw new UsageError('--into-collection needs a collection name');
  if (
    collection === undefined &&
    (values.source !== undefined || values.level !== undefined || (values.db !== undefined && customSets.length === 0))
  ) {
    throw new UsageError('--source, --level and --db go with --into-collection (or --db with a custom:NAME target)');
  }
  const options = {
    settings: {
      ...search,
      count: values.count === undefined ? 1 : readWholeNumberOption('count', values.count, 1, 1_000_000),
      targets: parsed.value.map((target) => target.text),
      ...(customSets.length > 0 ? { customSets } : {}),
    },
    raterIds: ratersOf(parsed.value),
    jsonl: values.jsonl,
    collection,
    source: values.source ?? GENERATED_SOURCE,
    level: values.level ?? parsed.value.map((target) => target.text).join(' '),
    db: values.db,
  };
  // Only once every option is good: a usage error stays one line.
  if (values.seed === undefined)
    io.stderr.write(`patti generate: seed ${options.settings.seed} (--seed ${options.settings.seed} makes these puzzles again)\n`);
  return options;
}

/** The human line: the puzzle, then each rater's value in `patti rate`'s compact form. */
function humanLine(puzzle: GeneratedPuzzle, raterIds: readonly string[]): string {
  return [puzzle.puzzle, ...raterIds.map((id) => `${id} ${compact(puzzle.ratings[id])}`)].join('\t');
}

/** Imports the puzzles into the library and the collection, keeping their ratings (see generatedImport). */
async function importIntoCollection(puzzles: readonly GeneratedPuzzle[], options: GenerateCommandOptions, io: CommandIo): Promise<void> {
  const dbPath = resolveDbPath(options.db);
  const db = openLibrary(dbPath);
  try {
    const { summary, added, ratings } = await importGeneratedPuzzles(
      db,
      puzzles,
      { source: options.source, level: options.level, collection: options.collection! },
      findRater,
    );
    io.stderr.write(
      `patti generate: ${makeImportSummaryLine({ ...summary, file: dbPath })}; ${added} added to collection ` +
        `'${forTerminal(options.collection!, 80)}'; ${ratings} ratings kept\n`,
    );
  } finally {
    closeLibrary(db);
  }
}

export const generateCommand: Command = {
  name: 'generate',
  help: HELP,
  async run(args, io) {
    const options = readOptions(args, io);
    const { settings } = options;
    const out = new LineWriter(io.stdout);
    const progress = new GenerateProgress(settings.targets, settings.budgetMs, Date.now);
    let printedAt = Date.now();
    let stuckSaid = false;
    const print = (force = false): void => {
      const now = Date.now();
      if (!force && now - printedAt < PROGRESS_LINE_MS) return;
      printedAt = now;
      const snapshot = progress.snapshot();
      io.stderr.write(progressLine(snapshot) + '\n');
      if (snapshot.stuck && !stuckSaid) {
        stuckSaid = true;
        io.stderr.write(`patti generate: ${snapshot.stuck}\n`);
      }
    };
    // On workers the event loop is free: a timer prints; in this thread the search reports itself.
    const timer = setInterval(() => print(), PROGRESS_LINE_MS);
    const made: GeneratedPuzzle[] = [];
    const missed: string[] = [];
    let failure: string | undefined;
    try {
      const onSearch = (index: number, search: Parameters<GenerateProgress['search']>[1]): void => {
        progress.search(index, search);
        print();
      };
      for await (const { index, outcome } of generateInOrder(settings, undefined, 0, onSearch)) {
        progress.ended(index, outcome.attempts, outcome.ok);
        print();
        if (!outcome.ok) {
          failure = outcome.message;
          break;
        }
        made.push(outcome);
        if (outcome.stratum && !outcome.stratum.hit) missed.push(`${outcome.stratum.low}-${outcome.stratum.high}`);
        if (out.broken) continue;
        const line = options.jsonl
          ? JSON.stringify({ puzzle: outcome.puzzle, solution: outcome.solution, ratings: outcome.ratings, attempts: outcome.attempts })
          : humanLine(outcome, options.raterIds);
        await out.line(line);
      }
    } finally {
      clearInterval(timer);
      print(true);
      out.close();
    }
    if (missed.length > 0) {
      io.stderr.write(
        `patti generate: no puzzle was found in ${missed.length === 1 ? 'stratum' : 'strata'} ` +
          `${[...new Set(missed)].join(', ')}; the nearest puzzles found inside the target stand in\n`,
      );
    }
    if (options.collection !== undefined && made.length > 0) await importIntoCollection(made, options, io);
    if (failure !== undefined) {
      io.stderr.write(
        `patti generate: ${forTerminal(failure)}; ${made.length} of ${settings.count} puzzles made. Widen the target or raise --budget-s / --max-attempts.\n`,
      );
      return 1;
    }
    return 0;
  },
};
