/**
 * A puzzle's easiest-first solve in one technique set, ready to replay: exactly the solve
 * `patti explain` prints (options counted), each step with its price in the set's scheme, its
 * words, highlights and the board before it, and the rating the set's rater gives the puzzle.
 */
import { Grid } from '../grid/grid';
import { asPuzzle, asSolution } from '../grid/puzzle';
import type { CostRating } from '../rate/cost';
import type { GraderRating } from '../rate/grader';
import type { HodokuRating } from '../rate/hodoku';
import { PuzzleMemo, type Rater } from '../rater';
import { costRater } from '../rate/cost';
import { graderRater } from '../rate/grader';
import { hodokuRater } from '../rate/hodoku';
import { seOfTrace, seRater, type SeRating } from '../rate/se';
import { solvingSteps, type LogicalOutcome, type TracedStep } from '../simulate/logical';
import { findTechniqueSet, type TechniqueSet } from '../simulate/logicalPresets';
import { applyStep } from '../step';
import { explain, explainText, highlightsOf } from '../describeStep';
import { techniqueName } from '../techniques';
import { positionOfGrid } from './position';
import { customValueText, StepPricer, stepValueText } from './schemes';
import { customRatingOfTrace, customTechniqueSet, makeCustomRater, type CustomRating } from '../rate/customRater';
import { customSetIdentity, customSetVersionKey } from '../rate/customSet';
import type { LogicalTrace } from '../simulate/logical';
import { customSetLabel, type ReplaySet } from './replaySet';
import {
  FOLD_OF_SET,
  type BoardPosition,
  type PresetSetId,
  type StepView,
  type TechniqueSetId,
  type TraceRatingView,
  type TraceView,
} from './views';

/** A set to replay: a preset by its id, or any set resolved with its content (a custom one must be). */
export type ReplaySetArg = PresetSetId | ReplaySet;

/** The set as one shape, whichever way it was given. */
export function resolvedSet(set: ReplaySetArg): ReplaySet {
  return typeof set === 'string' ? { kind: 'preset', id: set } : set;
}

/** Bumped whenever the shape or content of a TraceView changes, so cached traces are recomputed. */
export const TRACE_VIEW_FORMAT = 1;

/** The rater whose number a set's replay shows: the one `patti rate --raters <id>` runs. */
const RATER_OF_SET: Readonly<Record<PresetSetId, Rater>> = { se: seRater, sotd: costRater, grader: graderRater, hodoku: hodokuRater };

/**
 * The engine version of a set's traces: its rater's version, then the view format. A custom
 * set's rater version changes with the set's content (and its base preset's rater).
 */
export function traceEngineVersion(set: ReplaySetArg): number {
  const resolved = resolvedSet(set);
  const rater = resolved.kind === 'preset' ? RATER_OF_SET[resolved.id] : makeCustomRater(resolved.set);
  return rater.version * 100 + TRACE_VIEW_FORMAT;
}

/**
 * Where the replay cache keeps a set's trace of a puzzle: the set's key and engine version. A
 * custom set's key carries the hash of its content, so a trace of the set before an edit is
 * never served for the edited set (and a set saved back as it was finds its trace again).
 */
export function traceCacheKey(set: ReplaySetArg): { readonly techniqueSet: string; readonly engineVersion: number } {
  const resolved = resolvedSet(set);
  const techniqueSet = resolved.kind === 'preset' ? resolved.id : customSetVersionKey(resolved.set.name, customSetIdentity(resolved.set));
  return { techniqueSet, engineVersion: traceEngineVersion(resolved) };
}

/** The technique set the logical solver runs for a set. */
export function techniqueSetOf(set: ReplaySetArg): TechniqueSet {
  const resolved = resolvedSet(set);
  if (resolved.kind === 'custom') return customTechniqueSet(resolved.set);
  const found = findTechniqueSet(resolved.id);
  if (!found) throw new Error(`no technique set '${resolved.id}'`);
  return found;
}

/** One traced step as the replay shows it. */
export function stepViewOf(traced: TracedStep, index: number, set: ReplaySetArg, value: number | null, before: BoardPosition): StepView {
  const resolved = resolvedSet(set);
  return {
    index,
    step: traced.step,
    technique: traced.technique,
    techniqueName: techniqueName(traced.technique),
    value,
    valueText: resolved.kind === 'custom' ? (value === null ? '—' : customValueText(value)) : stepValueText(resolved.id, traced),
    options: traced.options,
    words: explain(traced.step),
    text: explainText(traced.step),
    highlights: highlightsOf(traced.step),
    before,
  };
}

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A preset's rater on the puzzle, labelled as the rating column shows it. */
function traceRatingOf(puzzle: string, solution: string, set: PresetSetId): TraceRatingView {
  return ratingViewOf(set, RATER_OF_SET[set].rate({ puzzle: asPuzzle(puzzle), solution: asSolution(solution) }, {}, new PuzzleMemo()));
}

/**
 * A custom set's rating of its own solve, labelled with the set's name: its score and level,
 * or, when the set cannot finish the puzzle, that it could not and why.
 */
function customRatingViewOf(set: Extract<ReplaySet, { kind: 'custom' }>, trace: LogicalTrace): TraceRatingView {
  const rating: CustomRating = customRatingOfTrace(set.set, trace, Grid.fromPuzzle(trace.puzzle));
  const fold = set.set.fold === 'hardest' ? 'max' : 'sum';
  const name = customSetLabel(set.id);
  if (rating.score === undefined) return { label: `${name}: not finished`, value: null, fold, detail: rating };
  return {
    label: `${name} ${customValueText(rating.score)}${rating.level !== undefined ? ` (${rating.level})` : ''}`,
    value: rating.score,
    fold,
    detail: rating,
  };
}

/** A rater's output labelled as the rating column shows it. */
function ratingViewOf(set: PresetSetId, detail: unknown): TraceRatingView {
  const fold = FOLD_OF_SET[set];
  if (set === 'se') {
    const se = detail as SeRating;
    return { label: `ER ${se.er.toFixed(1)}`, value: se.er, fold, detail };
  }
  if (set === 'sotd') {
    const cost = detail as CostRating;
    return { label: `Cost ${cost.score} (${cost.level})`, value: cost.score, fold, detail };
  }
  if (set === 'grader') {
    const grade = detail as GraderRating;
    return { label: `Grade ${grade.score}`, value: grade.score, fold, detail };
  }
  const hodoku = detail as HodokuRating;
  return { label: `HoDoKu ${hodoku.score} (${capitalized(hodoku.level)})`, value: hodoku.score, fold, detail };
}

/** Index of the first step at the highest value, −1 when no step has a value. */
function hardestStep(steps: readonly StepView[]): number {
  let hardest = -1;
  for (const view of steps) {
    if (view.value === null) continue;
    if (hardest < 0 || view.value > steps[hardest]!.value!) hardest = view.index;
  }
  return hardest;
}

/**
 * A puzzle's replayable solve built one step at a time, for a caller that shows the steps as
 * they are found: each `advance` finds and describes one more step; `finish` completes the
 * solve (the steps not yet found) and adds the rating. No step is searched twice.
 */
export class TraceBuilder {
  readonly steps: StepView[] = [];
  readonly #traced: TracedStep[] = [];
  readonly #solving: Generator<TracedStep, LogicalOutcome, void>;
  /** The board as the replay sees it: before the next step, after the last one found. */
  readonly #grid: Grid;
  readonly #pricer: StepPricer;
  readonly #set: ReplaySet;
  #outcome: LogicalOutcome | undefined;
  /** The set's id, as the trace names it. */
  readonly set: TechniqueSetId;

  constructor(
    readonly puzzle: string,
    readonly solution: string,
    set: ReplaySetArg,
    readonly libraryId: number | null,
  ) {
    this.#set = resolvedSet(set);
    this.set = this.#set.id;
    const parsed = asPuzzle(puzzle);
    this.#solving = solvingSteps(Grid.fromPuzzle(parsed), parsed, techniqueSetOf(this.#set));
    this.#grid = Grid.fromPuzzle(parsed);
    this.#pricer = this.#set.kind === 'custom' ? new StepPricer(this.#set.id, this.#set.set) : new StepPricer(this.#set.id);
  }

  /** Whether every step has been found. */
  get solved(): boolean {
    return this.#outcome !== undefined;
  }

  /** The board after the last step found so far. */
  position(): BoardPosition {
    return positionOfGrid(this.#grid);
  }

  /** Finds the next step; false once the solve has ended (solved, stuck or contradiction). */
  advance(): boolean {
    if (this.#outcome !== undefined) return false;
    const next = this.#solving.next();
    if (next.done) {
      this.#outcome = next.value;
      return false;
    }
    const traced = next.value;
    this.#traced.push(traced);
    this.steps.push(stepViewOf(traced, this.steps.length, this.#set, this.#pricer.price(traced), positionOfGrid(this.#grid)));
    applyStep(this.#grid, traced.step);
    return true;
  }

  /**
   * The set's rating. SE's rater folds exactly this solve's path (the same order; counting
   * options never changes it, and a guess rates 20.0 whether the solve stops there or goes on),
   * so it is read off the steps rather than solved a second time, which on the hardest puzzles
   * would take as long again. A custom set's rating folds this solve too: it is the solve its
   * rater makes.
   */
  #rating(): TraceRatingView {
    const set = this.#set;
    const trace = (techniqueSet: string): LogicalTrace => ({
      puzzle: asPuzzle(this.puzzle),
      techniqueSet,
      steps: this.#traced,
      outcome: this.#outcome!,
    });
    if (set.kind === 'custom') return customRatingViewOf(set, trace(techniqueSetOf(set).id));
    if (set.id !== 'se') return traceRatingOf(this.puzzle, this.solution, set.id);
    return ratingViewOf('se', seOfTrace(trace('se')));
  }

  /** The whole trace: the remaining steps, then the set's rater on the puzzle. */
  finish(): Omit<TraceView, 'cached'> {
    while (this.advance());
    return {
      kind: 'trace',
      puzzle: this.puzzle,
      solution: this.solution,
      libraryId: this.libraryId,
      set: this.set,
      steps: this.steps,
      outcome: this.#outcome!,
      final: this.position(),
      rating: this.#rating(),
      hardest: hardestStep(this.steps),
      engineVersion: traceEngineVersion(this.#set),
    };
  }
}

/**
 * The replayable solve of a puzzle known to have exactly one solution (`solution`). The steps
 * are `patti explain --techniques <set>`'s; the rating is the set's rater's.
 */
export function buildTraceView(puzzle: string, solution: string, set: ReplaySetArg, libraryId: number | null): Omit<TraceView, 'cached'> {
  return new TraceBuilder(puzzle, solution, set, libraryId).finish();
}
