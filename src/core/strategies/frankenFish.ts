/**
 * Franken fish (HoDoKu's Franken X-wing and swordfish). A fish of size n on a digit: n base
 * houses holding it in no common cell and n cover houses holding every base candidate. Each
 * base house has the digit once, each cover house at most once, so the covers' digits are the
 * bases': a cover candidate outside the bases goes, and so does a base candidate in two covers
 * (it would fill both). Franken fish take rows and boxes as bases and columns and boxes as
 * covers (or columns and boxes, rows and boxes), with a box among them: without one they are
 * the basic fish.
 */
import type { Cell } from '../grid/cell';
import type { Digit, DigitIndex } from '../grid/digit';
import { HOUSE_CELLS, type House } from '../grid/house';
import type { Step, StepEffect } from '../step';
import type { TechniqueId } from '../techniques';
import {
  CELL_SET_WORDS,
  cellBit,
  cellsIn,
  cellWord,
  copyCells,
  firstCellIn,
  intersectCells,
  isEmptyCells,
  setCellWords,
  subtractCells,
  unionCells,
} from './cellSets';
import { baseHousesHolding, EVERY_BASE_SET, digitPatterns, FishMemo } from './digitMemo';
import { scratchKind } from './searchContext';
import { offerAll, type Strategy, type StrategyFamily } from './strategy';
import { digits, eliminationTokens, houseList, NO_HIGHLIGHTS, technique, text } from './words';

interface FrankenFishStep extends StepEffect {
  readonly kind: 'frankenFish';
  readonly digit: Digit;
  readonly base: readonly House[];
  readonly cover: readonly House[];
}

declare module '../step' {
  interface StepKinds {
    frankenFish: FrankenFishStep;
  }
}

const WORDS = CELL_SET_WORDS;

/** [house * 3 + w]: the house's cells. */
export const HOUSE_MASKS: Int32Array = (() => {
  const masks = new Int32Array(27 * WORDS);
  HOUSE_CELLS.forEach((cells, house) => cells.forEach((cell) => (masks[house * WORDS + cellWord(cell)]! |= cellBit(cell))));
  return masks;
})();

const BOXES: readonly House[] = [18, 19, 20, 21, 22, 23, 24, 25, 26];
/** Bases (lines, then boxes) for row-based fish and column-based fish. */
const BASE_FAMILIES: readonly (readonly House[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, ...BOXES],
  [9, 10, 11, 12, 13, 14, 15, 16, 17, ...BOXES],
];
const boxOf = (cell: Cell): House => 18 + 3 * ((cell / 27) | 0) + (((cell % 9) / 3) | 0);

/** Offsets of a search's cell sets: per number of bases (0 to 3), their candidates, and per number of covers, their cells. */
const baseAt = (bases: number): number => bases * WORDS;
const coverAt = (covers: number): number => (4 + covers) * WORDS;
/** The base candidates two covers share; the covers' cells, then the candidates that go; a set in passing. */
const TWICE = 8 * WORDS;
const COVERED = 9 * WORDS;
const SCRATCH = 10 * WORDS;
const SLOTS = 11;

/**
 * Every Franken fish of `size` on digit index d, row-based first, bases in order; with
 * `touching`, only those whose bases take a house of its mask (row-based, column-based).
 */
function frankenOfDigit(patterns: Int32Array, d: DigitIndex, size: number, touching = EVERY_BASE_SET): FrankenFishStep[] {
  const p0 = patterns[d * WORDS]!;
  const p1 = patterns[d * WORDS + 1]!;
  const p2 = patterns[d * WORDS + 2]!;
  // [house * 3 + w]: the house's candidates of the digit.
  const held = new Int32Array(27 * WORDS);
  for (let house = 0; house < 27; house++) {
    held[house * WORDS] = HOUSE_MASKS[house * WORDS]! & p0;
    held[house * WORDS + 1] = HOUSE_MASKS[house * WORDS + 1]! & p1;
    held[house * WORDS + 2] = HOUSE_MASKS[house * WORDS + 2]! & p2;
  }
  // The search's cell sets (see cellSets.ts): at baseAt(k) the candidates of the first k bases, at
  // coverAt(k) the cells of the first k covers (both with k = 0 empty).
  const sets = new Int32Array(SLOTS * WORDS);
  const steps: FrankenFishStep[] = [];
  const base: House[] = [];
  const cover: House[] = [];
  for (let orientation = 0; orientation < 2; orientation++) {
    const rowBased = orientation === 0;
    const family = BASE_FAMILIES[orientation]!.filter(
      (house) => (held[house * WORDS]! | held[house * WORDS + 1]! | held[house * WORDS + 2]!) !== 0,
    );
    const coverLineOf = (cell: Cell): House => (rowBased ? 9 + (cell % 9) : (cell / 9) | 0);
    const required = touching[orientation]!;

    /** Records the fish on the bases (at baseAt(size)) and the covers (at coverAt(size)) when it eliminates. */
    const conclude = (): void => {
      if (!base.some((h) => h >= 18) && !cover.some((h) => h >= 18)) return;
      // Base candidates two covers share.
      setCellWords(sets, TWICE, 0, 0, 0);
      setCellWords(sets, COVERED, 0, 0, 0);
      for (const house of cover) {
        copyCells(sets, SCRATCH, held, house * WORDS);
        intersectCells(sets, SCRATCH, SCRATCH, COVERED);
        unionCells(sets, TWICE, TWICE, SCRATCH);
        copyCells(sets, SCRATCH, held, house * WORDS);
        unionCells(sets, COVERED, COVERED, SCRATCH);
      }
      intersectCells(sets, TWICE, TWICE, baseAt(size));
      // Cover candidates outside the bases, and base candidates two covers share.
      subtractCells(sets, COVERED, COVERED, baseAt(size));
      unionCells(sets, COVERED, COVERED, TWICE);
      if (isEmptyCells(sets, COVERED)) return;
      steps.push({
        kind: 'frankenFish',
        digit: d + 1,
        base: [...base],
        cover: [...cover].sort((x, y) => x - y),
        placements: [],
        eliminations: cellsIn(sets, COVERED).map((cell) => cell * 9 + d),
      });
    };

    // Covers for the first uncovered base candidate: its line or its box, until all are covered.
    const coverFrom = (): void => {
      subtractCells(sets, SCRATCH, baseAt(size), coverAt(cover.length));
      const cell = firstCellIn(sets, SCRATCH);
      if (cell < 0) {
        if (cover.length === size) conclude();
        return;
      }
      if (cover.length === size) return;
      tryCover(coverLineOf(cell));
      tryCover(boxOf(cell));
    };
    const tryCover = (house: House): void => {
      if (base.includes(house) || cover.includes(house)) return;
      const now = coverAt(cover.length);
      cover.push(house);
      copyCells(sets, coverAt(cover.length), HOUSE_MASKS, house * WORDS);
      unionCells(sets, coverAt(cover.length), coverAt(cover.length), now);
      coverFrom();
      cover.pop();
    };

    const pickBase = (from: number, taken: number): void => {
      if (base.length === size) {
        coverFrom();
        return;
      }
      const now = baseAt(base.length);
      const next = baseAt(base.length + 1);
      const last = base.length === size - 1;
      for (let i = from; i < family.length; i++) {
        const house = family[i]!;
        if (last && ((taken | (1 << house)) & required) === 0) continue;
        copyCells(sets, next, held, house * WORDS);
        // Bases sharing a candidate would be finned (endo fins).
        intersectCells(sets, SCRATCH, now, next);
        if (!isEmptyCells(sets, SCRATCH)) continue;
        unionCells(sets, next, next, now);
        base.push(house);
        pickBase(i + 1, taken | (1 << house));
        base.pop();
      }
    };
    pickBase(0, 0);
  }
  return dropRepeats(steps);
}

/** The same covers may be reached twice from one base (a cover picked for two cells): keep the first. */
function dropRepeats(steps: FrankenFishStep[]): FrankenFishStep[] {
  const seen = new Set<string>();
  return steps.filter((step) => {
    const key = `${step.base.join(',')}/${step.cover.join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const frankenId = (s: { readonly base: readonly House[] }): TechniqueId => (s.base.length === 2 ? 'franken-x-wing' : 'franken-swordfish');

/**
 * Digit by digit, what `frankenOfDigit` finds, which depends only on where the digit can go:
 * remembered by pattern, and after a search that found nothing, only base sets taking a house
 * that lost a place are searched (see FishMemo).
 */
function frankenStrategy(size: 2 | 3): Strategy {
  // Each context's memory of this strategy (answers keyed by pattern, so kept from puzzle to puzzle).
  const MEMO = scratchKind(() => new FishMemo<readonly Step[]>(9));
  return {
    technique: frankenId({ base: new Array<House>(size).fill(0) }),
    search: (grid, sink, context) => {
      const patterns = digitPatterns(grid, context);
      const memo = context.get(MEMO);
      for (let d = 0; d < 9; d++) {
        const steps = memo.answerOf(d, patterns, d, (lost) =>
          frankenOfDigit(patterns, d, size, lost ? baseHousesHolding(lost) : undefined),
        );
        if (offerAll(sink, steps)) return;
      }
    },
  };
}

export const frankenFish: StrategyFamily<'frankenFish'> = {
  strategies: [frankenStrategy(2), frankenStrategy(3)],
  handlers: {
    frankenFish: {
      technique: frankenId,
      // "Franken swordfish on 2: rows 5, 9, box 1 / columns 1, 2, 7: removes 2 from r5c6"
      explain: (s) => [
        technique(frankenId(s)),
        text(' on '),
        digits([s.digit]),
        text(': '),
        ...houseList(s.base),
        text(' / '),
        ...houseList(s.cover),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({ ...NO_HIGHLIGHTS, houses: [...s.base, ...s.cover], removed: s.eliminations }),
    },
  },
};
