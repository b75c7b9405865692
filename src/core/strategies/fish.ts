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
import { combinations, digitsOf, HOUSE_CELL_TABLE as SHARED_HOUSE_CELLS } from './houses';
import type { Strategy, StrategyFamily } from './strategy';
import { digits, eliminationTokens, houseList, NO_HIGHLIGHTS, technique, text } from './words';

/** `digit` in `baseLines` lies only in `coverLines`: it leaves the cover lines' other cells. */
export interface BasicFishStep extends StepEffect {
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

/** Module-local alias: hot loops read it directly instead of through an import binding. */
const HOUSE_CELL_TABLE = SHARED_HOUSE_CELLS;

const SIZE_IDS: Record<number, TechniqueId> = { 2: 'x-wing', 3: 'swordfish', 4: 'jellyfish' };
const INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** Scratch buffer of findFish; the finders run one at a time on a thread. */
const POSITIONS = new Int16Array(81);
const ALL_COMBINATIONS: Record<number, number[][]> = { 2: combinations(INDEXES, 2), 3: combinations(INDEXES, 3), 4: combinations(INDEXES, 4) };
/** Each combination of ALL_COMBINATIONS as a 9-bit mask of its lines. */
const COMBINATION_MASKS: Record<number, Int16Array> = Object.fromEntries(
  [2, 3, 4].map((size) => [size, Int16Array.from(ALL_COMBINATIONS[size]!, (lines) => lines.reduce((mask, line) => mask | (1 << line), 0))]),
);
/** Scratch of findFish: per digit, the base lines where it has 1..size places (the only ones a fish can use). */
const ELIGIBLE = new Int16Array(9);

/**
 * Columns as base lines first, then rows, and for each set of lines every digit, the order
 * Sudoku Explainer's Fisherman tries them in.
 */
function findFish(grid: Grid, size: number, firstOnly: boolean): BasicFishStep[] {
  const out: BasicFishStep[] = [];
  for (const baseOffset of [9, 0]) {
    const coverOffset = baseOffset === 9 ? 0 : 9;
    // POSITIONS[(d - 1) * 9 + line] = mask over the line's cells holding d (a reused buffer)
    const positions = POSITIONS.fill(0);
    for (let line = 0; line < 9; line++) {
      const h = baseOffset + line;
      for (let i = 0; i < 9; i++) {
        for (let bits = grid.candidateBits(HOUSE_CELL_TABLE[h * 9 + i]!); bits !== 0; bits &= bits - 1) {
          positions[(31 - Math.clz32(bits & -bits)) * 9 + line]! |= 1 << i;
        }
      }
    }
    let anyEligible = false;
    for (let d = 0; d < 9; d++) {
      let eligible = 0;
      for (let line = 0; line < 9; line++) {
        const count = popcount(positions[d * 9 + line]!);
        if (count >= 1 && count <= size) eligible |= 1 << line;
      }
      // A line without the digit, or with more places than the fish's size, is in no fish.
      ELIGIBLE[d] = popcount(eligible) >= size ? eligible : 0;
      if (ELIGIBLE[d] !== 0) anyEligible = true;
    }
    if (!anyEligible) continue;
    const combinationMasks = COMBINATION_MASKS[size]!;
    const allCombinations = ALL_COMBINATIONS[size]!;
    for (let k = 0; k < allCombinations.length; k++) {
      const lines = allCombinations[k]!;
      const linesMask = combinationMasks[k]!;
      for (let digit = 1; digit <= 9; digit++) {
        if ((linesMask & ~ELIGIBLE[digit - 1]!) !== 0) continue;
        const base = (digit - 1) * 9;
        let union = 0;
        let empty = false;
        for (const line of lines) {
          const mask = positions[base + line]!;
          if (mask === 0) {
            empty = true;
            break;
          }
          union |= mask;
        }
        if (empty || popcount(union) !== size) continue;
        const covers = digitsOf(union).map((i) => coverOffset + i - 1);
        const eliminations: Candidate[] = [];
        for (const cover of covers) {
          const coverIndex = cover - coverOffset;
          for (let line = 0; line < 9; line++) {
            if (lines.includes(line)) continue;
            if (positions[base + line]! & (1 << coverIndex)) eliminations.push(candidateOf(HOUSE_CELL_TABLE[(baseOffset + line) * 9 + coverIndex]!, digit));
          }
        }
        if (eliminations.length === 0) continue;
        const cells: Cell[] = [];
        for (const line of lines) for (const i of digitsOf(positions[base + line]!)) cells.push(HOUSE_CELL_TABLE[(baseOffset + line) * 9 + i - 1]!);
        out.push({
          kind: 'basicFish',
          digit,
          baseLines: lines.map((line) => baseOffset + line),
          coverLines: covers,
          cells: cells.sort((a, b) => a - b),
          placements: [],
          eliminations: eliminations.sort((a, b) => a - b),
        });
        if (firstOnly) return out;
      }
    }
  }
  return out;
}

function fishStrategy(size: number): Strategy {
  return { technique: SIZE_IDS[size]!, findAll: (grid) => findFish(grid, size, false), findFirst: (grid) => findFish(grid, size, true)[0] };
}

export const xWing = fishStrategy(2);
export const swordfish = fishStrategy(3);
export const jellyfish = fishStrategy(4);

const fishId = (s: BasicFishStep): TechniqueId => {
  const id = SIZE_IDS[s.baseLines.length];
  if (!id) throw new Error(`fish of size ${s.baseLines.length}`);
  return id;
};

export const fish: StrategyFamily<'basicFish'> = {
  id: 'fish',
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
