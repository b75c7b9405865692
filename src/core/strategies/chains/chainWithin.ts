/**
 * Whether a forcing chain from a potential to its conjugate has at most a given number of
 * links, found from half as far. Every link read backwards and negated is a link too ("a
 * makes b" is "not b makes not a"), so a chain from p to not-p read that way is again a
 * chain from p to not-p: its node k, reached from p in k links, has its negation reached from
 * p in (length − k) links. A chain of at most n links thus exists exactly when, within
 * ⌈n/2⌉ links of p, some potential and its negation are reached with distances summing to at
 * most n. A bounded chain search that would find nothing is skipped on this answer; a
 * breadth-first search ball of half the radius is far smaller.
 */
import { REACH_WORDS, type ChainReach } from './chainReach';
import type { LinkTables } from './links';
import { POTENTIAL_COUNT } from './potentials';

/** `chainWithin` with its own queue and marks, over `links` and the reach sets of `reach`. */
export function createChainWithin(links: LinkTables, reach: ChainReach) {
  const { STRONG, STRONG_COUNT, WEAK, WEAK_CELL_COUNT, WEAK_COUNT } = links;
  const { BIT_NUMBER, COMPONENT, REACH, SINK } = reach;
  const queue = new Int32Array(POTENTIAL_COUNT);
  const distance = new Int32Array(POTENTIAL_COUNT);
  /** reachedIn[p] === search: p has its distance in the current search. */
  const reachedIn = new Int32Array(POTENTIAL_COUNT);
  let search = 0;

  /**
   * Whether a chain of at most `maxLinks` links leads from `source` to its conjugate over the
   * link set (cell rules, house rules). `pruned`: the reach sets of `computeReach` for the link
   * set are ready, and potentials that cannot reach the conjugate are left out (every node of
   * such a chain, and its negation, reaches the conjugate).
   */
  function chainWithin(source: number, maxLinks: number, cellRules: boolean, houseRules: boolean, pruned: boolean): boolean {
    const rules = (cellRules ? 1 : 0) | (houseRules ? 2 : 0);
    const goal = source ^ 1;
    const goalBit = pruned ? BIT_NUMBER[goal]! - 1 : 0;
    const goalWord = goalBit >> 5;
    const goalMask = 1 << (goalBit & 31);
    const radius = (maxLinks + 1) >> 1;
    search++;
    reachedIn[source] = search;
    distance[source] = 0;
    queue[0] = source;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const v = queue[head++]!;
      const next = distance[v]! + 1;
      if (next > radius) return false;
      const candidate = v >> 1;
      const on = (v & 1) === 1;
      const at = on ? candidate * 28 + (cellRules ? 0 : WEAK_CELL_COUNT[candidate]!) : (candidate * 3 + rules - 1) * 4;
      const end = on ? candidate * 28 + WEAK_COUNT[candidate]! : at + STRONG_COUNT[at >> 2]!;
      for (let link = at; link < end; link++) {
        const q = on ? WEAK[link]! : STRONG[link]!;
        if (q === goal) return true;
        if (reachedIn[q] === search) continue;
        if (pruned) {
          const id = COMPONENT[q]!;
          if (SINK[id] || !(REACH[id * REACH_WORDS + goalWord]! & goalMask)) continue;
        }
        reachedIn[q] = search;
        distance[q] = next;
        if (reachedIn[q ^ 1] === search && next + distance[q ^ 1]! <= maxLinks) return true;
        queue[tail++] = q;
      }
    }
    return false;
  }

  return chainWithin;
}

export type ChainWithin = ReturnType<typeof createChainWithin>;
