/**
 * Strong-linked fish (Sukaku Explainer's "3/4 Strong links"): one digit, k strong links
 * (houses where the digit has exactly two places) chained by weak links (the inner ends see
 * each other). One of the two outer ends holds the digit, so it leaves every cell seeing
 * both. Two links are the skyscraper, 2-string kite and turbot fish (single-digit patterns);
 * this family finds three to six. Sukaku Explainer rates them 5.4, 5.8, 6.2 and 6.6, plus 0.1
 * when the links mix house kinds, 0.2 when they use a box and both rows and columns.
 */
import type { Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { House } from '../grid/house';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { HOUSE_TABLE, SEES } from './chains/potentials';
import { digitPatterns, DigitPatternMemo } from './digitMemo';
import { scratchKind, type SearchContext } from './searchContext';
import { offerRanked, type StepSink, type Strategy, type StrategyFamily } from './strategy';
import { cellList, digits, eliminationTokens, houseList, NO_HIGHLIGHTS, technique, text } from './words';

interface StrongLinkFishStep extends StepEffect {
  readonly kind: 'strongLinkFish';
  readonly digit: Digit;
  /** Chain cells: strong link i joins cells[2i] and cells[2i+1]; cells[2i+1] sees cells[2i+2]. */
  readonly cells: readonly Cell[];
  /** The house of each strong link. */
  readonly houses: readonly House[];
}

declare module '../step' {
  interface StepKinds {
    strongLinkFish: StrongLinkFishStep;
  }
}

/** Base value by link count. */
const BASE_VALUES: readonly number[] = [0, 0, 4.0, 5.4, 5.8, 6.2, 6.6];

/** Sukaku Explainer's value: base by link count, +0.1 for mixed house kinds, +0.2 for box and both line kinds. */
export function strongLinkValue(houses: readonly House[]): number {
  const base = BASE_VALUES[houses.length] ?? 7.0;
  const rows = houses.some((h) => h < 9);
  const cols = houses.some((h) => h >= 9 && h < 18);
  const boxes = houses.some((h) => h >= 18);
  const extra = boxes && rows && cols ? 0.2 : (rows && cols) || boxes ? 0.1 : 0;
  return Math.round((base + extra) * 10) / 10;
}

/**
 * A context's strong-link search: each digit's patterns of each size, in discovery order, keyed
 * by the digit's candidate pattern (they depend on nothing else, so they are kept from puzzle to
 * puzzle); and the walk's scratch, so the depth-first walk allocates nothing until it has a
 * pattern. Links of the current digit: linkHouse/linkA/linkB, in house order, the two places in
 * house order.
 */
class StrongLinkWork {
  readonly memos: Record<number, DigitPatternMemo<readonly StrongLinkFishStep[]>> = {
    3: new DigitPatternMemo(9),
    4: new DigitPatternMemo(9),
    5: new DigitPatternMemo(9),
    6: new DigitPatternMemo(9),
  };
  readonly linkHouse = new Int8Array(27);
  readonly linkA = new Int8Array(27);
  readonly linkB = new Int8Array(27);
  readonly used = new Uint8Array(27);
  /** Cells holding the current digit, ascending. */
  readonly digitCells = new Int8Array(81);
  /** Chain cells (strong link i joins chain[2i] and chain[2i+1]) and the links' houses. */
  readonly chain = new Int8Array(12);
  readonly chainHouses = new Int8Array(6);
}

const WORK = scratchKind(() => new StrongLinkWork());

/** The current search of one digit: its links and cells, and the patterns found. */
interface Search {
  readonly work: StrongLinkWork;
  grid: Grid;
  size: number;
  digit: number;
  linkCount: number;
  cellCount: number;
  out: StrongLinkFishStep[];
  seen: Set<string>;
}

/** The strong links of `bit`: houses where it has exactly two places, not a box pair on one line. */
function collectLinks(search: Search, bit: number): void {
  const { linkHouse, linkA, linkB, digitCells } = search.work;
  const grid = search.grid;
  let linkCount = 0;
  for (let house = 0; house < 27; house++) {
    let a = -1;
    let b = -1;
    let count = 0;
    for (let i = 0; i < 9; i++) {
      const c = HOUSE_TABLE[house * 9 + i]!;
      if ((grid.candidateBits(c) & bit) === 0) continue;
      if (++count > 2) break;
      if (count === 1) a = c;
      else b = c;
    }
    if (count !== 2) continue;
    // A box pair on one line is that line's link already.
    if (house >= 18 && (((a / 9) | 0) === ((b / 9) | 0) || a % 9 === b % 9)) continue;
    linkHouse[linkCount] = house;
    linkA[linkCount] = a;
    linkB[linkCount] = b;
    linkCount++;
  }
  search.linkCount = linkCount;
  let cellCount = 0;
  for (let c = 0; c < 81; c++) if (grid.candidateBits(c) & bit) digitCells[cellCount++] = c;
  search.cellCount = cellCount;
}

function chainHas(chain: Int8Array, length: number, cell: number): boolean {
  for (let k = 0; k < length; k++) if (chain[k] === cell) return true;
  return false;
}

/** A complete chain of `size` links: records its pattern if it eliminates anything. */
function visitChain(search: Search): void {
  const { chain, chainHouses, digitCells } = search.work;
  const length = 2 * search.size;
  const start = chain[0]!;
  const end = chain[length - 1]!;
  if (SEES[start * 81 + end]) return;
  let count = 0;
  for (let k = 0; k < search.cellCount; k++) {
    const c = digitCells[k]!;
    if (SEES[start * 81 + c] && SEES[end * 81 + c] && !chainHas(chain, length, c)) count++;
  }
  if (count === 0) return;
  // Chains on the same cells (the same chain read backwards, or another walk of its links)
  // are one pattern: the first found stands for them.
  const key = chainKey(chain, search.digit, length);
  if (search.seen.has(key)) return;
  search.seen.add(key);
  const digit = search.digit;
  const eliminations: Candidate[] = [];
  for (let k = 0; k < search.cellCount; k++) {
    const c = digitCells[k]!;
    if (SEES[start * 81 + c] && SEES[end * 81 + c] && !chainHas(chain, length, c)) eliminations.push(c * 9 + digit - 1);
  }
  search.out.push({
    kind: 'strongLinkFish',
    digit,
    cells: Array.from(chain.subarray(0, length)),
    houses: Array.from(chainHouses.subarray(0, search.size)),
    placements: [],
    eliminations,
  });
}

/** The digit and the set of the chain's cells, as a string (cells as a 81-bit set in 3 words). */
function chainKey(chain: Int8Array, digit: number, length: number): string {
  let low = 0;
  let middle = 0;
  let high = 0;
  for (let k = 0; k < length; k++) {
    const c = chain[k]!;
    if (c < 27) low |= 1 << c;
    else if (c < 54) middle |= 1 << (c - 27);
    else high |= 1 << (c - 54);
  }
  return `${digit}:${low}:${middle}:${high}`;
}

/** Extends the chain by one strong link (weakly linked to the last cell), depth first. */
function extend(search: Search, depth: number): void {
  const { used, linkA, linkB, chain, chainHouses, linkHouse } = search.work;
  if (depth === search.size) {
    visitChain(search);
    return;
  }
  const length = 2 * depth;
  const inner = depth === 0 ? -1 : chain[length - 1]!;
  for (let i = 0; i < search.linkCount; i++) {
    if (used[i]) continue;
    for (let turn = 0; turn < 2; turn++) {
      const near = turn === 0 ? linkA[i]! : linkB[i]!;
      const far = turn === 0 ? linkB[i]! : linkA[i]!;
      if (chainHas(chain, length, near) || chainHas(chain, length, far)) continue;
      if (inner >= 0 && !SEES[inner * 81 + near]) continue;
      used[i] = 1;
      chain[length] = near;
      chain[length + 1] = far;
      chainHouses[depth] = linkHouse[i]!;
      extend(search, depth + 1);
      used[i] = 0;
    }
  }
}

/** The strong-linked fish of `size` links on `digit`, in depth-first chain order. */
function fishOfDigit(work: StrongLinkWork, grid: Grid, size: number, digit: number): StrongLinkFishStep[] {
  const search: Search = { work, grid, size, digit, linkCount: 0, cellCount: 0, out: [], seen: new Set() };
  collectLinks(search, 1 << (digit - 1));
  if (search.linkCount < size) return search.out;
  work.used.fill(0);
  extend(search, 0);
  return search.out;
}

/** Sukaku Explainer's order: easiest first, then the most eliminations (stable: first found first). */
const easierFirst = (p: StrongLinkFishStep, q: StrongLinkFishStep): number =>
  strongLinkValue(p.houses) - strongLinkValue(q.houses) || q.eliminations.length - p.eliminations.length;

/** The strong-linked fish of `size` links of each digit, remembered by the digit's candidate pattern. */
function fishByDigit(grid: Grid, size: number, context: SearchContext): (readonly StrongLinkFishStep[])[] {
  const patterns = digitPatterns(grid, context);
  const work = context.get(WORK);
  const memo = work.memos[size]!;
  const byDigit: (readonly StrongLinkFishStep[])[] = [];
  for (let d = 0; d < 9; d++)
    byDigit.push(memo.find(d, patterns, d) ?? memo.remember(d, patterns, d, fishOfDigit(work, grid, size, d + 1)));
  return byDigit;
}

/**
 * Every strong-linked fish of `size` links, by digit then depth-first chain order, sorted as
 * Sukaku Explainer does. Each digit's patterns are remembered by its candidate pattern, so a
 * step re-searches only what it changed.
 */
function searchStrongLinkFish(grid: Grid, size: number, sink: StepSink, context: SearchContext): void {
  const byDigit = fishByDigit(grid, size, context);
  const easiest = (): StrongLinkFishStep | undefined => {
    let best: StrongLinkFishStep | undefined;
    for (const steps of byDigit) for (const step of steps) if (!best || easierFirst(step, best) < 0) best = step;
    return best;
  };
  offerRanked(sink, easiest, () => byDigit.flat().sort(easierFirst));
}

const SIZE_IDS: Record<number, TechniqueId> = { 3: 'strong-links-3', 4: 'strong-links-4', 5: 'strong-links-5', 6: 'strong-links-6' };

function strongLinkStrategy(size: number): Strategy {
  return {
    technique: SIZE_IDS[size]!,
    search: (grid, sink, context) => searchStrongLinkFish(grid, size, sink, context),
  };
}

export const strongLinks: StrategyFamily<'strongLinkFish'> = {
  strategies: [3, 4, 5, 6].map(strongLinkStrategy),
  handlers: {
    strongLinkFish: {
      technique: (s) => SIZE_IDS[s.houses.length] ?? 'strong-links-4',
      // "3 strong links on 5: row 1, box 4, column 7 (r1c2, r1c8, …): removes 5 from r9c2"
      explain: (s) => [
        technique(SIZE_IDS[s.houses.length] ?? 'strong-links-4'),
        text(' on '),
        digits([s.digit]),
        text(': '),
        ...houseList(s.houses),
        text(' ('),
        ...cellList(s.cells),
        text('): '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.cells],
        houses: [...s.houses],
        kept: [s.cells[0]! * 9 + s.digit - 1, s.cells[s.cells.length - 1]! * 9 + s.digit - 1],
        removed: s.eliminations,
        links: s.cells.slice(1).map((c, i) => ({ from: s.cells[i]! * 9 + s.digit - 1, to: c * 9 + s.digit - 1, strong: i % 2 === 0 })),
      }),
      seValue: (s) => strongLinkValue(s.houses),
    },
  },
};
