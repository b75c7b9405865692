/**
 * Nice loops and AICs as HoDoKu 2.2's tabling search finds them. It does not enumerate chains:
 * for every premise (a candidate on, or off) it records what the premise implies, each
 * consequence once, by the first chain a breadth-first expansion meets, and builds its loops and
 * AICs from those chains alone. A chain that crosses itself (a lasso) is dropped, not replaced by
 * another route to the same consequence, and of the steps with the same eliminations only a
 * shorter one found later joins the list. So some eliminations a full enumeration finds are not
 * among HoDoKu's steps, and which step it takes depends on what its tables hold.
 *
 * Steps come out in the order HoDoKu records them: the loops of the "on" premises, those of the
 * "off" premises, then the AICs (all starting with a strong link), premises in candidate order,
 * consequences in the order the expansion met them. `hodokuTablingOrder` then picks HoDoKu's.
 */
import { HOUSE_TABLE, popcount9, SE_PEERS, SEES } from './potentials';
import type { ChainNode, ChainStep } from './chainsAndCycles';

/** Potential p = candidate * 2 + 1 when on, candidate * 2 when off. */
const cellOf = (potential: number): number => (potential / 18) | 0;
const digitOf = (potential: number): number => (potential >> 1) % 9;
const isOn = (potential: number): boolean => (potential & 1) === 1;

/** The houses of a cell in HoDoKu's order of constraints: row, column, box. */
const CONSTRAINTS: readonly (readonly number[])[] = Array.from({ length: 81 }, (_, cell) => [
  (cell / 9) | 0,
  9 + (cell % 9),
  18 + ((cell / 27) | 0) * 3 + (((cell % 9) / 3) | 0),
]);

/**
 * Each potential's direct implications, in the order HoDoKu fills its tables: "on" turns off
 * the cell's other digits, then the digit's other places in its row, column and box (a house
 * holding it at least twice); "off" turns on the other digit of a bivalue cell, then the other
 * place of a row, column or box holding the digit twice. Repeats are kept once.
 */
function directLinks(marks: Uint16Array): { readonly start: Int32Array; readonly to: Int32Array } {
  const start = new Int32Array(729 * 2 + 1);
  const to: number[] = [];
  for (let potential = 0; potential < 729 * 2; potential++) {
    start[potential] = to.length;
    const cell = cellOf(potential);
    const digit = digitOf(potential);
    const bits = marks[cell]!;
    if (!(bits & (1 << digit))) continue;
    const first = to.length;
    const add = (target: number): void => {
      for (let i = first; i < to.length; i++) if (to[i] === target) return;
      to.push(target);
    };
    if (isOn(potential)) {
      for (let other = 0; other < 9; other++) if (other !== digit && bits & (1 << other)) add((cell * 9 + other) * 2);
    } else if (popcount9(bits) === 2) {
      add((cell * 9 + 31 - Math.clz32(bits & ~(1 << digit))) * 2 + 1);
    }
    for (const house of CONSTRAINTS[cell]!) {
      const places: number[] = [];
      for (let i = 0; i < 9; i++) {
        const place = HOUSE_TABLE[house * 9 + i]!;
        if (marks[place]! & (1 << digit)) places.push(place);
      }
      if (isOn(potential)) {
        if (places.length >= 2) for (const place of places) if (place !== cell) add((place * 9 + digit) * 2);
      } else if (places.length === 2) {
        add((places[0] === cell ? places[1]! : places[0]!) * 18 + digit * 2 + 1);
      }
    }
  }
  start[729 * 2] = to.length;
  return { start, to: Int32Array.from(to) };
}

/**
 * Whether the chain comes back to a cell it has left: a node may share the cell of the node
 * before it, never that of an earlier one. A nice loop may return to its start cell (that is
 * where it closes), an AIC may not.
 */
function isLasso(path: readonly number[], aic: boolean): boolean {
  const left = new Set<number>();
  const first = cellOf(path[0]!);
  let last = -1;
  for (const potential of path) {
    const cell = cellOf(potential);
    if (left.has(cell)) return true;
    if (last !== -1 && (last !== first || aic)) left.add(last);
    last = cell;
  }
  return false;
}

const hasCandidate = (marks: Uint16Array, cell: number, digit: number): boolean => (marks[cell]! & (1 << digit)) !== 0;

/** The places of `digit` that see both cells (neither of them). */
function seenByBoth(marks: Uint16Array, a: number, b: number, digit: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 20; i++) {
    const cell = SE_PEERS[a * 20 + i]!;
    if (cell !== b && SEES[cell * 81 + b] === 1 && hasCandidate(marks, cell, digit)) out.push(cell * 9 + digit);
  }
  return out;
}

/**
 * A chain from premise path[0] back to its start cell, as HoDoKu reads it: its eliminations and
 * whether it is continuous, or undefined when it removes nothing.
 */
function niceLoopEffect(marks: Uint16Array, path: readonly number[]): { loop: boolean; eliminations: number[] } | undefined {
  const start = path[0]!;
  const end = path[path.length - 1]!;
  const startCell = cellOf(start);
  const firstStrong = !isOn(start);
  const lastStrong = isOn(end);
  const startDigit = digitOf(start);
  const endDigit = digitOf(end);
  const out: number[] = [];
  const othersOf = (cell: number, keep: readonly number[]): void => {
    for (let digit = 0; digit < 9; digit++) if (hasCandidate(marks, cell, digit) && !keep.includes(digit)) out.push(cell * 9 + digit);
  };
  if (!firstStrong && !lastStrong && startDigit === endDigit) return { loop: false, eliminations: [start >> 1] };
  if (firstStrong && lastStrong && startDigit === endDigit) {
    othersOf(startCell, [startDigit]);
    return { loop: false, eliminations: out };
  }
  if (firstStrong !== lastStrong && startDigit !== endDigit) return { loop: false, eliminations: [startCell * 9 + (firstStrong ? endDigit : startDigit)] };
  const continuous =
    (!firstStrong && !lastStrong && popcount9(marks[startCell]!) === 2) || (firstStrong && lastStrong) || (firstStrong !== lastStrong && startDigit === endDigit);
  if (!continuous) return undefined;
  const chainCells = new Set(path.map(cellOf));
  const last = path.length - 1;
  for (let i = 0; i <= last; i++) {
    const here = path[i]!;
    if (i === 0 && firstStrong && lastStrong) othersOf(startCell, [startDigit, endDigit]);
    // A cell entered and left by strong links holds one of those two digits: its others go.
    if (i > 0 && isOn(here) && i <= last - 2 && cellOf(path[i - 1]!) !== cellOf(here)) {
      const next = path[i + 1]!;
      const after = path[i + 2]!;
      if (!isOn(next) && cellOf(here) === cellOf(next) && isOn(after) && cellOf(next) !== cellOf(after)) othersOf(cellOf(here), [digitOf(here), digitOf(after)]);
    }
    // A weak link between cells is strong in a continuous loop: its digit goes from cells seeing both.
    if (i > 0 && !isOn(here) && cellOf(path[i - 1]!) !== cellOf(here)) {
      for (const candidate of seenByBoth(marks, cellOf(path[i - 1]!), cellOf(here), digitOf(here))) {
        if (!chainCells.has((candidate / 9) | 0)) out.push(candidate);
      }
    }
  }
  return { loop: true, eliminations: out };
}

/** What an AIC from "start off" to "end on" (another cell) removes. */
function aicEliminations(marks: Uint16Array, start: number, end: number): number[] {
  const startCell = cellOf(start);
  const endCell = cellOf(end);
  const startDigit = digitOf(start);
  const endDigit = digitOf(end);
  if (startDigit === endDigit) {
    const common = seenByBoth(marks, startCell, endCell, startDigit);
    return common.length > 1 ? common : [];
  }
  const out: number[] = [];
  if (hasCandidate(marks, startCell, endDigit)) out.push(startCell * 9 + endDigit);
  if (hasCandidate(marks, endCell, startDigit)) out.push(endCell * 9 + startDigit);
  return out;
}

/** Whether HoDoKu looks for an AIC from "start off" to `end`: its type-1 or type-2 conditions. */
function isAicEnd(marks: Uint16Array, start: number, end: number): boolean {
  const startCell = cellOf(start);
  const endCell = cellOf(end);
  if (!isOn(end) || endCell === startCell) return false;
  if (digitOf(start) === digitOf(end)) return seenByBoth(marks, startCell, endCell, digitOf(start)).length >= 2;
  return SEES[startCell * 81 + endCell] === 1 && hasCandidate(marks, endCell, digitOf(start)) && hasCandidate(marks, startCell, digitOf(end));
}

/** One breadth-first expansion per premise, reused: each consequence's first-found parent and distance. */
interface Expansion {
  readonly order: Int32Array;
  length: number;
  readonly parent: Int32Array;
  readonly seen: Int32Array;
  stamp: number;
}

function expand(links: ReturnType<typeof directLinks>, premise: number, into: Expansion): void {
  into.stamp++;
  into.seen[premise] = into.stamp;
  into.parent[premise] = -1;
  into.order[0] = premise;
  into.length = 1;
  for (let head = 0; head < into.length; head++) {
    const from = into.order[head]!;
    for (let link = links.start[from]!; link < links.start[from + 1]!; link++) {
      const to = links.to[link]!;
      if (into.seen[to] === into.stamp) continue;
      into.seen[to] = into.stamp;
      into.parent[to] = from;
      into.order[into.length++] = to;
    }
  }
}

function pathTo(expansion: Expansion, potential: number): number[] {
  const path: number[] = [];
  for (let p = potential; p >= 0; p = expansion.parent[p]!) path.push(p);
  return path.reverse();
}

/** Every nice loop and AIC HoDoKu's tables yield at this position, in the order it records them. */
export function tablingNiceLoops(marks: Uint16Array): ChainStep[] {
  const links = directLinks(marks);
  const expansion: Expansion = {
    order: new Int32Array(729 * 2),
    length: 0,
    parent: new Int32Array(729 * 2),
    seen: new Int32Array(729 * 2),
    stamp: 0,
  };
  const steps: ChainStep[] = [];
  /** The step last kept for each set of eliminations: a later one replaces it only when shorter. */
  const byEliminations = new Map<string, ChainStep>();
  const record = (path: readonly number[], loop: boolean, eliminations: readonly number[]): void => {
    const sorted = [...new Set(eliminations)].sort((a, b) => a - b);
    const key = sorted.join(',');
    const old = byEliminations.get(key);
    if (old && old.nodes.length <= path.length) return;
    const nodes: ChainNode[] = path.map((potential) => ({ candidate: potential >> 1, on: isOn(potential) }));
    const step: ChainStep = { kind: 'chain', mode: 'xy', loop, nodes, complexity: nodes.length, placements: [], eliminations: sorted };
    byEliminations.set(key, step);
    steps.push(step);
  };
  const aics: { path: number[]; eliminations: number[] }[] = [];
  for (const on of [1, 0]) {
    for (let candidate = 0; candidate < 729; candidate++) {
      if (!hasCandidate(marks, (candidate / 9) | 0, candidate % 9)) continue;
      const premise = candidate * 2 + on;
      expand(links, premise, expansion);
      const startCell = cellOf(premise);
      for (let j = 1; j < expansion.length; j++) {
        const end = expansion.order[j]!;
        if (cellOf(end) === startCell) {
          const path = pathTo(expansion, end);
          // At least three links; the first must leave the start cell and the last come back to it.
          if (path.length <= 3 || cellOf(path[path.length - 2]!) === startCell || isLasso(path, false) || cellOf(path[1]!) === startCell) continue;
          const effect = niceLoopEffect(marks, path);
          if (effect && effect.eliminations.length > 0) record(path, effect.loop, effect.eliminations);
        } else if (!on && isAicEnd(marks, premise, end)) {
          const path = pathTo(expansion, end);
          if (path.length <= 3) continue;
          const eliminations = aicEliminations(marks, premise, end);
          if (eliminations.length > 0 && !isLasso(path, true)) aics.push({ path, eliminations });
        }
      }
    }
  }
  for (const { path, eliminations } of aics) record(path, false, eliminations);
  return steps;
}
