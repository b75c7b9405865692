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
import type { ChainReach } from './chainReach';
import type { LinkTables } from './links';
import { SE_PEERS, SEES } from './potentials';
import { GROUP_BASE, hasCandidate, isOn, POTENTIALS, type TablingLinks, type TablingTables } from './tablingLinks';
import { lowestBitIndex, popcount } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import { ascendingOnce } from '../../grid/candidate';

/** A node of a loop or AIC: `candidate` is its first cell's, `cells` all of them (more than one for a group). */
interface TablingNode {
  readonly candidate: number;
  readonly cells: readonly number[];
  readonly on: boolean;
}

/** A loop or AIC from its premise, what it removes (ascending), and whether a group is in it. */
export interface TablingChain {
  readonly nodes: readonly TablingNode[];
  readonly loop: boolean;
  readonly grouped: boolean;
  readonly eliminations: readonly number[];
}

/**
 * One breadth-first expansion from a premise (reused for each): the consequences in the order
 * met, each with its first-found parent. The order is by distance, so the consequences three
 * links away or more are those from `deepFrom` on.
 */
class Expansion {
  readonly order = new Int32Array(POTENTIALS);
  length = 0;
  /** Where in `order` the consequences at distance three begin (`length` when there are none). */
  deepFrom = 0;
  readonly parent = new Int32Array(POTENTIALS);
  private readonly seen = new Int32Array(POTENTIALS);
  private stamp = 0;

  /** Stops once `wanted` potentials marked in `wantedMarks` with `wantedStamp` are met: all the checks need. */
  run(links: TablingLinks, premise: number, wanted: number, wantedMarks: Int32Array, wantedStamp: number): void {
    const { order, parent, seen } = this;
    const { start, to: targets } = links;
    let met = 0;
    const stamp = ++this.stamp;
    seen[premise] = stamp;
    parent[premise] = -1;
    order[0] = premise;
    let length = 1;
    // The distance of the node at `head`, and where the nodes at that distance end in `order`.
    let depth = 0;
    let layerEnd = 1;
    this.deepFrom = -1;
    for (let head = 0; head < length; head++) {
      if (head === layerEnd) {
        depth++;
        layerEnd = length;
        // The nodes the first node at distance two leads to, and all after them, are three links away or more.
        if (depth === 2) this.deepFrom = length;
      }
      const from = order[head]!;
      const end = start[from + 1]!;
      for (let link = start[from]!; link < end; link++) {
        const to = targets[link]!;
        if (seen[to] === stamp) continue;
        seen[to] = stamp;
        parent[to] = from;
        order[length++] = to;
        if (wantedMarks[to] === wantedStamp && ++met === wanted) {
          this.finish(length);
          return;
        }
      }
    }
    this.finish(length);
  }

  private finish(length: number): void {
    this.length = length;
    if (this.deepFrom < 0) this.deepFrom = length;
  }

  /** The first consequence on the way to `potential` (one link from the premise). */
  firstHopTo(potential: number): number {
    let hop = potential;
    while (this.parent[this.parent[hop]!]! >= 0) hop = this.parent[hop]!;
    return hop;
  }

  pathTo(potential: number): number[] {
    const path: number[] = [];
    for (let p = potential; p >= 0; p = this.parent[p]!) path.push(p);
    return path.reverse();
  }
}

/**
 * HoDoKu's tabling search in one search context: its expansion, marks and scratch, over the
 * tables of `tabling`, and for the plain search the links and reach sets of `links` and `reach`.
 */
export function createTablingNiceLoops(tabling: TablingTables, links: LinkTables, reach: ChainReach) {
  const { cellOf, cellsOf, digitOf, directLinks, findGroups, groupCells, groupedLinks } = tabling;
  const { prepareLinks } = links;
  const { computeReach, reaches } = reach;
  /**
   * Whether the chain comes back to a cell it has left: a node may share the cell of the node
   * before it, never that of an earlier one (a group leaves all its cells behind; a node is met
   * by its first cell, as HoDoKu checks it). A nice loop may return to its start cell (that is
   * where it closes), an AIC may not.
   */
  function isLasso(path: readonly number[], aic: boolean): boolean {
    const stamp = ++leftStamp;
    const first = cellOf(path[0]!);
    let last = -1;
    for (const potential of path) {
      const cell = cellOf(potential);
      if (leftIn[cell] === stamp) return true;
      if (last !== -1 && (cellOf(last) !== first || aic)) {
        if (last < GROUP_BASE) leftIn[cellOf(last)] = stamp;
        else
          for (let i = 0; i < 3; i++)
            if (groupCells[((last - GROUP_BASE) >> 1) * 3 + i]! >= 0) leftIn[groupCells[((last - GROUP_BASE) >> 1) * 3 + i]!] = stamp;
      }
      last = potential;
    }
    return false;
  }

  /** Scratch of `isLasso`: the check each cell was last left in. */
  const leftIn = new Int32Array(81);
  let leftStamp = 0;

  /** The places of `digit` that see both cells (neither of them). */
  function seenByBoth(marks: Uint16Array, a: number, b: number, digitIndex: DigitIndex): number[] {
    const out: number[] = [];
    for (let i = 0; i < 20; i++) {
      const cell = SE_PEERS[a * 20 + i]!;
      if (cell !== b && SEES[cell * 81 + b] === 1 && hasCandidate(marks, cell, digitIndex)) out.push(cell * 9 + digitIndex);
    }
    return out;
  }

  /** How many places of `digit` see both cells (neither of them): `seenByBoth`'s length, without the list. */
  function countSeenByBoth(marks: Uint16Array, a: number, b: number, digitIndex: DigitIndex): number {
    let count = 0;
    for (let i = 0; i < 20; i++) {
      const cell = SE_PEERS[a * 20 + i]!;
      if (cell !== b && SEES[cell * 81 + b] === 1 && hasCandidate(marks, cell, digitIndex)) count++;
    }
    return count;
  }

  /** The places of `to`'s digit that see every cell of both nodes. */
  function seenByNodes(marks: Uint16Array, from: number, to: number): number[] {
    if (from < GROUP_BASE && to < GROUP_BASE) return seenByBoth(marks, cellOf(from), cellOf(to), digitOf(to));
    const cells = [...cellsOf(from), ...cellsOf(to)];
    const out: number[] = [];
    for (let cell = 0; cell < 81; cell++)
      if (hasCandidate(marks, cell, digitOf(to)) && cells.every((other) => other !== cell && SEES[cell * 81 + other] === 1))
        out.push(cell * 9 + digitOf(to));
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
      for (let digitIndex = 0; digitIndex < 9; digitIndex++)
        if (hasCandidate(marks, cell, digitIndex) && !keep.includes(digitIndex)) out.push(cell * 9 + digitIndex);
    };
    if (!firstStrong && !lastStrong && startDigit === endDigit) return { loop: false, eliminations: [start >> 1] };
    if (firstStrong && lastStrong && startDigit === endDigit) {
      othersOf(startCell, [startDigit]);
      return { loop: false, eliminations: out };
    }
    if (firstStrong !== lastStrong && startDigit !== endDigit)
      return { loop: false, eliminations: [startCell * 9 + (firstStrong ? endDigit : startDigit)] };
    const continuous =
      (!firstStrong && !lastStrong && popcount(marks[startCell]!) === 2) ||
      (firstStrong && lastStrong) ||
      (firstStrong !== lastStrong && startDigit === endDigit);
    if (!continuous) return undefined;
    const chainCells = new Set(path.flatMap(cellsOf));
    const last = path.length - 1;
    for (let i = 0; i <= last; i++) {
      const here = path[i]!;
      if (i === 0 && firstStrong && lastStrong) othersOf(startCell, [startDigit, endDigit]);
      // A cell entered and left by strong links holds one of those two digits: its others go.
      if (i > 0 && isOn(here) && i <= last - 2 && cellOf(path[i - 1]!) !== cellOf(here)) {
        const next = path[i + 1]!;
        const after = path[i + 2]!;
        if (!isOn(next) && cellOf(here) === cellOf(next) && isOn(after) && cellOf(next) !== cellOf(after))
          othersOf(cellOf(here), [digitOf(here), digitOf(after)]);
      }
      // A weak link between cells is strong in a continuous loop: its digit goes from cells seeing both.
      if (i > 0 && !isOn(here) && cellOf(path[i - 1]!) !== cellOf(here)) {
        for (const candidate of seenByNodes(marks, path[i - 1]!, here)) if (!chainCells.has((candidate / 9) | 0)) out.push(candidate);
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

  /**
   * Whether HoDoKu looks for an AIC from "start off" to "end on" in another cell: the same digit
   * with at least two places seeing both ends, or two digits in cells that see each other, each
   * holding the other's digit. `common` caches the places seeing both, per end cell (the start
   * and its digit are the premise's: see COMMON).
   */
  function isAicEnd(marks: Uint16Array, start: number, end: number, common: Int8Array): boolean {
    const startCell = cellOf(start);
    const endCell = cellOf(end);
    const digitIndex = digitOf(start);
    if (digitIndex === digitOf(end)) {
      if (common[endCell] === -1) common[endCell] = countSeenByBoth(marks, startCell, endCell, digitIndex);
      return common[endCell]! >= 2;
    }
    return SEES[startCell * 81 + endCell] === 1 && hasCandidate(marks, endCell, digitIndex) && hasCandidate(marks, startCell, digitOf(end));
  }

  const EXPANSION = new Expansion();

  /** The ends the current premise's chains may close on: marked with `wantedStamp`. */
  const WANTED = new Int32Array(POTENTIALS);
  let wantedStamp = 0;

  /**
   * Marks the potentials of an "on" premise's cell, with `reached` only those it reaches (in the
   * last `computeReach`): its loops close there, and it has no AICs. Returns how many.
   */
  function markWantedInCell(marks: Uint16Array, premise: number, reached: boolean): number {
    const stamp = ++wantedStamp;
    const cell = cellOf(premise);
    let count = 0;
    for (let rest = marks[cell]!; rest !== 0; rest &= rest - 1) {
      const candidate = cell * 9 + lowestBitIndex(rest);
      for (let potential = candidate * 2; potential <= candidate * 2 + 1; potential++) {
        if (potential === premise || (reached && !reaches(premise, potential))) continue;
        WANTED[potential] = stamp;
        count++;
      }
    }
    return count;
  }

  /**
   * Scratch of `isAicEnd` for one "off" premise: per end cell, how many places of the premise's
   * digit see both it and the premise's cell (-1: not counted yet). Each premise is a candidate
   * of its own, so nothing carries from one to the next.
   */
  const COMMON = new Int8Array(81);

  /**
   * Every nice loop and AIC HoDoKu's tables yield at this position, in the order it records them;
   * `withGroups`: the tables of its grouped search, which hold groups besides candidates (none when
   * the position has no group).
   */
  function tablingNiceLoops(marks: Uint16Array, withGroups = false): TablingChain[] {
    let links = directLinks(marks);
    if (withGroups) {
      const groups = findGroups(marks);
      if (groups === 0) return [];
      links = groupedLinks(marks, links, groups);
    } else {
      // The same links as `prepareLinks` builds with cell and house rules: what each premise reaches.
      prepareLinks(marks);
      computeReach(marks, true, true);
    }
    const expansion = EXPANSION;
    const common = COMMON;
    const steps: TablingChain[] = [];
    /** The step last kept for each set of eliminations: a later one replaces it only when shorter. */
    const byEliminations = new Map<string, TablingChain>();
    const record = (path: readonly number[], loop: boolean, eliminations: readonly number[]): void => {
      const sorted = ascendingOnce(eliminations);
      const key = sorted.join(',');
      const old = byEliminations.get(key);
      if (old && old.nodes.length <= path.length) return;
      const nodes = path.map((potential) => ({
        candidate: cellOf(potential) * 9 + digitOf(potential),
        cells: cellsOf(potential),
        on: isOn(potential),
      }));
      const step: TablingChain = { nodes, loop, grouped: path.some((potential) => potential >= GROUP_BASE), eliminations: sorted };
      byEliminations.set(key, step);
      steps.push(step);
    };
    const aics: { path: number[]; eliminations: number[] }[] = [];
    for (const on of [1, 0]) {
      for (let candidate = 0; candidate < 729; candidate++) {
        if (!hasCandidate(marks, (candidate / 9) | 0, candidate % 9)) continue;
        const premise = candidate * 2 + on;
        // An "on" premise's expansion stops when its cell is done; an "off" premise's AICs may end anywhere.
        const wanted = on ? markWantedInCell(marks, premise, !withGroups) : Infinity;
        if (wanted === 0) continue;
        expansion.run(links, premise, wanted, WANTED, wantedStamp);
        if (!on) common.fill(-1);
        const startCell = cellOf(premise);
        const { order, parent } = expansion;
        // At least three links; chains end on candidates, never on a group.
        for (let j = expansion.deepFrom; j < expansion.length; j++) {
          const end = order[j]!;
          if (end >= GROUP_BASE) continue;
          if (cellOf(end) === startCell) {
            // The first link must leave the start cell and the last come back to it.
            if (cellOf(parent[end]!) === startCell || cellOf(expansion.firstHopTo(end)) === startCell) continue;
            const path = expansion.pathTo(end);
            if (isLasso(path, false)) continue;
            const effect = niceLoopEffect(marks, path);
            if (effect && effect.eliminations.length > 0) record(path, effect.loop, effect.eliminations);
          } else if (!on && isOn(end) && isAicEnd(marks, premise, end, common)) {
            const path = expansion.pathTo(end);
            const eliminations = aicEliminations(marks, premise, end);
            if (eliminations.length > 0 && !isLasso(path, true)) aics.push({ path, eliminations });
          }
        }
      }
    }
    for (const { path, eliminations } of aics) record(path, false, eliminations);
    return steps;
  }

  return tablingNiceLoops;
}

export type TablingNiceLoops = ReturnType<typeof createTablingNiceLoops>;
