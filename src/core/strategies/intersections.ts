/**
 * Intersections of a box and a line: locked candidates (pointing: a box's digit confined to one
 * line; claiming: a line's digit confined to one box), Sudoku Explainer's direct forms (the same
 * pattern taken only when it leaves a hidden single, which is placed), and Sudoku of the Day's
 * double pairs and multiple lines (two boxes of a band confine a digit to the same two lines).
 */
import { candidateOf, type Candidate } from '../grid/candidate';
import { boxOf, colOf, rowOf, type Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import { boxHouse, CELL_HOUSES, columnHouse, houseKind, rowHouse, type House } from '../grid/house';
import type { ExplainToken, StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { digitPlaces, HOUSE_CELL_TABLE } from './houses';
import { searchOptionsOf } from './searchOptions';
import { PositionTable, stateKind, type SearchContext } from './searchContext';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { cell, cellList, digits, eliminationTokens, house, houseList, NO_HIGHLIGHTS, technique, text } from './words';
import { highestBitIndex, lowestBitIndex } from '../grid/bits';

/** `digit` in `base` lies only in `cells`, all inside `cover`: it leaves the rest of `cover`. */
export interface LockedCandidatesStep extends StepEffect {
  readonly kind: 'lockedCandidates';
  readonly digit: Digit;
  /** A box (pointing) or a line (claiming). */
  readonly base: House;
  readonly cover: House;
  readonly cells: readonly Cell[];
}

/**
 * A locked candidates pattern whose eliminations would leave `digit` one place in `target`
 * (a house of the same kind as `base`): the step places it there. The eliminations themselves
 * are not made, as Sudoku Explainer's direct hints do; `wouldRemove` lists them for the view.
 */
interface DirectLockedCandidatesStep extends StepEffect {
  readonly kind: 'directLockedCandidates';
  readonly digit: Digit;
  readonly base: House;
  readonly cover: House;
  readonly cells: readonly Cell[];
  readonly target: House;
  readonly wouldRemove: readonly Candidate[];
}

/**
 * Two boxes of one band hold `digit` only in the same two lines, so the band's third box
 * loses it from those lines. Double pairs when each box holds it in two cells, one per line;
 * multiple lines otherwise.
 */
interface LineBandStep extends StepEffect {
  readonly kind: 'lineBand';
  readonly digit: Digit;
  readonly boxes: readonly [House, House];
  readonly lines: readonly [House, House];
  readonly target: House;
  readonly cells: readonly Cell[];
}

declare module '../step' {
  interface StepKinds {
    lockedCandidates: LockedCandidatesStep;
    directLockedCandidates: DirectLockedCandidatesStep;
    lineBand: LineBandStep;
  }
}

const BOXES = [18, 19, 20, 21, 22, 23, 24, 25, 26];
const ROWS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const COLUMNS = [9, 10, 11, 12, 13, 14, 15, 16, 17];

function placesOf(grid: Grid, h: House, bit: number): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < 9; i++) {
    const c = HOUSE_CELL_TABLE[h * 9 + i]!;
    if (grid.candidateBits(c) & bit) out.push(c);
  }
  return out;
}

/** The three segments of a house's 9-bit position mask (its cells in reading order): for a box its rows, then its columns; for a line its boxes. */
const BOX_ROWS = [0x007, 0x038, 0x1c0];
const BOX_COLUMNS = [0x049, 0x092, 0x124];

/**
 * The house of kind `coverKind` holding every place of a digit in `base` (at least two
 * places), given the digit's position mask in `base`, or -1. Allocation-free: it runs for
 * every base, digit and cover kind at every step.
 */
function lockedCover(base: House, positions: number, coverKind: 'row' | 'column' | 'box'): House {
  // Fewer than two places: no pattern.
  if ((positions & (positions - 1)) === 0) return -1;
  const segments = coverKind === 'column' ? BOX_COLUMNS : BOX_ROWS;
  for (let j = 0; j < 3; j++) {
    if ((positions & ~segments[j]!) !== 0) continue;
    if (base >= 18) {
      const box = base - 18;
      return coverKind === 'row' ? 3 * ((box / 3) | 0) + j : 9 + 3 * (box % 3) + j;
    }
    // A row's segment j lies in the band's j-th box; a column's in the stack's.
    return base < 9 ? 18 + 3 * ((base / 3) | 0) + j : 18 + 3 * j + (((base - 9) / 3) | 0);
  }
  return -1;
}

/**
 * SHARED[a * 27 + b]: the positions (bits in house a's cell order) of house a's cells that lie
 * in house b too, so a digit's places in a house split into inside and outside another by masks.
 */
const SHARED = (() => {
  const table = new Uint16Array(27 * 27);
  for (let a = 0; a < 27; a++) {
    for (let i = 0; i < 9; i++) {
      for (const b of CELL_HOUSES[HOUSE_CELL_TABLE[a * 9 + i]!]!) table[a * 27 + b]! |= 1 << i;
    }
  }
  return table;
})();

/**
 * Calls `visit` with every locked pattern of `bases` (a digit whose places in a base all lie in
 * one house of a cover kind), in Sudoku Explainer's scan order: cover kind, digit, base. Stops,
 * and returns true, when `visit` returns true.
 */
function forEachLocked(
  grid: Grid,
  context: SearchContext,
  bases: readonly House[],
  coverKinds: readonly ('row' | 'column' | 'box')[],
  visit: (digit: Digit, bit: number, base: House, cover: House, places: Uint16Array) => boolean,
): boolean {
  // Shared by every search on the position: pointing, claiming and their direct forms run in turn.
  const places = digitPlaces(grid, context);
  if (searchOptionsOf(context, grid).hodokuLocked) return forEachLockedByBase(places, bases, coverKinds, visit);
  for (const coverKind of coverKinds) {
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << (digit - 1);
      for (let k = 0; k < bases.length; k++) {
        const base = bases[k]!;
        const cover = lockedCover(base, places[base * 9 + digit - 1]!, coverKind);
        // Only a pattern whose cover holds the digit outside the base removes something.
        if (cover < 0 || (places[cover * 9 + digit - 1]! & ~SHARED[cover * 27 + base]!) === 0) continue;
        if (visit(digit, bit, base, cover, places)) return true;
      }
    }
  }
  return false;
}

/** `forEachLocked` in HoDoKu's order: base, digit, then cover kind (as Sudoku Explainer meets them). */
function forEachLockedByBase(
  places: Uint16Array,
  bases: readonly House[],
  coverKinds: readonly ('row' | 'column' | 'box')[],
  visit: (digit: Digit, bit: number, base: House, cover: House, places: Uint16Array) => boolean,
): boolean {
  for (let k = 0; k < bases.length; k++) {
    const base = bases[k]!;
    for (let digit = 1; digit <= 9; digit++) {
      for (const coverKind of coverKinds) {
        const cover = lockedCover(base, places[base * 9 + digit - 1]!, coverKind);
        if (cover < 0 || (places[cover * 9 + digit - 1]! & ~SHARED[cover * 27 + base]!) === 0) continue;
        if (visit(digit, 1 << (digit - 1), base, cover, places)) return true;
      }
    }
  }
  return false;
}

/** Locked candidates with bases of one kind, in Sudoku Explainer's scan order; true when the sink had enough. */
function searchLocked(
  grid: Grid,
  context: SearchContext,
  bases: readonly House[],
  coverKinds: readonly ('row' | 'column' | 'box')[],
  sink: StepSink,
): boolean {
  return forEachLocked(grid, context, bases, coverKinds, (digit, bit, base, cover, places) => {
    const eliminations: Candidate[] = [];
    for (let rest = places[cover * 9 + digit - 1]! & ~SHARED[cover * 27 + base]!; rest !== 0; rest &= rest - 1) {
      eliminations.push(candidateOf(HOUSE_CELL_TABLE[cover * 9 + lowestBitIndex(rest)]!, digit));
    }
    return sink.add({ kind: 'lockedCandidates', digit, base, cover, cells: placesOf(grid, base, bit), placements: [], eliminations });
  });
}

/** Direct forms: for each locked pattern, each house of the base's kind left with one place; true when the sink had enough. */
function searchDirectLocked(
  grid: Grid,
  context: SearchContext,
  bases: readonly House[],
  coverKinds: readonly ('row' | 'column' | 'box')[],
  sink: StepSink,
): boolean {
  return forEachLocked(grid, context, bases, coverKinds, (digit, bit, base, cover, places) => {
    for (let k = 0; k < bases.length; k++) {
      const target = bases[k]!;
      if (target === base) continue;
      // The target's places: inside the cover (about to go) and outside it (what stays).
      const targetPlaces = places[target * 9 + digit - 1]!;
      const inside = targetPlaces & SHARED[target * 27 + cover]!;
      const outside = targetPlaces & ~inside;
      if (inside === 0 || outside === 0 || (outside & (outside - 1)) !== 0) continue;
      const place = HOUSE_CELL_TABLE[target * 9 + highestBitIndex(outside)]!;
      if (sink.add(directLockedStep(grid, digit, base, cover, target, place))) return true;
    }
    return false;
  });
}

/**
 * The direct step placing `digit` at `place`, the one place `target` keeps. Built apart from the
 * search's loop, which meets a step rarely: with this code inside it, the compiled loop allocates
 * on every pattern it tries.
 */
function directLockedStep(grid: Grid, digit: Digit, base: House, cover: House, target: House, place: Cell): DirectLockedCandidatesStep {
  const bit = 1 << (digit - 1);
  const cells = placesOf(grid, base, bit);
  const wouldRemove = placesOf(grid, cover, bit)
    .filter((c) => !cells.includes(c))
    .map((c) => candidateOf(c, digit));
  return {
    kind: 'directLockedCandidates',
    digit,
    base,
    cover,
    cells,
    target,
    wouldRemove,
    placements: [{ cell: place, digit }],
    eliminations: [],
  };
}

/** The three boxes of each band (rows 1–3, …) and stack (columns 1–3, …), with their line kind. */
const BANDS: readonly { boxes: readonly House[]; rows: boolean; lineOf: (c: Cell) => House }[] = [
  ...[0, 1, 2].map((b) => ({ boxes: [18 + 3 * b, 19 + 3 * b, 20 + 3 * b], rows: true, lineOf: (c: Cell) => rowHouse(rowOf(c)) })),
  ...[0, 1, 2].map((s) => ({ boxes: [18 + s, 21 + s, 24 + s], rows: false, lineOf: (c: Cell) => columnHouse(colOf(c)) })),
];

/** Which line-band steps a search keeps: double pairs, multiple lines, or both. */
type LineBandWanted = 'double-pairs' | 'multiple-lines' | 'any';

/** The other two boxes of a band, for each third box t. */
const OTHER_TWO: readonly (readonly [number, number])[] = [
  [1, 2],
  [0, 2],
  [0, 1],
];

/**
 * Each context's line-band patterns of the last position: double pairs and multiple lines are
 * tried one after the other, and a position has many patterns while the first accepted is all
 * a solve takes, so patterns are kept as numbers and made into steps only when offered.
 */
const LINE_BANDS = stateKind(() => {
  const boxLines = new Uint8Array(81);
  const boxPlaces = new Uint8Array(81);
  return new PositionTable((grid) => allLineBands(grid, boxLines, boxPlaces));
});

/** Line-band steps of one kind (or both), from all the patterns found once per position. */
function searchLineBands(grid: Grid, context: SearchContext, sink: StepSink, wanted: LineBandWanted = 'any'): void {
  const patterns = context.get(LINE_BANDS).of(grid);
  for (let i = 0; i < patterns.length; i++) {
    const pattern = patterns[i]!;
    if (wanted !== 'any' && ((pattern & DOUBLE_PAIRS) !== 0) !== (wanted === 'double-pairs')) continue;
    if (sink.add(lineBandStep(grid, BANDS[(pattern >> 4) & 7]!, pattern & 15, (pattern >> 7) & 3, (pattern >> 9) & 3, (pattern >> 11) & 3)))
      return;
  }
}

/** A pattern's flag: each of its two boxes holds the digit in two cells, one per line (as `isDoublePairs` tells from the step). */
const DOUBLE_PAIRS = 1 << 13;

/**
 * Line-band patterns in the order digit, band, third box, each as a number: the digit (bits
 * 0–3), the band's index in BANDS (4–6), the two boxes and the third by their place in the band
 * (7–8, 9–10, 11–12) and DOUBLE_PAIRS. One pass over the cells summarizes each box's places of
 * each digit as masks of the box's three rows and three columns (into `boxLines`, the table's
 * scratch: per box 0..8 and digit index, the box's rows in bits 0..2 and columns in bits 3..5)
 * and counts them (into `boxPlaces`), so positions without a pattern cost no allocation.
 */
function allLineBands(grid: Grid, boxLines: Uint8Array, boxPlaces: Uint8Array): number[] {
  const out: number[] = [];
  boxLines.fill(0);
  boxPlaces.fill(0);
  for (let box = 0; box < 9; box++) {
    for (let i = 0; i < 9; i++) {
      // Cell i of a box lies on the box's (i / 3)-th row and (i % 3)-th column.
      const lines = (1 << ((i / 3) | 0)) | (8 << (i % 3));
      for (let bits = grid.candidateBits(HOUSE_CELL_TABLE[(18 + box) * 9 + i]!); bits !== 0; bits &= bits - 1) {
        const at = box * 9 + lowestBitIndex(bits);
        boxLines[at]! |= lines;
        boxPlaces[at]!++;
      }
    }
  }
  const lineMasks = [0, 0, 0];
  const places = [0, 0, 0];
  for (let digit = 1; digit <= 9; digit++) {
    for (let bandIndex = 0; bandIndex < BANDS.length; bandIndex++) {
      const band = BANDS[bandIndex]!;
      for (let k = 0; k < 3; k++) {
        const at = (band.boxes[k]! - 18) * 9 + digit - 1;
        lineMasks[k] = band.rows ? boxLines[at]! & 7 : boxLines[at]! >> 3;
        places[k] = boxPlaces[at]!;
      }
      for (let t = 0; t < 3; t++) {
        const [a, b] = OTHER_TWO[t]!;
        const maskA = lineMasks[a]!;
        const maskB = lineMasks[b]!;
        if (maskA === 0 || maskB === 0) continue;
        const union = maskA | maskB;
        // Two lines of three: the union is 3, 5 or 6.
        if (union !== 3 && union !== 5 && union !== 6) continue;
        if ((lineMasks[t]! & union) === 0) continue;
        // Two places on two lines in each box: the two lines of the union, both boxes.
        const double = places[a] === 2 && places[b] === 2 && maskA === union && maskB === union;
        out.push(digit | (bandIndex << 4) | (a << 7) | (b << 9) | (t << 11) | (double ? DOUBLE_PAIRS : 0));
      }
    }
  }
  return out;
}

function lineBandStep(grid: Grid, band: (typeof BANDS)[number], digit: number, a: number, b: number, t: number): LineBandStep {
  const bit = 1 << (digit - 1);
  const placesA = placesOf(grid, band.boxes[a]!, bit);
  const placesB = placesOf(grid, band.boxes[b]!, bit);
  const union = new Set([...placesA.map(band.lineOf), ...placesB.map(band.lineOf)]);
  const eliminations = placesOf(grid, band.boxes[t]!, bit)
    .filter((c) => union.has(band.lineOf(c)))
    .map((c) => candidateOf(c, digit));
  const pair = [...union].sort((x, y) => x - y) as [House, House];
  return {
    kind: 'lineBand',
    digit,
    boxes: [band.boxes[a]!, band.boxes[b]!],
    lines: pair,
    target: band.boxes[t]!,
    cells: [...placesA, ...placesB],
    placements: [],
    eliminations,
  };
}

/** Columns' steps, then rows' (unless the sink had enough). */
function columnsThenRows(search: (bases: readonly House[]) => boolean): void {
  if (!search(COLUMNS)) search(ROWS);
}

/** Claiming's bases: columns, then rows, as Sudoku Explainer scans; rows first in HoDoKu's order. */
function claimingBases(grid: Grid, context: SearchContext, search: (bases: readonly House[]) => boolean): void {
  if (!searchOptionsOf(context, grid).hodokuLocked) columnsThenRows(search);
  else if (!search(ROWS)) search(COLUMNS);
}

function strategy(id: TechniqueId, search: (grid: Grid, sink: StepSink, context: SearchContext) => void): Strategy {
  return { technique: id, search };
}

/** Double pairs: each box holds the digit in exactly two cells, one on each line. */
function isDoublePairs(
  step: LineBandStep,
  lineOf = (c: Cell) => (houseKind(step.lines[0]) === 'row' ? rowHouse(rowOf(c)) : columnHouse(colOf(c))),
): boolean {
  return step.boxes.every((b) => {
    const inBox = step.cells.filter((c) => boxHouse(boxOf(c)) === b);
    return inBox.length === 2 && lineOf(inBox[0]!) !== lineOf(inBox[1]!);
  });
}

const pointing = strategy('pointing', (g, sink, context) => searchLocked(g, context, BOXES, ['column', 'row'], sink));
const claiming = strategy('claiming', (g, sink, context) =>
  claimingBases(g, context, (bases) => searchLocked(g, context, bases, ['box'], sink)),
);
const directPointing = strategy('direct-pointing', (g, sink, context) => searchDirectLocked(g, context, BOXES, ['column', 'row'], sink));
const directClaiming = strategy('direct-claiming', (g, sink, context) =>
  columnsThenRows((bases) => searchDirectLocked(g, context, bases, ['box'], sink)),
);
const doublePairs = strategy('double-pairs', (g, sink, context) => searchLineBands(g, context, sink, 'double-pairs'));
const multipleLines = strategy('multiple-lines', (g, sink, context) => searchLineBands(g, context, sink, 'multiple-lines'));

const lockedId = (base: House, direct: boolean): TechniqueId =>
  houseKind(base) === 'box' ? (direct ? 'direct-pointing' : 'pointing') : direct ? 'direct-claiming' : 'claiming';

/** "Pointing: 3 in box 5 lies only in row 4": the words every locked candidates step starts with. */
function lockedTokens(id: TechniqueId, s: LockedCandidatesStep | DirectLockedCandidatesStep): ExplainToken[] {
  return [technique(id), text(': '), digits([s.digit]), text(' in '), house(s.base), text(' lies only in '), house(s.cover)];
}

export const intersections: StrategyFamily<'lockedCandidates' | 'directLockedCandidates' | 'lineBand'> = {
  strategies: [directPointing, directClaiming, pointing, claiming, doublePairs, multipleLines],
  handlers: {
    lockedCandidates: {
      technique: (s) => lockedId(s.base, false),
      // "Pointing: 3 in box 5 lies only in row 4 (r4c4, r4c5), removes 3 from r4c8"
      explain: (s) => [
        ...lockedTokens(lockedId(s.base, false), s),
        text(' ('),
        ...cellList(s.cells),
        text('), '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: s.cells,
        houses: [s.base],
        coverHouses: [s.cover],
        kept: s.cells.map((c) => candidateOf(c, s.digit)),
        removed: s.eliminations,
      }),
    },
    directLockedCandidates: {
      technique: (s) => lockedId(s.base, true),
      explain: (s) => [
        ...lockedTokens(lockedId(s.base, true), s),
        text(', so '),
        house(s.target),
        text(' has one place for it: '),
        cell(s.placements[0]!.cell),
        text(' = '),
        digits([s.digit]),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [s.placements[0]!.cell],
        houses: [s.base, s.target],
        coverHouses: [s.cover],
        kept: s.cells.map((c) => candidateOf(c, s.digit)),
        accent: s.wouldRemove,
        placements: s.placements,
      }),
    },
    lineBand: {
      technique: (s) => (isDoublePairs(s) ? 'double-pairs' : 'multiple-lines'),
      explain: (s) => [
        technique(isDoublePairs(s) ? 'double-pairs' : 'multiple-lines'),
        text(': '),
        digits([s.digit]),
        text(' in '),
        ...houseList(s.boxes),
        text(' lies only in '),
        ...houseList(s.lines),
        text(', so '),
        house(s.target),
        text(' '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: s.cells,
        houses: s.boxes,
        coverHouses: s.lines,
        kept: s.cells.map((c) => candidateOf(c, s.digit)),
        removed: s.eliminations,
      }),
    },
  },
};
