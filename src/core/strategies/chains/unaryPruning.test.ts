import { describe, expect, it } from 'vitest';
import { Grid } from '../../grid/grid';
import { asPuzzle } from '../../grid/puzzle';
import { solveLogically } from '../../simulate/logical';
import { SE_SET } from '../../simulate/logicalPresets';
import { applyStep } from '../../step';
import { marksOf } from './chainsAndCycles';
import { createChainReach } from './chainReach';
import { createChainWithin } from './chainWithin';
import { createCycleComponents } from './cycleComponents';
import { createLinkTables } from './links';

const links = createLinkTables();
const reach = createChainReach(links);
const chainWithin = createChainWithin(links, reach);
const { cycleCanEliminate, markEliminatingComponents } = createCycleComponents(reach);
const { prepareLinks } = links;
const { BIT_NUMBER, COMPONENT, computeReach } = reach;

// Where Sudoku Explainer's solution takes its last X-chain: chains of every link set, up to 9 links.
const PUZZLE = asPuzzle('5...1....9..2..1...127.4.......7..4.4.3..862.......9...6..9.4.5......36....3....9');

const rowOf = (cell: number): number => (cell / 9) | 0;
const columnOf = (cell: number): number => cell % 9;
const boxOf = (cell: number): number => ((rowOf(cell) / 3) | 0) * 3 + ((columnOf(cell) / 3) | 0);
const houses = (cell: number): [number, number, number] => [rowOf(cell), 9 + columnOf(cell), 18 + boxOf(cell)];
const sees = (a: number, b: number): boolean => a !== b && houses(a).some((house, k) => house === houses(b)[k]);

/** What one potential makes of others, straight from the definitions: "on" excludes, "off" forces. */
function linksFrom(marks: Uint16Array, potential: number, cellRules: boolean, houseRules: boolean): number[] {
  const candidate = potential >> 1;
  const cell = (candidate / 9) | 0;
  const digit = candidate % 9;
  const has = (c: number, d: number): boolean => (marks[c]! & (1 << d)) !== 0;
  const out: number[] = [];
  if (potential & 1) {
    for (let d = 0; d < 9; d++) if (cellRules && d !== digit && has(cell, d)) out.push((cell * 9 + d) * 2);
    for (let c = 0; c < 81; c++) if (sees(cell, c) && has(c, digit)) out.push((c * 9 + digit) * 2);
    return out;
  }
  const others = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((d) => d !== digit && has(cell, d));
  if (cellRules && others.length === 1) out.push((cell * 9 + others[0]!) * 2 + 1);
  if (houseRules) {
    for (const house of houses(cell)) {
      const places = Array.from({ length: 81 }, (_, c) => c).filter((c) => has(c, digit) && houses(c).includes(house));
      if (places.length === 2) out.push((places.find((c) => c !== cell)! * 9 + digit) * 2 + 1);
    }
  }
  return out;
}

/** The fewest links from `source` to its negation (breadth-first), or Infinity. */
function shortestChain(marks: Uint16Array, source: number, cellRules: boolean, houseRules: boolean): number {
  const distance = new Map([[source, 0]]);
  const queue = [source];
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    for (const q of linksFrom(marks, v, cellRules, houseRules)) {
      if (q === (source ^ 1)) return distance.get(v)! + 1;
      if (distance.has(q)) continue;
      distance.set(q, distance.get(v)! + 1);
      queue.push(q);
    }
  }
  return Infinity;
}

const LINK_SETS = [
  { name: 'x', cellRules: false, houseRules: true },
  { name: 'y', cellRules: true, houseRules: false },
  { name: 'xy', cellRules: true, houseRules: true },
];

function position(): Uint16Array {
  const grid = Grid.fromPuzzle(PUZZLE);
  const trace = solveLogically(PUZZLE, SE_SET, { countOptions: false });
  const last = trace.steps.findLastIndex(({ technique }) => technique === 'x-chain');
  for (const { step } of trace.steps.slice(0, last)) applyStep(grid, step);
  return marksOf(grid);
}

describe('chainWithin', () => {
  const marks = position();
  for (const { name, cellRules, houseRules } of LINK_SETS) {
    it(`${name}: says yes exactly when the shortest chain to the negation has at most that many links`, () => {
      prepareLinks(marks);
      computeReach(marks, cellRules, houseRules);
      const lengths = new Set<number>();
      for (let candidate = 0; candidate < 729; candidate++) {
        if (!(marks[(candidate / 9) | 0]! & (1 << (candidate % 9)))) continue;
        for (const source of [candidate * 2, candidate * 2 + 1]) {
          const shortest = shortestChain(marks, source, cellRules, houseRules);
          lengths.add(shortest);
          for (let links = 0; links <= Math.min(shortest, 20) + 1; links++) {
            for (const pruned of [false, true])
              expect(chainWithin(source, links, cellRules, houseRules, pruned), `${source} within ${links}`).toBe(shortest <= links);
          }
        }
      }
      expect([...lengths].some((length) => length >= 5 && length < Infinity)).toBe(true);
    });
  }
});

describe('markEliminatingComponents', () => {
  // Every position of Sudoku Explainer's solution, so that each link set has components of both kinds.
  const positions: Uint16Array[] = [];
  const grid = Grid.fromPuzzle(PUZZLE);
  for (const { step } of solveLogically(PUZZLE, SE_SET, { countOptions: false }).steps) {
    positions.push(marksOf(grid));
    applyStep(grid, step);
  }
  for (const { name, cellRules, houseRules } of LINK_SETS) {
    // As the searches build them: Y-cycles run only from bivalue cells, without reach sets.
    const bivalueRoots = name === 'y';
    it(`${name}: marks a component when a candidate sees an on and an off potential of its digit in it`, () => {
      const verdicts = new Set<boolean>();
      for (const marks of positions) {
        prepareLinks(marks);
        computeReach(marks, cellRules, houseRules, !bivalueRoots, bivalueRoots);
        markEliminatingComponents(marks, !bivalueRoots);
        const candidates = Array.from({ length: 729 }, (_, candidate) => candidate).filter(
          (candidate) => marks[(candidate / 9) | 0]! & (1 << (candidate % 9)),
        );
        const potentials = candidates.flatMap((candidate) => [candidate * 2, candidate * 2 + 1]).filter((p) => BIT_NUMBER[p] !== 0);
        const expectedOf = new Map<number, boolean>();
        for (const source of candidates.map((candidate) => candidate * 2 + 1)) {
          if (BIT_NUMBER[source] === 0) continue;
          const id = COMPONENT[source]!;
          if (!expectedOf.has(id)) {
            const members = potentials.filter((p) => COMPONENT[p] === id);
            const seesMember = (candidate: number, on: number): boolean =>
              members.some((p) => (p & 1) === on && (p >> 1) % 9 === candidate % 9 && sees(((p >> 1) / 9) | 0, (candidate / 9) | 0));
            expectedOf.set(
              id,
              candidates.some((candidate) => seesMember(candidate, 1) && seesMember(candidate, 0)),
            );
          }
          expect(cycleCanEliminate(source), `${source}`).toBe(expectedOf.get(id));
          verdicts.add(expectedOf.get(id)!);
        }
      }
      expect(verdicts.size).toBe(2);
    });
  }
});
