/**
 * Uniqueness techniques. They are sound only for puzzles with a single solution, and every
 * step says so (`reliesOnUniqueness`). A unique rectangle is four empty cells on two rows,
 * two columns and two boxes that all hold the digits {a,b}: if nothing else could go there,
 * a and b could be swapped, giving a second solution.
 *
 * - Type 1: three cells are exactly {a,b}: a and b go from the fourth.
 * - Type 2: the two others are {a,b,c} alike: c goes from cells seeing both.
 * - Type 3: the others' extra digits with k−1 cells of a house they share form a naked set.
 * - Type 4: in a house the two others share, a has no other place: b goes from both.
 * - Type 5: two diagonal cells or three cells hold one extra digit c alike: c goes from cells
 *   seeing all of them.
 * - Type 6: two diagonal cells are exactly {a,b} and a has no other place in the rectangle's
 *   two rows (or two columns): a goes from the other two cells.
 * - Hidden rectangle: one cell is exactly {a,b}, and in the row and column of the opposite
 *   cell a has no place outside the rectangle: b goes from the opposite cell.
 * - BUG+1: every empty cell is bivalue but one; the digit of that cell that appears three
 *   times in its houses must be placed there.
 */
import type { Candidate } from '../grid/candidate';
import { boxOf as boxIndexOf, type Cell } from '../grid/cell';
import { digitOfBit, type Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import { boxHouse, type House } from '../grid/house';
import type { Highlights, Placement, StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { HOUSE_TABLE, SE_HOUSES, SEES } from './chains/potentials';
import { PositionTable, stateKind, type SearchContext } from './searchContext';
import { searchOptionsOf } from './searchOptions';
import { offerAll, type StepSink, type Strategy, type StrategyFamily } from './strategy';
import {
  cell as cellToken,
  cellList,
  digits,
  eliminationTokens,
  house as houseToken,
  NO_HIGHLIGHTS,
  placementTokens,
  technique,
  text,
} from './words';
import { popcount } from '../grid/bits';

type RectangleType = 1 | 2 | 3 | 4 | 5 | 6 | 'hidden';

export interface UniqueRectangleStep extends StepEffect {
  readonly kind: 'uniqueRectangle';
  readonly type: RectangleType;
  /** The rectangle, in reading order. */
  readonly cells: readonly [Cell, Cell, Cell, Cell];
  readonly digits: readonly [Digit, Digit];
  /** Type 3: the house of the naked set and its other cells. */
  readonly house?: House;
  readonly setCells?: readonly Cell[];
  /** The pair's candidates a cell of the rectangle has already lost (HoDoKu's missing candidates): not drawn. */
  readonly missing?: readonly Candidate[];
  readonly reliesOnUniqueness: true;
}

/**
 * Every empty cell bivalue but `cell`, where `digit` is the one to keep: it places the digit, or
 * (as HoDoKu 2.2 does) removes the cell's other candidates and leaves the digit to a naked single.
 */
interface BugStep extends StepEffect {
  readonly kind: 'bug';
  readonly cell: Cell;
  readonly digit: Digit;
  readonly reliesOnUniqueness: true;
}

declare module '../step' {
  interface StepKinds {
    uniqueRectangle: UniqueRectangleStep;
    bug: BugStep;
  }
}

export const lowBit = (bits: number): number => bits & -bits;

/** The cell's candidates of the digits in `bits`. */
export function candidatesOf(cell: Cell, bits: number): Candidate[] {
  const out: Candidate[] = [];
  for (let rest = bits; rest !== 0; rest &= rest - 1) out.push(cell * 9 + digitOfBit(lowBit(rest)) - 1);
  return out;
}

/** Houses both cells belong to. */
function sharedHouses(a: Cell, b: Cell): House[] {
  const out: House[] = [];
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[a * 3 + k]!;
    if (SE_HOUSES[b * 3 + k] === house) out.push(house);
  }
  return out;
}

interface Rectangle {
  cells: [Cell, Cell, Cell, Cell];
  pair: number;
}

/**
 * Each context's rectangles of the last position, the types being tried one after the other on
 * one position: those with two cells of the bare pair (types 1–4 and 6 need that many), and
 * those with one (types 5 and hidden rectangles).
 */
const rectangleTable = (bare: 1 | 2, missing: boolean) => (): PositionTable<readonly Rectangle[]> => {
  const scratch: RectangleScratch = { bits: new Uint16Array(81), allowed: new Uint16Array(81) };
  return new PositionTable((grid) => rectanglesOf(grid, bare, missing, scratch));
};
const RECTANGLES = stateKind(rectangleTable(2, false));
const RECTANGLES_ONE_BARE = stateKind(rectangleTable(1, false));
const RECTANGLES_MISSING = stateKind(rectangleTable(2, true));
const RECTANGLES_ONE_BARE_MISSING = stateKind(rectangleTable(1, true));

/**
 * The rectangles a search looks at. HoDoKu 2.2 (its default "allow missing candidates") also
 * takes a rectangle whose cells beside the bare ones have lost a digit of the pair to an
 * elimination, as long as no placed digit rules it out there: the deadly pattern stands on
 * what the solution could hold, and the lost candidates were removed by sound steps.
 */
function rectanglesTable(grid: Grid, context: SearchContext, bare: 1 | 2): readonly Rectangle[] {
  const missing = searchOptionsOf(context, grid).hodokuRectangles === true;
  const kind = bare === 2 ? (missing ? RECTANGLES_MISSING : RECTANGLES) : missing ? RECTANGLES_ONE_BARE_MISSING : RECTANGLES_ONE_BARE;
  return context.get(kind).of(grid);
}

/**
 * Every rectangle of empty cells in exactly two boxes, with each digit pair all four hold and
 * at least `bare` of them hold alone, in row, column and pair order. With `missing`, a cell
 * "holds" the digits it has as candidates and those no placed digit in its houses rules out.
 */
function rectanglesOf(grid: Grid, bare: number, missing: boolean, scratch: RectangleScratch): readonly Rectangle[] {
  const out: Rectangle[] = [];
  const { bits } = scratch;
  for (let c = 0; c < 81; c++) bits[c] = grid.candidateBits(c);
  const held = missing ? allowedDigits(grid, scratch.allowed) : bits;
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      const sameBand = ((r1 / 3) | 0) === ((r2 / 3) | 0);
      for (let c1 = 0; c1 < 9; c1++) {
        const top = held[r1 * 9 + c1]! & held[r2 * 9 + c1]!;
        if ((top & (top - 1)) === 0) continue;
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          if (sameBand === (((c1 / 3) | 0) === ((c2 / 3) | 0))) continue;
          const a1 = bits[r1 * 9 + c1]!;
          const a2 = bits[r1 * 9 + c2]!;
          const b1 = bits[r2 * 9 + c1]!;
          const b2 = bits[r2 * 9 + c2]!;
          // A pair only counts where a cell holds it alone: the digits of the bivalue cells bound it.
          const bare2 = bivalue(a1) | bivalue(a2) | bivalue(b1) | bivalue(b2);
          const common = bare2 & held[r1 * 9 + c1]! & held[r1 * 9 + c2]! & held[r2 * 9 + c1]! & held[r2 * 9 + c2]!;
          if (popcount(common) < 2) continue;
          for (let a = common; a !== 0; a &= a - 1) {
            for (let b = a & (a - 1); b !== 0; b &= b - 1) {
              const pair = lowBit(a) | lowBit(b);
              if ((a1 === pair ? 1 : 0) + (a2 === pair ? 1 : 0) + (b1 === pair ? 1 : 0) + (b2 === pair ? 1 : 0) < bare) continue;
              out.push({ cells: [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2], pair });
            }
          }
        }
      }
    }
  }
  return out;
}

/** A rectangle table's scratch: each cell's candidates, and its allowed digits (allowedDigits). */
interface RectangleScratch {
  readonly bits: Uint16Array;
  readonly allowed: Uint16Array;
}

/** The cell's digits when it holds exactly two, else none. */
function bivalue(bits: number): number {
  const rest = bits & (bits - 1);
  return rest !== 0 && (rest & (rest - 1)) === 0 ? bits : 0;
}

/** Each empty cell's digits that no placed digit in its row, column or box rules out, into `allowed`. */
function allowedDigits(grid: Grid, allowed: Uint16Array): Uint16Array {
  const placed = new Uint16Array(27);
  for (let c = 0; c < 81; c++) {
    const value = grid.value(c);
    if (value === 0) continue;
    for (let k = 0; k < 3; k++) placed[SE_HOUSES[c * 3 + k]!]! |= 1 << (value - 1);
  }
  for (let c = 0; c < 81; c++) {
    allowed[c] =
      grid.value(c) === 0 ? 0x1ff & ~(placed[SE_HOUSES[c * 3]!]! | placed[SE_HOUSES[c * 3 + 1]!]! | placed[SE_HOUSES[c * 3 + 2]!]!) : 0;
  }
  return allowed;
}

/** Offers a rectangle step, noting the pair's candidates its cells have lost, if any. */
function offer(sink: StepSink, grid: Grid, pair: number, step: UniqueRectangleStep): boolean {
  const missing: Candidate[] = [];
  for (const c of step.cells) missing.push(...candidatesOf(c, pair & ~grid.candidateBits(c)));
  return sink.add(missing.length > 0 ? { ...step, missing } : step);
}

function seesBoth(grid: Grid, a: Cell, b: Cell, bit: number, exclude: readonly Cell[]): Candidate[] {
  const out: Candidate[] = [];
  for (let c = 0; c < 81; c++) {
    if (exclude.includes(c) || !(grid.candidateBits(c) & bit)) continue;
    if (SEES[a * 81 + c] && SEES[b * 81 + c]) out.push(c * 9 + digitOfBit(bit) - 1);
  }
  return out;
}

function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of subsetsOf(items.slice(i + 1), size - 1)) out.push([item, ...rest]);
  });
  return out;
}

/** Whether `bit`'s places in `house` are `cells` alone. */
function onlyPlaces(grid: Grid, house: House, bit: number, cells: readonly Cell[]): boolean {
  for (let i = 0; i < 9; i++) {
    const c = HOUSE_TABLE[house * 9 + i]!;
    if (grid.candidateBits(c) & bit && !cells.includes(c)) return false;
  }
  return true;
}

const rowOf = (cell: Cell): House => (cell / 9) | 0;
const columnOf = (cell: Cell): House => 9 + (cell % 9);

/** The fields every step on the rectangle `cells` of `pair` shares: its type and its digits. */
function rectangleBase(type: RectangleType, cells: Rectangle['cells'], pair: number) {
  return {
    kind: 'uniqueRectangle' as const,
    type,
    cells,
    digits: [digitOfBit(lowBit(pair)), digitOfBit(pair & (pair - 1))] as [Digit, Digit],
    placements: [] as Placement[],
    reliesOnUniqueness: true as const,
  };
}

/** The rectangle's cells that hold more than the pair. */
const extrasOf = (grid: Grid, { cells, pair }: Rectangle): Cell[] => cells.filter((c) => grid.candidateBits(c) !== pair);

/** Whether the two cells sit on a diagonal of the rectangle: no house in common. */
const isDiagonal = (extras: readonly Cell[]): boolean => extras.length === 2 && sharedHouses(extras[0]!, extras[1]!).length === 0;

// One search per type, each in a function of its own: the solver asks for the types one after the
// other, and a function serving several would be compiled again for each type's branch.

/** Type 1: one cell holds more than the pair, so it loses the pair. */
function searchTypeOne(grid: Grid, context: SearchContext, sink: StepSink): void {
  for (const rectangle of rectanglesTable(grid, context, 2)) {
    const extras = extrasOf(grid, rectangle);
    if (extras.length !== 1) continue;
    const { cells, pair } = rectangle;
    const eliminations = candidatesOf(extras[0]!, grid.candidateBits(extras[0]!) & pair);
    if (eliminations.length > 0 && offer(sink, grid, pair, { ...rectangleBase(1, cells, pair), eliminations })) return;
  }
}

/** Type 2: two cells hold one more digit, the same: it leaves the cells seeing both. */
function searchTypeTwo(grid: Grid, context: SearchContext, sink: StepSink): void {
  for (const rectangle of rectanglesTable(grid, context, 2)) {
    const extras = extrasOf(grid, rectangle);
    if (extras.length !== 2) continue;
    const { cells, pair } = rectangle;
    const [e1, e2] = extras as [Cell, Cell];
    const extra1 = grid.candidateBits(e1) & ~pair;
    const extra2 = grid.candidateBits(e2) & ~pair;
    if (extra1 !== extra2 || popcount(extra1) !== 1) continue;
    const eliminations = seesBoth(grid, e1, e2, extra1, cells);
    if (eliminations.length > 0 && offer(sink, grid, pair, { ...rectangleBase(2, cells, pair), eliminations })) return;
  }
}

/** Type 3: the two cells' other digits make a naked set with cells of a house they share. */
function searchTypeThree(grid: Grid, context: SearchContext, sink: StepSink): void {
  const hodoku = searchOptionsOf(context, grid).hodokuRectangles === true;
  for (const rectangle of rectanglesTable(grid, context, 2)) {
    const extras = extrasOf(grid, rectangle);
    if (extras.length !== 2) continue;
    const { cells, pair } = rectangle;
    const [e1, e2] = extras as [Cell, Cell];
    const base = rectangleBase(3, cells, pair);
    if (hodoku) {
      if (hodokuTypeThree(grid, { cells, pair, extras: [e1, e2], base }, sink)) return;
      continue;
    }
    const extra = (grid.candidateBits(e1) & ~pair) | (grid.candidateBits(e2) & ~pair);
    for (const house of sharedHouses(e1, e2)) {
      const others: Cell[] = [];
      for (let i = 0; i < 9; i++) {
        const c = HOUSE_TABLE[house * 9 + i]!;
        if (c !== e1 && c !== e2 && grid.candidateBits(c) !== 0 && !cells.includes(c)) others.push(c);
      }
      for (let size = 1; size <= 3; size++) {
        for (const set of subsetsOf(others, size)) {
          let union = extra;
          for (const c of set) union |= grid.candidateBits(c);
          if (popcount(union) !== size + 1) continue;
          const eliminations: Candidate[] = [];
          for (const c of others) if (!set.includes(c)) eliminations.push(...candidatesOf(c, grid.candidateBits(c) & union));
          if (eliminations.length === 0) continue;
          if (offer(sink, grid, pair, { ...base, house, setCells: set, eliminations: eliminations.sort((a, b) => a - b) })) return;
        }
      }
    }
  }
}

/** Type 4: in a house the two cells share, one digit of the pair goes only there: the other leaves them. */
function searchTypeFour(grid: Grid, context: SearchContext, sink: StepSink): void {
  for (const rectangle of rectanglesTable(grid, context, 2)) {
    const extras = extrasOf(grid, rectangle);
    if (extras.length !== 2) continue;
    const { cells, pair } = rectangle;
    const [e1, e2] = extras as [Cell, Cell];
    for (const house of sharedHouses(e1, e2)) {
      for (const keepBit of [lowBit(pair), pair & (pair - 1)]) {
        if (!onlyPlaces(grid, house, keepBit, extras)) continue;
        const dropBit = pair & ~keepBit;
        const eliminations = extras.filter((c) => grid.candidateBits(c) & dropBit).map((c) => c * 9 + digitOfBit(dropBit) - 1);
        const step = { ...rectangleBase(4, cells, pair), house, eliminations: eliminations.sort((a, b) => a - b) };
        if (eliminations.length > 0 && offer(sink, grid, pair, step)) return;
      }
    }
  }
}

/** Type 5: two diagonal cells or three hold one more digit, the same: it leaves the cells seeing them all. */
function searchTypeFive(grid: Grid, context: SearchContext, sink: StepSink): void {
  for (const rectangle of rectanglesTable(grid, context, 1)) {
    const extras = extrasOf(grid, rectangle);
    if (!(isDiagonal(extras) || extras.length === 3)) continue;
    const { cells, pair } = rectangle;
    const extra = grid.candidateBits(extras[0]!) & ~pair;
    if (popcount(extra) !== 1 || extras.some((c) => (grid.candidateBits(c) & ~pair) !== extra)) continue;
    const eliminations: Candidate[] = [];
    for (let c = 0; c < 81; c++) {
      if (!(grid.candidateBits(c) & extra) || cells.includes(c)) continue;
      if (extras.every((e) => SEES[e * 81 + c])) eliminations.push(c * 9 + digitOfBit(extra) - 1);
    }
    if (eliminations.length > 0 && offer(sink, grid, pair, { ...rectangleBase(5, cells, pair), eliminations })) return;
  }
}

/** Type 6: two diagonal cells, and a digit of the pair confined to the rectangle in both its rows or both its columns: it leaves them. */
function searchTypeSix(grid: Grid, context: SearchContext, sink: StepSink): void {
  for (const rectangle of rectanglesTable(grid, context, 2)) {
    const extras = extrasOf(grid, rectangle);
    if (!isDiagonal(extras)) continue;
    const { cells, pair } = rectangle;
    for (const bit of [lowBit(pair), pair & (pair - 1)]) {
      const inRows = onlyPlaces(grid, rowOf(cells[0]), bit, cells) && onlyPlaces(grid, rowOf(cells[3]), bit, cells);
      const inColumns = onlyPlaces(grid, columnOf(cells[0]), bit, cells) && onlyPlaces(grid, columnOf(cells[3]), bit, cells);
      if (!inRows && !inColumns) continue;
      const eliminations = extras.filter((c) => grid.candidateBits(c) & bit).map((c) => c * 9 + digitOfBit(bit) - 1);
      const step = { ...rectangleBase(6, cells, pair), eliminations: eliminations.sort((a, b) => a - b) };
      if (eliminations.length > 0 && offer(sink, grid, pair, step)) return;
    }
  }
}

/** Hidden rectangles: a bare corner, and a digit of the pair confined to the rectangle in the opposite corner's row and column. */
function searchHiddenRectangles(grid: Grid, context: SearchContext, sink: StepSink): void {
  for (const { cells, pair } of rectanglesTable(grid, context, 1)) {
    for (let corner = 0; corner < 4; corner++) {
      if (grid.candidateBits(cells[corner]!) !== pair) continue;
      const opposite = cells[3 - corner]!;
      const rectangleCells: readonly Cell[] = cells;
      for (const bit of [lowBit(pair), pair & (pair - 1)]) {
        if (!onlyPlaces(grid, rowOf(opposite), bit, rectangleCells) || !onlyPlaces(grid, columnOf(opposite), bit, rectangleCells)) continue;
        if (!(grid.candidateBits(opposite) & pair & ~bit)) continue;
        const step = { ...rectangleBase('hidden', cells, pair), eliminations: [opposite * 9 + digitOfBit(pair & ~bit) - 1] };
        if (offer(sink, grid, pair, step)) return;
      }
    }
  }
}

const RECTANGLE_SEARCHES: Record<RectangleType, (grid: Grid, context: SearchContext, sink: StepSink) => void> = {
  1: searchTypeOne,
  2: searchTypeTwo,
  3: searchTypeThree,
  4: searchTypeFour,
  5: searchTypeFive,
  6: searchTypeSix,
  hidden: searchHiddenRectangles,
};

/** A rectangle whose two cells beside the bare ones are `extras`, with the step its finds start from. */
interface TypeThreeRectangle {
  readonly cells: readonly [Cell, Cell, Cell, Cell];
  readonly pair: number;
  readonly extras: readonly [Cell, Cell];
  readonly base: Omit<UniqueRectangleStep, 'eliminations'>;
}

/**
 * Type 3 as HoDoKu 2.2 finds it (`UniquenessSolver.checkUniqueness3`): the houses the two cells
 * share in the order row, column, box; as the naked set's other cells only those without a
 * digit of the pair, any number of them, tried depth first in cell order; in a box, only sets
 * not all on one row or column (the row or column already had them); a set in a row or column
 * that also lies in one box removes its digits from that box too. Offers each step in that
 * order; true once the sink wants no more.
 */
function hodokuTypeThree(grid: Grid, rectangle: TypeThreeRectangle, sink: StepSink): boolean {
  const { cells, pair, extras, base } = rectangle;
  const [e1, e2] = extras;
  const extra = (grid.candidateBits(e1) | grid.candidateBits(e2)) & ~pair;
  const houses: House[] = [];
  if (rowOf(e1) === rowOf(e2)) houses.push(rowOf(e1));
  if (columnOf(e1) === columnOf(e2)) houses.push(columnOf(e1));
  if (boxOf(e1) === boxOf(e2)) houses.push(boxOf(e1));
  for (const house of houses) {
    const others: Cell[] = [];
    for (let i = 0; i < 9; i++) {
      const c = HOUSE_TABLE[house * 9 + i]!;
      const bits = grid.candidateBits(c);
      if (bits !== 0 && (bits & pair) === 0 && !cells.includes(c)) others.push(c);
    }
    const grow = (from: number, union: number, set: readonly Cell[]): boolean => {
      for (let i = from; i < others.length; i++) {
        const grown = [...set, others[i]!];
        const digits = union | grid.candidateBits(others[i]!);
        const setCells = [...extras, ...grown];
        if ((house < 18 || !(allOn(setCells, rowOf) || allOn(setCells, columnOf))) && popcount(digits) === setCells.length - 1) {
          const removed = new Set<Candidate>();
          const sweep = (sweptHouse: House): void => {
            for (let j = 0; j < 9; j++) {
              const c = HOUSE_TABLE[sweptHouse * 9 + j]!;
              if (!setCells.includes(c)) for (const k of candidatesOf(c, grid.candidateBits(c) & digits)) removed.add(k);
            }
          };
          sweep(house);
          if (house < 18 && allOn(setCells, boxOf)) sweep(boxOf(e1));
          if (
            removed.size > 0 &&
            offer(sink, grid, pair, { ...base, house, setCells: grown, eliminations: [...removed].sort((a, b) => a - b) })
          )
            return true;
        }
        if (grow(i + 1, digits, grown)) return true;
      }
      return false;
    };
    if (grow(0, extra, [])) return true;
  }
  return false;
}

const boxOf = (cell: Cell): House => boxHouse(boxIndexOf(cell));
const allOn = (cells: readonly Cell[], houseOf: (cell: Cell) => House): boolean => cells.every((c) => houseOf(c) === houseOf(cells[0]!));

function findBug(grid: Grid): BugStep[] {
  let triple = -1;
  for (let c = 0; c < 81; c++) {
    const n = popcount(grid.candidateBits(c));
    if (n === 0 || n === 2) continue;
    if (n !== 3 || triple >= 0) return [];
    triple = c;
  }
  if (triple < 0) return [];
  let found = -1;
  for (let rest = grid.candidateBits(triple); rest !== 0; rest &= rest - 1) {
    const bit = lowBit(rest);
    let odd = true;
    for (let k = 0; k < 3; k++) {
      const house = SE_HOUSES[triple * 3 + k]!;
      let count = 0;
      for (let i = 0; i < 9; i++) if (grid.candidateBits(HOUSE_TABLE[house * 9 + i]!) & bit) count++;
      if (count !== 3) odd = false;
    }
    if (odd) {
      if (found >= 0) return [];
      found = digitOfBit(bit);
    }
  }
  if (found < 0) return [];
  // A true BUG: with the extra digit out, every digit has 0 or 2 places in every house.
  for (let house = 0; house < 27; house++) {
    for (let d = 0; d < 9; d++) {
      let count = 0;
      for (let i = 0; i < 9; i++) {
        const c = HOUSE_TABLE[house * 9 + i]!;
        if (grid.candidateBits(c) & (1 << d) && !(c === triple && d === found - 1)) count++;
      }
      if (count !== 0 && count !== 2) return [];
    }
  }
  return [
    { kind: 'bug', cell: triple, digit: found, placements: [{ cell: triple, digit: found }], eliminations: [], reliesOnUniqueness: true },
  ];
}

/** The BUG+1 step as HoDoKu 2.2 makes it: the cell's other candidates removed instead of the digit placed. */
function removingOthers(step: BugStep, grid: Grid): BugStep {
  return { ...step, placements: [], eliminations: candidatesOf(step.cell, grid.candidateBits(step.cell) & ~(1 << (step.digit - 1))) };
}

/**
 * What the replay shows of a uniqueness pattern (a rectangle, or BUG cells): its cells with the
 * digits that keep it deadly, and a type 3's house and naked-set cells.
 */
export function patternHighlights(
  cells: readonly Cell[],
  kept: readonly Digit[],
  setCells: readonly Cell[] | undefined,
  house: House | undefined,
  eliminations: readonly Candidate[],
  missing: readonly Candidate[] = [],
): Highlights {
  return {
    ...NO_HIGHLIGHTS,
    cells: [...cells, ...(setCells ?? [])],
    houses: house !== undefined ? [house] : [],
    kept: cells.flatMap((c) => kept.map((d) => c * 9 + d - 1)).filter((k) => !missing.includes(k)),
    removed: eliminations,
  };
}

/** Sudoku Explainer's value of a uniqueness pattern: a type 3 grows with its naked set, 0.1 per cell beside the pattern's pseudo-cell. */
export function valueWithNakedSet(base: number, type: number | 'hidden', setCells: readonly Cell[] | undefined): number {
  return Math.round((base + (type === 3 ? 0.1 * (setCells?.length ?? 0) : 0)) * 10) / 10;
}

function rectangleStrategy(type: RectangleType): Strategy {
  const search = RECTANGLE_SEARCHES[type];
  return { technique: rectangleId({ type }), search: (grid, sink, context) => search(grid, context, sink) };
}

const bugPlusOne: Strategy = {
  technique: 'bug-plus-1',
  search: (grid, sink, context) => {
    const steps = findBug(grid);
    // The options are looked up only for a BUG found, so that the orders without them do not pay.
    offerAll(
      sink,
      steps.length > 0 && searchOptionsOf(context, grid).hodokuBug === true ? steps.map((step) => removingOthers(step, grid)) : steps,
    );
  },
};

const rectangleId = (s: { readonly type: RectangleType }): TechniqueId =>
  s.type === 'hidden' ? 'hidden-rectangle' : `unique-rectangle-${s.type}`;

export const uniqueness: StrategyFamily<'uniqueRectangle' | 'bug'> = {
  strategies: [
    rectangleStrategy(1),
    rectangleStrategy(2),
    rectangleStrategy(3),
    rectangleStrategy(4),
    rectangleStrategy(5),
    rectangleStrategy(6),
    rectangleStrategy('hidden'),
    bugPlusOne,
  ],
  handlers: {
    uniqueRectangle: {
      technique: rectangleId,
      // "Unique rectangle type 1 {3,7} at r1c1, r1c4, r5c1, r5c4: removes 3, 7 from r5c4"
      explain: (s) => [
        technique(rectangleId(s)),
        text(' '),
        digits(s.digits),
        text(' at '),
        ...cellList(s.cells),
        ...(s.house !== undefined
          ? [text(' ('), houseToken(s.house), ...(s.setCells ? [text(' with '), ...cellList(s.setCells)] : []), text(')')]
          : []),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => patternHighlights(s.cells, s.digits, s.setCells, s.house, s.eliminations, s.missing),
      seValue: (s) => valueWithNakedSet(4.5, s.type, s.setCells),
    },
    bug: {
      technique: () => 'bug-plus-1',
      explain: (s) => [
        technique('bug-plus-1'),
        text(': every other empty cell is bivalue; '),
        cellToken(s.cell),
        text(' must be '),
        digits([s.digit]),
        text(': '),
        ...(s.placements.length > 0 ? placementTokens(s.placements) : eliminationTokens(s.eliminations)),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [s.cell],
        kept: [s.cell * 9 + s.digit - 1],
        placements: s.placements,
        removed: s.eliminations,
      }),
    },
  },
};
