/**
 * Wings: XY-wing (a bivalue pivot xy sees pincers xz and yz: z goes from every cell seeing
 * both pincers), XYZ-wing (pivot xyz, pincers xz and yz: z goes from cells seeing all three)
 * and W-wing (two cells {x,y} that do not see each other, joined by a strong link on x: y goes
 * from cells seeing both).
 */
import type { Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import { digitOfBit, type Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { House } from '../grid/house';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { HOUSE_TABLE, SE_PEERS, SEES } from './chains/potentials';
import { offerRanked, type StepSink, type Strategy, type StrategyFamily } from './strategy';
import { scratchKind } from './searchContext';
import { cell as cellToken, cellList, digits, eliminationTokens, house as houseToken, NO_HIGHLIGHTS, technique, text } from './words';
import { popcount } from '../grid/bits';

/**
 * An XY-wing or XYZ-wing: `pivot` holds x,y (and z for XYZ), each pincer holds z and one of
 * x, y; `z` is removed from cells that see every cell holding it in the pattern.
 */
export interface WingStep extends StepEffect {
  readonly kind: 'wing';
  readonly variant: 'xy' | 'xyz';
  readonly pivot: Cell;
  readonly pincers: readonly [Cell, Cell];
  readonly z: Digit;
}

/** A W-wing: cells `ends` both hold {x,y}; x is strongly linked in `house` between `link` cells. */
interface WWingStep extends StepEffect {
  readonly kind: 'wWing';
  readonly ends: readonly [Cell, Cell];
  readonly link: readonly [Cell, Cell];
  readonly house: House;
  readonly x: Digit;
  readonly y: Digit;
}

/**
 * A WXYZ-wing (three cells), VWXYZ-wing (four) or UVWXYZ-wing (five): cells that all see each other (`als`) hold
 * one digit more than their number, so all but one of those digits are placed there; the
 * bivalue cell `yz` holds x and z, and every cell of the set holding x sees it. Then z is in
 * `yz` or in the set: it leaves every cell seeing all the cells that hold it.
 */
interface WxyzWingStep extends StepEffect {
  readonly kind: 'wxyzWing';
  readonly als: readonly Cell[];
  readonly yz: Cell;
  readonly x: Digit;
  readonly z: Digit;
  /** Most candidates in one of the three cells (Sukaku Explainer rates 3 harder than 2 or 4). */
  readonly largest: number;
}

declare module '../step' {
  interface StepKinds {
    wing: WingStep;
    wWing: WWingStep;
    wxyzWing: WxyzWingStep;
  }
}

/**
 * The candidates of `bit` in cells that see `first`, `second` and `third` (themselves excluded),
 * ascending, or undefined when there are none: the wing searches ask it of every pattern they
 * meet, and most have none. An XY-wing's victims see its two pincers (`first`, then the other
 * pincer twice); an XYZ-wing's see its pivot and both pincers.
 */
function wingVictims(grid: Grid, first: Cell, second: Cell, third: Cell, bit: number): Candidate[] | undefined {
  let out: Candidate[] | undefined;
  for (let i = 0; i < 20; i++) {
    const c = SE_PEERS[first * 20 + i]!;
    if (!(grid.candidateBits(c) & bit) || c === second || c === third) continue;
    if (SEES[second * 81 + c] === 1 && SEES[third * 81 + c] === 1) (out ??= []).push(c * 9 + digitOfBit(bit) - 1);
  }
  return out?.sort((a, b) => a - b);
}

/**
 * `wingVictims` of two cells, or undefined when there are none: W-wings ask it of every pair
 * of equal bivalue cells, and most have none.
 */
function pairVictims(grid: Grid, p: Cell, q: Cell, bit: number): Candidate[] | undefined {
  let out: Candidate[] | undefined;
  for (let i = 0; i < 20; i++) {
    const c = SE_PEERS[p * 20 + i]!;
    if (c !== q && grid.candidateBits(c) & bit && SEES[q * 81 + c] === 1) (out ??= []).push(c * 9 + digitOfBit(bit) - 1);
  }
  return out?.sort((a, b) => a - b);
}

/** Whether `pairVictims` finds any, without listing them. */
function hasPairVictims(grid: Grid, p: Cell, q: Cell, bit: number): boolean {
  for (let i = 0; i < 20; i++) {
    const c = SE_PEERS[p * 20 + i]!;
    if (c !== q && grid.candidateBits(c) & bit && SEES[q * 81 + c] === 1) return true;
  }
  return false;
}

function searchWings(grid: Grid, variant: 'xy' | 'xyz', sink: StepSink): void {
  const size = variant === 'xy' ? 2 : 3;
  for (let pivot = 0; pivot < 81; pivot++) {
    const pivotBits = grid.candidateBits(pivot);
    if (popcount(pivotBits) !== size) continue;
    // Pairs of bivalue peers in the peers' order; nothing is allocated unless a wing removes something.
    for (let i = pivot * 20, end = i + 20; i < end; i++) {
      const a = SE_PEERS[i]!;
      const aBits = grid.candidateBits(a);
      if (popcount(aBits) !== 2) continue;
      for (let j = i + 1; j < end; j++) {
        const b = SE_PEERS[j]!;
        const bBits = grid.candidateBits(b);
        if (popcount(bBits) !== 2 || aBits === bBits) continue;
        const zBit = aBits & bBits;
        if (popcount(zBit) !== 1) continue;
        if (variant === 'xy') {
          // Pivot {x,y}: pincers {x,z} and {y,z}, z outside the pivot.
          if (zBit & pivotBits || (aBits | bBits) !== (pivotBits | zBit)) continue;
        } else if ((aBits | bBits) !== pivotBits) continue;
        const eliminations = variant === 'xy' ? wingVictims(grid, a, b, b, zBit) : wingVictims(grid, pivot, a, b, zBit);
        if (!eliminations) continue;
        const pincers: [Cell, Cell] = a < b ? [a, b] : [b, a];
        if (sink.add({ kind: 'wing', variant, pivot, pincers, z: digitOfBit(zBit), placements: [], eliminations })) return;
      }
    }
  }
}

function searchWWings(grid: Grid, sink: StepSink): void {
  for (let p = 0; p < 81; p++) {
    const bits = grid.candidateBits(p);
    if (popcount(bits) !== 2) continue;
    for (let q = p + 1; q < 81; q++) {
      if (grid.candidateBits(q) !== bits || SEES[p * 81 + q]) continue;
      for (let first = 1; first >= 0; first--) {
        const xBit = first ? bits & -bits : bits & (bits - 1);
        const yBit = bits & ~xBit;
        // The victims are listed only when a step is made.
        if (!hasPairVictims(grid, p, q, yBit)) continue;
        // A house where x has exactly two places, one seeing p and the other seeing q.
        for (let house = 0; house < 27; house++) {
          let u = -1;
          let v = -1;
          let count = 0;
          for (let i = 0; i < 9 && count <= 2; i++) {
            const c = HOUSE_TABLE[house * 9 + i]!;
            if ((grid.candidateBits(c) & xBit) === 0) continue;
            if (count++ === 0) u = c;
            else v = c;
          }
          if (count !== 2) continue;
          if (u === p || u === q || v === p || v === q) continue;
          const link: [Cell, Cell] | undefined =
            SEES[u * 81 + p] && SEES[v * 81 + q] ? [u, v] : SEES[v * 81 + p] && SEES[u * 81 + q] ? [v, u] : undefined;
          if (!link) continue;
          if (
            sink.add({
              kind: 'wWing',
              ends: [p, q],
              link,
              house,
              x: digitOfBit(xBit),
              y: digitOfBit(yBit),
              placements: [],
              eliminations: pairVictims(grid, p, q, yBit)!,
            })
          )
            return;
          break;
        }
      }
    }
  }
}

/**
 * Sukaku Explainer's values: WXYZ (three cells) 5.5 + 0.1 when the largest holds three digits;
 * VWXYZ (four cells) 6.2 + 0.1 per step the largest cell's size is nearer three; UVWXYZ 6.6.
 */
function wxyzValue(cells: number, largest: number): number {
  if (cells === 5) return 6.6;
  const value = cells === 3 ? 5.5 + (1 - Math.abs(3 - largest)) * 0.1 : 6.2 + (2 - Math.abs(3 - largest)) * 0.1;
  return Math.round(value * 10) / 10;
}

/** The 20 peers of each cell in ascending order (an almost locked set grows in cell order). */
const SORTED_PEERS: Int8Array = (() => {
  const table = new Int8Array(81 * 20);
  for (let cell = 0; cell < 81; cell++) {
    const peers = Array.from(SE_PEERS.subarray(cell * 20, cell * 20 + 20)).sort((x, y) => x - y);
    table.set(peers, cell * 20);
  }
  return table;
})();

/** A context's scratch of the WXYZ-wing search: the position's candidates, read once per walk. */
class WxyzScratch {
  readonly marks = new Uint16Array(81);
  /** Bivalue cells of the position, ascending. */
  readonly bivalue = new Int8Array(81);
  /** The almost locked set being grown, and the cells holding z (yz first) of a candidate wing. */
  readonly alsPick = new Int8Array(5);
  readonly holders = new Int8Array(6);
}

const SCRATCH = scratchKind(() => new WxyzScratch());

/**
 * A WXYZ-wing search: the set's size, and what it does with each wing it meets, given the
 * wing's value and number of eliminations (a wing it does not want is never built).
 */
interface WxyzSearch {
  readonly scratch: WxyzScratch;
  readonly size: 3 | 4 | 5;
  readonly bivalueCount: number;
  wants(value: number, count: number): boolean;
  take(step: WxyzWingStep, value: number, count: number): void;
}

/** Candidates of `bit` in cells seeing every holder (themselves excluded), ascending; count only when `out` is undefined. */
function wxyzVictims({ marks, holders }: WxyzScratch, holderCount: number, bit: number, out: Candidate[] | undefined): number {
  const first = holders[0]!;
  let count = 0;
  const victims: number[] | undefined = out ? [] : undefined;
  for (let i = 0; i < 20; i++) {
    const c = SE_PEERS[first * 20 + i]!;
    if (!(marks[c]! & bit)) continue;
    let ok = true;
    for (let k = 0; k < holderCount && ok; k++) {
      const h = holders[k]!;
      if (h === c || SEES[h * 81 + c] !== 1) ok = false;
    }
    if (!ok) continue;
    count++;
    victims?.push(c * 9 + digitOfBit(bit) - 1);
  }
  if (out && victims) for (const k of victims.sort((a, b) => a - b)) out.push(k);
  return count;
}

/** Every wing built on the almost locked set in alsPick, in the order of yz, then x (low digit first). */
function visitAls(search: WxyzSearch): void {
  const { marks, bivalue, alsPick, holders } = search.scratch;
  const size = search.size;
  let union = 0;
  let largest = 0;
  for (let k = 0; k < size; k++) {
    const bits = marks[alsPick[k]!]!;
    union |= bits;
    largest = Math.max(largest, popcount(bits));
  }
  for (let n = 0; n < search.bivalueCount; n++) {
    const yz = bivalue[n]!;
    const yzBits = marks[yz]!;
    if ((yzBits & union) !== yzBits) continue;
    let inside = false;
    let seen = false;
    for (let k = 0; k < size; k++) {
      const cell = alsPick[k]!;
      if (cell === yz) inside = true;
      if (SEES[cell * 81 + yz]) seen = true;
    }
    if (inside || !seen) continue;
    for (let turn = 0; turn < 2; turn++) {
      const xBit = turn === 0 ? yzBits & -yzBits : yzBits & (yzBits - 1);
      const zBit = yzBits & ~xBit;
      // x restricted: every cell of the set holding x sees yz.
      let restricted = true;
      for (let k = 0; k < size && restricted; k++) {
        const cell = alsPick[k]!;
        if (marks[cell]! & xBit && !SEES[cell * 81 + yz]) restricted = false;
      }
      if (!restricted) continue;
      holders[0] = yz;
      let holderCount = 1;
      for (let k = 0; k < size; k++) if (marks[alsPick[k]!]! & zBit) holders[holderCount++] = alsPick[k]!;
      const count = wxyzVictims(search.scratch, holderCount, zBit, undefined);
      if (count === 0) continue;
      const value = wxyzValue(size, largest);
      if (!search.wants(value, count)) continue;
      const eliminations: Candidate[] = [];
      wxyzVictims(search.scratch, holderCount, zBit, eliminations);
      const als = Array.from(alsPick.subarray(0, size));
      search.take(
        { kind: 'wxyzWing', als, yz, x: digitOfBit(xBit), z: digitOfBit(zBit), largest, placements: [], eliminations },
        value,
        count,
      );
    }
  }
}

/**
 * Grows sets of cells that all see each other and hold one digit more than their number,
 * in ascending cell order (after the first cell, only its peers can join, in ascending order
 * as a scan would meet them); each complete set goes to visitAls.
 */
function walkAls(search: WxyzSearch, depth: number, from: number, union: number): void {
  const size = search.size;
  if (depth === size) {
    if (popcount(union) === size + 1) visitAls(search);
    return;
  }
  if (depth === 0) {
    for (let c = from; c < 81; c++) considerAls(search, depth, c, union);
    return;
  }
  const first = search.scratch.alsPick[0]!;
  for (let i = 0; i < 20; i++) {
    const c = SORTED_PEERS[first * 20 + i]!;
    if (c >= from) considerAls(search, depth, c, union);
  }
}

function considerAls(search: WxyzSearch, depth: number, c: number, union: number): void {
  const { marks, alsPick } = search.scratch;
  const cellBits = marks[c]!;
  if (popcount(cellBits) < 2 || popcount(union | cellBits) > search.size + 1) return;
  for (let i = 1; i < depth; i++) if (!SEES[alsPick[i]! * 81 + c]) return;
  alsPick[depth] = c;
  walkAls(search, depth + 1, c + 1, union | cellBits);
}

/** Runs `search` over the grid's almost locked sets. */
function walkWxyzWings(grid: Grid, scratch: WxyzScratch, search: (bivalueCount: number) => WxyzSearch): void {
  const { marks, bivalue } = scratch;
  let bivalueCount = 0;
  for (let c = 0; c < 81; c++) {
    const bits = grid.candidateBits(c);
    marks[c] = bits;
    if (popcount(bits) === 2) bivalue[bivalueCount++] = c;
  }
  if (bivalueCount > 0) walkAls(search(bivalueCount), 0, 0, 0);
}

/** Sukaku Explainer's order: easiest first, then the most eliminations, then first found. */
function allWxyzWings(grid: Grid, scratch: WxyzScratch, size: 3 | 4 | 5): WxyzWingStep[] {
  const out: WxyzWingStep[] = [];
  walkWxyzWings(grid, scratch, (bivalueCount) => ({ scratch, size, bivalueCount, wants: () => true, take: (step) => out.push(step) }));
  return out.sort((p, q) => wxyzValue(size, p.largest) - wxyzValue(size, q.largest) || q.eliminations.length - p.eliminations.length);
}

/** The wing `allWxyzWings` puts first, building only those that beat the best so far. */
function easiestWxyzWing(grid: Grid, scratch: WxyzScratch, size: 3 | 4 | 5): WxyzWingStep | undefined {
  let best: WxyzWingStep | undefined;
  let bestValue = 0;
  let bestCount = 0;
  walkWxyzWings(grid, scratch, (bivalueCount) => ({
    scratch,
    size,
    bivalueCount,
    wants: (value, count) => !best || value < bestValue || (value === bestValue && count > bestCount),
    take: (step, value, count) => {
      best = step;
      bestValue = value;
      bestCount = count;
    },
  }));
  return best;
}

function wxyzStrategy(id: TechniqueId, size: 3 | 4 | 5): Strategy {
  return {
    technique: id,
    search: (grid, sink, context) => {
      const scratch = context.get(SCRATCH);
      offerRanked(
        sink,
        () => easiestWxyzWing(grid, scratch, size),
        () => allWxyzWings(grid, scratch, size),
      );
    },
  };
}

const wxyzWing = wxyzStrategy('wxyz-wing', 3);
const vwxyzWing = wxyzStrategy('vwxyz-wing', 4);
const uvwxyzWing = wxyzStrategy('uvwxyz-wing', 5);

const WXYZ_IDS: Record<number, TechniqueId> = { 3: 'wxyz-wing', 4: 'vwxyz-wing', 5: 'uvwxyz-wing' };
const DIGIT_WORDS: Record<number, string> = { 3: ' hold four digits, ', 4: ' hold five digits, ', 5: ' hold six digits, ' };

function wingStrategy(id: TechniqueId, variant: 'xy' | 'xyz'): Strategy {
  return { technique: id, search: (grid, sink) => searchWings(grid, variant, sink) };
}

const xyWing = wingStrategy('xy-wing', 'xy');
const xyzWing = wingStrategy('xyz-wing', 'xyz');
const wWing: Strategy = { technique: 'w-wing', search: searchWWings };

const wingId = (s: WingStep): TechniqueId => (s.variant === 'xy' ? 'xy-wing' : 'xyz-wing');

export const wings: StrategyFamily<'wing' | 'wWing' | 'wxyzWing'> = {
  strategies: [xyWing, xyzWing, wWing, wxyzWing, vwxyzWing, uvwxyzWing],
  handlers: {
    wing: {
      technique: wingId,
      // "XY-wing: pivot r5c5, pincers r5c1, r1c5 on 7: removes 7 from r1c1"
      explain: (s) => [
        technique(wingId(s)),
        text(': pivot '),
        cellToken(s.pivot),
        text(', pincers '),
        ...cellList(s.pincers),
        text(' on '),
        digits([s.z]),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [s.pivot, ...s.pincers],
        accent: (s.variant === 'xyz' ? [s.pivot, ...s.pincers] : [...s.pincers]).map((c) => c * 9 + s.z - 1),
        removed: s.eliminations,
      }),
    },
    wxyzWing: {
      technique: (s) => WXYZ_IDS[s.als.length]!,
      // "WXYZ-wing: r1c1, r1c2, r2c3 hold four digits, r5c2 = {4,7} (4 restricted): removes 7 from r4c2"
      explain: (s) => [
        technique(WXYZ_IDS[s.als.length]!),
        text(': '),
        ...cellList(s.als),
        text(DIGIT_WORDS[s.als.length]!),
        cellToken(s.yz),
        text(' = '),
        digits([s.x, s.z]),
        text(' ('),
        digits([s.x]),
        text(' restricted): '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({ ...NO_HIGHLIGHTS, cells: [...s.als, s.yz], accent: [s.yz * 9 + s.z - 1], removed: s.eliminations }),
      seValue: (s) => wxyzValue(s.als.length, s.largest),
    },
    wWing: {
      technique: () => 'w-wing',
      explain: (s) => [
        technique('w-wing'),
        text(': '),
        ...cellList(s.ends),
        text(' hold '),
        digits([s.x, s.y]),
        text(', joined by the strong link on '),
        digits([s.x]),
        text(' in '),
        houseToken(s.house),
        text(' ('),
        ...cellList(s.link),
        text('): '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.ends, ...s.link],
        houses: [s.house],
        kept: s.ends.map((c) => c * 9 + s.y - 1),
        accent: [...s.ends, ...s.link].map((c) => c * 9 + s.x - 1),
        removed: s.eliminations,
        links: [
          { from: s.ends[0] * 9 + s.x - 1, to: s.link[0] * 9 + s.x - 1, strong: false },
          { from: s.link[0] * 9 + s.x - 1, to: s.link[1] * 9 + s.x - 1, strong: true },
          { from: s.link[1] * 9 + s.x - 1, to: s.ends[1] * 9 + s.x - 1, strong: false },
        ],
      }),
    },
  },
};
