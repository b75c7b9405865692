/**
 * Famous named puzzles with their solutions (found by the solver, not typed in), for the print
 * tests here and in tests/print.
 */
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solve } from '../../src/core/solve/index';
import type { PrintPuzzle } from '../../src/core/print/printPuzzle';

export const NAMED_PUZZLES: readonly { readonly name: string; readonly givens: string }[] = [
  { name: 'AI Escargot', givens: '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..' },
  { name: 'Easter Monster', givens: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1' },
  { name: 'Golden Nugget', givens: '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....' },
  { name: 'Platinum Blonde', givens: '.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...' },
];

/** A named puzzle ready to print, with its solution and its name as the source. */
export function namedPrintPuzzle(index: number, extra: Partial<PrintPuzzle> = {}): PrintPuzzle {
  const named = NAMED_PUZZLES[index % NAMED_PUZZLES.length]!;
  const outcome = solve(asPuzzle(named.givens));
  if (outcome.status !== 'unique') throw new Error(`${named.name} should have one solution`);
  return { givens: named.givens, solution: outcome.solution, source: named.name, ...extra };
}

/** `count` puzzles cycling through the named ones. */
export const namedPrintPuzzles = (count: number): PrintPuzzle[] => Array.from({ length: count }, (_, index) => namedPrintPuzzle(index));
