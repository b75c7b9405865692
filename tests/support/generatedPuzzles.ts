/**
 * Puzzles made for tests and scripts without any published set: each is one of the named
 * classics with a few more cells of its solution given (so still exactly one solution, but a
 * different puzzle), then moved by a random Sudoku symmetry (core's canonical transforms). A seed
 * makes the same list every time; different seeds give lists that almost never share a puzzle.
 */
import { applyTransform, makeRandomTransform } from '../../src/core/canonical/transform';
import { parsePuzzle } from '../../src/core/format/puzzleText';
import { solve } from '../../src/core/solve/index';

/** The named classics of resources/sample/named-classics.tsv (facts, quoted here). */
export const CLASSICS: readonly string[] = [
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..', // AI Escargot
  '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1', // Easter Monster
  '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....', // Golden Nugget
  '.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...', // Platinum Blonde
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..', // Inkala 2012
];

/** A small seeded generator (mulberry32): floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SOLUTIONS = CLASSICS.map((puzzle) => {
  const parsed = parsePuzzle(puzzle);
  if (!parsed.ok) throw new Error(`a classic that does not parse: ${puzzle}`);
  const outcome = solve(parsed.value);
  if (outcome.status !== 'unique') throw new Error(`a classic without one solution: ${puzzle}`);
  return outcome.solution;
});

/**
 * `count` distinct puzzles (81-char strings) from `seed`: a classic, 4 to 12 more of its
 * solution's cells given, a random symmetry.
 */
export function generatePuzzles(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const made = new Set<string>();
  while (made.size < count) {
    const which = Math.floor(random() * CLASSICS.length);
    const cells = [...CLASSICS[which]!];
    const solution = SOLUTIONS[which]!;
    const blanks = cells.flatMap((cell, index) => (cell === '.' ? [index] : []));
    const extra = 4 + Math.floor(random() * 9);
    for (let i = 0; i < extra; i++) {
      const pick = Math.floor(random() * blanks.length);
      const cell = blanks.splice(pick, 1)[0]!;
      cells[cell] = solution[cell]!;
    }
    made.add(applyTransform(cells.join(''), makeRandomTransform(random)));
  }
  return [...made];
}
