/**
 * Removal of givens. A dig starts from a puzzle with a unique solution (at first the full grid)
 * and tries the symmetry's orbits in random order, blanking an orbit when the puzzle keeps its
 * unique solution (checked by the engine's solution counter). The removals that succeeded form a
 * path of ever harder puzzles, all unique: the generator can stop on it early, or back off
 * along it, without another uniqueness check.
 *
 * One pass over every orbit ends on a minimal puzzle: an orbit whose removal failed at some
 * point fails at the end too, as fewer givens only keep the second solution.
 */
import { asPuzzle, type Puzzle, type Solution } from '../grid/puzzle';
import { countSolutions } from '../solve/solve';
import { shuffle, type Rng } from './random';
import { orbitsOf, type Symmetry } from './symmetry';

/**
 * Puzzles from `start` down, one orbit removed per step; every one has a unique solution. The
 * dig can stop at a clue count and go on later from where it stopped (`digTo`).
 */
export class DigPath {
  private readonly cells: string[];
  private readonly removedOrbits: (readonly number[])[] = [];
  /** Orbits not tried yet, in the order they will be. */
  private readonly untried: (readonly number[])[];
  private clues: number;

  constructor(
    readonly start: string,
    rng: Rng,
    symmetry: Symmetry,
  ) {
    this.cells = start.split('');
    this.clues = givenCount(this.cells);
    this.untried = shuffle(
      orbitsOf(symmetry).filter((orbit) => orbit.every((cell) => this.cells[cell] !== '.')),
      rng,
    );
  }

  /** Orbits removed, in order. */
  get removed(): readonly (readonly number[])[] {
    return this.removedOrbits;
  }

  /** Number of puzzles after the start (the start is step 0). */
  get length(): number {
    return this.removedOrbits.length;
  }

  /** Whether every orbit has been tried: the end is then a minimal puzzle. */
  get finished(): boolean {
    return this.untried.length === 0;
  }

  /** Givens of the end of the path. */
  get clueCount(): number {
    return this.clues;
  }

  /** Digs on until the end has at most `stopAt` givens or every orbit has been tried (0: to a minimal puzzle). */
  digTo(stopAt = 0): this {
    const cells = this.cells;
    while (this.untried.length > 0 && this.clues > stopAt) {
      const orbit = this.untried.shift()!;
      const saved = orbit.map((cell) => cells[cell]!);
      for (const cell of orbit) cells[cell] = '.';
      if (isUnique(cells.join(''))) {
        this.removedOrbits.push(orbit);
        this.clues -= orbit.length;
      } else orbit.forEach((cell, i) => (cells[cell] = saved[i]!));
    }
    return this;
  }

  /** The puzzle after the first `steps` removals. */
  puzzleAt(steps: number): Puzzle {
    const cells = this.start.split('');
    for (let i = 0; i < steps; i++) for (const cell of this.removedOrbits[i]!) cells[cell] = '.';
    return asPuzzle(cells.join(''));
  }

  /** The last puzzle of the path so far: minimal once `finished`. */
  get end(): Puzzle {
    return asPuzzle(this.cells.join(''));
  }
}

export interface DigOptions {
  readonly symmetry: Symmetry;
  /** Stop as soon as the puzzle has at most this many givens (0: dig to a minimal puzzle). */
  readonly stopAtClues?: number;
}

const isUnique = (text: string): boolean => countSolutions(asPuzzle(text), 2) === 1;

const givenCount = (cells: readonly string[]): number => cells.reduce((count, cell) => count + (cell === '.' ? 0 : 1), 0);

/** Digs from `start` (a puzzle with a unique solution, or a full grid), trying orbits in random order. */
export function dig(start: string, rng: Rng, options: DigOptions): DigPath {
  return new DigPath(start, rng, options.symmetry).digTo(options.stopAtClues ?? 0);
}

/**
 * The start of a neighbour of a puzzle of `solution`: `count` random blank orbits given back
 * from the solution. Digging from there is the steering's local move: a puzzle that misses its
 * target is swapped for a nearby one instead of a whole new grid.
 */
export function withOrbitsBack(puzzle: string, solution: Solution, count: number, rng: Rng, symmetry: Symmetry): string {
  const cells = puzzle.split('');
  const blank = shuffle(
    orbitsOf(symmetry).filter((orbit) => orbit.every((cell) => cells[cell] === '.')),
    rng,
  );
  for (const orbit of blank.slice(0, count)) for (const cell of orbit) cells[cell] = solution[cell]!;
  return cells.join('');
}

/**
 * Whether every given is needed: no orbit of the symmetry can be blanked with the solution
 * staying unique. With `none` that is the usual minimality (every single given needed).
 */
export function isMinimal(puzzle: string, symmetry: Symmetry = 'none'): boolean {
  if (!isUnique(puzzle)) return false;
  const cells = puzzle.split('');
  for (const orbit of orbitsOf(symmetry)) {
    if (orbit.some((cell) => cells[cell] === '.')) continue;
    const saved = orbit.map((cell) => cells[cell]!);
    for (const cell of orbit) cells[cell] = '.';
    const unique = isUnique(cells.join(''));
    orbit.forEach((cell, i) => (cells[cell] = saved[i]!));
    if (unique) return false;
  }
  return true;
}
