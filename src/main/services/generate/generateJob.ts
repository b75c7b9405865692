/**
 * The generate job: makes puzzles at a target difficulty on a worker pool (the generate workers
 * of generateRun) and fills a collection with them as they come, through the library's import
 * (generatedImport), committing about every {@link COMMIT_MS}. The job has no items: its
 * puzzles do not exist until made, so its `done` counts them.
 *
 * Puzzle i comes from the seed and i alone and results arrive in index order, so the puzzles
 * committed are always the request's first `done`: a job paused by a quit resumes at index
 * `done` and makes exactly the puzzles it would have made. A cancelled job keeps every puzzle
 * made until then; one whose targets cannot be met within its time stops there, keeping those
 * made, with the generator's message.
 */
import { checkSections, describeSections, makeSection, type BookSection } from '../../../core/generate/bookSections';
import type { GeneratedPuzzle } from '../../../core/generate/generate';
import { GenerateProgress } from '../../../core/generate/progress';
import { isSpreadMode, type SpreadMode } from '../../../core/generate/spread';
import { isSymmetryName, type Symmetry } from '../../../core/generate/symmetry';
import type { LibraryWriter } from '../library/store/db';
import { readCollectionSections, readCollectionSize, writeCollection, writeCollectionDeletion } from '../library/store/curation';
import { readJob, writeJobDone, writeJobStatus, writeNewItemlessJob, type JobStatus } from '../library/store/jobs';
import { makeParametersKey } from '../library/store/ratings';
import { writeWithRetry } from '../library/store/writeRetry';
import type { JobSummary } from '../jobs/rateJob';
import { PoolClosedError, type WorkerPool } from '../jobs/pool';
import { ProgressMeter, type JobProgress } from '../jobs/progressMeter';
import type { RaterInfo } from '../jobs/ratingRows';
import { describeShortSections, generateBookInOrder, type SectionTally } from './bookRun';
import { generateInOrder } from './generateRun';
import { useCustomSets } from '../../../core/rate/customRater';
import { readCustomSet, type CustomSet } from '../../../core/rate/customSet';
import { importGeneratedPuzzles } from './generatedImport';

export const GENERATE_JOB_KIND = 'generate';

/** What a generate job does; stored as the job's parameters. */
export interface GenerateJobSpec {
  /** Targets as the generator writes them (`se:7-8`); all must hold. */
  readonly targets: readonly string[];
  readonly count: number;
  readonly symmetry: Symmetry;
  readonly minimal: boolean;
  readonly seed: number;
  /** Time for the request (each run of the job), in ms. */
  readonly budgetMs: number;
  /** Candidate puzzles rated per puzzle at most. */
  readonly maxAttempts: number;
  /** The collection the puzzles fill, made when the job is. */
  readonly collection: string;
  /** Library source and level the puzzles are imported under. */
  readonly source: string;
  readonly level: string;
  /** 'strata' spreads the puzzles across the first numeric target; 'none' (jobs made before spreading) does not. */
  readonly spread?: SpreadMode;
  /** A book's sections, made in turn into the collection (`count` is their sum, `targets` theirs). */
  readonly sections?: readonly BookSection[];
  /**
   * The custom sets `custom:<name>:…` targets rate with, as they were when the job was made: the
   * job goes on with them (and its workers get them) even if the library's set is edited since.
   */
  readonly customSets?: readonly CustomSet[];
}

/** Puzzles made are committed at least this often (and when the job stops). */
const COMMIT_MS = 500;
/** Progress events at most this often while puzzles arrive (and after every commit). */
const REPORT_MS = 100;
/** Progress events at least this often while searches run. */
const SEARCH_REPORT_MS = 1000;

function makeGenerateJobParameters(spec: GenerateJobSpec): string {
  return makeParametersKey(spec);
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

export function parseGenerateJobParameters(text: string): GenerateJobSpec {
  const data = JSON.parse(text) as Partial<Record<keyof GenerateJobSpec, unknown>>;
  const { targets, count, symmetry, minimal, seed, budgetMs, maxAttempts, collection, source, level, spread, sections, customSets } = data;
  const sets = customSets === undefined ? undefined : readCustomSetList(customSets);
  // The job's custom targets (a book's sections among them) read only once this thread knows its sets.
  if (sets) useCustomSets(sets);
  const book = sections === undefined ? undefined : readSections(sections);
  const good =
    Array.isArray(targets) &&
    targets.every(isText) &&
    isWhole(count) &&
    isText(symmetry) &&
    isSymmetryName(symmetry) &&
    typeof minimal === 'boolean' &&
    isWhole(seed) &&
    isWhole(budgetMs) &&
    isWhole(maxAttempts) &&
    isText(collection) &&
    isText(source) &&
    isText(level) &&
    (spread === undefined || (isText(spread) && isSpreadMode(spread))) &&
    (sections === undefined || book !== undefined) &&
    (customSets === undefined || sets !== undefined);
  if (!good) throw new Error(`not a generate job's parameters: ${text}`);
  // A job stored before spreading existed keeps making the puzzles it would have made.
  return {
    targets,
    count,
    symmetry,
    minimal,
    seed,
    budgetMs,
    maxAttempts,
    collection,
    source,
    level,
    spread: spread ?? 'none',
    ...(book ? { sections: book } : {}),
    ...(sets ? { customSets: sets } : {}),
  };
}

/** Stored custom sets, each checked as when it was saved; undefined when one is not a set. */
function readCustomSetList(value: unknown): CustomSet[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const sets: CustomSet[] = [];
  for (const entry of value) {
    const read = readCustomSet(entry);
    if (!read.ok) return undefined;
    sets.push(read.value);
  }
  return sets;
}

/** A book's stored sections, checked as when they were typed; undefined when they are not. */
function readSections(value: unknown): readonly BookSection[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const sections: BookSection[] = [];
  for (const entry of value as (Partial<Record<keyof BookSection, unknown>> | null)[]) {
    if (!isText(entry?.name) || !isText(entry.target) || !isWhole(entry.count)) return undefined;
    const made = makeSection(entry.name, entry.target, entry.count);
    if (!made.ok) return undefined;
    sections.push(made.value);
  }
  const checked = checkSections(sections);
  return checked.ok ? checked.value : undefined;
}

/** Creates the job and its empty collection together; a collection name already taken is refused. */
export function writeGenerateJob(db: LibraryWriter, spec: GenerateJobSpec): number {
  return db
    .transaction(() => {
      if (readCollectionSize(db, spec.collection) !== undefined) throw new Error(`there is already a collection “${spec.collection}”`);
      const what = spec.sections
        ? `A book of ${describeSections(spec.sections)}`
        : `${spec.count} puzzles generated at ${spec.targets.join(' and ')}`;
      writeCollection(db, spec.collection, `${what} (seed ${spec.seed})`);
      return writeNewItemlessJob(db, GENERATE_JOB_KIND, makeGenerateJobParameters(spec), spec.count);
    })
    .immediate();
}

/**
 * Removes the collection of a generate job that has ended (done, cancelled, failed) without
 * putting a puzzle in it: it would only be clutter. A paused job keeps it, to fill it later.
 */
export function writeGenerateJobTidy(db: LibraryWriter, jobId: number): void {
  const job = readJob(db, jobId);
  if (!job || job.kind !== GENERATE_JOB_KIND || job.status === 'paused' || job.status === 'pending' || job.status === 'running') return;
  const { collection } = parseGenerateJobParameters(job.parameters);
  if (readCollectionSize(db, collection) === 0) writeCollectionDeletion(db, collection);
}

export interface RunGenerateJobSettings {
  /** A pool of generate workers (see createGeneratePool). */
  readonly pool: WorkerPool;
  /** This Patti's raters, to store the generator's ratings. */
  readonly findRater: (id: string) => RaterInfo | undefined;
  /**
   * Aborting stops the job at once, keeping the puzzles made: with reason 'cancel' it ends
   * `cancelled`, otherwise `paused` (it resumes at the next start).
   */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: JobProgress) => void;
}

/** Runs (or resumes) generate job `jobId` until its puzzles are made, it is stopped, or its time runs out. */
export async function runGenerateJob(db: LibraryWriter, jobId: number, settings: RunGenerateJobSettings): Promise<JobSummary> {
  const job = readJob(db, jobId);
  if (!job) throw new Error(`no job ${jobId} in this library`);
  if (job.kind !== GENERATE_JOB_KIND) throw new Error(`job ${jobId} is a '${job.kind}' job, not a generate job`);
  const spec = parseGenerateJobParameters(job.parameters);
  const { pool, signal } = settings;
  await writeWithRetry(db, () => writeJobStatus(db, jobId, 'running'));
  // A job resumed after its collection was deleted fills a new one of the same name.
  await writeWithRetry(db, () => writeCollection(db, spec.collection));
  if (spec.sections) return runBookJob(db, jobId, spec, spec.sections, settings);
  const meter = new ProgressMeter();
  const search = new GenerateProgress(spec.targets, spec.budgetMs, Date.now);
  let made = job.done;
  let madeThisRun = 0;
  let reportedAt = -Infinity;
  const report = (force = false): void => {
    const now = performance.now();
    if (!settings.onProgress || (!force && now - reportedAt < REPORT_MS)) return;
    reportedAt = now;
    const { attempts, rate, best, leftMs, stuck } = search.snapshot();
    settings.onProgress({
      jobId,
      total: spec.count,
      done: made,
      failed: 0,
      perSecond: meter.perSecond(),
      etaSeconds: meter.etaSeconds(spec.count - made),
      elapsedMs: meter.elapsedMs(),
      search: { attempts, rate, best, leftMs, stuck: stuck ?? null },
    });
  };
  // Searches can run long without a puzzle: progress goes out at least once a second all the same.
  const ticker = setInterval(() => report(true), SEARCH_REPORT_MS);

  let pending: GeneratedPuzzle[] = [];
  let committedAt = performance.now();
  const commit = async (): Promise<void> => {
    committedAt = performance.now();
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    await importGeneratedPuzzles(db, batch, spec, settings.findRater);
    await writeWithRetry(db, () => writeJobDone(db, jobId, batch.length));
    report(true);
  };

  /** The generator's message when the targets could not be met in time. */
  let unmet: string | undefined;
  const failure = await keepingWhatIsMade(settings, ticker, commit, async () => {
    report(true);
    const settingsOfRun = { ...spec, jobs: pool.size };
    for await (const { index, outcome } of generateInOrder(settingsOfRun, pool, job.done, (at, progress) => search.search(at, progress))) {
      search.ended(index, outcome.attempts, outcome.ok);
      if (!outcome.ok) {
        unmet = outcome.message;
        break;
      }
      pending.push(outcome);
      made++;
      meter.record(++madeThisRun);
      report();
      if (performance.now() - committedAt >= COMMIT_MS) await commit();
    }
  });

  const status: JobStatus = signal?.aborted ? stoppedStatus(signal) : failure || unmet ? 'failed' : 'done';
  const final = readJob(db, jobId)!;
  const error = failure
    ? failure.message
    : unmet
      ? `${unmet}; ${final.done} of ${spec.count} puzzles made. Widen the target or allow more time.`
      : null;
  return endJob(db, jobId, status, error, meter);
}

/**
 * Runs a job's loop with the pool closed when the job is stopped, then commits what is pending,
 * whatever stopped the loop: the puzzles made so far are kept. Returns why the job broke off, if
 * it did: the pool failed, or the library refused a write.
 */
async function keepingWhatIsMade(
  settings: RunGenerateJobSettings,
  ticker: ReturnType<typeof setInterval>,
  commit: () => Promise<void>,
  loop: () => Promise<void>,
): Promise<Error | undefined> {
  const { pool, signal } = settings;
  let failure: Error | undefined;
  const abort = (): void => void pool.terminate();
  signal?.addEventListener('abort', abort);
  try {
    await loop();
  } catch (error) {
    // An abort closes the pool under the running puzzles: that is a stop, not a failure.
    if (!(error instanceof PoolClosedError && signal?.aborted)) failure = error as Error;
  } finally {
    clearInterval(ticker);
    signal?.removeEventListener('abort', abort);
  }
  try {
    await commit();
  } catch (error) {
    failure ??= error as Error;
  }
  return failure;
}

/** A stopped job's status: cancelled when asked to, paused otherwise (it resumes at the next start). */
const stoppedStatus = (signal: AbortSignal): JobStatus => (signal.reason === 'cancel' ? 'cancelled' : 'paused');

/** Writes how the job ended and returns its summary as the library now holds it. */
async function endJob(
  db: LibraryWriter,
  jobId: number,
  status: JobStatus,
  error: string | null,
  meter: ProgressMeter,
): Promise<JobSummary> {
  await writeWithRetry(db, () => writeJobStatus(db, jobId, status, error));
  await writeWithRetry(db, () => writeGenerateJobTidy(db, jobId));
  const ended = readJob(db, jobId)!;
  return { jobId, status, total: ended.total, done: ended.done, failed: ended.failed, error: ended.error, elapsedMs: meter.elapsedMs() };
}

/**
 * Runs (or resumes) a book job: its sections in turn into its collection, each puzzle with its
 * section. Progress counts the whole book; the search line is the running section's.
 */
async function runBookJob(
  db: LibraryWriter,
  jobId: number,
  spec: GenerateJobSpec,
  sections: readonly BookSection[],
  settings: RunGenerateJobSettings,
): Promise<JobSummary> {
  const { pool, signal } = settings;
  const held = new Map(readCollectionSections(db, spec.collection).map((section) => [section.name, section.count]));
  const from = sections.map((section) => Math.min(section.count, held.get(section.name) ?? 0));
  const made = [...from];
  const failures: (string | undefined)[] = sections.map(() => undefined);
  const meter = new ProgressMeter();
  let madeThisRun = 0;
  let current = 0;
  let search = new GenerateProgress([sections[0]!.target], spec.budgetMs, Date.now);
  let reportedAt = -Infinity;
  const done = (): number => made.reduce((sum, count) => sum + count, 0);
  const report = (force = false): void => {
    const now = performance.now();
    if (!settings.onProgress || (!force && now - reportedAt < REPORT_MS)) return;
    reportedAt = now;
    const { attempts, rate, best, leftMs, stuck } = search.snapshot();
    const section = sections[current]!;
    settings.onProgress({
      jobId,
      total: spec.count,
      done: done(),
      failed: 0,
      perSecond: meter.perSecond(),
      etaSeconds: meter.etaSeconds(spec.count - done()),
      elapsedMs: meter.elapsedMs(),
      search: {
        attempts,
        rate,
        best,
        leftMs,
        stuck: stuck ?? null,
        section: { name: section.name, made: made[current]!, count: section.count },
      },
    });
  };
  const ticker = setInterval(() => report(true), SEARCH_REPORT_MS);

  let pending: GeneratedPuzzle[] = [];
  let pendingSection = 0;
  let committedAt = performance.now();
  const commit = async (): Promise<void> => {
    committedAt = performance.now();
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    await importGeneratedPuzzles(
      db,
      batch,
      { ...spec, level: sections[pendingSection]!.target, section: sections[pendingSection]!.name },
      settings.findRater,
    );
    await writeWithRetry(db, () => writeJobDone(db, jobId, batch.length));
    report(true);
  };

  const failure = await keepingWhatIsMade(settings, ticker, commit, async () => {
    report(true);
    const hooks = {
      onSection: (section: number) => {
        current = section;
        search = new GenerateProgress([sections[section]!.target], spec.budgetMs, Date.now);
        report(true);
      },
      onProgress: (section: number, index: number, progress: Parameters<GenerateProgress['search']>[1]) => {
        if (section === current) search.search(index, progress);
      },
    };
    for await (const { section, index, outcome } of generateBookInOrder(sections, { ...spec, jobs: pool.size }, pool, from, hooks)) {
      search.ended(index, outcome.attempts, outcome.ok);
      if (!outcome.ok) {
        failures[section] = outcome.message;
        continue;
      }
      // A batch holds one section's puzzles: they are imported with its name.
      if (section !== pendingSection) await commit();
      pendingSection = section;
      pending.push(outcome);
      made[section]!++;
      meter.record(++madeThisRun);
      report();
      if (performance.now() - committedAt >= COMMIT_MS) await commit();
    }
  });

  const tallies: SectionTally[] = sections.map((section, at) => ({
    name: section.name,
    target: section.target,
    asked: section.count,
    made: made[at]!,
    ...(failures[at] ? { failure: failures[at] } : {}),
  }));
  const short = signal?.aborted ? undefined : describeShortSections(tallies);
  const status: JobStatus = signal?.aborted ? stoppedStatus(signal) : failure || short ? 'failed' : 'done';
  const error = failure
    ? failure.message
    : short
      ? `${short.charAt(0).toUpperCase()}${short.slice(1)}. The book keeps the puzzles made; widen those targets or allow more time.`
      : null;
  return endJob(db, jobId, status, error, meter);
}
