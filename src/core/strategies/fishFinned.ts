/**
 * Finned and sashimi fish: a digit in n base lines lies in n cover lines except for a few
 * "fins", all in one box. Either the fish holds (the digit leaves the cover lines) or a fin
 * is true (the digit leaves the fins' box): so the digit goes from cover-line cells inside
 * the fins' box. Sashimi: without its fins some base line would keep at most one cell.
 */
import type { Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { House } from '../grid/house';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { lowestBitIndex, popcount } from '../grid/bits';
import { combinations } from './houses';

import { columnMask, digitPatterns, DigitPatternMemo, rowMask } from './digitMemo';
import { scratchKind, type SearchContext } from './searchContext';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { digits, eliminationTokens, houseList, cellList, NO_HIGHLIGHTS, technique, text } from './words';

export interface FinnedFishStep extends StepEffect {
  readonly kind: 'finnedFish';
  readonly digit: Digit;
  readonly baseLines: readonly House[];
  readonly coverLines: readonly House[];
  /** Base cells outside the cover lines, all in `finBox`. */
  readonly fins: readonly Cell[];
  readonly finBox: House;
  readonly sashimi: boolean;
}

declare module '../step' {
  interface StepKinds {
    finnedFish: FinnedFishStep;
  }
}

const INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const LINE_SETS: Record<number, number[][]> = { 2: combinations(INDEXES, 2), 3: combinations(INDEXES, 3), 4: combinations(INDEXES, 4) };
/** Every set of n crosses as a 9-bit mask. */
const COVER_MASKS: Record<number, number[]> = Object.fromEntries(
  [2, 3, 4].map((n) => [n, LINE_SETS[n]!.map((set) => set.reduce((mask, i) => mask | (1 << i), 0))]),
);
/** COVER_MASKS[n] as line masks too: LINE_SETS[n][k] is the set of base lines of mask k. */
const LINE_SET_MASKS = COVER_MASKS;

/** The chute (three crosses of one band or stack) holding every bit of a non-empty 9-bit mask, or 0. */
function chuteOf(mask: number): number {
  if ((mask & 0x7) === mask) return 0x7;
  if ((mask & 0x38) === mask) return 0x38;
  if ((mask & 0x1c0) === mask) return 0x1c0;
  return 0;
}

/**
 * The covers of n crosses inside a union of crosses that leave the rest of it (the fin crosses,
 * never empty when the union has more than n crosses) in one chute, in COVER_MASKS order, each
 * with its targets: its crosses inside the fins' chute, where every elimination lies.
 */
interface FinCovers {
  readonly covers: Int16Array;
  readonly targets: Int16Array;
  /** Every cover's targets together: the base lines have no fish unless the digit is there off them. */
  readonly anyTarget: number;
}

/** FIN_COVERS[n][union]: the finned covers of n crosses of `union`, built on first use (512 unions per size at most). */
const FIN_COVERS: Record<number, (FinCovers | undefined)[]> = { 2: [], 3: [], 4: [] };

function finCoversOf(size: number, union: number): FinCovers {
  const table = FIN_COVERS[size]!;
  let found = table[union];
  if (!found) {
    const covers = Int16Array.from(
      COVER_MASKS[size]!.filter((mask) => (mask & ~union) === 0 && (union & ~mask) !== 0 && chuteOf(union & ~mask) !== 0),
    );
    const targets = covers.map((mask) => mask & chuteOf(union & ~mask));
    found = table[union] = { covers, targets, anyTarget: targets.reduce((all, target) => all | target, 0) };
  }
  return found;
}

/** The finned covers of `size` crosses for base lines whose places span `union`. */
export function finnedCovers(size: number, union: number): Int16Array {
  return finCoversOf(size, union).covers;
}

/** The cell where base line `line` meets cross `cross` (rows as base lines when baseOffset is 0). */
const cellAt = (baseOffset: number, line: number, cross: number): Cell => (baseOffset === 0 ? line * 9 + cross : cross * 9 + line);
const boxOfCell = (cell: Cell): number => 18 + ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0);

/**
 * A finned fish as the search meets it, made a step only when a search offers it: a digit
 * often has many, and a solve takes the first.
 */
class FinnedFishFind {
  #step: FinnedFishStep | undefined;

  constructor(
    readonly sashimi: boolean,
    /** The digit's places per base line when it was found (see finnedFishOfDigit). */
    private readonly masks: Int32Array,
    private readonly baseOffset: number,
    private readonly digit: Digit,
    private readonly lines: readonly number[],
    private readonly coverMask: number,
    private readonly eliminations: Candidate[],
  ) {}

  get step(): FinnedFishStep {
    return (this.#step ??= this.makeStep());
  }

  private makeStep(): FinnedFishStep {
    const { masks, baseOffset, lines, coverMask } = this;
    const fins: Cell[] = [];
    for (const line of lines) {
      for (let rest = masks[line]! & ~coverMask; rest !== 0; rest &= rest - 1) fins.push(cellAt(baseOffset, line, lowestBitIndex(rest)));
    }
    const coverOffset = baseOffset === 0 ? 9 : 0;
    return {
      kind: 'finnedFish',
      digit: this.digit,
      baseLines: lines.map((line) => baseOffset + line),
      coverLines: INDEXES.filter((c) => coverMask & (1 << c)).map((c) => coverOffset + c),
      fins: fins.sort((x, y) => x - y),
      finBox: boxOfCell(fins[0]!),
      sashimi: this.sashimi,
      placements: [],
      eliminations: this.eliminations.sort((x, y) => x - y),
    };
  }
}

const NONE: readonly FinnedFishFind[] = [];

/**
 * The finned and sashimi fish of one digit with base lines in one orientation: base line sets
 * in LINE_SETS order, then covers in COVER_MASKS order. `masks[line]`: the digit's places in
 * base line `line` over the crosses; only the digit's own places matter.
 */
function finnedFishOfDigit(masks: Int32Array, size: number, baseOffset: number, digit: Digit): readonly FinnedFishFind[] {
  // Base lines hold the digit, in at most size + 3 crosses (the cover's and one chute's).
  let usable = 0;
  for (let line = 0; line < 9; line++) {
    const mask = masks[line]!;
    if (mask !== 0 && popcount(mask) <= size + 3) usable |= 1 << line;
  }
  if (popcount(usable) < size) return NONE;
  let out: FinnedFishFind[] | undefined;
  // The places as they are now, for the steps made later: `masks` is the caller's scratch.
  let places: Int32Array | undefined;
  const lineSetMasks = LINE_SET_MASKS[size]!;
  const coverTable = FIN_COVERS[size]!;
  for (let k = 0; k < lineSetMasks.length; k++) {
    const linesMask = lineSetMasks[k]!;
    if ((linesMask & ~usable) !== 0) continue;
    let union = 0;
    for (let rest = linesMask; rest !== 0; rest &= rest - 1) union |= masks[lowestBitIndex(rest)]!;
    // No fins: a basic fish, or nothing; fins sit in one box, so in at most three crosses beyond the cover.
    const width = popcount(union);
    if (width <= size || width > size + 3) continue;
    // The crosses where the digit has a place off the base lines: an elimination is one of them.
    let outside = 0;
    for (let rest = 0x1ff & ~linesMask; rest !== 0; rest &= rest - 1) outside |= masks[lowestBitIndex(rest)]!;
    const { covers, targets, anyTarget } = coverTable[union] ?? finCoversOf(size, union);
    // Eliminations lie in cover crosses inside the fins' chute: six covers in ten have none there.
    if ((outside & anyTarget) === 0) continue;
    for (let i = 0; i < covers.length; i++) {
      const target = targets[i]!;
      if ((outside & target) === 0) continue;
      const coverMask = covers[i]!;
      let sashimi = false;
      let degenerate = false;
      let finLines = 0;
      for (let rest = linesMask; rest !== 0; rest &= rest - 1) {
        const line = lowestBitIndex(rest);
        const inCover = masks[line]! & coverMask;
        if (inCover === 0) degenerate = true;
        if ((inCover & (inCover - 1)) === 0) sashimi = true;
        if (masks[line]! & ~coverMask) finLines |= 1 << line;
      }
      // Fins in one box: their crosses in one chute (so are all covers here), their lines in one band.
      if (degenerate || finLines === 0) continue;
      const band = chuteOf(finLines);
      if (band === 0) continue;
      // The digit leaves the cover crosses inside the fins' box, off the base lines.
      // Made at the first elimination: most covers have none.
      let eliminations: Candidate[] | undefined;
      for (let rest = band & ~linesMask; rest !== 0; rest &= rest - 1) {
        const line = lowestBitIndex(rest);
        for (let hit = masks[line]! & target; hit !== 0; hit &= hit - 1) {
          (eliminations ??= []).push(cellAt(baseOffset, line, lowestBitIndex(hit)) * 9 + digit - 1);
        }
      }
      if (!eliminations) continue;
      places ??= masks.slice();
      (out ??= []).push(new FinnedFishFind(sashimi, places, baseOffset, digit, LINE_SETS[size]![k]!, coverMask, eliminations));
    }
  }
  return out ?? NONE;
}

/**
 * A context's finned fish memory and scratch: per size, the fish of each (orientation, digit)
 * slot, keyed by the digit's pattern (so kept from puzzle to puzzle); the digit's places per
 * base line.
 */
class FinnedFishWork {
  readonly memos: Record<number, DigitPatternMemo<readonly FinnedFishFind[]>> = {
    2: new DigitPatternMemo(18),
    3: new DigitPatternMemo(18),
    4: new DigitPatternMemo(18),
  };
  readonly lineMasks = new Int32Array(9);
}

const WORK = scratchKind(() => new FinnedFishWork());

/** The fish of digit index `d` with base lines in orientation `orientation` (0 rows, 1 columns). */
function findsOf(work: FinnedFishWork, patterns: Int32Array, size: number, orientation: number, d: number): readonly FinnedFishFind[] {
  const memo = work.memos[size]!;
  const slot = orientation * 9 + d;
  const known = memo.find(slot, patterns, d);
  if (known) return known;
  const { lineMasks } = work;
  for (let line = 0; line < 9; line++) lineMasks[line] = orientation === 0 ? rowMask(patterns, d, line) : columnMask(patterns, d, line);
  return memo.remember(slot, patterns, d, finnedFishOfDigit(lineMasks, size, orientation * 9, d + 1));
}

/** Rows as base lines first, then columns; digits in order within each. */
function searchFinnedFish(grid: Grid, size: number, sashimi: boolean, sink: StepSink, context: SearchContext): void {
  const patterns = digitPatterns(grid, context);
  const work = context.get(WORK);
  for (let orientation = 0; orientation < 2; orientation++) {
    for (let d = 0; d < 9; d++)
      for (const find of findsOf(work, patterns, size, orientation, d)) if (find.sashimi === sashimi && sink.add(find.step)) return;
  }
}

const IDS: Record<string, TechniqueId> = {
  '2f': 'finned-x-wing',
  '3f': 'finned-swordfish',
  '4f': 'finned-jellyfish',
  '2s': 'sashimi-x-wing',
  '3s': 'sashimi-swordfish',
  '4s': 'sashimi-jellyfish',
};
const finnedId = (s: FinnedFishStep): TechniqueId => IDS[`${s.baseLines.length}${s.sashimi ? 's' : 'f'}`]!;

/** One strategy per size and kind; the two kinds share the remembered per-digit searches. */
function finnedStrategy(size: number, sashimi: boolean): Strategy {
  return {
    technique: IDS[`${size}${sashimi ? 's' : 'f'}`]!,
    search: (grid, sink, context) => searchFinnedFish(grid, size, sashimi, sink, context),
  };
}

export const finnedFish: StrategyFamily<'finnedFish'> = {
  strategies: [2, 3, 4].flatMap((size) => [finnedStrategy(size, false), finnedStrategy(size, true)]),
  handlers: {
    finnedFish: {
      technique: finnedId,
      // "Finned X-wing on 4: rows 2, 6, columns 3, 7, fins r6c8: removes 4 from r4c7"
      explain: (s) => [
        technique(finnedId(s)),
        text(' on '),
        digits([s.digit]),
        text(': '),
        ...houseList(s.baseLines),
        text(' / '),
        ...houseList(s.coverLines),
        text(', fins '),
        ...cellList(s.fins),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.fins],
        houses: [...s.baseLines, s.finBox],
        coverHouses: s.coverLines,
        accent: s.fins.map((cell) => cell * 9 + s.digit - 1),
        removed: s.eliminations,
      }),
    },
  },
};
