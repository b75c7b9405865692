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
import { HOUSE_TABLE as HOUSE_TABLE_IMPORTED, SEES as SEES_IMPORTED } from './chains/potentials';
import type { Strategy, StrategyFamily } from './strategy';
import { cellList, digits, eliminationTokens, houseList, NO_HIGHLIGHTS, technique, text } from './words';

// Local aliases: module bindings are read through accessors in some loaders, too slow for hot loops.
const HOUSE_TABLE = HOUSE_TABLE_IMPORTED;
const SEES = SEES_IMPORTED;

export interface StrongLinkFishStep extends StepEffect {
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

interface Link {
  house: House;
  a: Cell;
  b: Cell;
}

function linksOf(grid: Grid, bit: number): Link[] {
  const out: Link[] = [];
  for (let house = 0; house < 27; house++) {
    const places: Cell[] = [];
    for (let i = 0; i < 9; i++) {
      const c = HOUSE_TABLE[house * 9 + i]!;
      if (grid.candidateBits(c) & bit) places.push(c);
    }
    if (places.length !== 2) continue;
    // A box pair on one line is that line's link already.
    if (house >= 18 && (((places[0]! / 9) | 0) === ((places[1]! / 9) | 0) || places[0]! % 9 === places[1]! % 9)) continue;
    out.push({ house, a: places[0]!, b: places[1]! });
  }
  return out;
}

/** Sukaku Explainer's value: base by link count, +0.1 for mixed house kinds, +0.2 for box and both line kinds. */
export function strongLinkValue(houses: readonly House[]): number {
  const base = [0, 0, 4.0, 5.4, 5.8, 6.2, 6.6][houses.length] ?? 7.0;
  const rows = houses.some((h) => h < 9);
  const cols = houses.some((h) => h >= 9 && h < 18);
  const boxes = houses.some((h) => h >= 18);
  const extra = boxes && rows && cols ? 0.2 : (rows && cols) || boxes ? 0.1 : 0;
  return Math.round((base + extra) * 10) / 10;
}

function findStrongLinkFish(grid: Grid, size: number, firstOnly: boolean): StrongLinkFishStep[] {
  const out: StrongLinkFishStep[] = [];
  const seen = new Set<string>();
  for (let digit = 1; digit <= 9; digit++) {
    const bit = 1 << (digit - 1);
    const links = linksOf(grid, bit);
    const chain: Cell[] = [];
    const houses: House[] = [];
    const used = new Set<number>();
    const extend = (): boolean => {
      if (houses.length === size) {
        const start = chain[0]!;
        const end = chain[chain.length - 1]!;
        if (SEES[start * 81 + end]) return false;
        const eliminations: Candidate[] = [];
        for (let c = 0; c < 81; c++) {
          if (chain.includes(c) || !(grid.candidateBits(c) & bit)) continue;
          if (SEES[start * 81 + c] && SEES[end * 81 + c]) eliminations.push(c * 9 + digit - 1);
        }
        if (eliminations.length === 0) return false;
        // The same chain read backwards is the same pattern.
        const key = `${digit}:${[...chain].sort((a, b) => a - b).join(',')}`;
        if (seen.has(key)) return false;
        seen.add(key);
        out.push({ kind: 'strongLinkFish', digit, cells: [...chain], houses: [...houses], placements: [], eliminations });
        return firstOnly;
      }
      const inner = chain[chain.length - 1];
      for (let i = 0; i < links.length; i++) {
        if (used.has(i)) continue;
        const link = links[i]!;
        for (let turn = 0; turn < 2; turn++) {
          const near = turn === 0 ? link.a : link.b;
          const far = turn === 0 ? link.b : link.a;
          if (chain.includes(near) || chain.includes(far)) continue;
          if (inner !== undefined && !SEES[inner * 81 + near]) continue;
          used.add(i);
          chain.push(near, far);
          houses.push(link.house);
          const stop = extend();
          houses.pop();
          chain.length -= 2;
          used.delete(i);
          if (stop) return true;
        }
      }
      return false;
    };
    if (extend() && firstOnly) return out;
  }
  // Sukaku Explainer's order: easiest first, then the most eliminations.
  return out.sort((p, q) => strongLinkValue(p.houses) - strongLinkValue(q.houses) || q.eliminations.length - p.eliminations.length);
}

const SIZE_IDS: Record<number, TechniqueId> = { 3: 'strong-links-3', 4: 'strong-links-4', 5: 'strong-links-5', 6: 'strong-links-6' };

function strongLinkStrategy(size: number): Strategy {
  return { technique: SIZE_IDS[size]!, findAll: (grid) => findStrongLinkFish(grid, size, false) };
}

export const strongLinks: StrategyFamily<'strongLinkFish'> = {
  id: 'strong-links',
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
