/**
 * The generator: one puzzle at a target difficulty, the way Sudoku of the Day's generator works
 * (its "Sudoku Difficulty Ratings" page) — make a puzzle, rate it, keep it when it falls in the
 * target — with steering so fewer puzzles are wasted:
 *
 * - a random grid is dug to a minimal puzzle, and the end of the dig is rated first;
 * - too hard, and minimality not required: back off along the dig (1, 2, 4 … removals back,
 *   then bisect), so the kept puzzle is the hardest-looking one on the path still inside;
 * - too easy, too hard with minimality required, or a miss: a local move to a neighbour (some
 *   removed givens given back, then dug again), kept when it comes closer to the targets;
 * - after {@link LOCAL_MOVES} moves on one grid: restart from a new grid.
 *
 * Targets are checked cheapest first and the first failing one decides the direction, so an
 * expensive rater runs only on puzzles every cheap target already accepts. A kept puzzle is
 * rated again from scratch with `ratePuzzle` (the function `patti rate` uses) and judged on those
 * ratings; nothing kept is an estimate. Everything random comes from the request's seed; the
 * clock only decides when to give up, so a puzzle found within budget is the same on any machine.
 */
import type { Puzzle, Solution } from '../grid/puzzle';
import type { RaterOptions } from '../rater';
import { PuzzleMemo } from '../rater';
import { SearchContext } from '../strategies/searchContext';
import { ratePuzzle } from '../rate/ratePuzzle';
import { findRater } from '../rate/registry';
import { memoizedTrace } from '../simulate/logicalMemo';
import { DigPath, withOrbitsBack } from './dig';
import { randomSolutionGrid } from './fullGrid';
import { Rng } from './random';
import type { Symmetry } from './symmetry';
import { StratumChoice, type Stratum } from './spread';
import { SE_TRACE_SET, ratersOf, type RatingView, type Target, type Verdict } from './targets';

/** One puzzle's stratum of a spread request (see spread.ts). */
interface StratumRequest {
  readonly stratum: Stratum;
  /** The request's targets with the spread one narrowed to the stratum, cheapest first. */
  readonly targets: readonly Target[];
  /** The spread target whole (its `readValue` places a candidate). */
  readonly spread: Target;
  /** Candidates rated in the stratum before falling back on the nearest candidate inside the whole band. */
  readonly attempts: number;
}

/** How far a search has come, for progress: reported at most every {@link PROGRESS_MS}. */
export interface SearchProgress {
  readonly attempts: number;
  /** Per numeric target (canonical text): the value judged nearest its band so far. */
  readonly best: Readonly<Record<string, number>>;
  /** The candidate that came nearest all targets: how many held, and the first that did not with its gap. */
  readonly closest: { readonly passed: number; readonly failing: string | undefined; readonly gap: number } | undefined;
}

/** Progress is reported at most this often (ms of the clock). */
const PROGRESS_MS = 250;

export interface GenerateRequest {
  /** Parsed targets, cheapest first (as `parseTargets` returns them). */
  readonly targets: readonly Target[];
  readonly symmetry: Symmetry;
  /** Keep only minimal puzzles (no orbit of givens can be removed). */
  readonly minimal: boolean;
  /** This puzzle's own seed (see `puzzleSeed`). */
  readonly seed: number;
  /** Most candidate puzzles to rate before giving up. */
  readonly maxAttempts: number;
  /** Give up once the clock reads this (in the clock's milliseconds). */
  readonly deadline: number;
  /** Options of the randomized raters (NHC runs and seed); the defaults are `patti rate`'s. */
  readonly raterOptions?: RaterOptions;
  /** Search in this stratum first (a spread request); the targets stay the whole request's. */
  readonly stratum?: StratumRequest;
  /** Called with the search's progress (attempts, nearest values) while it runs. */
  readonly onProgress?: (progress: SearchProgress) => void;
}

export interface GeneratedPuzzle {
  readonly ok: true;
  readonly puzzle: Puzzle;
  readonly solution: Solution;
  /** The raters the targets read, rated again from scratch: rater id → value, as `patti rate` prints them. */
  readonly ratings: Readonly<Record<string, unknown>>;
  /** Candidate puzzles rated before this one was kept (it included). */
  readonly attempts: number;
  /** In a spread request: the puzzle's stratum, and whether the puzzle is in it (else it is the nearest found). */
  readonly stratum?: Stratum & { readonly hit: boolean };
}

interface GenerateFailure {
  readonly ok: false;
  readonly reason: 'attempts' | 'time';
  readonly attempts: number;
  /** A sentence for people, naming the budget that ran out. */
  readonly message: string;
}

export type GenerateOutcome = GeneratedPuzzle | GenerateFailure;

/** Local moves on one grid before a new grid is drawn. */
const LOCAL_MOVES = 12;
/** Orbits given back in a local move. */
const MOVE_SIZE = 2;
/**
 * The first dig of a grid stops between these clue counts for a first look (minimal puzzles
 * have about 22–26): easy targets are often met there, and hard ones lose one cheap rating.
 */
const CHECKPOINT_LOW = 27;
const CHECKPOINT_HIGH = 32;

/** How well a puzzle meets the targets: more targets passed is better, then a smaller gap on the first failing one. */
interface Fit {
  readonly passed: number;
  readonly verdict: Verdict;
}

const isBetterOrEqual = (a: Fit, b: Fit): boolean => a.passed > b.passed || (a.passed === b.passed && a.verdict.gap <= b.verdict.gap);

/** A lazily rated view of one puzzle: each rater runs at most once, and only when a target asks. */
function ratingView(puzzle: Puzzle, solution: Solution, options: RaterOptions, context: SearchContext): RatingView {
  const memo = new PuzzleMemo(context);
  const input = { puzzle, solution };
  return {
    puzzle,
    rating: (id) => memo.get(`rating:${id}`, () => findRater(id)!.rate(input, options, memo)),
    seTrace: () => memoizedTrace(memo, puzzle, SE_TRACE_SET),
  };
}

/** Judges the targets in order, stopping at the first that fails. */
function fitOf(targets: readonly Target[], view: RatingView): Fit {
  for (let i = 0; i < targets.length; i++) {
    const verdict = targets[i]!.judge(view);
    if (verdict.position !== 'inside') return { passed: i, verdict };
  }
  return { passed: targets.length, verdict: { position: 'inside', gap: 0 } };
}

/** A view over a fresh `ratePuzzle` row: the ratings a person would get from `patti rate`. */
function rowView(puzzle: Puzzle, row: Readonly<Record<string, unknown>>, context: SearchContext): RatingView {
  const memo = new PuzzleMemo(context);
  return {
    puzzle,
    rating: (id) => {
      if (!(id in row)) throw new Error(`rating '${id}' was not computed`);
      return row[id];
    },
    seTrace: () => memoizedTrace(memo, puzzle, SE_TRACE_SET),
  };
}

/** The stratum's share of attempts is spent: fall back on the whole band. */
class StratumSpent extends Error {}

/** The budget ran out: stop before the next candidate. */
class OutOfBudget extends Error {
  constructor(readonly reason: 'attempts' | 'time') {
    super(reason);
  }
}

/** One search for one puzzle; `attempts` counts the candidates rated. */
class Search {
  attempts = 0;
  private readonly raterIds: string[];
  /** The targets steering the search: the stratum's while it lasts, then the request's. */
  private steering: readonly Target[];
  private readonly choice: StratumChoice<{ puzzle: Puzzle; solution: Solution }> | undefined;
  private readonly best: Record<string, number> = {};
  private closest: { fit: Fit; failing: string | undefined } | undefined;
  private reportedAt = Number.NEGATIVE_INFINITY;
  /** One search context for the candidates, judged one after the other: the searches' tables are allocated once. */
  private readonly context = new SearchContext();

  constructor(
    private readonly request: GenerateRequest,
    private readonly clock: () => number,
  ) {
    this.raterIds = ratersOf(request.targets);
    this.steering = request.stratum?.targets ?? request.targets;
    this.choice = request.stratum && new StratumChoice(request.stratum.stratum);
  }

  private get inStratum(): boolean {
    return this.steering !== this.request.targets;
  }

  /** Notes the values judged, for progress: each numeric target's nearest value, and the nearest candidate overall. */
  private note(view: RatingView, fit: Fit, targets: readonly Target[]): void {
    for (let i = 0; i <= Math.min(fit.passed, targets.length - 1); i++) {
      const target = targets[i]!;
      if (!target.readValue || !target.band) continue;
      const value = target.readValue(view);
      const known = this.best[target.text];
      const distance = (v: number): number =>
        v < target.band!.low ? target.band!.low - v : v > target.band!.high ? v - target.band!.high : 0;
      if (known === undefined || distance(value) < distance(known)) this.best[target.text] = value;
    }
    if (!this.closest || isBetterOrEqual(fit, this.closest.fit)) this.closest = { fit, failing: targets[fit.passed]?.text };
    const now = this.clock();
    if (this.request.onProgress && now - this.reportedAt >= PROGRESS_MS) {
      this.reportedAt = now;
      this.request.onProgress(this.progress());
    }
  }

  progress(): SearchProgress {
    const closest = this.closest && { passed: this.closest.fit.passed, failing: this.closest.failing, gap: this.closest.fit.verdict.gap };
    return { attempts: this.attempts, best: { ...this.best }, closest };
  }

  /** Rates a candidate (counting it against the budget). */
  private judge(puzzle: Puzzle, solution: Solution): Fit {
    if (this.attempts >= this.request.maxAttempts) throw new OutOfBudget('attempts');
    if (this.clock() >= this.request.deadline) throw new OutOfBudget('time');
    if (this.inStratum && this.attempts >= this.request.stratum!.attempts) throw new StratumSpent();
    this.attempts++;
    const view = ratingView(puzzle, solution, this.request.raterOptions ?? {}, this.context.nextPuzzle());
    const fit = fitOf(this.steering, view);
    if (!this.inStratum) {
      this.note(view, fit, this.steering);
      return fit;
    }
    // Outside the stratum but inside the whole band: the nearest such candidate is the fallback.
    const whole = fit.passed === this.steering.length ? fit : fitOf(this.request.targets, view);
    this.note(view, whole, this.request.targets);
    if (fit.passed < this.steering.length && whole.passed === this.request.targets.length)
      this.choice!.offer(this.request.stratum!.spread.readValue!(view), { puzzle, solution });
    return fit;
  }

  /** Rates a puzzle from scratch as `patti rate` would, and keeps it when every steering target holds on those ratings. */
  private confirm(puzzle: Puzzle, solution: Solution, targets = this.steering): GeneratedPuzzle | undefined {
    const { puzzle: _text, error, ...ratings } = ratePuzzle(puzzle, this.raterIds, this.request.raterOptions ?? {}, this.context);
    if (error) return undefined;
    const fit = fitOf(targets, rowView(puzzle, ratings, this.context));
    if (fit.passed !== targets.length) return undefined;
    const stratum = this.request.stratum && { ...this.request.stratum.stratum, hit: targets !== this.request.targets };
    return { ok: true, puzzle, solution, ratings, attempts: this.attempts, ...(stratum ? { stratum } : {}) };
  }

  /** The stratum's attempts are spent: keep the nearest candidate held, or search the whole band from now on. */
  private fallBack(): GeneratedPuzzle | undefined {
    this.steering = this.request.targets;
    const held = this.choice!.fallback;
    if (!held) return undefined;
    const kept = this.confirm(held.item.puzzle, held.item.solution, this.request.targets);
    if (!kept) this.choice!.dropFallback();
    return kept;
  }

  /**
   * The end of the path was too hard: back off 1, 2, 4 … removals until a puzzle is not too
   * hard (or `knownBelow`, a step already found too easy, is reached), then bisect between the
   * two. Returns a puzzle inside, if met.
   */
  private backOff(path: DigPath, solution: Solution, knownBelow = -1): GeneratedPuzzle | undefined {
    let above = path.length;
    let below = knownBelow;
    for (let stride = 1; above - below > 1; stride *= 2) {
      const at = Math.max(below + 1, path.length - stride);
      const fit = this.judge(path.puzzleAt(at), solution);
      if (fit.verdict.position === 'inside') return this.confirm(path.puzzleAt(at), solution);
      if (fit.verdict.position === 'miss') return undefined;
      if (fit.verdict.position === 'above') above = at;
      else {
        below = at;
        break;
      }
    }
    while (below >= 0 && above - below > 1) {
      const at = (above + below) >> 1;
      const fit = this.judge(path.puzzleAt(at), solution);
      if (fit.verdict.position === 'inside') return this.confirm(path.puzzleAt(at), solution);
      if (fit.verdict.position === 'above') above = at;
      else if (fit.verdict.position === 'below') below = at;
      else return undefined;
    }
    return undefined;
  }

  /**
   * Follows one dig. Unless minimal puzzles are asked for, the dig first stops at a checkpoint
   * and the puzzle there is judged: inside is kept, too hard backs off, too easy continues the
   * dig. The end of the dig is judged next: inside is kept, too hard backs off (not below the
   * checkpoint when that was too easy). Returns the kept puzzle or how well the end fits.
   */
  private follow(path: DigPath, solution: Solution, checkpoint: number): GeneratedPuzzle | Fit {
    let knownBelow = -1;
    if (!this.request.minimal && checkpoint > 0) {
      path.digTo(checkpoint);
      const fit = this.judge(path.end, solution);
      const kept =
        fit.verdict.position === 'inside'
          ? this.confirm(path.end, solution)
          : fit.verdict.position === 'above'
            ? this.backOff(path, solution)
            : undefined;
      if (kept) return kept;
      if (fit.verdict.position === 'above') return fit;
      if (fit.verdict.position === 'below') knownBelow = path.length;
    }
    path.digTo(0);
    const fit = this.judge(path.end, solution);
    const kept =
      fit.verdict.position === 'inside'
        ? this.confirm(path.end, solution)
        : fit.verdict.position === 'above' && !this.request.minimal
          ? this.backOff(path, solution, knownBelow)
          : undefined;
    return kept ?? fit;
  }

  /** One grid: its first dig, then local moves from the best puzzle so far. */
  private onGrid(rng: Rng): GeneratedPuzzle | undefined {
    const solution = randomSolutionGrid(rng);
    const checkpoint = CHECKPOINT_LOW + rng.below(CHECKPOINT_HIGH - CHECKPOINT_LOW + 1);
    let path = new DigPath(solution, rng, this.request.symmetry);
    let best: { puzzle: Puzzle; fit: Fit } | undefined;
    for (let move = 0; move <= LOCAL_MOVES; move++) {
      const result = this.follow(path, solution, move === 0 ? checkpoint : 0);
      if ('ok' in result) return result;
      if (!best || isBetterOrEqual(result, best.fit)) best = { puzzle: path.end, fit: result };
      path = new DigPath(withOrbitsBack(best.puzzle, solution, MOVE_SIZE, rng, this.request.symmetry), rng, this.request.symmetry);
    }
    return undefined;
  }

  run(): GenerateOutcome {
    const rng = new Rng(this.request.seed);
    try {
      for (;;) {
        try {
          const kept = this.onGrid(rng);
          if (kept) return kept;
        } catch (error) {
          if (!(error instanceof StratumSpent)) throw error;
          const kept = this.fallBack();
          if (kept) return kept;
        }
      }
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error;
      const what = error.reason === 'time' ? 'the time budget ran out' : `the budget of ${this.request.maxAttempts} attempts ran out`;
      return {
        ok: false,
        reason: error.reason,
        attempts: this.attempts,
        message: `no puzzle met ${this.request.targets.map((t) => t.text).join(' and ')} before ${what} (${this.attempts} attempts)`,
      };
    }
  }
}

/**
 * Generates one puzzle for the request. Pure apart from `clock` (milliseconds, any origin),
 * which only decides when to stop; the same request gives the same puzzle whenever it succeeds.
 */
export function generatePuzzle(request: GenerateRequest, clock: () => number): GenerateOutcome {
  return new Search(request, clock).run();
}
