/**
 * The app's fit of a rating to a source's levels: reads the source and the starting set from the
 * library here, runs the solves and the search in a worker thread (src/main/workers/fitRunWorker.ts)
 * so the app's main thread stays free, and saves the fitted set when asked.
 */
import { Worker } from 'node:worker_threads';
import { CUSTOM_BASES, CUSTOM_PREFIX, presetCustomSet, type CustomBase, type CustomSet } from '../../../core/rate/customSet';
import type { FitRun, FitRunOptions, LevelledPuzzle } from '../../../core/rate/fit/fitPuzzles';
import type { Result } from '../../../core/result';
import type { FitRatingInput, FitRatingView } from '../../../shared/fitTypes';
import type { LibraryWriter } from '../library/store/db';
import { readCustomSetByName, writeCustomSet } from '../library/store/customSets';
import { resolveWorkerEntry } from '../jobs/workerEntry';
import { readSourceLevels } from './fitSource';

/** The starting set a `from` names, or why none. */
function startingSetOf(db: LibraryWriter, from: string): CustomSet {
  if (from.startsWith(CUSTOM_PREFIX)) {
    const saved = readCustomSetByName(db, from.slice(CUSTOM_PREFIX.length));
    if (!saved) throw new Error(`There is no custom set named ${from.slice(CUSTOM_PREFIX.length)} in this library.`);
    return saved.set;
  }
  if (!(CUSTOM_BASES as readonly string[]).includes(from))
    throw new Error(`There is no preset named ${from} (use ${CUSTOM_BASES.join(', ')}, or custom:NAME).`);
  return presetCustomSet(from, from as CustomBase);
}

/** Runs one fit in a worker thread of its own. */
function fitInThread(
  set: CustomSet,
  levels: readonly string[],
  puzzles: readonly LevelledPuzzle[],
  options: FitRunOptions,
): Promise<Result<FitRun, 'ERR_FIT'>> {
  const entry = resolveWorkerEntry('fitRunWorker');
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry.file, { execArgv: [...entry.execArgv], workerData: { set, levels, puzzles, options } });
    worker.once('message', (message: Result<FitRun, 'ERR_FIT'>) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the fit stopped before it finished (exit code ${code})`)));
  });
}

/**
 * Fits and, with `input.save`, saves the fitted set through `saveSet` (the app retries a write
 * that meets a busy library; only the write, not the whole fit).
 */
export async function fitRatingToSource(
  db: LibraryWriter,
  input: FitRatingInput,
  saveSet: (set: CustomSet) => void | Promise<void> = (set) => writeCustomSet(db, set),
): Promise<FitRatingView> {
  const set = startingSetOf(db, input.from);
  const source = readSourceLevels(db, input.source, 'this library');
  if (!source.ok) throw new Error(source.error.message);
  const save = input.save?.startsWith(CUSTOM_PREFIX) ? input.save.slice(CUSTOM_PREFIX.length) : input.save;
  const run = await fitInThread(set, source.value.levels, source.value.puzzles, {
    name: save ?? `${set.name}-fit`,
    ...(input.folds !== undefined ? { folds: input.folds } : {}),
    ...(input.seed !== undefined ? { seed: input.seed } : {}),
    freeOrder: input.freeOrder === true,
  });
  if (!run.ok) throw new Error(run.error.message);
  const { result, leftOut } = run.value;
  if (save !== undefined) await saveSet(result.set);
  return {
    values: result.values,
    spearman: result.spearman,
    cvSpearman: result.cvSpearman,
    start: result.start,
    foldSpearman: result.foldSpearman,
    levels: source.value.levels,
    puzzles: result.puzzles,
    leftOut,
    unlevelled: source.value.unlevelled,
    unused: result.unused,
    set: result.set,
    ...(save !== undefined ? { saved: `${CUSTOM_PREFIX}${save}` } : {}),
  };
}
