/**
 * Colouring. Simple colouring: the strong links of one digit form clusters whose cells
 * alternate between two colours, one of which is true. Colour trap: a cell seeing both
 * colours loses the digit. Colour wrap: two cells of one colour see each other, so that
 * colour is false everywhere. Multi-colouring (HoDoKu's two kinds) joins two clusters of a
 * digit: a colour seeing both colours of the other cluster is false everywhere; a colour seeing
 * one colour of the other cluster cannot be true with it, so one of their two partner colours
 * is true, and a cell seeing both partners loses the digit. Remote pairs: a chain of bivalue
 * cells {a,b}, each seeing the next, alternates a and b; a cell seeing two chain cells an odd
 * number of links apart loses both digits.
 */
import type { Candidate } from '../grid/candidate';
import type { Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import type { Grid } from '../grid/grid';
import type { StepEffect } from '../step';
import { HOUSE_TABLE, SE_PEERS, SEES } from './chains/potentials';
import { NothingFoundPosition } from './bivalueWalkMemory';
import { addCell, CELL_SET_WORDS, PEER_CELL_SETS, sharesCells, unionWith } from './cellSets';
import { digitByDigitStrategy } from './digitMemo';
import { scratchKind, type SearchContext } from './searchContext';
import type { StepSink, Strategy, StrategyFamily } from './strategy';
import { cell as cellToken, cellList, digits, eliminationTokens, list, NO_HIGHLIGHTS, technique, text } from './words';
import { highestBitIndex, lowestBitIndex, popcount } from '../grid/bits';

interface ColouringStep extends StepEffect {
  readonly kind: 'colouring';
  readonly digit: Digit;
  readonly rule: 'trap' | 'wrap';
  /** The cluster's cells of each colour. */
  readonly colours: readonly [readonly Cell[], readonly Cell[]];
}

interface RemotePairStep extends StepEffect {
  readonly kind: 'remotePair';
  readonly digits: readonly [Digit, Digit];
  /** The chain, each cell seeing the next. */
  readonly chain: readonly Cell[];
}

/**
 * Two clusters of one digit. 'excluded': a colour of the first sees both colours of the second,
 * so the first's first colour is false. 'joined': the first colours of the two clusters see each
 * other, so one of the second colours is true.
 */
interface MultiColouringStep extends StepEffect {
  readonly kind: 'multiColouring';
  readonly digit: Digit;
  readonly rule: 'excluded' | 'joined';
  readonly clusters: readonly [Cluster, Cluster];
}

type Cluster = readonly [readonly Cell[], readonly Cell[]];

declare module '../step' {
  interface StepKinds {
    colouring: ColouringStep;
    multiColouring: MultiColouringStep;
    remotePair: RemotePairStep;
  }
}

/** A colour's two cell sets (see writeColour). */
const COLOUR_WORDS = 2 * CELL_SET_WORDS;

/**
 * The tables `clusters` works in, one set per search context: the search runs at nearly every
 * step of a hard solve, and tables made per call were most of its time.
 */
class ClusterTables {
  /** Each cell's strong-link partners in house order (a cell has at most three: row, column, box). */
  readonly partners = new Int8Array(81 * 3);
  readonly partnerCount = new Uint8Array(81);
  /** Each coloured cell's colour (0 or 1), -1 uncoloured. */
  readonly colour = new Int8Array(81);
  /** Each coloured cell's cluster, named by its first cell (an earlier cell of it would have started it). */
  readonly cluster = new Int8Array(81);
  /** The cells coloured and not yet followed. */
  readonly stack = new Int8Array(81);
  /** Where each colour's cells are and what they see (see colourSets): a cluster has two cells at least. */
  readonly colourSets = new Int32Array(81 * COLOUR_WORDS);
}

const CLUSTER_TABLES = scratchKind(() => new ClusterTables());

/**
 * The clusters of the digit `bit` with at least `smallest` cells, their colours in reading order.
 * Runs only for a digit whose places changed (the strategies remember the rest).
 */
function clusters(grid: Grid, bit: number, smallest: number, context: SearchContext): [Cell[], Cell[]][] {
  const { partners, partnerCount, colour, cluster, stack } = context.get(CLUSTER_TABLES);
  partnerCount.fill(0);
  for (let house = 0; house < 27; house++) {
    let first = -1;
    let second = -1;
    let count = 0;
    for (let i = 0; i < 9 && count <= 2; i++) {
      const c = HOUSE_TABLE[house * 9 + i]!;
      if (grid.candidateBits(c) & bit) {
        if (count === 0) first = c;
        else second = c;
        count++;
      }
    }
    if (count === 2) {
      partners[first * 3 + partnerCount[first]!++] = second;
      partners[second * 3 + partnerCount[second]!++] = first;
    }
  }
  colour.fill(-1);
  cluster.fill(-1);
  const out: [Cell[], Cell[]][] = [];
  for (let start = 0; start < 81; start++) {
    if (colour[start] !== -1 || partnerCount[start] === 0) continue;
    let size = 0;
    let pending = 0;
    stack[pending++] = start;
    colour[start] = 0;
    cluster[start] = start;
    while (pending > 0) {
      const c = stack[--pending]!;
      size++;
      for (let p = 0; p < partnerCount[c]!; p++) {
        const next = partners[c * 3 + p]!;
        if (colour[next] !== -1) continue;
        colour[next] = 1 - colour[c]!;
        cluster[next] = start;
        stack[pending++] = next;
      }
    }
    if (size < smallest) continue;
    // Each colour's cells in ascending order, read off the grid rather than sorted.
    const groups: [Cell[], Cell[]] = [[], []];
    for (let c = start; c < 81; c++) if (cluster[c] === start) groups[colour[c]!]!.push(c);
    out.push(groups);
  }
  return out;
}

/**
 * Where a colour's cells are and what they see, as cell sets (cellSets.ts) at `at` of `sets`:
 * its cells, then every cell seeing one of them. A cell is no peer of itself, so the colour's
 * cells see each other exactly when the two sets share a cell.
 */
function writeColour(sets: Int32Array, at: number, cells: readonly Cell[]): void {
  for (const cell of cells) {
    addCell(sets, at, cell);
    unionWith(sets, at + CELL_SET_WORDS, PEER_CELL_SETS, cell * CELL_SET_WORDS);
  }
}

/** The colours of `all` in `tables.colourSets`, cluster i's colour k at (2 * i + k) * COLOUR_WORDS. */
function colourSets(all: readonly Cluster[], tables: ClusterTables): Int32Array {
  const sets = tables.colourSets;
  sets.fill(0, 0, all.length * 2 * COLOUR_WORDS);
  all.forEach(([one, other], i) => {
    writeColour(sets, 2 * i * COLOUR_WORDS, one);
    writeColour(sets, (2 * i + 1) * COLOUR_WORDS, other);
  });
  return sets;
}

/** Whether a cell of the colour at `a` sees a cell of the colour at `b`. */
const coloursSee = (sets: Int32Array, a: number, b: number): boolean => sharesCells(sets, a + CELL_SET_WORDS, sets, b);

/** The digit's candidates (`pattern`, a cell set) seeing both colours and in none of `outside`, ascending. */
function seeingBoth(pattern: Int32Array, sets: Int32Array, a: number, b: number, outside: readonly number[], digit: Digit): Candidate[] {
  const eliminations: Candidate[] = [];
  for (let w = 0; w < CELL_SET_WORDS; w++) {
    let bits = pattern[w]! & sets[a + CELL_SET_WORDS + w]! & sets[b + CELL_SET_WORDS + w]!;
    for (const colour of outside) bits &= ~sets[colour + w]!;
    for (; bits !== 0; bits &= bits - 1) eliminations.push((w * 27 + lowestBitIndex(bits)) * 9 + digit - 1);
  }
  return eliminations;
}

/** Where the digit `bit` can go, as a cell set. */
function patternOf(grid: Grid, bit: number): Int32Array {
  const pattern = new Int32Array(CELL_SET_WORDS);
  for (let c = 0; c < 81; c++) if (grid.candidateBits(c) & bit) addCell(pattern, 0, c);
  return pattern;
}

/** The colour wraps and traps of one digit, cluster by cluster. */
function colouringOfDigit(grid: Grid, digit: Digit, context: SearchContext): ColouringStep[] {
  const out: ColouringStep[] = [];
  const bit = 1 << (digit - 1);
  const all = clusters(grid, bit, 3, context);
  if (all.length === 0) return out;
  const pattern = patternOf(grid, bit);
  const sets = colourSets(all, context.get(CLUSTER_TABLES));
  all.forEach((colours, i) => {
    const first = 2 * i * COLOUR_WORDS;
    const second = first + COLOUR_WORDS;
    for (let k = 0; k < 2; k++) {
      const same = colours[k]!;
      const at = k === 0 ? first : second;
      if (coloursSee(sets, at, at))
        out.push({ kind: 'colouring', digit, rule: 'wrap', colours, placements: [], eliminations: same.map((c) => c * 9 + digit - 1) });
    }
    const eliminations = seeingBoth(pattern, sets, first, second, [first, second], digit);
    if (eliminations.length > 0) out.push({ kind: 'colouring', digit, rule: 'trap', colours, placements: [], eliminations });
  });
  return out;
}

/** Both kinds of multi-colouring of one digit, for each pair of its clusters and each orientation. */
function multiColouringOfDigit(grid: Grid, digit: Digit, context: SearchContext): MultiColouringStep[] {
  const out: MultiColouringStep[] = [];
  const bit = 1 << (digit - 1);
  // A lone conjugate pair is a cluster here: joined to another cluster it says as much as a bigger one.
  const all = clusters(grid, bit, 2, context);
  if (all.length < 2) return out;
  const pattern = patternOf(grid, bit);
  const sets = colourSets(all, context.get(CLUSTER_TABLES));
  // Cluster i with its colours in order (flipped: 1) or swapped: where its first and second colours are.
  const colourAt = (i: number, flipped: number, k: number): number => (2 * i + (flipped ^ k)) * COLOUR_WORDS;
  const flip = (cluster: Cluster): Cluster => [cluster[1], cluster[0]];
  for (let i = 0; i < all.length; i++) {
    for (let j = 0; j < all.length; j++) {
      if (i === j) continue;
      for (let af = 0; af < 2; af++) {
        const a = af === 0 ? all[i]! : flip(all[i]!);
        const b = all[j]!;
        const a0 = colourAt(i, af, 0);
        const a1 = colourAt(i, af, 1);
        if (coloursSee(sets, a0, colourAt(j, 0, 0)) && coloursSee(sets, a0, colourAt(j, 0, 1))) {
          out.push({
            kind: 'multiColouring',
            digit,
            rule: 'excluded',
            clusters: [a, b],
            placements: [],
            eliminations: a[0].map((c) => c * 9 + digit - 1).sort((p, q) => p - q),
          });
        }
        if (j < i) continue;
        for (let bf = 0; bf < 2; bf++) {
          const b0 = colourAt(j, bf, 0);
          const b1 = colourAt(j, bf, 1);
          if (!coloursSee(sets, a0, b0)) continue;
          const eliminations = seeingBoth(pattern, sets, a1, b1, [a0, a1, b0, b1], digit);
          if (eliminations.length > 0)
            out.push({
              kind: 'multiColouring',
              digit,
              rule: 'joined',
              clusters: [a, bf === 0 ? b : flip(b)],
              placements: [],
              eliminations,
            });
        }
      }
    }
  }
  return out;
}

/**
 * A remote-pair search's chain: per cell, how many chain cells at even (index 0) and odd
 * (index 1) places of the chain it sees, and whether it is on the chain. Made per search: the
 * walk keeps it while its sink takes a step.
 */
class RemoteChain {
  readonly seenByParity = [new Uint8Array(81), new Uint8Array(81)] as const;
  readonly onChain = new Uint8Array(81);

  join(cell: Cell, place: number, by: 1 | -1): void {
    const seen = place & 1 ? this.seenByParity[1] : this.seenByParity[0];
    for (let i = 0; i < 20; i++) seen[SE_PEERS[cell * 20 + i]!]! += by;
    this.onChain[cell] = by === 1 ? 1 : 0;
  }
}

/**
 * Remote pairs: chains of four or more cells holding exactly one pair, each seeing the next.
 * A candidate of the pair outside the chain that sees a cell at an odd place and one at an
 * even place goes. Chains are met depth first from each cell in reading order, up to twelve
 * cells; a chain and its eliminations are offered once.
 */
function searchRemotePairs(grid: Grid, sink: StepSink, context: SearchContext): void {
  const marks = new Uint16Array(81);
  for (let c = 0; c < 81; c++) marks[c] = grid.candidateBits(c);
  const nothingFound = context.get(NO_REMOTE_PAIR);
  if (nothingFound.coversPosition(marks)) return;
  if (!offerRemotePairs(marks, sink)) nothingFound.remember(marks);
}

/** Each context's memory: keyed by what the position holds, so kept from puzzle to puzzle. */
const NO_REMOTE_PAIR = scratchKind(() => new NothingFoundPosition());

/** Offers the remote pairs of the position whose cells hold `marks`; false when it has none. */
function offerRemotePairs(marks: Uint16Array, sink: StepSink): boolean {
  // How many cells hold each pair: a chain needs four, and most positions have no pair that often.
  const cellsWithPair = new Uint8Array(512);
  let often = false;
  for (let c = 0; c < 81; c++) if (popcount(marks[c]!) === 2 && ++cellsWithPair[marks[c]!]! === 4) often = true;
  if (!often) return false;
  const seen = new Set<string>();
  const tables = new RemoteChain();
  const { onChain, seenByParity } = tables;
  for (let start = 0; start < 81; start++) {
    const pair = marks[start]!;
    if (popcount(pair) !== 2 || cellsWithPair[pair]! < 4) continue;
    // The cells a chain on this pair can use, in reading order.
    const members: Cell[] = [];
    for (let c = 0; c < 81; c++) if (marks[c] === pair) members.push(c);
    if (members.length < 4) continue;
    const chain: Cell[] = [start];
    tables.join(start, 0, 1);
    const walk = (): boolean => {
      if (chain.length >= 4) {
        // Made at the first elimination: most chains have none.
        let eliminations: Candidate[] | undefined;
        for (let c = 0; c < 81; c++) {
          const bits = marks[c]! & pair;
          if (bits === 0 || onChain[c] || !seenByParity[0][c] || !seenByParity[1][c]) continue;
          for (let rest = bits; rest !== 0; rest &= rest - 1) (eliminations ??= []).push(c * 9 + lowestBitIndex(rest));
        }
        if (eliminations) {
          const key = [...chain].sort((a, b) => a - b).join(',') + ':' + eliminations.join(',');
          if (!seen.has(key)) {
            seen.add(key);
            const low = lowestBitIndex(pair) + 1;
            const high = highestBitIndex(pair) + 1;
            if (sink.add({ kind: 'remotePair', digits: [low, high], chain: [...chain], placements: [], eliminations })) return true;
          }
        }
      }
      if (chain.length >= 12) return false;
      const last = chain[chain.length - 1]!;
      for (const next of members) {
        if (onChain[next] || !SEES[last * 81 + next]) continue;
        tables.join(next, chain.length, 1);
        chain.push(next);
        const done = walk();
        chain.pop();
        tables.join(next, chain.length, -1);
        if (done) return true;
      }
      return false;
    };
    const done = walk();
    tables.join(start, 0, -1);
    if (done) return true;
  }
  return seen.size > 0;
}

const simpleColouring: Strategy = digitByDigitStrategy('simple-colouring', colouringOfDigit);
export const multiColouring: Strategy = digitByDigitStrategy('multi-colouring', multiColouringOfDigit);
const remotePairs: Strategy = { technique: 'remote-pair', search: searchRemotePairs };

export const colouring: StrategyFamily<'colouring' | 'multiColouring' | 'remotePair'> = {
  strategies: [remotePairs, simpleColouring, multiColouring],
  handlers: {
    colouring: {
      technique: () => 'simple-colouring',
      // "Simple colouring on 6 (colour trap): r1c1, r5c5 / r1c5, r5c1: removes 6 from r1c9"
      explain: (s) => [
        technique('simple-colouring'),
        text(' on '),
        digits([s.digit]),
        text(s.rule === 'trap' ? ' (colour trap): ' : ' (colour wrap): '),
        ...cellList(s.colours[0]),
        text(' / '),
        ...cellList(s.colours[1]),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.colours[0], ...s.colours[1]],
        kept: s.colours[0].map((c) => c * 9 + s.digit - 1),
        accent: s.colours[1].map((c) => c * 9 + s.digit - 1),
        removed: s.eliminations,
      }),
    },
    multiColouring: {
      technique: () => 'multi-colouring',
      // "Multi-colouring on 6: r1c1 / r1c5 sees both colours of r2c2 / r7c2: removes 6 from r1c1"
      explain: (s) => [
        technique('multi-colouring'),
        text(' on '),
        digits([s.digit]),
        text(': '),
        ...cellList(s.clusters[0][0]),
        text(s.rule === 'excluded' ? ' sees both colours of ' : ' sees '),
        ...cellList(s.rule === 'excluded' ? [...s.clusters[1][0], ...s.clusters[1][1]] : s.clusters[1][0]),
        text(s.rule === 'excluded' ? ': ' : ', so '),
        ...(s.rule === 'excluded' ? [] : [...cellList(s.clusters[0][1]), text(' or '), ...cellList(s.clusters[1][1]), text(' holds it: ')]),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: s.clusters.flatMap(([one, other]) => [...one, ...other]),
        kept: s.clusters.flatMap(([one]) => one.map((c) => c * 9 + s.digit - 1)),
        accent: s.clusters.flatMap(([, other]) => other.map((c) => c * 9 + s.digit - 1)),
        removed: s.eliminations,
      }),
    },
    remotePair: {
      technique: () => 'remote-pair',
      explain: (s) => [
        technique('remote-pair'),
        text(' '),
        digits(s.digits),
        text(': '),
        ...list(s.chain.map(cellToken), ' – '),
        text(': '),
        ...eliminationTokens(s.eliminations),
      ],
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...s.chain],
        kept: s.chain.flatMap((c) => s.digits.map((d) => c * 9 + d - 1)),
        removed: s.eliminations,
        links: s.chain.slice(1).map((c, i) => ({ from: s.chain[i]! * 9 + s.digits[0] - 1, to: c * 9 + s.digits[0] - 1, strong: false })),
      }),
    },
  },
};
