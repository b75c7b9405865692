/**
 * Avoidable rectangles (HoDoKu's types 1 and 2). Four cells on two rows, two columns and two
 * boxes, none of them a given: were they a, b / b, a, the solver's own placements could be
 * swapped and the puzzle would have two solutions. Here a and b are solved (not given) in two
 * cells of one box:
 * - Type 1: a third cell is solved too, diagonal to its twin, and the fourth is bivalue: the
 *   digit that would close the rectangle goes from the fourth.
 * - Type 2: the two other cells are {b,c} and {a,c}: one of them is c, which goes from every cell
 *   seeing both.
 * They rely on uniqueness and need to know the givens (`givens.ts`).
 */
import type { Candidate } from '../grid/candidate';
import { boxOf, colOf, rowOf, type Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import { HOUSE_CELLS } from '../grid/house';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { SEES } from './chains/potentials';
import { givensOf } from './givens';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { patternHighlights } from './uniqueness';
import { cellList, digits, eliminationTokens, technique, text } from './words';
import { highestBitIndex } from '../grid/bits';

interface AvoidableRectangleStep extends StepEffect {
  readonly kind: 'avoidableRectangle';
  readonly type: 1 | 2;
  /** The two solved cells of one box, then the cells opposite them. */
  readonly cells: readonly [Cell, Cell, Cell, Cell];
  /** The digits solved in the first two cells. */
  readonly digits: readonly [Digit, Digit];
  readonly reliesOnUniqueness: true;
}

declare module '../step' {
  interface StepKinds {
    avoidableRectangle: AvoidableRectangleStep;
  }
}

const bitOf = (digit: number): number => 1 << (digit - 1);
const isBivalueWith = (grid: Grid, cell: Cell, digit: number): boolean =>
  grid.isEmpty(cell) && (grid.candidateBits(cell) & bitOf(digit)) !== 0 && grid.candidateCount(cell) === 2;

/** HoDoKu's scan: each solved cell, a solved cell of its box in line with it, then the cells opposite in the other boxes of the band. */
function searchAvoidable(grid: Grid, given: (cell: Cell) => boolean, type: 1 | 2, sink: StepSink): void {
  const solvedHere = (cell: Cell): boolean => !grid.isEmpty(cell) && !given(cell);
  // A rectangle is its two rows and two columns: found from either solved cell, it counts once.
  const seen = new Set<number>();
  for (let first = 0; first < 81; first++) {
    if (!solvedHere(first)) continue;
    const a = grid.value(first);
    for (const second of HOUSE_CELLS[18 + boxOf(first)]!) {
      if (second === first || !solvedHere(second)) continue;
      const inRow = rowOf(first) === rowOf(second);
      if (!inRow && colOf(first) !== colOf(second)) continue;
      const b = grid.value(second);
      for (let j = 0; j < 9; j++) {
        // Along the column of each (or the row, when they share a column), in another box.
        const third = inRow ? j * 9 + colOf(first) : rowOf(first) * 9 + j;
        const fourth = inRow ? j * 9 + colOf(second) : rowOf(second) * 9 + j;
        if (boxOf(third) === boxOf(first)) continue;
        const closable =
          (grid.value(third) === b && !given(third) && isBivalueWith(grid, fourth, a)) ||
          (grid.value(fourth) === a && !given(fourth) && isBivalueWith(grid, third, b)) ||
          (isBivalueWith(grid, third, b) && isBivalueWith(grid, fourth, a));
        if (!closable) continue;
        const key = (((1 << rowOf(first)) | (1 << rowOf(fourth))) << 9) | (1 << colOf(first)) | (1 << colOf(fourth));
        if (seen.has(key)) continue;
        seen.add(key);
        const eliminations = type === 1 ? typeOne(grid, third, fourth, a, b) : typeTwo(grid, third, fourth, b);
        if (eliminations.length === 0) continue;
        const step: AvoidableRectangleStep = {
          kind: 'avoidableRectangle',
          type,
          cells: [first, second, third, fourth],
          digits: [a, b],
          placements: [],
          eliminations,
          reliesOnUniqueness: true,
        };
        if (sink.add(step)) return;
      }
    }
  }
}

/** One opposite cell solved: the other loses the digit that would close the rectangle. */
function typeOne(grid: Grid, third: Cell, fourth: Cell, a: number, b: number): Candidate[] {
  if (grid.isEmpty(third) && grid.isEmpty(fourth)) return [];
  return grid.isEmpty(fourth) ? [fourth * 9 + a - 1] : [third * 9 + b - 1];
}

/** Both opposite cells empty, {b,c} and {a,c}: c goes from the cells seeing both. */
function typeTwo(grid: Grid, third: Cell, fourth: Cell, b: number): Candidate[] {
  if (!grid.isEmpty(third) || !grid.isEmpty(fourth)) return [];
  const extra = grid.candidateBits(third) & ~bitOf(b);
  if ((grid.candidateBits(fourth) & extra) === 0) return [];
  const c = highestBitIndex(extra) + 1;
  const out: Candidate[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (cell !== third && cell !== fourth && SEES[cell * 81 + third] && SEES[cell * 81 + fourth] && grid.candidateBits(cell) & extra)
      out.push(cell * 9 + c - 1);
  }
  return out;
}

function avoidableStrategy(type: 1 | 2): Strategy {
  return {
    technique: `avoidable-rectangle-${type}`,
    search: (grid, sink, context) => {
      const given = givensOf(context, grid);
      if (given) searchAvoidable(grid, given, type, sink);
    },
  };
}

const avoidableId = (s: { readonly type: 1 | 2 }): TechniqueId => `avoidable-rectangle-${s.type}`;

export const avoidableRectangles: StrategyFamily<'avoidableRectangle'> = {
  strategies: [avoidableStrategy(1), avoidableStrategy(2)],
  handlers: {
    avoidableRectangle: {
      technique: avoidableId,
      // "Avoidable rectangle type 1 {3,7} at r1c1, r1c2, r5c1, r5c2: removes 3 from r5c2"
      explain: (s) => [
        technique(avoidableId(s)),
        text(' '),
        digits(s.digits),
        text(' at '),
        ...cellList(s.cells),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => patternHighlights(s.cells, [], undefined, undefined, s.eliminations),
    },
  },
};
