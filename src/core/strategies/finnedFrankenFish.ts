/**
 * Finned Franken fish (HoDoKu's Finned Franken X-wing and swordfish). As a Franken fish (see
 * frankenFish.ts), with rows and boxes as bases and columns and boxes as covers (or the other
 * way round), but some base candidates, the fins, lie in no cover; a base candidate in two bases
 * (a row and a box) is a fin too, an endo fin. Either the fish holds or a fin is true, so a cover
 * candidate outside the bases, or a base candidate in two covers, goes when it sees every fin.
 * The search is HoDoKu 2.2's: digits in order, row bases before column bases, base units and
 * then cover units tried as combinations in house order, at most five fins of which at most two
 * are endo fins; the first combination with an elimination is its step. Bases whose endo fins
 * no candidate sees, bases where no candidate could be eliminated whatever the covers (see
 * finEliminationBound.ts: the search runs at every position the Franken fish leave, and almost
 * never finds one), and covers that leave too many fins or fins no elimination sees, are cut
 * before the full check, which cannot change which combination comes first.
 */
import type { Cell } from '../grid/cell';
import type { Digit, DigitIndex } from '../grid/digit';
import type { House } from '../grid/house';
import type { Step, StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import {
  CELL_SET_WORDS,
  cellsIn,
  copyCells,
  countCells,
  intersectCells,
  isEmptyCells,
  seenByAll,
  setCellWords,
  subtractCells,
  unionCells,
} from './cellSets';
import { createCoverBound, type CoverBound, type CoverLines } from './finEliminationBound';
import { baseHousesHolding, digitPatterns, EVERY_BASE_SET, FishMemo } from './digitMemo';
import { HOUSE_MASKS } from './frankenFish';
import { scratchKind } from './searchContext';
import { offerAll, type Strategy, type StrategyFamily } from './strategy';
import { cellList, digits, eliminationTokens, houseList, NO_HIGHLIGHTS, technique, text } from './words';
import { popcount } from '../grid/bits';

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

const BOXES: readonly House[] = [18, 19, 20, 21, 22, 23, 24, 25, 26];
const ROWS: readonly House[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const COLUMNS: readonly House[] = [9, 10, 11, 12, 13, 14, 15, 16, 17];
/** Per orientation, bases then covers, each in HoDoKu's house order, and which lines the covers take. */
const FAMILIES: readonly { readonly base: readonly House[]; readonly cover: readonly House[]; readonly coverLines: CoverLines }[] = [
  { base: [...ROWS, ...BOXES], cover: [...COLUMNS, ...BOXES], coverLines: 'columns' },
  { base: [...COLUMNS, ...BOXES], cover: [...ROWS, ...BOXES], coverLines: 'rows' },
];

/**
 * Where the search keeps its cell sets (see cellSets.ts), as offsets into its scratch: per number
 * of bases taken (0 to 3), the base candidates, the endo fins and the candidates a fish on those
 * bases may still eliminate; then the sets one combination of covers is judged with.
 */
const baseAt = (bases: number): number => bases * WORDS;
const endoAt = (bases: number): number => (4 + bases) * WORDS;
const eliminableAt = (bases: number): number => (8 + bases) * WORDS;
/** The candidates of the chosen covers; those two of them share; the fins; the cover candidates that may go. */
const COVER = 12 * WORDS;
const TWICE = 13 * WORDS;
const FINS = 14 * WORDS;
const TARGETS = 15 * WORDS;
/** What seenByAll leaves; the fins a third cover must take (see searchCovers); the candidates the bound leaves. */
const SEEN = 16 * WORDS;
const NEAR = 17 * WORDS;
const LEFT = 18 * WORDS;
/** The covers' candidates that a fish on the bases may eliminate, before the bound. */
const REACHABLE = 19 * WORDS;
const SLOTS = 20;

export interface FinnedFrankenSearch {
  /** False leaves out finEliminationBound.ts's cuts, for tests that the cuts change nothing. */
  readonly bounded?: boolean;
  /** Takes each fish as it is found; true stops the search there. */
  readonly offer?: (step: FinnedFrankenFishStep) => boolean;
  /** The bound's scratch: the search context's, or one made for the call. */
  readonly bound?: CoverBound;
  /**
   * Per orientation (row bases, then column bases), a house mask: only base sets with a house in
   * it are searched (see NothingFoundPatterns). All base sets when left out.
   */
  readonly touching?: readonly [number, number];
}

const COVER_BOUND = scratchKind(() => createCoverBound());

/** The finned Franken fish of `size` on digit index d in HoDoKu's search order: every one, unless `offer` stops the search. */
export function finnedFrankenOfDigit(
  patterns: Int32Array,
  d: DigitIndex,
  size: number,
  { bounded = true, offer, bound = createCoverBound(), touching = EVERY_BASE_SET }: FinnedFrankenSearch = {},
): FinnedFrankenFishStep[] {
  const { ELIMINABLE, narrowEliminable } = bound;
  // The search's cell sets, at the offsets above. Made per call: `offer` may start a solve of its own.
  const sets = new Int32Array(SLOTS * WORDS);
  const held = new Int32Array(27 * WORDS);
  for (let house = 0; house < 27; house++) {
    held[house * WORDS] = HOUSE_MASKS[house * WORDS]! & patterns[d * WORDS]!;
    held[house * WORDS + 1] = HOUSE_MASKS[house * WORDS + 1]! & patterns[d * WORDS + 1]!;
    held[house * WORDS + 2] = HOUSE_MASKS[house * WORDS + 2]! & patterns[d * WORDS + 2]!;
  }
  const holds = (house: House): boolean => !isEmptyCells(held, house * WORDS);
  const steps: FinnedFrankenFishStep[] = [];
  let stopped = false;
  const base: House[] = [];
  // The covers usable with the current bases, in HoDoKu's order: the first coverCount of covers.
  const covers = new Uint8Array(27);
  let coverCount = 0;

  for (const [orientation, family] of FAMILIES.entries()) {
    const bases = family.base.filter(holds);
    const required = touching[orientation]!;
    // Past the last base house in `required`, a base set with none of them cannot take one.
    let lastRequired = -1;
    for (let i = 0; i < bases.length; i++) if ((required & (1 << bases[i]!)) !== 0) lastRequired = i;
    const allCovers = family.cover.filter(holds);

    // The candidates of the usable covers, [i * 3 + w].
    const coverHeld = new Int32Array(27 * WORDS);
    const reach = new Int32Array(28);

    /** Records the combination of covers `i`, `j` (and `k`), held in COVER and TWICE, when it has fins, not too many, and an elimination. */
    const conclude = (i: number, j: number, k: number): void => {
      const bases = baseAt(size);
      const endo = endoAt(size);
      subtractCells(sets, FINS, bases, COVER);
      unionCells(sets, FINS, FINS, endo);
      if (isEmptyCells(sets, FINS) || countCells(sets, FINS) > MAX_FINS) return;
      // Cover candidates outside the bases, and base candidates two covers share, seeing every fin.
      subtractCells(sets, TARGETS, COVER, bases);
      unionCells(sets, TARGETS, TARGETS, TWICE);
      if (!seenByAll(sets, SEEN, FINS, TARGETS)) return;
      const cover = k < 0 ? [covers[i]!, covers[j]!] : [covers[i]!, covers[j]!, covers[k]!];
      const endoFins = cellsIn(sets, endo);
      subtractCells(sets, FINS, FINS, endo);
      const step: FinnedFrankenFishStep = {
        kind: 'finnedFrankenFish',
        digit: d + 1,
        base: [...base],
        cover,
        fins: cellsIn(sets, FINS),
        endoFins,
        placements: [],
        eliminations: cellsIn(sets, SEEN).map((cell) => cell * 9 + d),
      };
      steps.push(step);
      if (offer?.(step)) stopped = true;
    };

    // Every combination of `size` usable covers in HoDoKu's order, as nested loops: the innermost
    // runs most, so it works on words in locals and writes a set only for `conclude`.
    const searchCovers = (taken: number): void => {
      const at = baseAt(size);
      const b0 = sets[at]!;
      const b1 = sets[at + 1]!;
      const b2 = sets[at + 2]!;
      const e0 = sets[endoAt(size)]!;
      const e1 = sets[endoAt(size) + 1]!;
      const e2 = sets[endoAt(size) + 2]!;
      coverCount = 0;
      // The candidates of the covers: an elimination is one.
      let u0 = 0;
      let u1 = 0;
      let u2 = 0;
      for (const house of allCovers) {
        if ((taken & (1 << house)) !== 0) continue;
        const h0 = held[house * WORDS]!;
        const h1 = held[house * WORDS + 1]!;
        const h2 = held[house * WORDS + 2]!;
        if (((h0 & b0) | (h1 & b1) | (h2 & b2)) === 0) continue;
        setCellWords(coverHeld, coverCount * WORDS, h0, h1, h2);
        covers[coverCount++] = house;
        u0 |= h0;
        u1 |= h1;
        u2 |= h2;
      }
      setCellWords(sets, REACHABLE, u0, u1, u2);
      intersectCells(sets, REACHABLE, REACHABLE, eliminableAt(size));
      // Most base sets end here: no cover combination can leave an elimination.
      if (bounded && !narrowEliminable(sets, at, REACHABLE, size, family.coverLines, (taken >>> 18) & 0x1ff)) return;
      if (bounded) copyCells(sets, LEFT, ELIMINABLE, 0);
      else copyCells(sets, LEFT, sets, eliminableAt(size));
      const l0 = sets[LEFT]!;
      const l1 = sets[LEFT + 1]!;
      const l2 = sets[LEFT + 2]!;
      const n = coverCount;
      // From index i on, the most base candidates one cover takes: with what is left, a bound on the fins.
      reach[n] = 0;
      for (let i = n - 1; i >= 0; i--)
        reach[i] = Math.max(
          reach[i + 1]!,
          popcount(coverHeld[i * WORDS]! & b0) + popcount(coverHeld[i * WORDS + 1]! & b1) + popcount(coverHeld[i * WORDS + 2]! & b2),
        );
      const candidates = countCells(sets, at);
      for (let i = 0; i <= n - size; i++) {
        const i0 = coverHeld[i * WORDS]!;
        const i1 = coverHeld[i * WORDS + 1]!;
        const i2 = coverHeld[i * WORDS + 2]!;
        if (candidates - popcount(i0 & b0) - popcount(i1 & b1) - popcount(i2 & b2) - (size - 1) * reach[i + 1]! > MAX_FINS) continue;
        for (let j = i + 1; j <= n - size + 1; j++) {
          const j0 = coverHeld[j * WORDS]!;
          const j1 = coverHeld[j * WORDS + 1]!;
          const j2 = coverHeld[j * WORDS + 2]!;
          const c0 = i0 | j0;
          const c1 = i1 | j1;
          const c2 = i2 | j2;
          const t0 = i0 & j0;
          const t1 = i1 & j1;
          const t2 = i2 & j2;
          if (size === 3 && popcount(b0 & ~c0) + popcount(b1 & ~c1) + popcount(b2 & ~c2) - reach[j + 1]! > MAX_FINS) continue;
          if (size === 2) {
            // As for a third cover below: too many fins, or no cover candidate the bound left, and there is no fish.
            if (popcount((b0 & ~c0) | e0) + popcount((b1 & ~c1) | e1) + popcount((b2 & ~c2) | e2) > MAX_FINS) continue;
            if (((((c0 & ~b0) | t0) & l0) | (((c1 & ~b1) | t1) & l1) | (((c2 & ~b2) | t2) & l2)) === 0) continue;
            setCellWords(sets, COVER, c0, c1, c2);
            setCellWords(sets, TWICE, t0, t1, t2);
            conclude(i, j, -1);
            if (stopped) return;
            continue;
          }
          // The first two base candidates left (y, z) are fins unless the last cover takes them: then
          // an elimination sees both and the endo fins, so it is among the cells q that see them all.
          let u0 = b0 & ~c0 & ~e0;
          let u1 = b1 & ~c1 & ~e1;
          let u2 = b2 & ~c2 & ~e2;
          const y0 = u0 & -u0;
          const y1 = y0 === 0 ? u1 & -u1 : 0;
          const y2 = y0 === 0 && y1 === 0 ? u2 & -u2 : 0;
          u0 ^= y0;
          u1 ^= y1;
          u2 ^= y2;
          const z0 = u0 & -u0;
          const z1 = z0 === 0 ? u1 & -u1 : 0;
          const z2 = z0 === 0 && z1 === 0 ? u2 & -u2 : 0;
          // Worked out when a last cover first leaves both y and z: most pairs never need it. -1: not yet.
          let q0 = -1;
          let q1 = 0;
          let q2 = 0;
          for (let k = j + 1; k < n; k++) {
            const k0 = coverHeld[k * WORDS]!;
            const k1 = coverHeld[k * WORDS + 1]!;
            const k2 = coverHeld[k * WORDS + 2]!;
            // Cover candidates outside the bases, or in two covers, that the bound left.
            const x0 = (((c0 | k0) & ~b0) | t0 | (c0 & k0)) & l0;
            const x1 = (((c1 | k1) & ~b1) | t1 | (c1 & k1)) & l1;
            const x2 = (((c2 | k2) & ~b2) | t2 | (c2 & k2)) & l2;
            if ((x0 | x1 | x2) === 0) continue;
            if (((k0 & (y0 | z0)) | (k1 & (y1 | z1)) | (k2 & (y2 | z2))) === 0) {
              if (q0 === -1) {
                setCellWords(sets, NEAR, y0 | z0 | e0, y1 | z1 | e1, y2 | z2 | e2);
                const hasQ = seenByAll(sets, SEEN, NEAR, LEFT);
                q0 = hasQ ? sets[SEEN]! : 0;
                q1 = hasQ ? sets[SEEN + 1]! : 0;
                q2 = hasQ ? sets[SEEN + 2]! : 0;
              }
              if (((x0 & q0) | (x1 & q1) | (x2 & q2)) === 0) continue;
            }
            // Most combinations leave more than five fins: count them before anything else.
            if (popcount((b0 & ~(c0 | k0)) | e0) + popcount((b1 & ~(c1 | k1)) | e1) + popcount((b2 & ~(c2 | k2)) | e2) > MAX_FINS) continue;
            setCellWords(sets, COVER, c0 | k0, c1 | k1, c2 | k2);
            setCellWords(sets, TWICE, t0 | (c0 & k0), t1 | (c1 & k1), t2 | (c2 & k2));
            conclude(i, j, k);
            if (stopped) return;
          }
        }
      }
    };

    // taken: the bases as a bit mask of houses. The sets at base.length hold the bases' candidates,
    // their endo fins and the candidates a fish on them may still eliminate (see
    // finEliminationBound.ts), which only shrink as bases are added.
    const pickBase = (from: number, taken: number): void => {
      const now = base.length;
      const next = now + 1;
      const hasRequired = (taken & required) !== 0;
      for (let i = from; i < bases.length; i++) {
        if (!hasRequired && i > lastRequired) return;
        const house = bases[i]!;
        if (next === size && !hasRequired && (required & (1 << house)) === 0) continue;
        // The house's candidates already in a base are endo fins.
        copyCells(sets, baseAt(next), held, house * WORDS);
        intersectCells(sets, endoAt(next), baseAt(now), baseAt(next));
        const moreEndoFins = !isEmptyCells(sets, endoAt(next));
        unionCells(sets, endoAt(next), endoAt(next), endoAt(now));
        unionCells(sets, baseAt(next), baseAt(next), baseAt(now));
        if (!moreEndoFins) copyCells(sets, eliminableAt(next), sets, eliminableAt(now));
        // More endo fins, or endo fins no elimination sees, only grow with more bases.
        else if (countCells(sets, endoAt(next)) > MAX_ENDO_FINS || !seenByAll(sets, eliminableAt(next), endoAt(next), eliminableAt(now)))
          continue;
        const withHouse = taken | (1 << house);
        base.push(house);
        if (next === size) searchCovers(withHouse);
        else if (!bounded) pickBase(i + 1, withHouse);
        else if (narrowEliminable(sets, baseAt(next), eliminableAt(next), size, family.coverLines, (withHouse >>> 18) & 0x1ff)) {
          copyCells(sets, eliminableAt(next), ELIMINABLE, 0);
          pickBase(i + 1, withHouse);
        }
        base.pop();
        if (stopped) return;
      }
    };
    copyCells(sets, eliminableAt(0), patterns, d * WORDS);
    pickBase(0, 0);
    if (stopped) break;
  }
  return steps;
}

const finnedFrankenId = (s: { readonly base: readonly House[] }): TechniqueId =>
  s.base.length === 2 ? 'finned-franken-x-wing' : 'finned-franken-swordfish';

/**
 * Digit by digit, each fish offered as the search meets it: a solve wants the first alone, and
 * where a digit has fish, finding them all can take many times longer. A digit searched to the
 * end is remembered whole. Where the last search of a digit found nothing and the digit has
 * only lost places since (a solve's next step), only the base sets holding a lost place are
 * searched: the search runs at every step the earlier techniques leave, and almost never finds one.
 */
function finnedFrankenStrategy(size: 2 | 3): Strategy {
  // Each context's memory of this strategy (answers keyed by pattern, so kept from puzzle to puzzle).
  const MEMO = scratchKind(() => new FishMemo<readonly Step[]>(9));
  return {
    technique: finnedFrankenId({ base: new Array<House>(size).fill(0) }),
    search: (grid, sink, context) => {
      const patterns = digitPatterns(grid, context);
      const memo = context.get(MEMO);
      for (let d = 0; d < 9; d++) {
        const known = memo.find(d, patterns, d);
        if (known) {
          if (offerAll(sink, known)) return;
          continue;
        }
        // The digit's pattern as it was searched: a sink may start a solve of its own meanwhile.
        const key = patterns.slice(d * CELL_SET_WORDS, (d + 1) * CELL_SET_WORDS);
        const lost = memo.lostSince(d, key, 0);
        const touching = lost && baseHousesHolding(lost);
        let enough = false;
        const steps = finnedFrankenOfDigit(patterns, d, size, {
          offer: (step) => (enough = sink.add(step)),
          bound: context.get(COVER_BOUND),
          touching,
        });
        if (enough) return;
        memo.remember(d, key, 0, steps);
      }
    },
  };
}

export const finnedFrankenFish: StrategyFamily<'finnedFrankenFish'> = {
  strategies: [finnedFrankenStrategy(2), finnedFrankenStrategy(3)],
  handlers: {
    finnedFrankenFish: {
      technique: finnedFrankenId,
      // "Finned Franken swordfish on 5: row 2, row 6, box 3 / column 2, column 4, column 7, fins r2c1, r2c3, r3c9: removes 5 from r3c2"
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
