import { highestBitIndex } from '../../grid/bits';
import { describe, expect, it } from 'vitest';
import { Grid } from '../../grid/grid';
import { HOUSE_CELLS } from '../../grid/house';
import { asPuzzle } from '../../grid/puzzle';
import { lcg } from '../../../../tests/support/seededRandom';
import { marksOf } from './chainsAndCycles';
import { ChainWork } from './chainWork';
import { SE_HOUSES, SE_PEERS } from './potentials';

const chains = new ChainWork();
const { computeReach, COMPONENT, reaches } = chains.reach;
const { prepareLinks, STRONG, STRONG_COUNT, WEAK, WEAK_CELL_COUNT, WEAK_COUNT } = chains.links;

// tarx0134 (forum-hardest-1106.txt, first line), thinned at random: positions with every kind of link.
const PUZZLE = asPuzzle('98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6');

function thinnedPositions(count: number): Uint16Array[] {
  const start = marksOf(Grid.fromPuzzle(PUZZLE));
  const random = lcg(19);
  return Array.from({ length: count }, (_, n) => {
    const marks = start.slice();
    // More and more candidates struck, so some positions are rich in bivalue cells and bilocal digits.
    for (let cell = 0; cell < 81; cell++) {
      for (let digit = 0; digit < 9; digit++) {
        const rest = marks[cell]! & ~(1 << digit);
        if (rest !== 0 && random() < n / (2 * count)) marks[cell] = rest;
      }
    }
    return marks;
  });
}

const has = (marks: Uint16Array, candidate: number): boolean => (marks[(candidate / 9) | 0]! & (1 << (candidate % 9))) !== 0;

/** The strong links of "candidate off", straight from their definition: bivalue cell first, then box, row, column. */
function strongLinks(marks: Uint16Array, candidate: number, cellRules: boolean, houseRules: boolean): number[] {
  const cell = (candidate / 9) | 0;
  const digit = candidate % 9;
  const on: number[] = [];
  const others = marks[cell]! & ~(1 << digit);
  if (cellRules && others !== 0 && (others & (others - 1)) === 0) on.push((cell * 9 + highestBitIndex(others)) * 2 + 1);
  for (let k = 0; houseRules && k < 3; k++) {
    const places = HOUSE_CELLS[SE_HOUSES[cell * 3 + k]!]!.filter((c) => has(marks, c * 9 + digit));
    const potential = (places.find((c) => c !== cell)! * 9 + digit) * 2 + 1;
    if (places.length === 2 && !on.includes(potential)) on.push(potential);
  }
  return on;
}

describe('prepareLinks', () => {
  it('lists every link as its rule defines it, in Sudoku Explainer’s order', () => {
    for (const marks of thinnedPositions(12)) {
      prepareLinks(marks);
      for (let candidate = 0; candidate < 729; candidate++) {
        if (!has(marks, candidate)) continue;
        const cell = (candidate / 9) | 0;
        const digit = candidate % 9;
        const mates = [...Array(9).keys()].filter((d) => d !== digit && has(marks, cell * 9 + d)).map((d) => (cell * 9 + d) * 2);
        const peers = [...SE_PEERS.subarray(cell * 20, cell * 20 + 20)]
          .filter((peer) => has(marks, peer * 9 + digit))
          .map((peer) => (peer * 9 + digit) * 2);
        expect(WEAK_CELL_COUNT[candidate]).toBe(mates.length);
        expect([...WEAK.subarray(candidate * 28, candidate * 28 + WEAK_COUNT[candidate]!)]).toEqual([...mates, ...peers]);
        for (let rules = 1; rules <= 3; rules++) {
          const at = candidate * 3 + rules - 1;
          expect([...STRONG.subarray(at * 4, at * 4 + STRONG_COUNT[at]!)]).toEqual(
            strongLinks(marks, candidate, (rules & 1) !== 0, (rules & 2) !== 0),
          );
        }
      }
    }
  });
});

describe('computeReach', () => {
  /** Everything `start` reaches over the links, by a plain breadth-first search. */
  function reachedFrom(marks: Uint16Array, start: number, cellRules: boolean, houseRules: boolean): Set<number> {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const potential = queue.shift()!;
      const candidate = potential >> 1;
      const cell = (candidate / 9) | 0;
      const targets =
        potential & 1
          ? [...Array(9).keys()]
              .filter((d) => cellRules && d !== candidate % 9)
              .map((d) => cell * 9 + d)
              .concat([...SE_PEERS.subarray(cell * 20, cell * 20 + 20)].map((peer) => peer * 9 + (candidate % 9)))
              .filter((c) => has(marks, c))
              .map((c) => c * 2)
          : strongLinks(marks, candidate, cellRules, houseRules);
      for (const target of targets) {
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    return seen;
  }

  for (const [cellRules, houseRules] of [
    [true, true],
    [false, true],
    [true, false],
  ] as const) {
    it(`finds what each potential reaches, and the cycles between them (cell rules ${cellRules}, house rules ${houseRules})`, () => {
      for (const marks of thinnedPositions(6)) {
        prepareLinks(marks);
        computeReach(marks, cellRules, houseRules);
        const potentials: number[] = [];
        for (let candidate = 0; candidate < 729; candidate++) if (has(marks, candidate)) potentials.push(candidate * 2, candidate * 2 + 1);
        const reached = new Map(potentials.map((p) => [p, reachedFrom(marks, p, cellRules, houseRules)]));
        const wrong: string[] = [];
        for (const p of potentials) {
          for (const q of potentials) {
            const forth = reached.get(p)!.has(q);
            if (reaches(p, q) !== forth) wrong.push(`${p} reaches ${q}: ${forth}`);
            if ((COMPONENT[p] === COMPONENT[q]) !== (forth && reached.get(q)!.has(p)))
              wrong.push(`${p} and ${q} on a cycle: ${!(COMPONENT[p] === COMPONENT[q])}`);
          }
        }
        expect(wrong.slice(0, 5)).toEqual([]);
      }
    });
  }
});
