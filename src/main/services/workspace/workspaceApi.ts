/**
 * The app API's workspace methods (replay, trial and error, editor and play). Everything the
 * engine computes runs in the workspace workers; this side only reads and writes the library:
 * puzzles by id, the replay cache, and puzzles saved from the editor. A replay whose solve takes
 * long is answered with the steps found so far; its callers then ask for the rest by ticket, and
 * only the complete trace is cached.
 */
import { readGameProgress, readSavedGame, writeSavedGame } from '../library/store/playGames';
import { Grid } from '../../../core/grid/grid';
import { asPuzzle, asSolution } from '../../../core/grid/puzzle';
import { positionOfGrid } from '../../../core/replay/position';
import { readTechniqueSetId, type ReplaySet } from '../../../core/replay/replaySet';
import { traceCacheKey } from '../../../core/replay/traceView';
import { readCustomSetByName } from '../library/store/customSets';
import type { SolvablePuzzle } from '../../../core/replay/puzzleInput';
import type { ApiInput, ApiOutput } from '../../../shared/api';
import {
  MY_PUZZLES_SOURCE,
  type PuzzleProblem,
  type PuzzleRef,
  type SavedPuzzle,
  type TechniqueSetId,
  type TraceView,
} from '../../../shared/workspaceTypes';
import type { LibraryWriter } from '../library/store/db';
import { readCachedTrace, writeCachedTrace } from '../library/store/traces';
import { writeNote, writeTag } from '../library/store/curation';
import { acceptRecord } from '../../../core/import/acceptRecord';
import { ImportWriter } from '../library/import/importWriter';
import { readPuzzleIdByGivens, readPuzzlesByIds } from '../library/store/puzzles';
import { RunningTrace } from './runningTrace';
import type { WorkspaceCalls } from './workspaceWorkers';

export interface WorkspaceApiOptions {
  readonly workers: WorkspaceCalls;
  /** The open library; without one, ids cannot be looked up, nothing is cached and nothing saved. */
  readonly db?: LibraryWriter;
  /** Called after a puzzle was saved to the library. */
  readonly onChange?: () => void;
  /** How long a progressive replay waits for the whole solve before it answers with the steps so far. */
  readonly firstPartMs?: number;
  /** Longest wait of `traceProgress` for news before it answers with none. */
  readonly progressWaitMs?: number;
}

/** Short enough that opening feels immediate, long enough that most puzzles come complete. */
const FIRST_PART_MS = 250;
const PROGRESS_WAIT_MS = 5000;
/** How long a finished solve stays reachable by its ticket, for a caller that asks after it ended. */
const FINISHED_KEPT_MS = 60_000;

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A puzzle ready for the engine, with its library id when the library holds it. */
type Resolved = SolvablePuzzle & { readonly libraryId: number | null };

export class WorkspaceApi {
  readonly #workers: WorkspaceCalls;
  readonly #db: LibraryWriter | undefined;
  readonly #onChange: () => void;
  readonly #firstPartMs: number;
  readonly #progressWaitMs: number;
  /** Solves under way by givens and set, so a second caller joins rather than solving again. */
  readonly #running = new Map<string, RunningTrace>();
  /** The same, and the recently finished, by ticket; with the set and library id they were opened with. */
  readonly #tickets = new Map<string, { readonly trace: RunningTrace; readonly set: TechniqueSetId; readonly libraryId: number | null }>();

  constructor(options: WorkspaceApiOptions) {
    this.#workers = options.workers;
    this.#db = options.db;
    this.#onChange = options.onChange ?? (() => {});
    this.#firstPartMs = options.firstPartMs ?? FIRST_PART_MS;
    this.#progressWaitMs = options.progressWaitMs ?? PROGRESS_WAIT_MS;
  }

  /** By id: the library's givens and solution. By text: read in a worker, then looked up in the library. */
  async #resolve(ref: PuzzleRef): Promise<Resolved | PuzzleProblem> {
    if ('id' in ref) {
      const row = this.#db ? readPuzzlesByIds(this.#db, [ref.id])[0] : undefined;
      if (!row) {
        const where = this.#db ? 'in the library' : 'because no library is open';
        return { kind: 'problem', reason: 'unknown-id', message: `There is no puzzle #${ref.id} ${where}.`, puzzle: null };
      }
      return { kind: 'puzzle', puzzle: row.givens, solution: row.solution, libraryId: row.id };
    }
    const read = await this.#workers.call('readPuzzle', ref.puzzle);
    if (read.kind === 'problem') return read;
    return { ...read, libraryId: this.#db ? (readPuzzleIdByGivens(this.#db, read.puzzle) ?? null) : null };
  }

  /**
   * The set an id names, with a custom set's content read from the library (the workers cannot
   * read it). A custom set the library does not have is refused in words.
   */
  #setOf(id: TechniqueSetId): ReplaySet {
    const read = readTechniqueSetId(id);
    if (!read.ok) throw new Error(read.error.message);
    if (read.value.kind === 'preset') return read.value;
    const saved = this.#db ? readCustomSetByName(this.#db, read.value.name) : undefined;
    if (!saved) {
      const where = this.#db ? 'in the library (the Ratings view lists the saved ones)' : 'because no library is open';
      throw new Error(`There is no custom technique set “${read.value.name}” ${where}.`);
    }
    return { kind: 'custom', id: read.value.id, set: saved.set };
  }

  async puzzleTrace(input: ApiInput<'puzzleTrace'>): Promise<ApiOutput<'puzzleTrace'>> {
    const set = this.#setOf(input.set);
    const resolved = await this.#resolve(input);
    if (resolved.kind === 'problem') return resolved;
    const { puzzle, solution, libraryId } = resolved;
    const cacheKey = traceCacheKey(set);
    const cached = this.#db ? readCachedTrace(this.#db, puzzle, cacheKey.techniqueSet, cacheKey.engineVersion) : undefined;
    if (cached !== undefined) return { ...(JSON.parse(cached) as TraceView), libraryId, cached: true };
    // A custom set's key carries its content's hash: a solve of the set before an edit is not joined.
    const key = `${puzzle}:${cacheKey.techniqueSet}`;
    let running = this.#running.get(key);
    if (running) running.watchers++;
    else running = this.#startTrace(key, puzzle, solution, set, libraryId);
    if (input.progressive) await Promise.race([running.done.catch(() => undefined), delay(this.#firstPartMs)]);
    else await running.done;
    return this.#answer(running, 0, input.set, libraryId);
  }

  async traceProgress(input: ApiInput<'traceProgress'>): Promise<ApiOutput<'traceProgress'>> {
    const entry = this.#tickets.get(input.ticket);
    if (!entry) throw new Error('That solve is no longer running; open the puzzle again.');
    await entry.trace.news(input.from, this.#progressWaitMs);
    return this.#answer(entry.trace, input.from, entry.set, entry.libraryId);
  }

  cancelTrace(ticket: string): boolean {
    const trace = this.#tickets.get(ticket)?.trace;
    if (!trace || trace.settled) return false;
    trace.watchers = Math.max(0, trace.watchers - 1);
    if (trace.watchers === 0) trace.abort.abort();
    return true;
  }

  /** The complete trace once there is one, the failure once there is one, else the steps from `from`. */
  #answer(running: RunningTrace, from: number, set: TechniqueSetId, libraryId: number | null): ApiOutput<'traceProgress'> {
    if (running.failure) throw running.failure;
    if (running.result) return { ...running.result, libraryId, cached: false };
    return running.progressView(from, libraryId, set);
  }

  #startTrace(key: string, puzzle: string, solution: string, set: ReplaySet, libraryId: number | null): RunningTrace {
    const start = positionOfGrid(Grid.fromPuzzle(asPuzzle(puzzle)));
    const job = { puzzle, solution, set: set.id, ...(set.kind === 'custom' ? { custom: set.set } : {}), libraryId };
    const trace = new RunningTrace(puzzle, solution, start, (running) =>
      this.#workers.call('trace', job, { onPart: (part) => running.add(part), signal: running.abort.signal }),
    );
    this.#running.set(key, trace);
    this.#tickets.set(trace.ticket, { trace, set: set.id, libraryId });
    const finished = (): void => {
      this.#running.delete(key);
      setTimeout(() => this.#tickets.delete(trace.ticket), FINISHED_KEPT_MS).unref();
    };
    trace.done.then((view) => {
      // Only a complete trace is cached; a cancelled or failed one leaves nothing behind.
      const cacheKey = traceCacheKey(set);
      if (this.#db) writeCachedTrace(this.#db, puzzle, cacheKey.techniqueSet, cacheKey.engineVersion, JSON.stringify(view));
      finished();
    }, finished);
    return trace;
  }

  async stepAlternatives(input: ApiInput<'stepAlternatives'>): Promise<ApiOutput<'stepAlternatives'>> {
    const set = this.#setOf(input.set);
    return this.#workers.call('alternatives', set.kind === 'custom' ? { ...input, custom: set.set } : input);
  }

  async nishioRun(input: ApiInput<'nishioRun'>): Promise<ApiOutput<'nishioRun'>> {
    const resolved = await this.#resolve(input);
    if (resolved.kind === 'problem') return resolved;
    return this.#workers.call('nishio', {
      puzzle: resolved.puzzle,
      seed: input.seed,
      strategies: input.strategies,
      libraryId: resolved.libraryId,
    });
  }

  puzzleHint(input: ApiInput<'puzzleHint'>): Promise<ApiOutput<'puzzleHint'>> {
    return this.#workers.call('hint', input);
  }

  savedGame(id: number): Promise<ApiOutput<'savedGame'>> {
    return Promise.resolve(this.#db ? readSavedGame(this.#db, id) : null);
  }

  /** Keeps a game of Play; false when there is no library (the game then lives as long as the window). */
  saveGame(game: ApiInput<'saveGame'>): boolean {
    if (!this.#db) return false;
    writeSavedGame(this.#db, game);
    return true;
  }

  gameProgress(): Promise<ApiOutput<'gameProgress'>> {
    return Promise.resolve(this.#db ? readGameProgress(this.#db) : []);
  }

  quickRatings(text: string): Promise<ApiOutput<'quickRatings'>> {
    return this.#workers.call('quickRatings', text);
  }

  redundantGivens(text: string): Promise<ApiOutput<'redundantGivens'>> {
    return this.#workers.call('redundantGivens', text);
  }

  /**
   * Stores the puzzle under "My puzzles" through the import's own checks and duplicate
   * detection, with its tags and note, in one transaction. Refuses a puzzle without exactly one
   * solution, saying why.
   */
  async savePuzzle(input: ApiInput<'savePuzzle'>): Promise<SavedPuzzle> {
    const db = this.#db;
    if (!db) throw new Error('no library is open to save the puzzle in');
    const read = await this.#workers.call('readPuzzle', input.puzzle);
    if (read.kind === 'problem') throw new Error(`The puzzle was not saved. ${read.message}`);
    // The worker has solved it already; the import's check only needs to parse it again.
    const accepted = acceptRecord({ line: 1, text: read.puzzle }, 'lines', MY_PUZZLES_SOURCE, undefined, () => asSolution(read.solution));
    if ('reason' in accepted) throw new Error(`The puzzle was not saved: ${accepted.reason}.`);
    const saved = db.transaction((): SavedPuzzle => {
      const { outcome, puzzleId } = new ImportWriter(db).writePuzzle(accepted);
      for (const tag of input.tags) writeTag(db, tag, [puzzleId]);
      if (input.note !== null) writeNote(db, puzzleId, input.note);
      return { id: puzzleId, status: outcome };
    })();
    this.#onChange();
    return saved;
  }
}
