/**
 * Singles: a house with one empty cell (full house), a digit with one place left in a house
 * (hidden single), a cell with one candidate left (naked single). Each step places one digit.
 */
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import { houseKind, type House } from '../grid/house';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { HOUSE_CELL_TABLE as SHARED_HOUSE_CELLS } from './houses';
import type { Strategy, StrategyFamily } from './strategy';
import { cell, digits, house, NO_HIGHLIGHTS, technique, text } from './words';
import { candidateOf } from '../grid/candidate';

/** The last empty cell of `house` gets the house's last missing digit. */
export interface FullHouseStep extends StepEffect {
  readonly kind: 'fullHouse';
  readonly house: House;
  readonly cell: Cell;
  readonly digit: Digit;
}

/** `digit` has one place left in `house`: `cell`. */
export interface HiddenSingleStep extends StepEffect {
  readonly kind: 'hiddenSingle';
  readonly house: House;
  readonly cell: Cell;
  readonly digit: Digit;
}

/** `cell` has one candidate left: `digit`. */
export interface NakedSingleStep extends StepEffect {
  readonly kind: 'nakedSingle';
  readonly cell: Cell;
  readonly digit: Digit;
}

declare module '../step' {
  interface StepKinds {
    fullHouse: FullHouseStep;
    hiddenSingle: HiddenSingleStep;
    nakedSingle: NakedSingleStep;
  }
}

/** Module-local alias: hot loops read it directly instead of through an import binding. */
const HOUSE_CELL_TABLE = SHARED_HOUSE_CELLS;

/** The lowest digit of a non-empty 9-bit mask. */
const firstDigit = (bits: number): number => 32 - Math.clz32(bits & -bits);

/** Boxes, then columns, then rows: the order Sudoku Explainer scans houses in. */
const SCAN_ORDER: readonly House[] = [...range(18, 27), ...range(9, 18), ...range(0, 9)];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

function findFullHouses(grid: Grid, firstOnly: boolean): FullHouseStep[] {
  const out: FullHouseStep[] = [];
  for (const h of SCAN_ORDER) {
    let empty = -1;
    let emptyCount = 0;
    for (let i = 0; i < 9; i++) {
      const c = HOUSE_CELL_TABLE[h * 9 + i]!;
      if (grid.value(c) === 0) {
        empty = c;
        if (++emptyCount > 1) break;
      }
    }
    if (emptyCount !== 1) continue;
    const digit = firstDigit(grid.candidateBits(empty));
    // A lone empty cell without candidates is a contradiction, not a full house.
    if (digit === 0) continue;
    out.push({ kind: 'fullHouse', house: h, cell: empty, digit, placements: [{ cell: empty, digit }], eliminations: [] });
    if (firstOnly) break;
  }
  return out;
}

/** Hidden singles in houses [from, to); houses with one empty cell are full houses instead. */
function findHiddenSingles(grid: Grid, from: number, to: number, firstOnly: boolean): HiddenSingleStep[] {
  const out: HiddenSingleStep[] = [];
  for (let h = from; h < to; h++) {
    let once = 0;
    let twice = 0;
    let emptyCount = 0;
    for (let i = 0; i < 9; i++) {
      const c = HOUSE_CELL_TABLE[h * 9 + i]!;
      const bits = grid.candidateBits(c);
      if (grid.value(c) === 0) emptyCount++;
      twice |= once & bits;
      once |= bits;
    }
    if (emptyCount < 2) continue;
    for (let lone = once & ~twice; lone !== 0; lone &= lone - 1) {
      const bit = lone & -lone;
      const digit = firstDigit(bit);
      for (let i = 0; i < 9; i++) {
        const c = HOUSE_CELL_TABLE[h * 9 + i]!;
        if (grid.candidateBits(c) & bit) {
          out.push({ kind: 'hiddenSingle', house: h, cell: c, digit, placements: [{ cell: c, digit }], eliminations: [] });
          break;
        }
      }
      if (firstOnly) return out;
    }
  }
  return out;
}

function findNakedSingles(grid: Grid, firstOnly: boolean): NakedSingleStep[] {
  const out: NakedSingleStep[] = [];
  for (let c = 0; c < 81; c++) {
    const bits = grid.candidateBits(c);
    if (bits !== 0 && (bits & (bits - 1)) === 0) {
      const digit = firstDigit(bits);
      out.push({ kind: 'nakedSingle', cell: c, digit, placements: [{ cell: c, digit }], eliminations: [] });
      if (firstOnly) break;
    }
  }
  return out;
}

function hiddenSingleStrategy(id: TechniqueId, from: number, to: number): Strategy {
  return {
    technique: id,
    findAll: (grid) => findHiddenSingles(grid, from, to, false),
    findFirst: (grid) => findHiddenSingles(grid, from, to, true)[0],
  };
}

export const fullHouse: Strategy = {
  technique: 'full-house',
  findAll: (grid) => findFullHouses(grid, false),
  findFirst: (grid) => findFullHouses(grid, true)[0],
};
export const hiddenSingleBox = hiddenSingleStrategy('hidden-single-box', 18, 27);
export const hiddenSingleRow = hiddenSingleStrategy('hidden-single-row', 0, 9);
export const hiddenSingleColumn = hiddenSingleStrategy('hidden-single-column', 9, 18);
export const nakedSingle: Strategy = {
  technique: 'naked-single',
  findAll: (grid) => findNakedSingles(grid, false),
  findFirst: (grid) => findNakedSingles(grid, true)[0],
};

const HIDDEN_SINGLE_ID: Record<ReturnType<typeof houseKind>, TechniqueId> = {
  box: 'hidden-single-box',
  row: 'hidden-single-row',
  column: 'hidden-single-column',
};

export const singles: StrategyFamily<'fullHouse' | 'hiddenSingle' | 'nakedSingle'> = {
  id: 'singles',
  strategies: [fullHouse, hiddenSingleBox, hiddenSingleRow, hiddenSingleColumn, nakedSingle],
  handlers: {
    fullHouse: {
      technique: () => 'full-house',
      // "Full house in row 4: r4c5 = 3"
      explain: (s) => [technique('full-house'), text(' in '), house(s.house), text(': '), cell(s.cell), text(' = '), digits([s.digit])],
      highlights: (s) => ({ ...NO_HIGHLIGHTS, cells: [s.cell], houses: [s.house], placements: s.placements }),
    },
    hiddenSingle: {
      technique: (s) => HIDDEN_SINGLE_ID[houseKind(s.house)],
      // "Hidden single in a box: 3 has one place in box 5, r4c5"
      explain: (s) => [
        technique(HIDDEN_SINGLE_ID[houseKind(s.house)]),
        text(': '),
        digits([s.digit]),
        text(' has one place in '),
        house(s.house),
        text(', '),
        cell(s.cell),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [s.cell],
        houses: [s.house],
        kept: [candidateOf(s.cell, s.digit)],
        placements: s.placements,
      }),
    },
    nakedSingle: {
      technique: () => 'naked-single',
      // "Naked single: r4c5 can only be 3"
      explain: (s) => [technique('naked-single'), text(': '), cell(s.cell), text(' can only be '), digits([s.digit])],
      highlights: (s) => ({ ...NO_HIGHLIGHTS, cells: [s.cell], kept: [candidateOf(s.cell, s.digit)], placements: s.placements }),
    },
  },
};
