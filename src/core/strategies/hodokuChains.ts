/**
 * XY-chains as HoDoKu 2.2's ChainSolver finds them, for the `hodoku` set. HoDoKu walks every
 * chain from every bivalue cell (cells in index order, digits ascending), links in the order its
 * link table lists them, keeps one chain per set of eliminations (the shorter when another
 * turns up), and takes the best of them by its step order. The general chain search finds the
 * shortest chain per eliminated candidate instead, so it misses chains HoDoKu takes (one
 * removing more candidates) and the instance taken drifts; the score follows the path.
 */
import type { Candidate } from '../grid/candidate';
import type { Grid } from '../grid/grid';
import { HOUSE_CELLS, PEERS } from '../grid/house';
import type { ChainNode, ChainStep } from './chains/chainsAndCycles';
import type { Strategy } from './strategy';

/** HoDoKu's longest X-/XY-chain: 20 links after the start (`Options.RESTRICT_CHAIN_LENGTH`). */
const MAX_LINKS = 20;

const SEES: Uint8Array = (() => {
  const sees = new Uint8Array(81 * 81);
  for (let cell = 0; cell < 81; cell++) for (const peer of PEERS[cell]!) sees[cell * 81 + peer] = 1;
  return sees;
})();

/** The cell's row, column and box houses, as HoDoKu lists a cell's constraints. */
const CELL_CONSTRAINTS: readonly (readonly number[])[] = Array.from({ length: 81 }, (_, cell) => {
  const row = (cell / 9) | 0;
  const col = cell % 9;
  return [row, 9 + col, 18 + ((row / 3) | 0) * 3 + ((col / 3) | 0)];
});

/** A link of the walk: the candidate it reaches and whether it is the strong one inside a bivalue cell. */
interface Link {
  readonly cell: number;
  readonly digit: number;
  readonly strong: boolean;
}

/**
 * HoDoKu's XY-chain link table (`getAllLinks`): for each digit of each bivalue cell, the strong
 * link to the cell's other digit, then weak links to the same digit in other bivalue cells of
 * its row, column and box (a box's cells that share the row or column left out).
 */
function xyLinks(bits: Uint16Array): (Link[] | undefined)[] {
  const links: (Link[] | undefined)[] = new Array(81 * 9);
  for (let cell = 0; cell < 81; cell++) {
    const cellBits = bits[cell]!;
    if (popcount(cellBits) !== 2) continue;
    for (let digit = 0; digit < 9; digit++) {
      if (!(cellBits & (1 << digit))) continue;
      const list: Link[] = [{ cell, digit: lowest(cellBits & ~(1 << digit)), strong: true }];
      for (const [i, house] of CELL_CONSTRAINTS[cell]!.entries()) {
        for (const other of HOUSE_CELLS[house]!) {
          if (other === cell || !(bits[other]! & (1 << digit)) || popcount(bits[other]!) !== 2) continue;
          if (i === 2 && (((other / 9) | 0) === ((cell / 9) | 0) || other % 9 === cell % 9)) continue;
          list.push({ cell: other, digit, strong: false });
        }
      }
      links[cell * 9 + digit] = list;
    }
  }
  return links;
}

/** One level of the walk: the candidate reached and the next of its links to try. */
interface Level {
  cell: number;
  digit: number;
  strongOnly: boolean;
  links: readonly Link[];
  next: number;
}

/**
 * Every XY-chain HoDoKu's ChainSolver records at this position, in the order it records them:
 * one per set of eliminations, the shortest it met for that set. Ported from its `getChains`
 * and `getChain` walk, with the same rule against chains that come back into themselves.
 */
export function hodokuXyChains(grid: Grid): ChainStep[] {
  const bits = new Uint16Array(81);
  for (let cell = 0; cell < 81; cell++) if (grid.isEmpty(cell)) bits[cell] = grid.candidateBits(cell);
  const links = xyLinks(bits);
  const found: ChainStep[] = [];
  const byEliminations = new Map<string, { index: number; length: number }>();
  const chain: { cell: number; digit: number }[] = [];
  const stack: Level[] = Array.from({ length: MAX_LINKS + 2 }, () => ({ cell: 0, digit: 0, strongOnly: false, links: [], next: 0 }));
  const inChain = new Set<number>();
  for (let start = 0; start < 81; start++) {
    if (popcount(bits[start]!) !== 2) continue;
    for (let startDigit = 0; startDigit < 9; startDigit++) {
      if (!(bits[start]! & (1 << startDigit))) continue;
      // The only strong first link of an XY-chain: the start cell's other digit.
      const first = links[start * 9 + startDigit]![0]!;
      chain.length = 0;
      chain.push({ cell: start, digit: startDigit }, { cell: start, digit: first.digit });
      let level = 1;
      let entry = stack[1]!;
      Object.assign(entry, { cell: start, digit: first.digit, strongOnly: false, links: links[start * 9 + first.digit]!, next: 0 });
      inChain.clear();
      inChain.add(start);
      for (;;) {
        while (entry.next >= entry.links.length) {
          level--;
          entry = stack[level]!;
          inChain.delete(entry.cell);
          if (level <= 0) break;
        }
        if (level <= 0) break;
        const link = entry.links[entry.next++]!;
        if (entry.strongOnly && !link.strong) continue;
        if (link.cell === entry.cell && link.digit === entry.digit) continue;
        if (entry.strongOnly && link.cell !== entry.cell) continue;
        let isLoop = false;
        if (inChain.has(link.cell)) {
          if (link.cell !== start) continue;
          isLoop = true;
        }
        inChain.add(entry.cell);
        const strong = entry.strongOnly && link.strong;
        level++;
        chain.length = level;
        chain[level] = { cell: link.cell, digit: link.digit };
        if (level > 1 && strong && link.digit === startDigit) record(chain, level, startDigit, bits, found, byEliminations);
        const strongOnly = !entry.strongOnly;
        entry = stack[level]!;
        if (level < MAX_LINKS && !isLoop) Object.assign(entry, { cell: link.cell, digit: link.digit, strongOnly, links: links[link.cell * 9 + link.digit]!, next: 0 });
        else Object.assign(entry, { links: [], next: 0 });
      }
    }
  }
  return found;
}

/** `checkXYChain`: the start digit goes from every cell that sees both ends of the chain. */
function record(chain: readonly { cell: number; digit: number }[], level: number, digit: number, bits: Uint16Array, found: ChainStep[], byEliminations: Map<string, { index: number; length: number }>): void {
  const start = chain[0]!.cell;
  const end = chain[level]!.cell;
  const eliminations: Candidate[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (bits[cell]! & (1 << digit) && SEES[start * 81 + cell] && SEES[end * 81 + cell]) eliminations.push(cell * 9 + digit);
  }
  if (eliminations.length === 0) return;
  const key = eliminations.join(',');
  const seen = byEliminations.get(key);
  if (seen && seen.length <= level) return;
  // HoDoKu's start candidate is off and the chain alternates from there: start off, its cell's other digit on, …, the end's start digit on.
  const nodes: ChainNode[] = chain.slice(0, level + 1).map(({ cell, digit: d }, i) => ({ candidate: cell * 9 + d, on: i % 2 === 1 }));
  const step: ChainStep = { kind: 'chain', mode: 'yChain', loop: false, nodes, complexity: nodes.length, placements: [], eliminations };
  // A shorter chain for the same eliminations takes the place of the longer one (HoDoKu sorts it first among them).
  if (seen) found[seen.index] = step;
  else found.push(step);
  byEliminations.set(key, { index: seen?.index ?? found.length - 1, length: level });
}

function popcount(bits: number): number {
  let count = 0;
  for (let b = bits; b; b &= b - 1) count++;
  return count;
}

function lowest(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

export const hodokuXyChain: Strategy = {
  technique: 'xy-chain',
  search: (grid, sink) => {
    for (const step of hodokuXyChains(grid)) if (sink.add(step)) return;
  },
};
