/**
 * The per-digit memory: its patterns and line masks against the grid cell by cell, its keying,
 * and the single-digit strategies answering from memory exactly as a search from nothing does,
 * on every position of real solves.
 */
import { describe, expect, it } from 'vitest';
import { readSharedLines, sampleEvery } from '../../../tests/support/data';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { applyStep, type Step } from '../step';
import { colouring } from './colouring';
import { columnMask, digitPatterns, DigitPatternMemo, patternHas, rowMask } from './digitMemo';
import { fish } from './fish';
import { finnedFish } from './fishFinned';
import { singleDigit } from './singleDigit';
import { strongLinks } from './strongLinks';
import { SearchContext } from './searchContext';
import { allSteps, firstStep, type Strategy } from './strategy';

const PUZZLE = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');

describe('digit patterns', () => {
  it('hold exactly the cells where each digit is a candidate, and follow the grid as it changes', () => {
    const grid = Grid.fromPuzzle(PUZZLE);
    const context = new SearchContext();
    const check = (): void => {
      const patterns = digitPatterns(grid, context);
      for (let d = 0; d < 9; d++) {
        for (let cell = 0; cell < 81; cell++) expect(patternHas(patterns, d, cell)).toBe(grid.hasCandidate(cell, d + 1));
        for (let line = 0; line < 9; line++) {
          let row = 0;
          let column = 0;
          for (let i = 0; i < 9; i++) {
            if (grid.hasCandidate(line * 9 + i, d + 1)) row |= 1 << i;
            if (grid.hasCandidate(i * 9 + line, d + 1)) column |= 1 << i;
          }
          expect(rowMask(patterns, d, line)).toBe(row);
          expect(columnMask(patterns, d, line)).toBe(column);
        }
      }
    };
    check();
    grid.eliminate(1, 2);
    check();
    grid.place(2, 5);
    check();
    // Another grid in the same position count: read afresh, not taken for the first one.
    const other = Grid.fromPuzzle(PUZZLE);
    expect(patternHas(digitPatterns(other, context), 1, 1)).toBe(true);
    expect(patternHas(digitPatterns(grid, context), 1, 1)).toBe(false);
  });
});

describe('DigitPatternMemo', () => {
  const patternsOf = (words: number[][]): Int32Array => Int32Array.from(words.flat());
  const nine = (first: number[]): number[][] => [first, ...Array.from({ length: 8 }, () => [0, 0, 0])];

  it('finds an answer only for the same pattern in the same slot', () => {
    const memo = new DigitPatternMemo<string>(2, 2);
    const a = patternsOf(nine([1, 2, 3]));
    const b = patternsOf(nine([1, 2, 4]));
    // An empty pattern must not match an unused entry.
    expect(memo.find(0, patternsOf(nine([0, 0, 0])), 0)).toBeUndefined();
    memo.remember(0, a, 0, 'a');
    expect(memo.find(0, a, 0)).toBe('a');
    expect(memo.find(0, b, 0)).toBeUndefined();
    expect(memo.find(1, a, 0)).toBeUndefined();
    // Digit index 1 of `a` is the empty pattern.
    expect(memo.find(0, a, 1)).toBeUndefined();
  });

  it('keeps the last `ways` patterns of a slot, replacing the oldest', () => {
    const memo = new DigitPatternMemo<number>(1, 2);
    const p = (n: number): Int32Array => patternsOf(nine([n, 0, 0]));
    memo.remember(0, p(1), 0, 1);
    memo.remember(0, p(2), 0, 2);
    expect(memo.find(0, p(1), 0)).toBe(1);
    memo.remember(0, p(3), 0, 3);
    expect(memo.find(0, p(1), 0)).toBeUndefined();
    expect(memo.find(0, p(2), 0)).toBe(2);
    expect(memo.find(0, p(3), 0)).toBe(3);
  });
});

const STRATEGIES: readonly Strategy[] = [
  ...fish.strategies,
  ...finnedFish.strategies,
  ...singleDigit.strategies,
  ...colouring.strategies.filter((s) => s.technique === 'simple-colouring'),
  ...strongLinks.strategies.filter((s) => s.technique === 'strong-links-3' || s.technique === 'strong-links-4'),
];

/** Every position of a HoDoKu-order solve of `puzzle`, as separate grids. */
function positionsOf(puzzle: string): Grid[] {
  const grid = Grid.fromPuzzle(asPuzzle(puzzle));
  const out = [grid.clone()];
  for (const { step } of solveLogically(asPuzzle(puzzle), HODOKU_SET, { countOptions: false }).steps) {
    applyStep(grid, step as Step);
    out.push(grid.clone());
  }
  return out;
}

describe('single-digit strategies from memory', () => {
  const puzzles = [
    ...sampleEvery(readSharedLines('forum-hardest-11plus-5000.txt'), 1000),
    ...sampleEvery(readSharedLines('magictour-top1465.txt'), 300),
    ...sampleEvery(readSharedLines('sudoku-exchange-diabolical.txt'), 8000),
  ].map((line) => (line.match(/[.0-9]{81}/) ?? [''])[0]!.replace(/0/g, '.'));

  it('answer every position of real solves as a search with nothing remembered does', () => {
    let positions = 0;
    let found = 0;
    for (const puzzle of puzzles) {
      const grids = positionsOf(puzzle);
      // Memory warm: the positions in solving order in one context, each digit's answer reused while it stands.
      const context = new SearchContext();
      const warm = grids.map((grid) => STRATEGIES.map((s) => ({ all: allSteps(s, grid, context), first: firstStep(s, grid, context) })));
      grids.forEach((grid, index) => {
        positions++;
        STRATEGIES.forEach((strategy, k) => {
          // Memory cold: a fresh context remembers nothing.
          const cold = allSteps(strategy, grid, new SearchContext());
          found += cold.length;
          expect(warm[index]![k]!.all).toEqual(cold);
          expect(warm[index]![k]!.first).toEqual(cold[0]);
          expect(firstStep(strategy, grid, new SearchContext())).toEqual(cold[0]);
        });
      });
    }
    // The sample must exercise the strategies, not only empty answers.
    expect(positions).toBeGreaterThan(200);
    expect(found).toBeGreaterThan(50);
  });
});
