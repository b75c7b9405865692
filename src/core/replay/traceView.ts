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
import { StepPricer, stepValueText } from './schemes';
import { FOLD_OF_SET, type BoardPosition, type StepView, type TechniqueSetId, type TraceRatingView, type TraceView } from './views';

/** Bumped whenever the shape or content of a TraceView changes, so cached traces are recomputed. */
export const TRACE_VIEW_FORMAT = 1;

/** The rater whose number a set's replay shows: the one `patti rate --raters <id>` runs. */
const RATER_OF_SET: Readonly<Record<TechniqueSetId, Rater>> = { se: seRater, sotd: costRater, grader: graderRater, hodoku: hodokuRater };

/** The engine version of a set's traces: its rater's version, then the view format. */
export function traceEngineVersion(set: TechniqueSetId): number {
  return RATER_OF_SET[set].version * 100 + TRACE_VIEW_FORMAT;
}

/** The technique set behind an id (every TechniqueSetId is a preset). */
export function techniqueSetOf(set: TechniqueSetId): TechniqueSet {
  const found = findTechniqueSet(set);
  if (!found) throw new Error(`no technique set '${set}'`);
  return found;
}

/** One traced step as the replay shows it. */
export function stepViewOf(traced: TracedStep, index: number, setId: TechniqueSetId, value: number | null, before: BoardPosition): StepView {
  return {
    index,
    step: traced.step,
    technique: traced.technique,
    techniqueName: techniqueName(traced.technique),
    value,
    valueText: stepValueText(setId, traced),
    options: traced.options,
    words: explain(traced.step),
    text: explainText(traced.step),
    highlights: highlightsOf(traced.step),
    before,
  };
}

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The set's rater on the puzzle, labelled as the rating column shows it. */
export function traceRatingOf(puzzle: string, solution: string, set: TechniqueSetId): TraceRatingView {
  return ratingViewOf(set, RATER_OF_SET[set].rate({ puzzle: asPuzzle(puzzle), solution: asSolution(solution) }, {}, new PuzzleMemo()));
}

/** A rater's output labelled as the rating column shows it. */
function ratingViewOf(set: TechniqueSetId, detail: unknown): TraceRatingView {
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
export function hardestStep(steps: readonly StepView[]): number {
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
  #outcome: LogicalOutcome | undefined;

  constructor(
    readonly puzzle: string,
    readonly solution: string,
    readonly set: TechniqueSetId,
    readonly libraryId: number | null,
  ) {
    const parsed = asPuzzle(puzzle);
    this.#solving = solvingSteps(Grid.fromPuzzle(parsed), parsed, techniqueSetOf(set));
    this.#grid = Grid.fromPuzzle(parsed);
    this.#pricer = new StepPricer(set);
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
    this.steps.push(stepViewOf(traced, this.steps.length, this.set, this.#pricer.price(traced), positionOfGrid(this.#grid)));
    applyStep(this.#grid, traced.step);
    return true;
  }

  /**
   * The set's rating. SE's rater folds exactly this solve's path (the same order; counting
   * options never changes it, and a guess rates 20.0 whether the solve stops there or goes on),
   * so it is read off the steps rather than solved a second time, which on the hardest puzzles
   * would take as long again.
   */
  #rating(): TraceRatingView {
    if (this.set !== 'se') return traceRatingOf(this.puzzle, this.solution, this.set);
    return ratingViewOf('se', seOfTrace({ puzzle: asPuzzle(this.puzzle), techniqueSet: 'se', steps: this.#traced, outcome: this.#outcome! }));
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
      engineVersion: traceEngineVersion(this.set),
    };
  }
}

/**
 * The replayable solve of a puzzle known to have exactly one solution (`solution`). The steps
 * are `patti explain --techniques <set>`'s; the rating is the set's rater's.
 */
export function buildTraceView(puzzle: string, solution: string, set: TechniqueSetId, libraryId: number | null): Omit<TraceView, 'cached'> {
  return new TraceBuilder(puzzle, solution, set, libraryId).finish();
}
