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
const SCAN_ORDER = Int8Array.from([...range(18, 27), ...range(9, 18), ...range(0, 9)]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/**
 * Full houses in Sudoku Explainer's scan order, each passed to `found`; stops at the first one
 * when `found` returns true. No allocation when there is none.
 */
function scanFullHouses(grid: Grid, found: (step: FullHouseStep) => boolean): void {
  for (let k = 0; k < 27; k++) {
    const h = SCAN_ORDER[k]!;
    let empty = -1;
    let emptyCount = 0;
    for (let i = h * 9, end = i + 9; i < end; i++) {
      const c = HOUSE_CELL_TABLE[i]!;
      if (grid.value(c) === 0) {
        empty = c;
        if (++emptyCount > 1) break;
      }
    }
    if (emptyCount !== 1) continue;
    const digit = firstDigit(grid.candidateBits(empty));
    // A lone empty cell without candidates is a contradiction, not a full house.
    if (digit === 0) continue;
    if (found({ kind: 'fullHouse', house: h, cell: empty, digit, placements: [{ cell: empty, digit }], eliminations: [] })) return;
  }
}

/** Whether `h` has fewer than two empty cells (read only in the rare case candidates cannot tell). */
function fewEmpty(grid: Grid, h: House): boolean {
  let count = 0;
  for (let i = h * 9, end = i + 9; i < end; i++) if (grid.value(HOUSE_CELL_TABLE[i]!) === 0) count++;
  return count < 2;
}

/**
 * Hidden singles in houses [from, to), each passed to `found` (stops when it returns true):
 * the digits a house holds in exactly one cell, found with once/twice masks. Houses with one
 * empty cell are full houses instead.
 */
function scanHiddenSingles(grid: Grid, from: number, to: number, found: (step: HiddenSingleStep) => boolean): void {
  for (let h = from; h < to; h++) {
    let once = 0;
    let twice = 0;
    let holders = 0;
    const base = h * 9;
    for (let i = base, end = base + 9; i < end; i++) {
      const bits = grid.candidateBits(HOUSE_CELL_TABLE[i]!);
      if (bits === 0) continue;
      holders++;
      twice |= once & bits;
      once |= bits;
    }
    const lone = once & ~twice;
    if (lone === 0) continue;
    // Two cells with candidates are two empty cells; with one, count the empty cells (an
    // empty cell without candidates still makes it no full house).
    if (holders < 2 && fewEmpty(grid, h)) continue;
    for (let rest = lone; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      const digit = firstDigit(bit);
      for (let i = base; ; i++) {
        const c = HOUSE_CELL_TABLE[i]!;
        if (grid.candidateBits(c) & bit) {
          if (found({ kind: 'hiddenSingle', house: h, cell: c, digit, placements: [{ cell: c, digit }], eliminations: [] })) return;
          break;
        }
      }
    }
  }
}

function findNakedSingle(grid: Grid): NakedSingleStep | undefined {
  for (let c = 0; c < 81; c++) {
    const bits = grid.candidateBits(c);
    if (bits !== 0 && (bits & (bits - 1)) === 0) {
      const digit = firstDigit(bits);
      return { kind: 'nakedSingle', cell: c, digit, placements: [{ cell: c, digit }], eliminations: [] };
    }
  }
  return undefined;
}

function findNakedSingles(grid: Grid): NakedSingleStep[] {
  const out: NakedSingleStep[] = [];
  for (let c = 0; c < 81; c++) {
    const bits = grid.candidateBits(c);
    if (bits !== 0 && (bits & (bits - 1)) === 0) {
      const digit = firstDigit(bits);
      out.push({ kind: 'nakedSingle', cell: c, digit, placements: [{ cell: c, digit }], eliminations: [] });
    }
  }
  return out;
}

/** Every step `scan` finds, in its order. */
function allOf<S>(scan: (found: (step: S) => boolean) => void): S[] {
  const out: S[] = [];
  scan((step) => {
    out.push(step);
    return false;
  });
  return out;
}

/** The first step `scan` finds. */
function firstOf<S>(scan: (found: (step: S) => boolean) => void): S | undefined {
  let first: S | undefined;
  scan((step) => {
    first = step;
    return true;
  });
  return first;
}

function hiddenSingleStrategy(id: TechniqueId, from: number, to: number): Strategy {
  return {
    technique: id,
    findAll: (grid) => allOf<HiddenSingleStep>((found) => scanHiddenSingles(grid, from, to, found)),
    findFirst: (grid) => firstOf<HiddenSingleStep>((found) => scanHiddenSingles(grid, from, to, found)),
  };
}

export const fullHouse: Strategy = {
  technique: 'full-house',
  findAll: (grid) => allOf<FullHouseStep>((found) => scanFullHouses(grid, found)),
  findFirst: (grid) => firstOf<FullHouseStep>((found) => scanFullHouses(grid, found)),
};
export const hiddenSingleBox = hiddenSingleStrategy('hidden-single-box', 18, 27);
export const hiddenSingleRow = hiddenSingleStrategy('hidden-single-row', 0, 9);
export const hiddenSingleColumn = hiddenSingleStrategy('hidden-single-column', 9, 18);
export const nakedSingle: Strategy = {
  technique: 'naked-single',
  findAll: findNakedSingles,
  findFirst: findNakedSingle,
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
