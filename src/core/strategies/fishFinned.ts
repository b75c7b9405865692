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
import { popcount } from '../grid/bits';
import { combinations, HOUSE_CELL_TABLE as HOUSE_CELL_TABLE_IMPORTED } from './houses';

// A local alias: module bindings are read through accessors in some loaders, too slow here.
const HOUSE_CELL_TABLE = HOUSE_CELL_TABLE_IMPORTED;
import type { Strategy, StrategyFamily } from './strategy';
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
/** COVERS_IN[n][union]: the cover masks of n crosses inside `union`, in COVER_MASKS order (built on first use). */
const COVERS_IN: Record<number, (number[] | undefined)[]> = { 2: [], 3: [], 4: [] };
function coversIn(size: number, union: number): number[] {
  const table = COVERS_IN[size]!;
  let covers = table[union];
  if (!covers) covers = table[union] = COVER_MASKS[size]!.filter((mask) => (mask & ~union) === 0);
  return covers;
}
const boxOfCell = (cell: Cell): number => 18 + ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0);

/**
 * The sets of `size` base lines (in LINE_SETS order) with no empty line whose places lie in at
 * most size + 3 crosses: fins sit in one box, so in at most three crosses beyond the cover.
 * A depth-first walk, cut as soon as the union of places grows too wide.
 */
function finnableLineSets(masks: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  const lines: number[] = [];
  const walk = (from: number, union: number): void => {
    if (lines.length === size) {
      out.push([...lines]);
      return;
    }
    for (let line = from; line <= 9 - size + lines.length; line++) {
      const mask = masks[line]!;
      if (mask === 0 || popcount(union | mask) > size + 3) continue;
      lines.push(line);
      walk(line + 1, union | mask);
      lines.pop();
    }
  };
  walk(0, 0);
  return out;
}

function findFinnedFish(grid: Grid, size: number, firstOnly: boolean): FinnedFishStep[] {
  const out: FinnedFishStep[] = [];
  for (const baseOffset of [0, 9]) {
    const coverOffset = baseOffset === 0 ? 9 : 0;
    const cellAt = (line: number, cross: number): Cell => (baseOffset === 0 ? line * 9 + cross : cross * 9 + line);
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << (digit - 1);
      const masks: number[] = [];
      for (let line = 0; line < 9; line++) {
        let mask = 0;
        for (let i = 0; i < 9; i++) if (grid.candidateBits(HOUSE_CELL_TABLE[(baseOffset + line) * 9 + i]!) & bit) mask |= 1 << i;
        masks.push(mask);
      }
      for (const lines of finnableLineSets(masks, size)) {
        let union = 0;
        for (const line of lines) union |= masks[line]!;
        // No fins: a basic fish, or nothing.
        if (popcount(union) <= size) continue;
        for (const coverMask of coversIn(size, union)) {
          const finCrosses = union & ~coverMask;
          if ((finCrosses & 0x7) !== finCrosses && (finCrosses & 0x38) !== finCrosses && (finCrosses & 0x1c0) !== finCrosses) continue;
          let sashimi = false;
          let degenerate = false;
          let finLines = 0;
          for (const line of lines) {
            const inCover = masks[line]! & coverMask;
            if (inCover === 0) degenerate = true;
            if ((inCover & (inCover - 1)) === 0) sashimi = true;
            if (masks[line]! & ~coverMask) finLines |= 1 << line;
          }
          // Fins in one box: their lines in one band too (their crosses are, checked above).
          if (degenerate || finLines === 0) continue;
          if ((finLines & 0x7) !== finLines && (finLines & 0x38) !== finLines && (finLines & 0x1c0) !== finLines) continue;
          const cover = INDEXES.filter((i) => coverMask & (1 << i));
          const fins: Cell[] = [];
          for (const line of lines) {
            for (let rest = masks[line]! & ~coverMask; rest !== 0; rest &= rest - 1) fins.push(cellAt(line, 31 - Math.clz32(rest & -rest)));
          }
          const finBox = boxOfCell(fins[0]!);
          if (fins.some((f) => boxOfCell(f) !== finBox)) continue;
          const eliminations: Candidate[] = [];
          for (const c of cover) {
            for (let line = 0; line < 9; line++) {
              if (lines.includes(line)) continue;
              const cell = cellAt(line, c);
              if (boxOfCell(cell) === finBox && grid.candidateBits(cell) & bit) eliminations.push(cell * 9 + digit - 1);
            }
          }
          if (eliminations.length === 0) continue;
          out.push({
            kind: 'finnedFish',
            digit,
            baseLines: lines.map((line) => baseOffset + line),
            coverLines: cover.map((c) => coverOffset + c),
            fins: fins.sort((a, b) => a - b),
            finBox,
            sashimi,
            placements: [],
            eliminations: eliminations.sort((a, b) => a - b),
          });
          if (firstOnly) return out;
        }
      }
    }
  }
  return out;
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

/**
 * The finned and sashimi strategies of one size share a search: solvers ask for both on the
 * same position one after the other, so the last position's result is kept.
 */
const memo = { key: '', steps: [] as FinnedFishStep[] };

function searchOnce(grid: Grid, size: number): FinnedFishStep[] {
  let key = String(size);
  for (let cell = 0; cell < 81; cell++) key += String.fromCharCode(48 + grid.candidateBits(cell));
  if (memo.key !== key) {
    memo.key = key;
    memo.steps = findFinnedFish(grid, size, false);
  }
  return memo.steps;
}

/** One strategy per size and kind, filtering the shared search. */
function finnedStrategy(size: number, sashimi: boolean): Strategy {
  const wanted = (s: FinnedFishStep): boolean => s.sashimi === sashimi;
  return {
    technique: IDS[`${size}${sashimi ? 's' : 'f'}`]!,
    findAll: (grid) => searchOnce(grid, size).filter(wanted),
    findFirst: (grid) => searchOnce(grid, size).find(wanted),
  };
}

export const finnedFish: StrategyFamily<'finnedFish'> = {
  id: 'finned-fish',
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
