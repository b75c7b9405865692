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
import { lowestBitIndex, popcount } from '../grid/bits';
import { HOUSE_CELLS, PEERS } from '../grid/house';
import type { ChainNode, ChainStep } from './chains/chainsAndCycles';
import { NothingFoundPosition } from './bivalueWalkMemory';
import { scratchKind } from './searchContext';
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

/**
 * A link of the walk, packed in one number: the candidate reached (cell * 9 + digit) times two,
 * plus one when it is the strong link inside a bivalue cell. The walk reads millions of them.
 */
const linkCandidate = (link: number): number => link >> 1;
const isStrong = (link: number): boolean => (link & 1) === 1;

/** Most links of a candidate: the strong one, 8 in its row, 8 in its column, 4 more in its box. */
const MOST_LINKS = 1 + 8 + 8 + 4;

/**
 * `checkXYChain`'s eliminations for a chain from the start cell to an end cell: the start digit
 * goes from every cell that sees both ends. The walk meets the same ends again and again, so
 * each pair is worked out once per start cell.
 */
class EndEliminations {
  #bits: Uint16Array = new Uint16Array(81);
  readonly #stamp = new Int32Array(81 * 9);
  readonly #known: ({ key: string; eliminations: Candidate[] } | null)[] = new Array(81 * 9).fill(null);
  #start = 0;
  #round = 0;

  /** Starts the chains from `start` of the position whose empty cells hold `bits`. */
  startFrom(bits: Uint16Array, start: number): void {
    this.#bits = bits;
    this.#start = start;
    this.#round++;
  }

  /** The eliminations of a chain ending in `end` on `digit`, with a key naming them; null when none. */
  of(end: number, digit: number): { key: string; eliminations: Candidate[] } | null {
    const slot = end * 9 + digit;
    if (this.#stamp[slot] === this.#round) return this.#known[slot]!;
    const start = this.#start;
    const eliminations: Candidate[] = [];
    for (let cell = 0; cell < 81; cell++) {
      if (this.#bits[cell]! & (1 << digit) && SEES[start * 81 + cell] && SEES[end * 81 + cell]) eliminations.push(cell * 9 + digit);
    }
    const known = eliminations.length === 0 ? null : { key: eliminations.join(','), eliminations };
    this.#stamp[slot] = this.#round;
    this.#known[slot] = known;
    return known;
  }
}

/** The walk's levels: HoDoKu's longest chain and the start. */
const LEVELS = MAX_LINKS + 2;

/**
 * What the walk works in, one set per search context (the search runs at nearly every step of a
 * hard solve): the position; the XY links in one table, those of candidate c `to[start[c]]` up to
 * `to[start[c + 1]]`; the walk's levels as parallel arrays (the candidate each level reached,
 * the next of its links to try and the end of them); the cells on the chain; the chain ends'
 * eliminations.
 */
class XyChainTables {
  /** The position: every empty cell's candidates, 0 for a placed cell. */
  readonly bits = new Uint16Array(81);
  readonly start = new Int32Array(81 * 9 + 1);
  readonly to = new Int32Array(81 * 9 * MOST_LINKS);
  readonly chain = new Int16Array(LEVELS);
  readonly next = new Int32Array(LEVELS);
  readonly end = new Int32Array(LEVELS);
  readonly inChain = new Uint8Array(81);
  readonly ends = new EndEliminations();
}

/**
 * HoDoKu's XY-chain link table (`getAllLinks`) into `table`: for each digit of each bivalue
 * cell, the strong link to the cell's other digit, then weak links to the same digit in other
 * bivalue cells of its row, column and box (a box's cells that share the row or column left out).
 */
function xyLinks(bits: Uint16Array, table: XyChainTables): void {
  const { start, to } = table;
  let length = 0;
  for (let cell = 0; cell < 81; cell++) {
    const cellBits = bits[cell]!;
    const bivalue = popcount(cellBits) === 2;
    for (let digit = 0; digit < 9; digit++) {
      start[cell * 9 + digit] = length;
      if (!bivalue || !(cellBits & (1 << digit))) continue;
      to[length++] = ((cell * 9 + lowestBitIndex(cellBits & ~(1 << digit))) << 1) | 1;
      const constraints = CELL_CONSTRAINTS[cell]!;
      for (let i = 0; i < constraints.length; i++) {
        for (const other of HOUSE_CELLS[constraints[i]!]!) {
          if (other === cell || !(bits[other]! & (1 << digit)) || popcount(bits[other]!) !== 2) continue;
          if (i === 2 && (((other / 9) | 0) === ((cell / 9) | 0) || other % 9 === cell % 9)) continue;
          to[length++] = (other * 9 + digit) << 1;
        }
      }
    }
  }
  start[81 * 9] = length;
}

/**
 * Every XY-chain HoDoKu's ChainSolver records at this position, in the order it records them:
 * one per set of eliminations, the shortest it met for that set. Ported from its `getChains`
 * and `getChain` walk, with the same rule against chains that come back into themselves.
 */
export function hodokuXyChains(grid: Grid): ChainStep[] {
  const tables = new XyChainTables();
  return xyChainsOf(grid.emptyCandidateBits(tables.bits), tables);
}

/** `hodokuXyChains` of the position whose empty cells hold `bits`, worked out in `tables`. */
function xyChainsOf(bits: Uint16Array, tables: XyChainTables): ChainStep[] {
  xyLinks(bits, tables);
  const { start: linksFrom, to: links, chain, next, end, inChain, ends } = tables;
  const found: ChainStep[] = [];
  const byEliminations = new Map<string, { index: number; length: number }>();
  for (let start = 0; start < 81; start++) {
    if (popcount(bits[start]!) !== 2) continue;
    ends.startFrom(bits, start);
    for (let startDigit = 0; startDigit < 9; startDigit++) {
      if (!(bits[start]! & (1 << startDigit))) continue;
      // The only strong first link of an XY-chain: the start cell's other digit.
      const first = linkCandidate(links[linksFrom[start * 9 + startDigit]!]!);
      chain[0] = start * 9 + startDigit;
      chain[1] = first;
      // The level being walked: the next of its links to try and the end of them, held here and
      // kept in `next` and `end` while a deeper level is walked. An odd level goes on by any
      // link, an even one by its cell's strong link alone (the start's other digit is level 1).
      let level = 1;
      let cursor = linksFrom[first]!;
      let stop = linksFrom[first + 1]!;
      inChain.fill(0);
      inChain[start] = 1;
      for (;;) {
        if (cursor >= stop) {
          level--;
          inChain[(chain[level]! / 9) | 0] = 0;
          if (level <= 0) break;
          cursor = next[level]!;
          stop = end[level]!;
          continue;
        }
        const link = links[cursor++]!;
        const reached = linkCandidate(link);
        const at = chain[level]!;
        const onlyStrong = (level & 1) === 0;
        // A level that takes only the strong link has it first, and the cell's weak links after it all fail: skip them.
        if (onlyStrong) cursor = stop;
        if (onlyStrong && !isStrong(link)) continue;
        if (reached === at) continue;
        const cell = (reached / 9) | 0;
        if (onlyStrong && cell !== ((at / 9) | 0)) continue;
        let isLoop = false;
        if (inChain[cell] === 1) {
          if (cell !== start) continue;
          isLoop = true;
        }
        inChain[(at / 9) | 0] = 1;
        next[level] = cursor;
        end[level] = stop;
        level++;
        chain[level] = reached;
        // Past an even level the chain ends on a strong link: a chain when it ends on the start digit.
        if (level > 1 && onlyStrong && reached % 9 === startDigit) record(chain, level, ends, found, byEliminations);
        // A level the walk may not go beyond has no links.
        cursor = linksFrom[reached]!;
        stop = level < MAX_LINKS && !isLoop ? linksFrom[reached + 1]! : cursor;
      }
    }
  }
  return found;
}

/** Records the chain when it eliminates something, unless as short a chain already did the same. */
function record(
  chain: Int16Array,
  level: number,
  ends: EndEliminations,
  found: ChainStep[],
  byEliminations: Map<string, { index: number; length: number }>,
): void {
  const known = ends.of((chain[level]! / 9) | 0, chain[0]! % 9);
  if (known === null) return;
  const seen = byEliminations.get(known.key);
  if (seen && seen.length <= level) return;
  // HoDoKu's start candidate is off and the chain alternates from there: start off, its cell's other digit on, …, the end's start digit on.
  const nodes: ChainNode[] = Array.from(chain.subarray(0, level + 1), (candidate, i) => ({ candidate, on: i % 2 === 1 }));
  const step: ChainStep = {
    kind: 'chain',
    mode: 'yChain',
    loop: false,
    nodes,
    complexity: nodes.length,
    placements: [],
    eliminations: [...known.eliminations],
  };
  // A shorter chain for the same eliminations takes the place of the longer one (HoDoKu sorts it first among them).
  if (seen) found[seen.index] = step;
  else found.push(step);
  byEliminations.set(known.key, { index: seen?.index ?? found.length - 1, length: level });
}

/** Each context's memory: keyed by what the position holds, so kept from puzzle to puzzle. */
const NO_CHAIN = scratchKind(() => new NothingFoundPosition());

/** Each context's tables, filled anew by each search. */
const XY_CHAIN_TABLES = scratchKind(() => new XyChainTables());

export const hodokuXyChain: Strategy = {
  technique: 'xy-chain',
  search: (grid, sink, context) => {
    const tables = context.get(XY_CHAIN_TABLES);
    const bits = grid.emptyCandidateBits(tables.bits);
    const noChain = context.get(NO_CHAIN);
    if (noChain.coversPosition(bits)) return;
    const chains = xyChainsOf(bits, tables);
    if (chains.length === 0) noChain.remember(bits);
    for (const step of chains) if (sink.add(step)) return;
  },
};
