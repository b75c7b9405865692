/**
 * Subsets: n cells of a house holding only n digits between them (naked), or n digits of a
 * house confined to n cells (hidden); HoDoKu's locked pair/triple (a naked subset inside a line
 * and a box at once, clearing both); Sudoku Explainer's direct hidden pair/triple (a hidden
 * subset taken only when it leaves a hidden single in its house, which is placed).
 *
 * As in Sudoku Explainer, a naked n-subset is sought only in houses with at least 2n empty
 * cells and a hidden one only with more than 2n (direct: more than n): in a smaller house the
 * complementary subset is the smaller one, and it is the one reported. A set may ask for
 * HoDoKu's rules instead (`SearchOptions.hodokuSubsets`).
 */
import { candidateOf, type Candidate } from '../grid/candidate';
import { boxOf, rowOf, colOf, type Cell } from '../grid/cell';
import type { Digit, DigitIndex } from '../grid/digit';
import type { Grid } from '../grid/grid';
import { boxHouse, columnHouse, rowHouse, type House } from '../grid/house';
import { highestBitIndex, lowestBitIndex, popcount } from '../grid/bits';
import type { ExplainToken, StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { digitPlaces, digitsOf, HOUSE_CELL_TABLE } from './houses';
import { scratchKind, type SearchContext } from './searchContext';
import { searchOptionsOf } from './searchOptions';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { cell, cellList, digits, eliminationTokens, house, houseList, NO_HIGHLIGHTS, technique, text } from './words';

/** `cells` of `houses` hold only `digits`, so the digits leave the houses' other cells. */
interface NakedSubsetStep extends StepEffect {
  readonly kind: 'nakedSubset';
  /** One house; two (a line and a box) for a locked pair or triple. */
  readonly houses: readonly House[];
  readonly cells: readonly Cell[];
  readonly digits: readonly Digit[];
}

/** `digits` of `house` lie only in `cells`, so the cells lose every other digit. */
interface HiddenSubsetStep extends StepEffect {
  readonly kind: 'hiddenSubset';
  readonly house: House;
  readonly cells: readonly Cell[];
  readonly digits: readonly Digit[];
}

/** A hidden subset that would leave `placements[0]` the one place of its digit in `house`. */
interface DirectHiddenSubsetStep extends StepEffect {
  readonly kind: 'directHiddenSubset';
  readonly house: House;
  readonly cells: readonly Cell[];
  readonly digits: readonly Digit[];
  readonly wouldRemove: readonly Candidate[];
}

declare module '../step' {
  interface StepKinds {
    nakedSubset: NakedSubsetStep;
    hiddenSubset: HiddenSubsetStep;
    directHiddenSubset: DirectHiddenSubsetStep;
  }
}

/** Boxes, then columns, then rows, as Sudoku Explainer scans them. */
const SCAN_ORDER: readonly House[] = [18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 1, 2, 3, 4, 5, 6, 7, 8];
/** Boxes, then rows, then columns, as HoDoKu 2.2 scans them. */
const HODOKU_SCAN_ORDER: readonly House[] = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
];
const BOXES: readonly House[] = [18, 19, 20, 21, 22, 23, 24, 25, 26];

/**
 * The houses in the scan order of the grid's rules and the fewest empty cells a house needs for
 * a naked and for a (not direct) hidden subset of `size`.
 */
function subsetRules(
  grid: Grid,
  context: SearchContext,
  size: number,
): { scan: readonly House[]; nakedMinEmpty: number; hiddenMinEmpty: number } {
  if (searchOptionsOf(context, grid).hodokuSubsets) return { scan: HODOKU_SCAN_ORDER, nakedMinEmpty: 0, hiddenMinEmpty: size + 1 };
  return { scan: SCAN_ORDER, nakedMinEmpty: 2 * size, hiddenMinEmpty: 2 * size + 1 };
}

function emptyCellsOf(grid: Grid, h: House): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < 9; i++) {
    const c = HOUSE_CELL_TABLE[h * 9 + i]!;
    if (grid.value(c) === 0) out.push(c);
  }
  return out;
}

/**
 * A context's scratch for the subset searches, which keep reading it while their sink takes a
 * step: the current house's small cells and the pick (naked), its places by digit and open
 * digits (hidden).
 */
class SubsetScratch {
  readonly smallCells = new Int8Array(9);
  readonly smallBits = new Int16Array(9);
  readonly pick = new Int8Array(4);
  readonly positions = new Int16Array(9);
  readonly openDigits = new Int8Array(9);
}

const SCRATCH = scratchKind(() => new SubsetScratch());

/**
 * Collects the empty cells of `h` with at most `size` candidates into the scratch's small cells
 * (house order) and returns how many; -1 when the house has fewer than `minEmpty` empty cells.
 */
function smallCellsOf(grid: Grid, scratch: SubsetScratch, h: House, size: number, minEmpty: number): number {
  let empty = 0;
  let n = 0;
  for (let i = 0; i < 9; i++) {
    const c = HOUSE_CELL_TABLE[h * 9 + i]!;
    if (grid.value(c) !== 0) continue;
    empty++;
    const bits = grid.candidateBits(c);
    if (popcount(bits) <= size) {
      scratch.smallCells[n] = c;
      scratch.smallBits[n] = bits;
      n++;
    }
  }
  return empty < minEmpty ? -1 : n;
}

/**
 * Visits the `size`-subsets of the first `n` small cells whose candidates together are
 * exactly `size` digits, in lexicographic order of indices (the order `combinations` gives),
 * pruning a prefix whose union already has more digits. The pick is in the scratch; `visit`
 * returns true to stop, and so does this.
 */
function forEachNakedPick(
  scratch: SubsetScratch,
  n: number,
  size: number,
  depth: number,
  start: number,
  union: number,
  visit: (union: number) => boolean,
): boolean {
  for (let i = start; i <= n - (size - depth); i++) {
    const next = union | scratch.smallBits[i]!;
    if (popcount(next) > size) continue;
    scratch.pick[depth] = i;
    if (depth + 1 === size) {
      if (popcount(next) === size && visit(next)) return true;
    } else if (forEachNakedPick(scratch, n, size, depth + 1, i + 1, next, visit)) return true;
  }
  return false;
}

/**
 * Whether a cell of `h` outside the pick holds a digit of the pick's `union`: what the subset
 * would remove there. Asked before any list is made, since a subset already used stays in the
 * grid and is met again at every later step.
 */
function removesFrom(grid: Grid, scratch: SubsetScratch, size: number, h: House, union: number): boolean {
  for (let i = 0; i < 9; i++) {
    const c = HOUSE_CELL_TABLE[h * 9 + i]!;
    if ((grid.candidateBits(c) & union) === 0) continue;
    let picked = false;
    for (let k = 0; k < size && !picked; k++) picked = scratch.smallCells[scratch.pick[k]!] === c;
    if (!picked) return true;
  }
  return false;
}

function pickedCells(scratch: SubsetScratch, size: number): Cell[] {
  const cells: Cell[] = [];
  for (let k = 0; k < size; k++) cells.push(scratch.smallCells[scratch.pick[k]!]!);
  return cells;
}

/** Naked subsets of `size` cells, house by house in scan order. */
function searchNaked(grid: Grid, size: number, sink: StepSink, context: SearchContext): void {
  const scratch = context.get(SCRATCH);
  const rules = subsetRules(grid, context, size);
  // One visitor for every house (the loop moves `h`), not a closure made per house.
  let h = 0;
  const visit = (union: number): boolean => {
    if (!removesFrom(grid, scratch, size, h, union)) return false;
    const cells = pickedCells(scratch, size);
    const eliminations: Candidate[] = [];
    for (const c of emptyCellsOf(grid, h)) {
      if (cells.includes(c)) continue;
      for (const d of digitsOf(grid.candidateBits(c) & union)) eliminations.push(candidateOf(c, d));
    }
    if (eliminations.length === 0) return false;
    return sink.add({ kind: 'nakedSubset', houses: [h], cells, digits: digitsOf(union), placements: [], eliminations });
  };
  for (const house of rules.scan) {
    h = house;
    const n = smallCellsOf(grid, scratch, h, size, rules.nakedMinEmpty);
    if (n >= size && forEachNakedPick(scratch, n, size, 0, 0, 0, visit)) return;
  }
}

/**
 * Locked pair/triple as HoDoKu 2.2 finds them: box by box, a naked subset whose cells share a
 * line, clearing both houses. HoDoKu calls it locked only when it removes something from the
 * box (any other cell of it) and something from the line outside the box; otherwise it is a
 * naked subset, found later in the order.
 */
function searchLockedSubsets(grid: Grid, size: number, sink: StepSink, context: SearchContext): void {
  const scratch = context.get(SCRATCH);
  for (const box of BOXES) {
    const n = smallCellsOf(grid, scratch, box, size, 0);
    if (n < size) continue;
    const stop = forEachNakedPick(scratch, n, size, 0, 0, 0, (union) => {
      if (!removesFrom(grid, scratch, size, box, union)) return false;
      const cells = pickedCells(scratch, size);
      const line = sharedLine(cells);
      if (line === undefined) return false;
      const eliminations: Candidate[] = [];
      let inBox = false;
      let inLineOutsideBox = false;
      for (const h of [line, box]) {
        for (const c of emptyCellsOf(grid, h)) {
          if (cells.includes(c)) continue;
          for (const d of digitsOf(grid.candidateBits(c) & union)) {
            const candidate = candidateOf(c, d);
            if (eliminations.includes(candidate)) continue;
            eliminations.push(candidate);
            if (boxHouse(boxOf(c)) === box) inBox = true;
            else inLineOutsideBox = true;
          }
        }
      }
      if (!inBox || !inLineOutsideBox) return false;
      return sink.add({ kind: 'nakedSubset', houses: [line, box], cells, digits: digitsOf(union), placements: [], eliminations });
    });
    if (stop) return;
  }
}

/** The row, else the column, all `cells` lie in; undefined when they share neither. */
function sharedLine(cells: readonly Cell[]): House | undefined {
  const first = cells[0]!;
  if (cells.every((c) => rowOf(c) === rowOf(first))) return rowHouse(rowOf(first));
  if (cells.every((c) => colOf(c) === colOf(first))) return columnHouse(colOf(first));
  return undefined;
}

/** Positions mask (bit i = i-th cell of the house) of each digit in a house, by digit index. */
function positionsByDigit(grid: Grid, context: SearchContext, h: House, positions: Int16Array): Int16Array {
  // Read once per position for every house and shared by the searches that run on it.
  const places = digitPlaces(grid, context);
  for (let digitIndex = 0; digitIndex < 9; digitIndex++) positions[digitIndex] = places[h * 9 + digitIndex]!;
  return positions;
}

/**
 * Calls `visit` for each hidden subset of `size` digits in each house (scan order): digits
 * still open in the house whose places together fill exactly `size` cells. `union` is the
 * places mask (bit i = i-th cell of the house); `setBits` the digits. Stops when `visit`
 * returns true.
 */
type HiddenVisit = (h: House, positions: Int16Array, setBits: number, union: number) => boolean;

function forEachHidden(grid: Grid, context: SearchContext, size: number, direct: boolean, visit: HiddenVisit): void {
  const scratch = context.get(SCRATCH);
  const rules = subsetRules(grid, context, size);
  const minEmpty = direct ? size + 1 : rules.hiddenMinEmpty;
  for (const h of rules.scan) {
    if (grid.emptyIn(h) < minEmpty) continue;
    const positions = positionsByDigit(grid, context, h, scratch.positions);
    // Only digits with 1..size places can be in a subset whose union has size places.
    const open = scratch.openDigits;
    let count = 0;
    for (let digitIndex = 0; digitIndex < 9; digitIndex++)
      if (positions[digitIndex] !== 0 && popcount(positions[digitIndex]!) <= size) open[count++] = digitIndex;
    if (count >= size && hiddenCombinations(h, positions, open, count, size, size, 0, 0, 0, visit)) return;
  }
}

/**
 * Visits the `size`-digit subsets of the first `count` open digits (ascending), in
 * lexicographic order, whose places make exactly `size` cells: `left` digits are still to pick
 * after `from`; a branch stops once its places exceed `size`. True when `visit` stops the search.
 */
function hiddenCombinations(
  h: House,
  positions: Int16Array,
  open: Int8Array,
  count: number,
  size: number,
  left: number,
  from: number,
  setBits: number,
  union: number,
  visit: HiddenVisit,
): boolean {
  if (left === 0) return popcount(union) === size && visit(h, positions, setBits, union);
  for (let i = from; i <= count - left; i++) {
    const digitIndex: DigitIndex = open[i]!;
    const widened = union | positions[digitIndex]!;
    if (popcount(widened) > size) continue;
    if (hiddenCombinations(h, positions, open, count, size, left - 1, i + 1, setBits | (1 << digitIndex), widened, visit)) return true;
  }
  return false;
}

function hiddenCells(h: House, union: number): Cell[] {
  const cells: Cell[] = [];
  for (let rest = union; rest !== 0; rest &= rest - 1) cells.push(HOUSE_CELL_TABLE[h * 9 + lowestBitIndex(rest)]!);
  return cells;
}

/** Whether a cell of the hidden subset (`union`, places in `h`) holds a digit outside `setBits`: what it would remove. */
function hasOtherDigits(grid: Grid, h: House, union: number, setBits: number): boolean {
  for (let rest = union; rest !== 0; rest &= rest - 1) {
    if (grid.candidateBits(HOUSE_CELL_TABLE[h * 9 + lowestBitIndex(rest)]!) & ~setBits) return true;
  }
  return false;
}

function hiddenEliminations(grid: Grid, cells: readonly Cell[], setBits: number): Candidate[] {
  const eliminations: Candidate[] = [];
  for (const c of cells) for (const d of digitsOf(grid.candidateBits(c) & ~setBits)) eliminations.push(candidateOf(c, d));
  return eliminations;
}

function searchHidden(grid: Grid, size: number, sink: StepSink, context: SearchContext): void {
  forEachHidden(grid, context, size, false, (h, _positions, setBits, union) => {
    if (!hasOtherDigits(grid, h, union, setBits)) return false;
    const cells = hiddenCells(h, union);
    const eliminations = hiddenEliminations(grid, cells, setBits);
    if (eliminations.length === 0) return false;
    return sink.add({ kind: 'hiddenSubset', house: h, cells, digits: digitsOf(setBits), placements: [], eliminations });
  });
}

function searchDirectHidden(grid: Grid, size: number, sink: StepSink, context: SearchContext): void {
  forEachHidden(grid, context, size, true, (h, positions, setBits, union) => {
    // Sudoku Explainer makes one hint per subset: the first digit it leaves with one place.
    for (let digit: Digit = 1; digit <= 9; digit++) {
      if (setBits & (1 << (digit - 1))) continue;
      const places = positions[digit - 1]!;
      if (popcount(places) < 2) continue;
      const left = places & ~union;
      if (popcount(left) !== 1) continue;
      const cells = hiddenCells(h, union);
      return sink.add({
        kind: 'directHiddenSubset',
        house: h,
        cells,
        digits: digitsOf(setBits),
        wouldRemove: hiddenEliminations(grid, cells, setBits),
        placements: [{ cell: HOUSE_CELL_TABLE[h * 9 + highestBitIndex(left)]!, digit }],
        eliminations: [],
      });
    }
    return false;
  });
}

function strategy(id: TechniqueId, search: (grid: Grid, sink: StepSink, context: SearchContext) => void): Strategy {
  return { technique: id, search };
}

export const nakedPair = strategy('naked-pair', (g, sink, context) => searchNaked(g, 2, sink, context));
const nakedTriple = strategy('naked-triple', (g, sink, context) => searchNaked(g, 3, sink, context));
const nakedQuad = strategy('naked-quad', (g, sink, context) => searchNaked(g, 4, sink, context));
const hiddenPair = strategy('hidden-pair', (g, sink, context) => searchHidden(g, 2, sink, context));
const hiddenTriple = strategy('hidden-triple', (g, sink, context) => searchHidden(g, 3, sink, context));
const hiddenQuad = strategy('hidden-quad', (g, sink, context) => searchHidden(g, 4, sink, context));
const directHiddenPair = strategy('direct-hidden-pair', (g, sink, context) => searchDirectHidden(g, 2, sink, context));
const directHiddenTriple = strategy('direct-hidden-triple', (g, sink, context) => searchDirectHidden(g, 3, sink, context));
const lockedPair = strategy('locked-pair', (g, sink, context) => searchLockedSubsets(g, 2, sink, context));
const lockedTriple = strategy('locked-triple', (g, sink, context) => searchLockedSubsets(g, 3, sink, context));

const NAKED_IDS: Record<number, TechniqueId> = { 2: 'naked-pair', 3: 'naked-triple', 4: 'naked-quad' };
const HIDDEN_IDS: Record<number, TechniqueId> = { 2: 'hidden-pair', 3: 'hidden-triple', 4: 'hidden-quad' };
const DIRECT_IDS: Record<number, TechniqueId> = { 2: 'direct-hidden-pair', 3: 'direct-hidden-triple' };

function nakedId(step: NakedSubsetStep): TechniqueId {
  if (step.houses.length === 2) return step.cells.length === 2 ? 'locked-pair' : 'locked-triple';
  const id = NAKED_IDS[step.cells.length];
  if (!id) throw new Error(`naked subset of ${step.cells.length} cells`);
  return id;
}
function sizedId(table: Record<number, TechniqueId>, size: number): TechniqueId {
  const id = table[size];
  if (!id) throw new Error(`subset of size ${size} has no technique`);
  return id;
}

/** "Naked pair {3,7} in row 4 (r4c2, r4c8": the words every subset step starts with. */
function subsetTokens(
  id: TechniqueId,
  houseTokens: readonly ExplainToken[],
  s: { readonly cells: readonly Cell[]; readonly digits: readonly Digit[] },
): ExplainToken[] {
  return [technique(id), text(' '), digits(s.digits), text(' in '), ...houseTokens, text(' ('), ...cellList(s.cells)];
}

/** The subset's own candidates: each of its digits in each of its cells. */
function keptOf(s: { readonly cells: readonly Cell[]; readonly digits: readonly Digit[] }): Candidate[] {
  return s.cells.flatMap((c) => s.digits.map((d) => candidateOf(c, d)));
}

export const subsets: StrategyFamily<'nakedSubset' | 'hiddenSubset' | 'directHiddenSubset'> = {
  strategies: [
    directHiddenPair,
    directHiddenTriple,
    lockedPair,
    lockedTriple,
    nakedPair,
    nakedTriple,
    nakedQuad,
    hiddenPair,
    hiddenTriple,
    hiddenQuad,
  ],
  handlers: {
    nakedSubset: {
      technique: nakedId,
      // "Naked pair {3,7} in row 4 (r4c2, r4c8) removes 3 from r4c5"
      explain: (s) => [...subsetTokens(nakedId(s), houseList(s.houses, ' and '), s), text(') '), ...eliminationTokens(s.eliminations)],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: s.cells,
        houses: s.houses,
        kept: keptOf(s),
        removed: s.eliminations,
      }),
    },
    hiddenSubset: {
      technique: (s) => sizedId(HIDDEN_IDS, s.cells.length),
      // "Hidden pair {3,7} in row 4 (r4c2, r4c8) removes 1 from r4c2"
      explain: (s) => [
        ...subsetTokens(sizedId(HIDDEN_IDS, s.cells.length), [house(s.house)], s),
        text(') '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: s.cells,
        houses: [s.house],
        kept: keptOf(s),
        removed: s.eliminations,
      }),
    },
    directHiddenSubset: {
      technique: (s) => sizedId(DIRECT_IDS, s.cells.length),
      explain: (s) => [
        ...subsetTokens(sizedId(DIRECT_IDS, s.cells.length), [house(s.house)], s),
        text(') leaves one place for '),
        digits([s.placements[0]!.digit]),
        text(': '),
        cell(s.placements[0]!.cell),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.cells, s.placements[0]!.cell],
        houses: [s.house],
        kept: keptOf(s),
        accent: s.wouldRemove,
        placements: s.placements,
      }),
    },
  },
};
