/**
 * Finned Franken fish (HoDoKu's Finned Franken X-wing and swordfish). As a Franken fish (see
 * frankenFish.ts), with rows and boxes as bases and columns and boxes as covers (or the other
 * way round), but some base candidates, the fins, lie in no cover; a base candidate in two bases
 * (a row and a box) is a fin too, an endo fin. Either the fish holds or a fin is true, so a cover
 * candidate outside the bases, or a base candidate in two covers, goes when it sees every fin.
 * The search is HoDoKu 2.2's: digits in order, row bases before column bases, base units and
 * then cover units tried as combinations in house order, at most five fins of which at most two
 * are endo fins; the first combination with an elimination is its step. Combinations whose
 * certain fins no candidate sees are cut, which cannot change which one comes first.
 */
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import { HOUSE_CELLS, type House } from '../grid/house';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { CELL_SET_WORDS, cellBit, cellWord } from './cellSets';
import { digitPatterns, DigitPatternMemo } from './digitMemo';
import { offerAll, type Strategy, type StrategyFamily } from './strategy';
import { cellList, digits, eliminationTokens, houseList, NO_HIGHLIGHTS, technique, text } from './words';

export interface FinnedFrankenFishStep extends StepEffect {
  readonly kind: 'finnedFrankenFish';
  readonly digit: Digit;
  readonly base: readonly House[];
  readonly cover: readonly House[];
  /** Base candidates outside the covers. */
  readonly fins: readonly Cell[];
  /** Candidates two bases share. */
  readonly endoFins: readonly Cell[];
}

declare module '../step' {
  interface StepKinds {
    finnedFrankenFish: FinnedFrankenFishStep;
  }
}

const WORDS = CELL_SET_WORDS;
const MAX_FINS = 5;
const MAX_ENDO_FINS = 2;

/** [house * 3 + w]: the house's cells. */
const HOUSE_MASKS: Int32Array = (() => {
  const masks = new Int32Array(27 * WORDS);
  HOUSE_CELLS.forEach((cells, house) => cells.forEach((cell) => (masks[house * WORDS + cellWord(cell)]! |= cellBit(cell))));
  return masks;
})();

/** [cell * 3 + w]: the cells sharing a house with the cell, itself left out. */
const PEER_MASKS: Int32Array = (() => {
  const masks = new Int32Array(81 * WORDS);
  HOUSE_CELLS.forEach((cells) => cells.forEach((cell) => cells.forEach((peer) => peer !== cell && (masks[cell * WORDS + cellWord(peer)]! |= cellBit(peer)))));
  return masks;
})();

const BOXES: readonly House[] = [18, 19, 20, 21, 22, 23, 24, 25, 26];
const ROWS: readonly House[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const COLUMNS: readonly House[] = [9, 10, 11, 12, 13, 14, 15, 16, 17];
/** Per orientation, bases then covers, each in HoDoKu's house order. */
const FAMILIES: readonly { readonly base: readonly House[]; readonly cover: readonly House[] }[] = [
  { base: [...ROWS, ...BOXES], cover: [...COLUMNS, ...BOXES] },
  { base: [...COLUMNS, ...BOXES], cover: [...ROWS, ...BOXES] },
];

const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

function cellsOf(a: number, b: number, c: number): Cell[] {
  const out: Cell[] = [];
  const words = [a, b, c];
  for (let w = 0; w < WORDS; w++) for (let bits = words[w]!; bits !== 0; bits &= bits - 1) out.push(w * 27 + 31 - Math.clz32(bits & -bits));
  return out;
}

/** Scratch: the cells that see every fin, word by word. */
const SEEN = new Int32Array(WORDS);

/** Into SEEN, the cells seeing every cell of the set; false when no candidate `p` is among them. */
function seenByAll(f0: number, f1: number, f2: number, p0: number, p1: number, p2: number): boolean {
  let s0 = -1;
  let s1 = -1;
  let s2 = -1;
  const words = [f0, f1, f2];
  for (let w = 0; w < WORDS; w++) {
    for (let bits = words[w]!; bits !== 0; bits &= bits - 1) {
      const cell = w * 27 + 31 - Math.clz32(bits & -bits);
      s0 &= PEER_MASKS[cell * WORDS]!;
      s1 &= PEER_MASKS[cell * WORDS + 1]!;
      s2 &= PEER_MASKS[cell * WORDS + 2]!;
    }
  }
  SEEN[0] = s0;
  SEEN[1] = s1;
  SEEN[2] = s2;
  return ((s0 & p0) | (s1 & p1) | (s2 & p2)) !== 0;
}

/** Every finned Franken fish of `size` on digit index d, in HoDoKu's search order. */
function finnedFrankenOfDigit(patterns: Int32Array, d: number, size: number): FinnedFrankenFishStep[] {
  const p0 = patterns[d * WORDS]!;
  const p1 = patterns[d * WORDS + 1]!;
  const p2 = patterns[d * WORDS + 2]!;
  const held = new Int32Array(27 * WORDS);
  for (let house = 0; house < 27; house++) {
    held[house * WORDS] = HOUSE_MASKS[house * WORDS]! & p0;
    held[house * WORDS + 1] = HOUSE_MASKS[house * WORDS + 1]! & p1;
    held[house * WORDS + 2] = HOUSE_MASKS[house * WORDS + 2]! & p2;
  }
  const holds = (house: House): boolean => (held[house * WORDS]! | held[house * WORDS + 1]! | held[house * WORDS + 2]!) !== 0;
  const steps: FinnedFrankenFishStep[] = [];
  const base: House[] = [];
  const cover: House[] = [];
  // Covers usable for the current bases, and from index i on, the union of their candidates.
  const covers: House[] = [];
  const rest = new Int32Array((27 + 1) * WORDS);

  for (const family of FAMILIES) {
    const bases = family.base.filter(holds);
    const allCovers = family.cover.filter(holds);

    const conclude = (b0: number, b1: number, b2: number, e0: number, e1: number, e2: number, c0: number, c1: number, c2: number, t0: number, t1: number, t2: number): void => {
      const f0 = (b0 & ~c0) | e0;
      const f1 = (b1 & ~c1) | e1;
      const f2 = (b2 & ~c2) | e2;
      const fins = popcount(f0) + popcount(f1) + popcount(f2);
      if (fins === 0 || fins > MAX_FINS) return;
      if (!seenByAll(f0, f1, f2, p0, p1, p2)) return;
      // Cover candidates outside the bases, and base candidates two covers share, seeing every fin.
      const x0 = ((c0 & ~b0) | t0) & SEEN[0]!;
      const x1 = ((c1 & ~b1) | t1) & SEEN[1]!;
      const x2 = ((c2 & ~b2) | t2) & SEEN[2]!;
      if ((x0 | x1 | x2) === 0) return;
      steps.push({
        kind: 'finnedFrankenFish',
        digit: d + 1,
        base: [...base],
        cover: [...cover],
        fins: cellsOf(f0 & ~e0, f1 & ~e1, f2 & ~e2),
        endoFins: cellsOf(e0, e1, e2),
        placements: [],
        eliminations: cellsOf(x0, x1, x2).map((cell) => cell * 9 + d),
      });
    };

    const pickCover = (from: number, b0: number, b1: number, b2: number, e0: number, e1: number, e2: number, c0: number, c1: number, c2: number, t0: number, t1: number, t2: number): void => {
      const last = covers.length - size + cover.length;
      for (let i = from; i <= last; i++) {
        const house = covers[i]!;
        const h0 = held[house * WORDS]!;
        const h1 = held[house * WORDS + 1]!;
        const h2 = held[house * WORDS + 2]!;
        const n0 = c0 | h0;
        const n1 = c1 | h1;
        const n2 = c2 | h2;
        const s0 = t0 | (c0 & h0);
        const s1 = t1 | (c1 & h1);
        const s2 = t2 | (c2 & h2);
        cover.push(house);
        if (cover.length === size) conclude(b0, b1, b2, e0, e1, e2, n0, n1, n2, s0, s1, s2);
        else {
          // Base candidates no later cover can reach are fins whatever comes: some candidate must see them all.
          const u0 = (b0 & ~(n0 | rest[(i + 1) * WORDS]!)) | e0;
          const u1 = (b1 & ~(n1 | rest[(i + 1) * WORDS + 1]!)) | e1;
          const u2 = (b2 & ~(n2 | rest[(i + 1) * WORDS + 2]!)) | e2;
          if (popcount(u0) + popcount(u1) + popcount(u2) <= MAX_FINS && seenByAll(u0, u1, u2, p0, p1, p2)) pickCover(i + 1, b0, b1, b2, e0, e1, e2, n0, n1, n2, s0, s1, s2);
        }
        cover.pop();
      }
    };

    const searchCovers = (b0: number, b1: number, b2: number, e0: number, e1: number, e2: number): void => {
      covers.length = 0;
      for (const house of allCovers) {
        if (base.includes(house)) continue;
        if (((held[house * WORDS]! & b0) | (held[house * WORDS + 1]! & b1) | (held[house * WORDS + 2]! & b2)) === 0) continue;
        covers.push(house);
      }
      if (covers.length < size) return;
      rest.fill(0, covers.length * WORDS, (covers.length + 1) * WORDS);
      for (let i = covers.length - 1; i >= 0; i--) {
        for (let w = 0; w < WORDS; w++) rest[i * WORDS + w] = rest[(i + 1) * WORDS + w]! | held[covers[i]! * WORDS + w]!;
      }
      pickCover(0, b0, b1, b2, e0, e1, e2, 0, 0, 0, 0, 0, 0);
    };

    const pickBase = (from: number, b0: number, b1: number, b2: number, e0: number, e1: number, e2: number): void => {
      for (let i = from; i < bases.length; i++) {
        const house = bases[i]!;
        const h0 = held[house * WORDS]!;
        const h1 = held[house * WORDS + 1]!;
        const h2 = held[house * WORDS + 2]!;
        const a0 = b0 & h0;
        const a1 = b1 & h1;
        const a2 = b2 & h2;
        let n0 = e0;
        let n1 = e1;
        let n2 = e2;
        if ((a0 | a1 | a2) !== 0) {
          n0 |= a0;
          n1 |= a1;
          n2 |= a2;
          // More endo fins, or endo fins no candidate sees, only grow with more bases.
          if (popcount(n0) + popcount(n1) + popcount(n2) > MAX_ENDO_FINS || !seenByAll(n0, n1, n2, p0, p1, p2)) continue;
        }
        base.push(house);
        if (base.length === size) searchCovers(b0 | h0, b1 | h1, b2 | h2, n0, n1, n2);
        else pickBase(i + 1, b0 | h0, b1 | h1, b2 | h2, n0, n1, n2);
        base.pop();
      }
    };
    pickBase(0, 0, 0, 0, 0, 0, 0);
  }
  return steps;
}

const finnedFrankenId = (s: { readonly base: readonly House[] }): TechniqueId => (s.base.length === 2 ? 'finned-franken-x-wing' : 'finned-franken-swordfish');

function finnedFrankenStrategy(size: 2 | 3): Strategy {
  // What a digit's fish are depends only on where the digit can go.
  const memo = new DigitPatternMemo<readonly FinnedFrankenFishStep[]>(9);
  return {
    technique: finnedFrankenId({ base: new Array<House>(size).fill(0) }),
    search: (grid, sink, context) => {
      const patterns = digitPatterns(grid, context);
      for (let d = 0; d < 9; d++) if (offerAll(sink, memo.find(d, patterns, d) ?? memo.remember(d, patterns, d, finnedFrankenOfDigit(patterns, d, size)))) return;
    },
  };
}

export const finnedFrankenFish: StrategyFamily<'finnedFrankenFish'> = {
  id: 'finned-franken-fish',
  strategies: [finnedFrankenStrategy(2), finnedFrankenStrategy(3)],
  handlers: {
    finnedFrankenFish: {
      technique: finnedFrankenId,
      // "Finned Franken swordfish on 5: rows 2, 6, box 3 / columns 2, 4, 7, fins r2c1, r2c3, r3c9: removes 5 from r3c2"
      explain: (s) => [
        technique(finnedFrankenId(s)),
        text(' on '),
        digits([s.digit]),
        text(': '),
        ...houseList(s.base),
        text(' / '),
        ...houseList(s.cover),
        text(', fins '),
        ...cellList([...s.fins, ...s.endoFins].sort((x, y) => x - y)),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.fins, ...s.endoFins],
        houses: s.base,
        coverHouses: s.cover,
        accent: [...s.fins, ...s.endoFins].map((cell) => cell * 9 + s.digit - 1),
        removed: s.eliminations,
      }),
    },
  },
};
