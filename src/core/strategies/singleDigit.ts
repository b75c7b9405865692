/**
 * Single-digit patterns, all built from strong links (a house where the digit has exactly two
 * places): two strong links a1=a2 and b1=b2 whose inner ends a2, b1 see each other force the
 * digit into a1 or b2, so it leaves every cell seeing both. By the houses involved:
 * skyscraper (two parallel lines), 2-string kite (a row and a column, inner ends in one box),
 * turbot fish (any other pair, at least one link in a box). The empty rectangle uses a box
 * whose digit lies on one row and one column of it as one end of the chain.
 */
import type { Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { House } from '../grid/house';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { HOUSE_TABLE, SEES } from './chains/potentials';
import { digitByDigitStrategy, digitPatterns, DigitPatternMemo } from './digitMemo';
import { scratchKind, type SearchContext } from './searchContext';
import { offerAll, type StepSink, type Strategy, type StrategyFamily } from './strategy';
import { cellList, digits, eliminationTokens, house as houseToken, NO_HIGHLIGHTS, technique, text } from './words';
import { highestBitIndex, lowestBitIndex, popcount } from '../grid/bits';
import { addCell, cellBit, cellWord, CELL_SET_WORDS, PEER_CELL_SETS } from './cellSets';

type TwoLinkShape = 'skyscraper' | 'kite' | 'turbot';

/** a1=a2 in house `first`, b1=b2 in house `second`, a2 sees b1: the digit leaves cells seeing a1 and b2. */
interface TwoLinkStep extends StepEffect {
  readonly kind: 'twoLink';
  readonly shape: TwoLinkShape;
  readonly digit: Digit;
  /** [a1, a2, b1, b2]. */
  readonly cells: readonly [Cell, Cell, Cell, Cell];
  readonly houses: readonly [House, House];
}

/** The digit in `box` lies on `row` and `column`; with the strong link `link` in a line it leaves `target`. */
interface EmptyRectangleStep extends StepEffect {
  readonly kind: 'emptyRectangle';
  readonly digit: Digit;
  readonly box: House;
  readonly row: House;
  readonly column: House;
  readonly link: readonly [Cell, Cell];
  readonly linkHouse: House;
}

declare module '../step' {
  interface StepKinds {
    twoLink: TwoLinkStep;
    emptyRectangle: EmptyRectangleStep;
  }
}

const boxOf = (cell: Cell): number => ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0);

interface StrongLink {
  house: House;
  a: Cell;
  b: Cell;
}

function strongLinks(grid: Grid, bit: number): StrongLink[] {
  const out: StrongLink[] = [];
  for (let house = 0; house < 27; house++) {
    // The house's first two places, and how many it has.
    let a = -1;
    let b = -1;
    let count = 0;
    for (let i = 0; i < 9; i++) {
      const c = HOUSE_TABLE[house * 9 + i]!;
      if ((grid.candidateBits(c) & bit) === 0) continue;
      if (count === 0) a = c;
      else if (count === 1) b = c;
      count++;
    }
    // A pair that also shares a line inside a box is the line's link; keep it once.
    if (count === 2 && !(house >= 18 && (((a / 9) | 0) === ((b / 9) | 0) || a % 9 === b % 9))) out.push({ house, a, b });
  }
  return out;
}

function shapeOf(h1: House, h2: House, inner1: Cell, inner2: Cell): TwoLinkShape {
  const kind = (h: House): number => (h < 9 ? 0 : h < 18 ? 1 : 2);
  if (kind(h1) === kind(h2) && kind(h1) < 2) return 'skyscraper';
  if (kind(h1) < 2 && kind(h2) < 2 && boxOf(inner1) === boxOf(inner2)) return 'kite';
  return 'turbot';
}

const SHAPES: readonly TwoLinkShape[] = ['skyscraper', 'kite', 'turbot'];

/** The bit of `cell` in word `w` of a cell set, 0 when the cell lies in another word. */
const cellBitIn = (w: number, cell: Cell): number => (cellWord(cell) === w ? cellBit(cell) : 0);

const NO_TWO_LINKS: readonly (readonly TwoLinkStep[])[] = [[], [], []];

/** The two-link steps of one digit by shape (SHAPES order), each list in search order. */
function twoLinksOfDigit(grid: Grid, digit: Digit): readonly (readonly TwoLinkStep[])[] {
  const bit = 1 << (digit - 1);
  const links = strongLinks(grid, bit);
  if (links.length < 2) return NO_TWO_LINKS;
  const out: TwoLinkStep[][] = [[], [], []];
  // Per shape, the steps kept by what they remove and their ends: made at the first step.
  let seen: Set<string>[] | undefined;
  const pattern = new Int32Array(CELL_SET_WORDS);
  for (let c = 0; c < 81; c++) if (grid.candidateBits(c) & bit) addCell(pattern, 0, c);
  for (let i = 0; i < links.length; i++) {
    for (let j = i + 1; j < links.length; j++) {
      const l1 = links[i]!;
      const l2 = links[j]!;
      // Each link both ways round: a1 → a2, b1 → b2 (as [a, b] then [b, a]).
      for (let ta = 0; ta < 2; ta++) {
        const a1 = ta === 0 ? l1.a : l1.b;
        const a2 = ta === 0 ? l1.b : l1.a;
        for (let tb = 0; tb < 2; tb++) {
          const b1 = tb === 0 ? l2.a : l2.b;
          const b2 = tb === 0 ? l2.b : l2.a;
          // Four different cells (a link's own ends always differ).
          if (a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2) continue;
          if (!SEES[a2 * 81 + b1]) continue;
          // Ends that see each other make an X-wing-like loop or a plain subset, not this pattern.
          if (SEES[a1 * 81 + b2]) continue;
          // The digit's places seeing both ends, as cell sets: the ends are no peers of themselves,
          // and the inner ends, which may see both, are left out.
          let eliminations: Candidate[] | undefined;
          for (let w = 0; w < CELL_SET_WORDS; w++) {
            const seen = pattern[w]! & PEER_CELL_SETS[a1 * CELL_SET_WORDS + w]! & PEER_CELL_SETS[b2 * CELL_SET_WORDS + w]!;
            for (let rest = seen & ~cellBitIn(w, a2) & ~cellBitIn(w, b1); rest !== 0; rest &= rest - 1)
              (eliminations ??= []).push((w * 27 + lowestBitIndex(rest)) * 9 + digit - 1);
          }
          if (!eliminations) continue;
          const shape = shapeOf(l1.house, l2.house, a2, b1);
          const s = SHAPES.indexOf(shape);
          const key = `${eliminations.join(',')}:${Math.min(a1, b2)},${Math.max(a1, b2)}`;
          seen ??= [new Set<string>(), new Set<string>(), new Set<string>()];
          if (seen[s]!.has(key)) continue;
          seen[s]!.add(key);
          out[s]!.push({
            kind: 'twoLink',
            shape,
            digit,
            cells: [a1, a2, b1, b2],
            houses: [l1.house, l2.house],
            placements: [],
            eliminations,
          });
        }
      }
    }
  }
  return out;
}

/** Each context's two-link steps of each digit (all shapes), keyed by the digit's pattern (so kept from puzzle to puzzle). */
const TWO_LINK_MEMO = scratchKind(() => new DigitPatternMemo<readonly (readonly TwoLinkStep[])[]>(9));

function twoLinksOf(
  memo: DigitPatternMemo<readonly (readonly TwoLinkStep[])[]>,
  grid: Grid,
  patterns: Int32Array,
  d: number,
  shape: number,
): readonly TwoLinkStep[] {
  const known = memo.find(d, patterns, d);
  return (known ?? memo.remember(d, patterns, d, twoLinksOfDigit(grid, d + 1)))[shape]!;
}

/** Digit by digit; within a digit, pairs of strong links in house order. */
function searchTwoLinks(grid: Grid, wanted: TwoLinkShape, sink: StepSink, context: SearchContext): void {
  const patterns = digitPatterns(grid, context);
  const memo = context.get(TWO_LINK_MEMO);
  const shape = SHAPES.indexOf(wanted);
  for (let d = 0; d < 9; d++) if (offerAll(sink, twoLinksOf(memo, grid, patterns, d, shape))) return;
}

/** The other place of a line holding the digit in exactly two places (`places`, a 9-bit mask), one of them `end`; -1 otherwise. */
function otherEnd(places: number, end: number): number {
  if (popcount(places) !== 2 || !(places & (1 << end))) return -1;
  return highestBitIndex(places & ~(1 << end));
}

/**
 * The empty rectangles of one digit, box by box: a box whose places of the digit all lie on
 * row r or column k (neither alone holding them all), and a strong link outside the box with
 * one end on that row (column): the other end's row (column) meets column k (row r) in a cell
 * that loses the digit. Masks, not lists: most positions have none, and this runs for each
 * digit whose places changed.
 */
function emptyRectanglesOfDigit(grid: Grid, digit: Digit): EmptyRectangleStep[] {
  const out: EmptyRectangleStep[] = [];
  const bit = 1 << (digit - 1);
  // The digit's places per column (a mask of rows) and per row (a mask of columns).
  const rowsOfColumn = new Int16Array(9);
  const columnsOfRow = new Int16Array(9);
  for (let c = 0; c < 81; c++) {
    if ((grid.candidateBits(c) & bit) === 0) continue;
    rowsOfColumn[c % 9]! |= 1 << ((c / 9) | 0);
    columnsOfRow[(c / 9) | 0]! |= 1 << (c % 9);
  }
  for (let box = 0; box < 9; box++) {
    const top = ((box / 3) | 0) * 3;
    const left = (box % 3) * 3;
    // The box's places as three 3-bit row masks (bit = column inside the box).
    const inRow = [(columnsOfRow[top]! >> left) & 7, (columnsOfRow[top + 1]! >> left) & 7, (columnsOfRow[top + 2]! >> left) & 7];
    if (popcount(inRow[0]! | (inRow[1]! << 3) | (inRow[2]! << 6)) < 2) continue;
    for (let r = top; r < top + 3; r++) {
      for (let k = left; k < left + 3; k++) {
        const kBit = 1 << (k - left);
        // Every place of the digit in the box is on row r or column k, and neither line alone holds them all.
        let onCross = true;
        let offRow = false;
        let offColumn = false;
        for (let i = 0; i < 3; i++) {
          const places = inRow[i]!;
          if (top + i === r) {
            offColumn ||= (places & ~kBit) !== 0;
          } else {
            onCross &&= (places & ~kBit) === 0;
            offRow ||= places !== 0;
          }
        }
        if (!onCross || !offRow || !offColumn) continue;
        // A strong link in a column j outside the box, one end on row r: the other end's row meets column k.
        for (let j = 0; j < 9; j++) {
          const far = j >= left && j < left + 3 ? -1 : otherEnd(rowsOfColumn[j]!, r);
          const target = far * 9 + k;
          if (far < 0 || boxOf(target) === box || !(grid.candidateBits(target) & bit)) continue;
          out.push({
            kind: 'emptyRectangle',
            digit,
            box: 18 + box,
            row: r,
            column: 9 + k,
            link: [r * 9 + j, far * 9 + j],
            linkHouse: 9 + j,
            placements: [],
            eliminations: [target * 9 + digit - 1],
          });
        }
        // A strong link in a row i outside the box, one end on column k: the other end's column meets row r.
        for (let i = 0; i < 9; i++) {
          const far = i >= top && i < top + 3 ? -1 : otherEnd(columnsOfRow[i]!, k);
          const target = r * 9 + far;
          if (far < 0 || boxOf(target) === box || !(grid.candidateBits(target) & bit)) continue;
          out.push({
            kind: 'emptyRectangle',
            digit,
            box: 18 + box,
            row: r,
            column: 9 + k,
            link: [i * 9 + k, i * 9 + far],
            linkHouse: i,
            placements: [],
            eliminations: [target * 9 + digit - 1],
          });
        }
      }
    }
  }
  return out;
}

const SHAPE_IDS: Record<TwoLinkShape, TechniqueId> = { skyscraper: 'skyscraper', kite: 'two-string-kite', turbot: 'turbot-fish' };

function twoLinkStrategy(shape: TwoLinkShape): Strategy {
  return { technique: SHAPE_IDS[shape], search: (grid, sink, context) => searchTwoLinks(grid, shape, sink, context) };
}

const emptyRectangle: Strategy = digitByDigitStrategy('empty-rectangle', emptyRectanglesOfDigit);

export const singleDigit: StrategyFamily<'twoLink' | 'emptyRectangle'> = {
  strategies: [twoLinkStrategy('skyscraper'), twoLinkStrategy('kite'), twoLinkStrategy('turbot'), emptyRectangle],
  handlers: {
    twoLink: {
      technique: (s) => SHAPE_IDS[s.shape],
      // "Skyscraper on 4: r2c3=r2c7 – r6c7=r6c1: removes 4 from r1c1"
      explain: (s) => [
        technique(SHAPE_IDS[s.shape]),
        text(' on '),
        digits([s.digit]),
        text(': strong links in '),
        houseToken(s.houses[0]),
        text(' and '),
        houseToken(s.houses[1]),
        text(' ('),
        ...cellList(s.cells),
        text('): '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => {
        const [a1, a2, b1, b2] = s.cells.map((c) => c * 9 + s.digit - 1) as [number, number, number, number];
        return {
          ...NO_HIGHLIGHTS,
          cells: [...s.cells],
          houses: [...s.houses],
          kept: [a1, b2],
          accent: [a2, b1],
          removed: s.eliminations,
          links: [
            { from: a1, to: a2, strong: true },
            { from: a2, to: b1, strong: false },
            { from: b1, to: b2, strong: true },
          ],
        };
      },
    },
    emptyRectangle: {
      technique: () => 'empty-rectangle',
      explain: (s) => [
        technique('empty-rectangle'),
        text(' on '),
        digits([s.digit]),
        text(' in '),
        houseToken(s.box),
        text(' ('),
        houseToken(s.row),
        text(', '),
        houseToken(s.column),
        text(') with the strong link '),
        ...cellList(s.link),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.link],
        houses: [s.box, s.linkHouse],
        coverHouses: [s.row, s.column],
        kept: s.link.map((c) => c * 9 + s.digit - 1),
        removed: s.eliminations,
        links: [{ from: s.link[0] * 9 + s.digit - 1, to: s.link[1] * 9 + s.digit - 1, strong: true }],
      }),
    },
  },
};
