/**
 * HoDoKu's grouped nice loops and grouped AICs: nice loops whose nodes may be groups, the two
 * or three places of a digit where a box meets a row or column. "Group on" means the digit is
 * in one of its cells; "group off" in none. A group is linked as a candidate is: on, it strikes
 * every place of its digit that sees all its cells; off, it makes the one place (or the one
 * other group) left to its digit in its box or line true. This search reports a chain only when
 * a group is in it, so chains of candidates alone stay with the plain nice loops. With the
 * `hodokuTabling` option the chains come from HoDoKu's tables with groups instead
 * (`tablingNiceLoops`), which also hold plain ones HoDoKu's grouped search may take.
 *
 * The eliminations and the choice among chains are the plain nice loops' (`chainsAndCycles`):
 * a discontinuous loop from a candidate removes everything its inner ends both strike, a loop
 * that proves a digit removes the cell's other candidates, a continuous loop turns each weak
 * link strong.
 */
import { cellName, colOf, rowOf } from '../../grid/cell';
import type { DigitIndex } from '../../grid/digit';
import type { Grid } from '../../grid/grid';
import type { ExplainToken, StepEffect } from '../../step';
import type { TechniqueId } from '../../techniques';
import { offerAll, type Strategy, type StrategyFamily } from '../strategy';
import { searchOptionsOf } from '../searchOptions';
import type { TablingChain } from './tablingNiceLoops';
import { chainWorkOf } from './chainWork';
import { eliminationTokens, list, NO_HIGHLIGHTS, technique, text } from '../words';
import { chainLinks, marksOf, tablingStep, type ChainNode, type ChainStep } from './chainsAndCycles';
import { HOUSE_TABLE, SE_PEERS, SEES } from './potentials';
import { highestBitIndex, popcount } from '../../grid/bits';

/** A node of a grouped chain: `candidate` is its first cell's, `cells` all of them (one for a plain candidate). */
export interface GroupedChainNode extends ChainNode {
  readonly cells: readonly number[];
}

export interface GroupedChainStep extends StepEffect {
  readonly kind: 'groupedChain';
  readonly loop: boolean;
  readonly nodes: readonly GroupedChainNode[];
}

declare module '../../step' {
  interface StepKinds {
    groupedChain: GroupedChainStep;
  }
}

/** The nodes of one position: candidates and groups, with their links. */
interface NodeTable {
  readonly digitIndex: DigitIndex[];
  readonly cells: number[][];
  /** Node of each candidate present, or -1. */
  readonly ofCandidate: Int32Array;
  /** "Node on" makes these off. */
  readonly weak: number[][];
  /** "Node off" makes these on. */
  readonly strong: number[][];
}

const seesAll = (cell: number, cells: readonly number[]): boolean =>
  cells.every((other) => other !== cell && SEES[cell * 81 + other] === 1);

/** Each box-line meeting: its box and line houses and its three cells. */
const MEETINGS: readonly { readonly box: number; readonly line: number; readonly cells: readonly number[] }[] = (() => {
  const out: { box: number; line: number; cells: number[] }[] = [];
  for (let box = 18; box < 27; box++) {
    for (let line = 0; line < 18; line++) {
      const cells: number[] = [];
      for (let i = 0; i < 9; i++) {
        const cell = HOUSE_TABLE[box * 9 + i]!;
        if ((line < 9 ? (cell / 9) | 0 : 9 + (cell % 9)) === line) cells.push(cell);
      }
      if (cells.length > 0) out.push({ box, line, cells });
    }
  }
  return out;
})();

/** A group's key by its digit and (up to three, ascending) cells. */
const groupKey = (d: number, cells: readonly number[]): number => cells.reduce((key, cell) => key * 82 + cell + 1, d) * 4 + cells.length;

const housesOf = (cell: number): number[] => [(cell / 9) | 0, 9 + (cell % 9), 18 + ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0)];

/**
 * The nodes and links of one position. Built only when the search runs (the nice loops before
 * it found nothing), so kept simple: per house and digit the places, per digit the groups.
 */
function nodeTable(marks: Uint16Array): NodeTable {
  const digitIndex: DigitIndex[] = [];
  const cells: number[][] = [];
  const houses: number[][] = [];
  const ofCandidate = new Int32Array(729).fill(-1);
  for (let cell = 0; cell < 81; cell++) {
    for (let d = 0; d < 9; d++) {
      if (!(marks[cell]! & (1 << d))) continue;
      ofCandidate[cell * 9 + d] = digitIndex.length;
      digitIndex.push(d);
      cells.push([cell]);
      houses.push(housesOf(cell));
    }
  }
  const places: number[][] = [];
  for (let house = 0; house < 27; house++) {
    for (let d = 0; d < 9; d++) {
      const here: number[] = [];
      for (let i = 0; i < 9; i++) if (marks[HOUSE_TABLE[house * 9 + i]!]! & (1 << d)) here.push(HOUSE_TABLE[house * 9 + i]!);
      places.push(here);
    }
  }
  const groupOf = new Map<number, number>();
  const groupsOfDigit: number[][] = Array.from({ length: 9 }, () => []);
  for (const { box, line, cells: meeting } of MEETINGS) {
    for (let d = 0; d < 9; d++) {
      const here = meeting.filter((cell) => marks[cell]! & (1 << d));
      if (here.length < 2) continue;
      groupOf.set(groupKey(d, here), digitIndex.length);
      groupsOfDigit[d]!.push(digitIndex.length);
      digitIndex.push(d);
      cells.push(here);
      houses.push([line, box]);
    }
  }
  const weak: number[][] = [];
  const strong: number[][] = [];
  for (let node = 0; node < digitIndex.length; node++) {
    const d = digitIndex[node]!;
    const own = cells[node]!;
    const struck: number[] = [];
    const peers: number[] = [];
    if (own.length === 1) {
      const cell = own[0]!;
      for (let other = 0; other < 9; other++) if (other !== d && marks[cell]! & (1 << other)) struck.push(ofCandidate[cell * 9 + other]!);
      for (let i = 0; i < 20; i++) {
        const peer = SE_PEERS[cell * 20 + i]!;
        if (marks[peer]! & (1 << d)) peers.push(ofCandidate[peer * 9 + d]!);
      }
    } else {
      // Only the group's own line and box hold places that see all of it.
      for (const house of houses[node]!)
        for (const cell of places[house * 9 + d]!)
          if (!own.includes(cell) && !peers.includes(ofCandidate[cell * 9 + d]!)) peers.push(ofCandidate[cell * 9 + d]!);
    }
    // Links in node order, so the search meets chains in the order of cells.
    struck.push(...peers.sort((a, b) => a - b));
    for (const other of groupsOfDigit[d]!) if (other !== node && cells[other]!.every((cell) => seesAll(cell, own))) struck.push(other);
    weak.push(struck);
    const made: number[] = [];
    if (own.length === 1 && popcount(marks[own[0]!]!) === 2) {
      const rest = marks[own[0]!]! & ~(1 << d);
      made.push(ofCandidate[own[0]! * 9 + highestBitIndex(rest)]!);
    }
    for (const house of houses[node]!) {
      const rest = places[house * 9 + d]!.filter((cell) => !own.includes(cell));
      const target = rest.length === 1 ? ofCandidate[rest[0]! * 9 + d]! : rest.length <= 3 ? groupOf.get(groupKey(d, rest)) : undefined;
      if (target !== undefined && !made.includes(target)) made.push(target);
    }
    strong.push(made);
  }
  return { digitIndex, cells, ofCandidate, weak, strong };
}

/** Candidates of the chain's nodes (a group's every place). */
function chainCandidates(table: NodeTable, path: readonly number[]): Set<number> {
  const out = new Set<number>();
  for (const potential of path) for (const cell of table.cells[potential >> 1]!) out.add(cell * 9 + table.digitIndex[potential >> 1]!);
  return out;
}

function eliminationsOf(table: NodeTable, marks: Uint16Array, path: readonly number[], loop: boolean): number[] {
  const inChain = chainCandidates(table, path);
  const out = new Set<number>();
  // What a node on strikes is its weak links: cell-mates and the places of its digit seeing all its cells.
  const struckByBoth = (a: number, b: number): void => {
    const byA = new Set(table.weak[a]);
    for (const node of table.weak[b]!) {
      if (!byA.has(node) || table.cells[node]!.length > 1) continue;
      const candidate = table.cells[node]![0]! * 9 + table.digitIndex[node]!;
      if (!inChain.has(candidate)) out.add(candidate);
    }
  };
  const start = path[0]!;
  if (loop) {
    // Each weak link of a continuous loop is strong too: one of its two ends is true.
    for (let i = 1; i < path.length; i++) if (path[i - 1]! & 1) struckByBoth(path[i - 1]! >> 1, path[i]! >> 1);
  } else if (start & 1) {
    // "s on" led to "s off": the inner ends prove "a or z", an AIC, but only when both are
    // candidates: HoDoKu ends its AICs on single candidates, never on a group.
    out.add(table.cells[start >> 1]![0]! * 9 + table.digitIndex[start >> 1]!);
    const a = path[1]! >> 1;
    const z = path[path.length - 2]! >> 1;
    if (table.cells[a]!.length === 1 && table.cells[z]!.length === 1) struckByBoth(a, z);
  } else {
    // "s off" led to "s on": s is the cell's digit (HoDoKu removes the others rather than placing it).
    const cell = table.cells[start >> 1]![0]!;
    for (let d = 0; d < 9; d++) if (d !== table.digitIndex[start >> 1] && marks[cell]! & (1 << d)) out.add(cell * 9 + d);
  }
  return [...out].sort((x, y) => x - y);
}

/** No node twice (but the start, where a loop closes), no place of a digit in two nodes, at least one group. */
function isGroupedChain(table: NodeTable, path: readonly number[]): boolean {
  const inner = path.slice(0, -1);
  if (!inner.some((potential) => table.cells[potential >> 1]!.length > 1)) return false;
  const seen = new Set<number>();
  for (const potential of inner) {
    for (const cell of table.cells[potential >> 1]!) {
      const candidate = cell * 9 + table.digitIndex[potential >> 1]!;
      if (seen.has(candidate)) return false;
      seen.add(candidate);
    }
  }
  return true;
}

/**
 * HoDoKu's lasso rule for nice loops: no node may stand in a cell the chain has left, a group
 * leaving all its cells behind; only the start cell may be met again, where the loop closes.
 */
function isLasso(table: NodeTable, path: readonly number[]): boolean {
  const first = table.cells[path[0]! >> 1]![0]!;
  const left = new Set<number>();
  let last = -1;
  for (const potential of path) {
    if (left.has(table.cells[potential >> 1]![0]!)) return true;
    if (last >= 0 && table.cells[last]![0] !== first) for (const cell of table.cells[last]!) left.add(cell);
    last = potential >> 1;
  }
  return false;
}

function toNodes(table: NodeTable, path: readonly number[]): GroupedChainNode[] {
  return path.map((potential) => {
    const cells = table.cells[potential >> 1]!;
    return { candidate: cells[0]! * 9 + table.digitIndex[potential >> 1]!, cells, on: (potential & 1) === 1 };
  });
}

/**
 * From each candidate, on and off, a breadth-first search over the links (each potential
 * reached once, by its shortest chain, as HoDoKu's tables keep it) finds the loops back to the
 * candidate: its other state (discontinuous) or the same state (continuous).
 */
function* findGroupedChains(marks: Uint16Array): Generator<GroupedChainStep> {
  const table = nodeTable(marks);
  const count = table.digitIndex.length;
  if (count === table.ofCandidate.filter((node) => node >= 0).length) return;
  const parent = new Int32Array(count * 2);
  const visited = new Int32Array(count * 2);
  const queue = new Int32Array(count * 2);
  /** Whether the chain to each potential passes a group: only those can close a grouped loop. */
  const throughGroup = new Uint8Array(count * 2);
  // The links as flat lists by potential ("on" leads to the weak links' off, "off" to the strong links' on), read in the hot loop.
  const linkStart = new Int32Array(count * 2 + 1);
  const links: number[] = [];
  const group = new Uint8Array(count * 2);
  for (let potential = 0; potential < count * 2; potential++) {
    linkStart[potential] = links.length;
    if (potential & 1) for (const target of table.weak[potential >> 1]!) links.push(target * 2);
    else for (const target of table.strong[potential >> 1]!) links.push(target * 2 + 1);
    group[potential] = table.cells[potential >> 1]!.length > 1 ? 1 : 0;
  }
  linkStart[count * 2] = links.length;
  const linkTo = Int32Array.from(links);
  let stamp = 0;
  const pathTo = (potential: number): number[] => {
    const path: number[] = [];
    for (let p = potential; p >= 0; p = parent[p]!) path.push(p);
    return path.reverse();
  };
  for (let candidate = 0; candidate < 729; candidate++) {
    const node = table.ofCandidate[candidate]!;
    if (node < 0) continue;
    for (const on of [true, false]) {
      const start = node * 2 + (on ? 1 : 0);
      stamp++;
      visited[start] = stamp;
      parent[start] = -1;
      throughGroup[start] = 0;
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      while (head < tail) {
        const from = queue[head++]!;
        const end = linkStart[from + 1]!;
        for (let link = linkStart[from]!; link < end; link++) {
          const to = linkTo[link]!;
          if (to === start || to === (start ^ 1)) {
            if (!throughGroup[from]) continue;
            const path = [...pathTo(from), to];
            if (path.length < 4 || !isGroupedChain(table, path)) continue;
            const loop = to === start;
            if (isLasso(table, path)) continue;
            const nodes = toNodes(table, path);
            const eliminations = eliminationsOf(table, marks, path, loop);
            if (eliminations.length > 0) yield { kind: 'groupedChain', loop, nodes, placements: [], eliminations };
            continue;
          }
          if (visited[to] === stamp) continue;
          visited[to] = stamp;
          parent[to] = from;
          throughGroup[to] = throughGroup[from]! | group[to]!;
          queue[tail++] = to;
        }
      }
    }
  }
}

/**
 * HoDoKu's grouped search lists every loop and AIC of its tables with groups, also those
 * without a group (met there by other routes than in the plain tables), which count as plain ones.
 */
function tablingGroupedStep(chain: TablingChain): GroupedChainStep | ChainStep {
  if (!chain.grouped) return tablingStep(chain);
  return { kind: 'groupedChain', loop: chain.loop, nodes: chain.nodes, placements: [], eliminations: [...chain.eliminations] };
}

export const groupedNiceLoops: Strategy = {
  technique: 'grouped-nice-loop',
  search: (grid: Grid, sink, context) => {
    if (searchOptionsOf(context, grid).hodokuTabling) {
      offerAll(sink, chainWorkOf(context).tabling(marksOf(grid), true).map(tablingGroupedStep));
      return;
    }
    for (const step of findGroupedChains(marksOf(grid))) if (sink.add(step)) return;
  },
};

function groupedTechnique(step: GroupedChainStep): TechniqueId {
  return step.loop ? 'grouped-nice-loop' : 'grouped-aic';
}

/** `2r1c89 off`: a group names its digit, then its line and the cells along it. */
export function groupedNodeToken(node: GroupedChainNode): ExplainToken {
  const digit = (node.candidate % 9) + 1;
  const state = node.on ? 'on' : 'off';
  if (node.cells.length === 1)
    return { type: 'candidate', candidate: node.candidate, text: `${digit}${cellName(node.cells[0]!)} ${state}` };
  const sameRow = node.cells.every((cell) => rowOf(cell) === rowOf(node.cells[0]!));
  const name = sameRow
    ? `r${rowOf(node.cells[0]!) + 1}c${node.cells.map((cell) => colOf(cell) + 1).join('')}`
    : `r${node.cells.map((cell) => rowOf(cell) + 1).join('')}c${colOf(node.cells[0]!) + 1}`;
  return text(`${digit}${name} ${state}`);
}

function nodeCandidates(nodes: readonly GroupedChainNode[]): number[] {
  return nodes.flatMap((node) => node.cells.map((cell) => cell * 9 + (node.candidate % 9)));
}

export const groupedChains: StrategyFamily<'groupedChain'> = {
  strategies: [groupedNiceLoops],
  handlers: {
    groupedChain: {
      technique: groupedTechnique,
      // "Grouped nice loop: 2r1c6 on → 2r1c89 off → 2r3c8 on → … ⇒ removes 2 from r1c6"
      explain: (s) => [
        technique(groupedTechnique(s)),
        text(s.loop ? ' (loop): ' : ': '),
        ...list(s.nodes.map(groupedNodeToken), ' → '),
        text(' ⇒ '),
        ...eliminationTokens(s.eliminations),
      ],
      // A group is drawn as all its places, in its node's colour; the link arrows join first places.
      highlights: (s) => ({
        ...NO_HIGHLIGHTS,
        cells: [...new Set(s.nodes.flatMap((node) => node.cells))],
        kept: nodeCandidates(s.nodes.filter((node) => node.on)),
        accent: nodeCandidates(s.nodes.filter((node) => !node.on)),
        removed: s.eliminations,
        links: chainLinks(s.nodes),
      }),
    },
  },
};
