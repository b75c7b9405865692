/**
 * Basic fish: a digit confined, in n base lines, to n cover lines crossing them (X-wing n=2,
 * swordfish 3, jellyfish 4), so it leaves the cover lines' other cells. Finned and sashimi
 * forms live in their own family file.
 */
import { candidateOf, type Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { House } from '../grid/house';
import { popcount } from '../grid/bits';
import type { StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import { combinations, digitsOf, HOUSE_CELL_TABLE } from './houses';
import { columnMask, digitPatterns, DigitPatternMemo, rowMask } from './digitMemo';
import { scratchKind, type SearchContext } from './searchContext';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { digits, eliminationTokens, houseList, NO_HIGHLIGHTS, technique, text } from './words';

/** `digit` in `baseLines` lies only in `coverLines`: it leaves the cover lines' other cells. */
interface BasicFishStep extends StepEffect {
  readonly kind: 'basicFish';
  readonly digit: Digit;
  readonly baseLines: readonly House[];
  readonly coverLines: readonly House[];
  /** The digit's cells in the base lines. */
  readonly cells: readonly Cell[];
}

declare module '../step' {
  interface StepKinds {
    basicFish: BasicFishStep;
  }
}

const SIZE_IDS: Record<number, TechniqueId> = { 2: 'x-wing', 3: 'swordfish', 4: 'jellyfish' };
const INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const ALL_COMBINATIONS: Record<number, number[][]> = {
  2: combinations(INDEXES, 2),
  3: combinations(INDEXES, 3),
  4: combinations(INDEXES, 4),
};
/** Each combination of ALL_COMBINATIONS as a 9-bit mask of its lines. */
const COMBINATION_MASKS: Record<number, Int16Array> = Object.fromEntries(
  [2, 3, 4].map((size) => [size, Int16Array.from(ALL_COMBINATIONS[size]!, (lines) => lines.reduce((mask, line) => mask | (1 << line), 0))]),
);

/** A fish of one digit and the index of its base lines in ALL_COMBINATIONS (the search order). */
interface FoundFish {
  readonly combination: number;
  readonly step: BasicFishStep;
}
const NONE: readonly FoundFish[] = [];

/**
 * The step of the fish on `lines` (their places `union` over the crosses). Built apart from the
 * search's loop, which meets few fish among the line sets it tries.
 */
function fishStep(masks: Int32Array, lines: readonly number[], union: number, baseOffset: number, digit: Digit): BasicFishStep {
  const coverOffset = baseOffset === 9 ? 0 : 9;
  const covers = digitsOf(union).map((i) => coverOffset + i - 1);
  const eliminations: Candidate[] = [];
  for (const cover of covers) {
    const coverIndex = cover - coverOffset;
    for (let line = 0; line < 9; line++) {
      if (lines.includes(line)) continue;
      if (masks[line]! & (1 << coverIndex)) eliminations.push(candidateOf(HOUSE_CELL_TABLE[(baseOffset + line) * 9 + coverIndex]!, digit));
    }
  }
  const cells: Cell[] = [];
  for (const line of lines) for (const i of digitsOf(masks[line]!)) cells.push(HOUSE_CELL_TABLE[(baseOffset + line) * 9 + i - 1]!);
  return {
    kind: 'basicFish',
    digit,
    baseLines: lines.map((line) => baseOffset + line),
    coverLines: covers,
    cells: cells.sort((a, b) => a - b),
    placements: [],
    eliminations: eliminations.sort((a, b) => a - b),
  };
}

/**
 * The fish of one digit with base lines in one orientation, in combination order.
 * `masks[line]`: the digit's places in base line `line` over the crosses.
 */
function fishOfDigit(masks: Int32Array, size: number, baseOffset: number, digit: Digit): readonly FoundFish[] {
  let eligible = 0;
  for (let line = 0; line < 9; line++) {
    const count = popcount(masks[line]!);
    if (count >= 1 && count <= size) eligible |= 1 << line;
  }
  // A line without the digit, or with more places than the fish's size, is in no fish.
  if (popcount(eligible) < size) return NONE;
  const out: FoundFish[] = [];
  const combinationMasks = COMBINATION_MASKS[size]!;
  const allCombinations = ALL_COMBINATIONS[size]!;
  for (let k = 0; k < allCombinations.length; k++) {
    if ((combinationMasks[k]! & ~eligible) !== 0) continue;
    const lines = allCombinations[k]!;
    let union = 0;
    for (const line of lines) union |= masks[line]!;
    if (popcount(union) !== size) continue;
    // The digit elsewhere in the cover lines: what the fish removes. Without any, no step is made.
    let others = 0;
    for (let line = 0; line < 9; line++) if ((combinationMasks[k]! & (1 << line)) === 0) others |= masks[line]!;
    if ((others & union) === 0) continue;
    out.push({ combination: k, step: fishStep(masks, lines, union, baseOffset, digit) });
  }
  return out;
}

/** Columns (orientation 0) as base lines first, then rows: Sudoku Explainer's Fisherman order. */
const BASE_OFFSETS = [9, 0];
/**
 * A context's fish memory and scratch: per size, the fish of each (orientation, digit) slot,
 * keyed by the digit's pattern (so kept from puzzle to puzzle); the digit's places per base line.
 */
class FishWork {
  readonly memos: Record<number, DigitPatternMemo<readonly FoundFish[]>> = {
    2: new DigitPatternMemo(18),
    3: new DigitPatternMemo(18),
    4: new DigitPatternMemo(18),
  };
  readonly lineMasks = new Int32Array(9);
}

const WORK = scratchKind(() => new FishWork());

function fishOf(work: FishWork, patterns: Int32Array, size: number, orientation: number, d: number): readonly FoundFish[] {
  const memo = work.memos[size]!;
  const slot = orientation * 9 + d;
  const known = memo.find(slot, patterns, d);
  if (known) return known;
  const { lineMasks } = work;
  for (let line = 0; line < 9; line++) lineMasks[line] = orientation === 0 ? columnMask(patterns, d, line) : rowMask(patterns, d, line);
  return memo.remember(slot, patterns, d, fishOfDigit(lineMasks, size, BASE_OFFSETS[orientation]!, d + 1));
}

/**
 * Columns as base lines first, then rows, and for each set of lines every digit, the order
 * Sudoku Explainer's Fisherman tries them in: each orientation's digits, each already in
 * line-set order, merged (a tie goes to the lower digit).
 */
function searchFish(grid: Grid, size: number, sink: StepSink, context: SearchContext): void {
  const patterns = digitPatterns(grid, context);
  const work = context.get(WORK);
  for (let orientation = 0; orientation < 2; orientation++) {
    const ofDigit: (readonly FoundFish[])[] = [];
    for (let d = 0; d < 9; d++) ofDigit.push(fishOf(work, patterns, size, orientation, d));
    const next = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (;;) {
      let lowest = -1;
      let lowestCombination = Infinity;
      for (let d = 0; d < 9; d++) {
        const fish = ofDigit[d]![next[d]!];
        if (fish && fish.combination < lowestCombination) {
          lowest = d;
          lowestCombination = fish.combination;
        }
      }
      if (lowest < 0) break;
      if (sink.add(ofDigit[lowest]![next[lowest]!++]!.step)) return;
    }
  }
}

function fishStrategy(size: number): Strategy {
  return { technique: SIZE_IDS[size]!, search: (grid, sink, context) => searchFish(grid, size, sink, context) };
}

export const xWing = fishStrategy(2);
const swordfish = fishStrategy(3);
const jellyfish = fishStrategy(4);

const fishId = (s: BasicFishStep): TechniqueId => {
  const id = SIZE_IDS[s.baseLines.length];
  if (!id) throw new Error(`fish of size ${s.baseLines.length}`);
  return id;
};

export const fish: StrategyFamily<'basicFish'> = {
  strategies: [xWing, swordfish, jellyfish],
  handlers: {
    basicFish: {
      technique: fishId,
      // "X-wing: 4 in column 2, column 7 lies only in row 3, row 8, removes 4 from r3c5"
      explain: (s) => [
        technique(fishId(s)),
        text(': '),
        digits([s.digit]),
        text(' in '),
        ...houseList(s.baseLines),
        text(' lies only in '),
        ...houseList(s.coverLines),
        text(', '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: s.cells,
        houses: s.baseLines,
        coverHouses: s.coverLines,
        kept: s.cells.map((c) => candidateOf(c, s.digit)),
        removed: s.eliminations,
      }),
    },
  },
};
