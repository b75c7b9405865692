/**
 * BUG types 2, 3 and 4, as Sudoku Explainer's Bivalue Universal Grave producer finds them
 * (type 1, BUG+1, is in uniqueness.ts). A BUG is a position where every empty cell holds two
 * digits and every digit two places in every house: it would have two solutions. When a few
 * "BUG cells" hold extra digits and removing those extras leaves such a position, one of the
 * extras must be true:
 *
 * - Type 2: the extras are one digit: it goes from every cell seeing all the BUG cells.
 * - Type 3: the extras, with k−1 other cells of a house all BUG cells share, form a naked set
 *   of k digits: those digits go from the house's other cells.
 * - Type 4: two BUG cells in one house share one digit besides their extras: each keeps only its
 *   extras and that digit.
 *
 * Like every uniqueness technique, sound only for puzzles with one solution.
 */
import type { Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { House } from '../grid/house';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { HOUSE_TABLE, SE_HOUSES } from './chains/potentials';
import { PositionTable, stateKind } from './searchContext';
import { offerAll, type Strategy, type StrategyFamily } from './strategy';
import { cellsOfWords, PEER_CELL_SETS } from './cellSets';
import { patternHighlights, valueWithNakedSet } from './uniqueness';
import { cellList, digits, eliminationTokens, house as houseToken, technique, text } from './words';
import { popcount } from '../grid/bits';

export interface BugTypeStep extends StepEffect {
  readonly kind: 'bugType';
  readonly type: 2 | 3 | 4;
  /** The BUG cells, in the order the houses revealed them. */
  readonly cells: readonly Cell[];
  /** Every BUG cell's extra digits together. */
  readonly extras: readonly Digit[];
  /** Types 3 and 4: the house the BUG cells share. */
  readonly house?: House;
  /** Type 3: the naked set's other cells and its digits. */
  readonly setCells?: readonly Cell[];
  readonly setDigits?: readonly Digit[];
  /** Type 4: the digit both BUG cells hold besides their extras. */
  readonly shared?: Digit;
  readonly reliesOnUniqueness: true;
}

declare module '../step' {
  interface StepKinds {
    bugType: BugTypeStep;
  }
}

/** What the houses reveal: the BUG cells, each one's extra digits, and the cells seeing them all. */
interface BugPattern {
  readonly cells: readonly Cell[];
  readonly extras: ReadonlyMap<Cell, number>;
  readonly allExtras: number;
  /** Cells seeing every BUG cell, not BUG cells themselves, in reading order. */
  readonly common: readonly Cell[];
}

/** Houses in Sudoku Explainer's order: boxes, rows, columns. */
const SE_HOUSE_ORDER: readonly House[] = [18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];

const digitsOf = (bits: number): Digit[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => bits & (1 << (d - 1)));

/**
 * The BUG pattern of the position, or undefined. A digit with neither zero nor two places in a
 * house points at its BUG cell: the one place among those cells with three or more digits
 * (none: no BUG; several: another house will tell). With every extra removed, each empty cell
 * must hold two digits and each digit two places in each house.
 */
function bugPattern(grid: Grid): BugPattern | undefined {
  const marks = new Uint16Array(81);
  for (let c = 0; c < 81; c++) marks[c] = grid.candidateBits(c);
  const reduced = marks.slice();
  const cells: Cell[] = [];
  const extras = new Map<Cell, number>();
  let allExtras = 0;
  // The cells seeing every BUG cell so far, as a cell set (three words); none known before the first.
  let seen = false;
  let common0 = 0;
  let common1 = 0;
  let common2 = 0;
  for (const house of SE_HOUSE_ORDER) {
    for (let d = 0; d < 9; d++) {
      const bit = 1 << d;
      let places = 0;
      let rich = -1;
      let richCount = 0;
      for (let i = 0; i < 9; i++) {
        const c = HOUSE_TABLE[house * 9 + i]!;
        if (!(marks[c]! & bit)) continue;
        places++;
        if (popcount(marks[c]!) >= 3) {
          rich = c;
          richCount++;
        }
      }
      if (places === 0 || places === 2) continue;
      if (richCount === 0) return undefined;
      if (richCount > 1) continue;
      if (!cells.includes(rich)) cells.push(rich);
      extras.set(rich, (extras.get(rich) ?? 0) | bit);
      allExtras |= bit;
      reduced[rich]! &= ~bit;
      // A cell is none of its own peers, so the BUG cells themselves drop out of the set.
      common0 = (seen ? common0 : -1) & PEER_CELL_SETS[rich * 3]!;
      common1 = (seen ? common1 : -1) & PEER_CELL_SETS[rich * 3 + 1]!;
      common2 = (seen ? common2 : -1) & PEER_CELL_SETS[rich * 3 + 2]!;
      seen = true;
      if (cells.length > 1 && popcount(allExtras) > 1 && (common0 | common1 | common2) === 0) return undefined;
    }
  }
  if (cells.length === 0) return undefined;
  for (let c = 0; c < 81; c++) if (grid.value(c) === 0 && popcount(reduced[c]!) !== 2) return undefined;
  for (let house = 0; house < 27; house++) {
    for (let d = 0; d < 9; d++) {
      let places = 0;
      for (let i = 0; i < 9; i++) if (reduced[HOUSE_TABLE[house * 9 + i]!]! & (1 << d)) places++;
      if (places !== 0 && places !== 2) return undefined;
    }
  }
  return { cells, extras, allExtras, common: cellsOfWords(common0, common1, common2) };
}

/** The house of each kind (box, row, column) all `cells` lie in. */
function sharedHouses(cells: readonly Cell[]): House[] {
  const out: House[] = [];
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cells[0]! * 3 + k]!;
    if (cells.every((c) => SE_HOUSES[c * 3 + k] === house)) out.push(house);
  }
  return out;
}

const candidatesOf = (cell: Cell, bits: number): Candidate[] => digitsOf(bits).map((d) => cell * 9 + d - 1);

function type2(grid: Grid, bug: BugPattern): BugTypeStep[] {
  if (popcount(bug.allExtras) !== 1) return [];
  const eliminations = bug.common.filter((c) => grid.candidateBits(c) & bug.allExtras).flatMap((c) => candidatesOf(c, bug.allExtras));
  if (eliminations.length === 0) return [];
  return [
    { kind: 'bugType', type: 2, cells: bug.cells, extras: digitsOf(bug.allExtras), placements: [], eliminations, reliesOnUniqueness: true },
  ];
}

function type4(grid: Grid, bug: BugPattern): BugTypeStep[] {
  if (bug.cells.length !== 2 || (popcount(bug.allExtras) > 1 && bug.common.length === 0)) return [];
  const [c1, c2] = bug.cells as [Cell, Cell];
  const common = grid.candidateBits(c1) & grid.candidateBits(c2) & ~bug.allExtras;
  if (popcount(common) !== 1) return [];
  return sharedHouses(bug.cells).flatMap((house): BugTypeStep[] => {
    const eliminations = [c1, c2].flatMap((c) => candidatesOf(c, grid.candidateBits(c) & ~bug.extras.get(c)! & ~common));
    if (eliminations.length === 0) return [];
    return [
      {
        kind: 'bugType',
        type: 4,
        cells: bug.cells,
        extras: digitsOf(bug.allExtras),
        house,
        shared: digitsOf(common)[0]!,
        placements: [],
        eliminations,
        reliesOnUniqueness: true,
      },
    ];
  });
}

/** Every `size`-cell choice from `items`, in lexicographic order. */
function choices<T>(items: readonly T[], size: number, from = 0): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  for (let i = from; i <= items.length - size; i++) for (const rest of choices(items, size - 1, i + 1)) out.push([items[i]!, ...rest]);
  return out;
}

function type3(grid: Grid, bug: BugPattern): BugTypeStep[] {
  if (popcount(bug.allExtras) === 1 || bug.common.length === 0) return [];
  const out: BugTypeStep[] = [];
  for (const house of sharedHouses(bug.cells)) {
    // The house's other empty cells (a filled cell is no member of a naked set).
    const houseCells = bug.common.filter((c) => grid.candidateBits(c) !== 0 && SE_HOUSES.subarray(c * 3, c * 3 + 3).includes(house));
    for (let degree = 2; degree <= 6; degree++) {
      for (const setCells of choices(houseCells, degree - 1)) {
        let union = 0;
        for (const c of setCells) union |= grid.candidateBits(c);
        // The naked set: the other cells' digits, with the extras, make exactly `degree` digits.
        if (popcount(union) !== degree || popcount(union | bug.allExtras) !== degree) continue;
        const eliminations = houseCells.filter((c) => !setCells.includes(c)).flatMap((c) => candidatesOf(c, grid.candidateBits(c) & union));
        if (eliminations.length === 0) continue;
        out.push({
          kind: 'bugType',
          type: 3,
          cells: bug.cells,
          extras: digitsOf(bug.allExtras),
          house,
          setCells,
          setDigits: digitsOf(union),
          placements: [],
          eliminations,
          reliesOnUniqueness: true,
        });
      }
    }
  }
  return out;
}

/** Each context's pattern of the last position: the three types are tried one after the other on one position. */
const PATTERN = stateKind(() => new PositionTable(bugPattern));

function bugTypeStrategy(id: TechniqueId, find: (grid: Grid, bug: BugPattern) => BugTypeStep[]): Strategy {
  return {
    technique: id,
    search: (grid, sink, context) => {
      const bug = context.get(PATTERN).of(grid);
      if (bug && bug.cells.length > 1) offerAll(sink, find(grid, bug));
    },
  };
}

const BUG_TYPE_IDS: Record<BugTypeStep['type'], TechniqueId> = { 2: 'bug-type-2', 3: 'bug-type-3', 4: 'bug-type-4' };

export const bugTypes: StrategyFamily<'bugType'> = {
  strategies: [bugTypeStrategy('bug-type-2', type2), bugTypeStrategy('bug-type-3', type3), bugTypeStrategy('bug-type-4', type4)],
  handlers: {
    bugType: {
      technique: (s) => BUG_TYPE_IDS[s.type],
      // "BUG type 3: r1c2, r5c2 hold extra 4, 7; with r3c2 a naked set {4,7,8} in column 2: removes …"
      explain: (s) => [
        technique(BUG_TYPE_IDS[s.type]),
        text(': '),
        ...cellList(s.cells),
        text(' hold extra '),
        digits(s.extras),
        ...(s.type === 3 && s.setCells && s.setDigits && s.house !== undefined
          ? [text('; with '), ...cellList(s.setCells), text(' a naked set '), digits(s.setDigits), text(' in '), houseToken(s.house)]
          : []),
        ...(s.type === 4 && s.shared !== undefined && s.house !== undefined
          ? [text('; both hold '), digits([s.shared]), text(' in '), houseToken(s.house)]
          : []),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => patternHighlights(s.cells, s.extras, s.setCells, s.house, s.eliminations),
      seValue: (s) => valueWithNakedSet(5.7, s.type, s.setCells),
    },
  },
};
