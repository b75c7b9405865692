import { BIT_COUNT, DIGIT_OF_BIT, HOUSE_TABLE, hiddenSingleBits, SimBoard } from './board';
import { DEFAULT_SEED, Rng, runSeed } from './rng';

/**
 * SiSuS, Radek Pelánek's "Simple Sudoku Solver" model ("Difficulty Rating of Sudoku Puzzles by
 * a Computational Model"): a solver that knows only naked and hidden singles, of equal
 * difficulty, and at each step applies one of the available singles chosen at random. When none
 * is available it fills the cell with the lowest refutation score: for each wrong candidate of
 * a cell, the number of random single steps after assuming it until the position is
 * inconsistent; the cell's score is the sum over its wrong candidates.
 *
 * Choices Pelánek's paper leaves open, made here:
 * - a "possibility" is a distinct (cell, digit) placement: a cell that is both a naked and a
 *   hidden single counts once;
 * - inconsistent = an empty cell without candidates, or a house where a missing digit has no
 *   place left; the count is of single steps made after the assumption (0 when the assumption
 *   alone is inconsistent);
 * - a wrong candidate the singles cannot refute (they stall first) scores infinity; when every
 *   cell scores infinity the run's refutation sum is infinity (reported as null) and the model
 *   fills the empty cell with the fewest candidates, first in reading order;
 * - ties between cells with the same lowest score are broken at random;
 * - a refutation step counts as a step with 0 possibilities for the dependency metric.
 */

/** Pelánek's runs and horizon: 30 randomized runs, the mean over the first k = 25 steps. */
export const SISUS_RUNS = 30;
const SISUS_HORIZON = 25;
const SISUS_TAG = 0x5151;

export interface SisusRun {
  /** Sum over the run of the lowest refutation score at each stuck position (Infinity when unrefutable). */
  readonly refutationSum: number;
  /** Number of available single placements at each of the first `horizon` steps. */
  readonly options: readonly number[];
}

export interface SisusRating {
  /** Mean refutation sum over the runs; null when some run met a position the singles cannot refute. */
  readonly refutation: number | null;
  /** Mean over the runs of the mean number of options over the first k steps. */
  readonly dependency: number;
}

/** A run's list of the single placements available, rebuilt at each step (one per run, reused). */
class SinglesList {
  readonly moves = new Int16Array(729);
  /** seen[move] === generation: the move is listed already in this enumeration. */
  readonly seen = new Uint32Array(729);
  generation = 0;
}

/** Writes every available single placement (cell*9 + digit−1) into `list.moves`; returns how many. */
function enumerateSingles(list: SinglesList, board: SimBoard): number {
  const { values, marks } = board;
  const { moves, seen } = list;
  const generation = ++list.generation;
  let count = 0;
  for (let cell = 0; cell < 81; cell++) {
    const mask = marks[cell]!;
    if (values[cell] === 0 && mask !== 0 && (mask & (mask - 1)) === 0) {
      const move = cell * 9 + DIGIT_OF_BIT[mask]! - 1;
      seen[move] = generation;
      moves[count++] = move;
    }
  }
  for (let base = 0; base < 243; base += 9) {
    let singles = hiddenSingleBits(marks, base);
    while (singles !== 0) {
      const bit = singles & -singles;
      singles ^= bit;
      for (let i = base; i < base + 9; i++) {
        const cell = HOUSE_TABLE[i]!;
        if ((marks[cell]! & bit) === 0) continue;
        const move = cell * 9 + DIGIT_OF_BIT[bit]! - 1;
        if (seen[move] !== generation) {
          seen[move] = generation;
          moves[count++] = move;
        }
        break;
      }
    }
  }
  return count;
}

function isInconsistent(board: SimBoard): boolean {
  const { values, marks } = board;
  for (let base = 0; base < 243; base += 9) {
    let covered = 0;
    for (let i = base; i < base + 9; i++) {
      const cell = HOUSE_TABLE[i]!;
      const value = values[cell]!;
      if (value !== 0) covered |= 1 << (value - 1);
      else if (marks[cell] === 0) return true;
      else covered |= marks[cell]!;
    }
    if (covered !== 0x1ff) return true;
  }
  return false;
}

function playMove(board: SimBoard, move: number): void {
  board.place((move / 9) | 0, 1 << (move % 9));
}

/** Random single steps after assuming `digit` in `cell` until inconsistent (their count) or stalled (Infinity). */
function refute(list: SinglesList, scratch: SimBoard, board: SimBoard, cell: number, digit: number, rng: Rng, limit: number): number {
  scratch.copyFrom(board);
  scratch.place(cell, 1 << (digit - 1));
  for (let steps = 0; ; steps++) {
    if (isInconsistent(scratch)) return steps;
    if (steps >= limit) return Infinity; // already worse than a score in hand
    const count = enumerateSingles(list, scratch);
    if (count === 0) return Infinity;
    playMove(scratch, list.moves[rng.below(count)]!);
  }
}

/**
 * One randomized SiSuS run on a puzzle whose solution is known. The run stops early once
 * nothing it could still do changes a metric: past the horizon when the refutation sum is
 * already infinite, or not wanted (`wantRefutation` false, as when an earlier run was infinite).
 */
export function sisusRun(puzzle: string, solution: string, rng: Rng, horizon = SISUS_HORIZON, wantRefutation = true): SisusRun {
  const board = SimBoard.fromPuzzle(puzzle);
  const scratch = new SimBoard();
  const list = new SinglesList();
  const options: number[] = [];
  let refutationSum = 0;
  while (!board.isSolved()) {
    if (options.length >= horizon && (!wantRefutation || refutationSum === Infinity)) break;
    const count = enumerateSingles(list, board);
    if (options.length < horizon) options.push(count);
    if (count > 0) {
      playMove(board, list.moves[rng.below(count)]!);
      continue;
    }
    let best = Infinity;
    let bestCells: number[] = [];
    // Cells with few candidates first: they have few wrong values, so a low score is found early
    // and the other cells' refutations stop as soon as they exceed it.
    for (const cell of emptyCellsByCandidateCount(board)) {
      const right = solution.charCodeAt(cell) - 48;
      let score = 0;
      for (let digit = 1; digit <= 9 && score <= best; digit++) {
        if (digit === right || (board.marks[cell]! & (1 << (digit - 1))) === 0) continue;
        score += refute(list, scratch, board, cell, digit, rng, best === Infinity ? 81 : best - score);
      }
      if (score < best) {
        best = score;
        bestCells = [cell];
      } else if (score === best && score !== Infinity) bestCells.push(cell);
    }
    let cell: number;
    if (best === Infinity) {
      refutationSum = Infinity;
      cell = emptyCellsByCandidateCount(board)[0]!;
    } else {
      refutationSum += best;
      cell = bestCells[rng.below(bestCells.length)]!;
    }
    board.place(cell, 1 << (solution.charCodeAt(cell) - 49));
  }
  return { refutationSum, options };
}

function emptyCellsByCandidateCount(board: SimBoard): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < 81; cell++) if (board.values[cell] === 0) cells.push(cell);
  return cells.sort((a, b) => BIT_COUNT[board.marks[a]!]! - BIT_COUNT[board.marks[b]!]! || a - b);
}

/** Pelánek's two metrics: refutation sum and dependency, each a mean over `runs` runs. */
export function sisusRating(
  puzzle: string,
  solution: string,
  options: { readonly runs?: number; readonly seed?: number; readonly horizon?: number } = {},
): SisusRating {
  const runs = options.runs ?? SISUS_RUNS;
  const seed = options.seed ?? DEFAULT_SEED;
  let refutation = 0;
  let dependency = 0;
  for (let run = 0; run < runs; run++) {
    const result = sisusRun(puzzle, solution, new Rng(runSeed(seed, puzzle, SISUS_TAG, run)), options.horizon, Number.isFinite(refutation));
    refutation += result.refutationSum;
    dependency += result.options.reduce((sum, n) => sum + n, 0) / Math.max(1, result.options.length);
  }
  return { refutation: Number.isFinite(refutation) ? refutation / runs : null, dependency: dependency / runs };
}
