/**
 * The app API's workspace methods (replay, trial and error, editor and play). Everything the
 * engine computes runs in the workspace workers; this side only reads and writes the library:
 * puzzles by id, the replay cache, and puzzles saved from the editor.
 */
import { asSolution } from '../../core/grid/puzzle';
import { traceEngineVersion } from '../../core/replay/traceView';
import type { SolvablePuzzle } from '../../core/replay/puzzleInput';
import type { ApiInput, ApiOutput } from '../../shared/api';
import { MY_PUZZLES_SOURCE, type PuzzleProblem, type PuzzleRef, type SavedPuzzle, type TraceView } from '../../shared/workspaceTypes';
import type { LibraryWriter } from './library/db';
import { readCachedTrace, writeCachedTrace } from './library/dbTraces';
import { writeNote, writeTag } from './library/curation';
import { acceptRecord } from '../../core/import/acceptRecord';
import { ImportWriter } from './library/importWriter';
import { readPuzzleIdByGivens, readPuzzlesByIds } from './library/puzzles';
import type { WorkspaceCalls } from './workspace/workspaceWorkers';

export interface WorkspaceApiOptions {
  readonly workers: WorkspaceCalls;
  /** The open library; without one, ids cannot be looked up, nothing is cached and nothing saved. */
  readonly db?: LibraryWriter;
  /** Called after a puzzle was saved to the library. */
  readonly onChange?: () => void;
}

/** A puzzle ready for the engine, with its library id when the library holds it. */
type Resolved = SolvablePuzzle & { readonly libraryId: number | null };

export class WorkspaceApi {
  readonly #workers: WorkspaceCalls;
  readonly #db: LibraryWriter | undefined;
  readonly #onChange: () => void;

  constructor(options: WorkspaceApiOptions) {
    this.#workers = options.workers;
    this.#db = options.db;
    this.#onChange = options.onChange ?? (() => {});
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

  async puzzleTrace(input: ApiInput<'puzzleTrace'>): Promise<ApiOutput<'puzzleTrace'>> {
    const resolved = await this.#resolve(input);
    if (resolved.kind === 'problem') return resolved;
    const { puzzle, solution, libraryId } = resolved;
    const engineVersion = traceEngineVersion(input.set);
    const cached = this.#db ? readCachedTrace(this.#db, puzzle, input.set, engineVersion) : undefined;
    if (cached !== undefined) return { ...(JSON.parse(cached) as TraceView), libraryId, cached: true };
    const view = await this.#workers.call('trace', { puzzle, solution, set: input.set, libraryId });
    if (this.#db) writeCachedTrace(this.#db, puzzle, input.set, engineVersion, JSON.stringify(view));
    return { ...view, cached: false };
  }

  stepAlternatives(input: ApiInput<'stepAlternatives'>): Promise<ApiOutput<'stepAlternatives'>> {
    return this.#workers.call('alternatives', input);
  }

  async nishioRun(input: ApiInput<'nishioRun'>): Promise<ApiOutput<'nishioRun'>> {
    const resolved = await this.#resolve(input);
    if (resolved.kind === 'problem') return resolved;
    return this.#workers.call('nishio', { puzzle: resolved.puzzle, seed: input.seed, strategies: input.strategies, libraryId: resolved.libraryId });
  }

  puzzleHint(input: ApiInput<'puzzleHint'>): Promise<ApiOutput<'puzzleHint'>> {
    return this.#workers.call('hint', input);
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
