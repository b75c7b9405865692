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
import { HOUSE_CELL_TABLE } from './houses';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { cell, digits, house, NO_HIGHLIGHTS, technique, text } from './words';
import { candidateOf } from '../grid/candidate';
import { lowestBitIndex } from '../grid/bits';

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

/** The lowest digit of a non-empty 9-bit mask. */
const firstDigit = (bits: number): number => lowestBitIndex(bits) + 1;

/** Boxes, then columns, then rows: the order Sudoku Explainer scans houses in. */
const SCAN_ORDER = Int8Array.from([...range(18, 27), ...range(9, 18), ...range(0, 9)]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/** The full house `h` offers: its one empty cell and last digit, or undefined. */
function fullHouseIn(grid: Grid, h: House): FullHouseStep | undefined {
  if (grid.emptyIn(h) !== 1) return undefined;
  let empty = HOUSE_CELL_TABLE[h * 9]!;
  for (let i = h * 9, end = i + 9; grid.value(empty) !== 0 && ++i < end;) empty = HOUSE_CELL_TABLE[i]!;
  const digit = firstDigit(grid.candidateBits(empty));
  // A lone empty cell without candidates is a contradiction, not a full house.
  if (digit === 0) return undefined;
  return { kind: 'fullHouse', house: h, cell: empty, digit, placements: [{ cell: empty, digit }], eliminations: [] };
}

/** The hidden single of the one-bit digit mask `bit` in `h`. */
function hiddenSingleOf(grid: Grid, h: House, bit: number): HiddenSingleStep {
  let c = HOUSE_CELL_TABLE[h * 9]!;
  for (let i = h * 9; (grid.candidateBits(c) & bit) === 0;) c = HOUSE_CELL_TABLE[++i]!;
  const digit = firstDigit(bit);
  return { kind: 'hiddenSingle', house: h, cell: c, digit, placements: [{ cell: c, digit }], eliminations: [] };
}

function searchFullHouses(grid: Grid, sink: StepSink): void {
  if (grid.housesWithOneEmpty() === 0) return;
  for (let k = 0; k < 27; k++) {
    const step = fullHouseIn(grid, SCAN_ORDER[k]!);
    if (step && sink.add(step)) return;
  }
}

/** Hidden singles in houses [from, to), house by house, digits ascending. */
function hiddenSingleStrategy(id: TechniqueId, from: number, to: number): Strategy {
  return {
    technique: id,
    search: (grid, sink) => {
      for (let h = from; h < to; h++) {
        for (let lone = grid.loneDigitsIn(h); lone !== 0; lone &= lone - 1) if (sink.add(hiddenSingleOf(grid, h, lone & -lone))) return;
      }
    },
  };
}

/** Cells in reading order: the grid keeps which cells have one candidate left. */
function searchNakedSingles(grid: Grid, sink: StepSink): void {
  for (let word = 0; word < 3; word++) {
    for (let rest = grid.singleCandidateCells(word); rest !== 0; rest &= rest - 1) {
      const c = word * 27 + lowestBitIndex(rest);
      if (sink.add(nakedSingleAt(c, grid.candidateBits(c)))) return;
    }
  }
}

function nakedSingleAt(c: Cell, bits: number): NakedSingleStep {
  const digit = firstDigit(bits);
  return { kind: 'nakedSingle', cell: c, digit, placements: [{ cell: c, digit }], eliminations: [] };
}

export const fullHouse: Strategy = { technique: 'full-house', search: searchFullHouses };
export const hiddenSingleBox = hiddenSingleStrategy('hidden-single-box', 18, 27);
export const hiddenSingleRow = hiddenSingleStrategy('hidden-single-row', 0, 9);
export const hiddenSingleColumn = hiddenSingleStrategy('hidden-single-column', 9, 18);
export const nakedSingle: Strategy = { technique: 'naked-single', search: searchNakedSingles };

const HIDDEN_SINGLE_ID: Record<ReturnType<typeof houseKind>, TechniqueId> = {
  box: 'hidden-single-box',
  row: 'hidden-single-row',
  column: 'hidden-single-column',
};

export const singles: StrategyFamily<'fullHouse' | 'hiddenSingle' | 'nakedSingle'> = {
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
