/**
 * Which potentials each potential reaches over the static links of one link set, for all
 * of them at once: strongly connected components (Tarjan) of the implication graph, each
 * with a bit set of what it reaches, filled sinks first. A forcing chain from a potential
 * to its conjugate exists exactly when the conjugate is reachable, because the chain
 * searches visit every reachable potential once; so the searches run only from the
 * potentials whose chain exists, and every other search (which would find nothing) is
 * skipped. Reads the lists `prepareLinks` has built for the position.
 */
import type { LinkTables } from './links';
import { POTENTIAL_COUNT } from './potentials';
import { lowestBitIndex, popcount } from '../../grid/bits';

const MAX_WORDS = Math.ceil(POTENTIAL_COUNT / 32);
/** Words per component in REACH. */
export const REACH_WORDS = MAX_WORDS;

/** The reach tables of one search context, over the link lists of `links`. */
export function createChainReach(links: LinkTables) {
  const { STRONG, STRONG_COUNT, WEAK, WEAK_CELL_COUNT, WEAK_COUNT } = links;
  /** Words per reach set in the current pass: bits are numbered by `order - 1`, so they stay dense. */
  let words = MAX_WORDS;

  /** Tarjan's numbering of each potential in the current pass (0: not visited yet). */
  const order = new Int32Array(POTENTIAL_COUNT);
  const low = new Int32Array(POTENTIAL_COUNT);
  const onStack = new Uint8Array(POTENTIAL_COUNT);
  const stack = new Int32Array(POTENTIAL_COUNT);
  /** The depth-first path: node, next link to follow, end of its links. */
  const pathNode = new Int32Array(POTENTIAL_COUNT);
  const pathNext = new Int32Array(POTENTIAL_COUNT);
  const pathEnd = new Int32Array(POTENTIAL_COUNT);
  /** The component of each potential, and what each component reaches (bits by potential). */
  const component = new Int32Array(POTENTIAL_COUNT);
  const reach = new Int32Array(POTENTIAL_COUNT * MAX_WORDS);
  /** Whether a component is one potential with no links out (it reaches only itself). */
  const isSink = new Uint8Array(POTENTIAL_COUNT);
  /** Whether the current pass fills reach sets (cycle searches need only the components). */
  let fillReach = true;

  /** First and end link of `potential`: weak links when on (from `weakStart`), strong links when off. */
  function linkStart(potential: number, rules: number, cellRules: boolean): number {
    const candidate = potential >> 1;
    if (potential & 1) return candidate * 28 + (cellRules ? 0 : WEAK_CELL_COUNT[candidate]!);
    return (candidate * 3 + rules - 1) * 4;
  }

  function linkEnd(potential: number, rules: number): number {
    const candidate = potential >> 1;
    if (potential & 1) return candidate * 28 + WEAK_COUNT[candidate]!;
    const at = candidate * 3 + rules - 1;
    return at * 4 + STRONG_COUNT[at]!;
  }

  /**
   * Fills the reach of every potential of the position `marks` over the link set: cell rules
   * (cell-mates weak, bivalue cells strong) and/or house rules (bilocal digits strong).
   * `withReach` false: components only. `bivalueRoots`: only what the potentials of bivalue
   * cells reach (the rest stays unvisited, BIT_NUMBER 0), which is all that bivalue-cell
   * chains (cell rules only) can pass through.
   */
  function computeReach(marks: Uint16Array, cellRules: boolean, houseRules: boolean, withReach = true, bivalueRoots = false): void {
    const rules = (cellRules ? 1 : 0) | (houseRules ? 2 : 0);
    // Several searches on one position ask for the same sets (chains, then forcing chains).
    const key = rules | (withReach ? 4 : 0) | (bivalueRoots ? 8 : 0);
    if (key === computedKey && sameMarks(marks)) return;
    computedKey = -1;
    computedMarks.set(marks);
    fillReach = withReach;
    order.fill(0);
    let potentials = 0;
    for (let cell = 0; cell < 81; cell++) potentials += 2 * popcount(marks[cell]!);
    words = (potentials + 31) >> 5;
    let counter = 0;
    let stackLength = 0;
    let components = 0;
    for (let cell = 0; cell < 81; cell++) {
      if (bivalueRoots && popcount(marks[cell]!) !== 2) continue;
      for (let rest = marks[cell]!; rest !== 0; rest &= rest - 1) {
        const candidate = cell * 9 + lowestBitIndex(rest);
        for (let root = candidate * 2; root <= candidate * 2 + 1; root++) {
          if (order[root] !== 0) continue;
          let depth = 0;
          order[root] = low[root] = ++counter;
          stack[stackLength++] = root;
          onStack[root] = 1;
          // The current node and its link cursor stay in locals; the path keeps the others'.
          let v = root;
          let links = root & 1 ? WEAK : STRONG;
          let next = linkStart(root, rules, cellRules);
          let end = linkEnd(root, rules);
          for (;;) {
            if (next < end) {
              const w = links[next++]!;
              if (order[w] === 0) {
                const wNext = linkStart(w, rules, cellRules);
                const wEnd = linkEnd(w, rules);
                if (wNext === wEnd) {
                  // A potential that leads nowhere is a component of its own, closed at once:
                  // what the depth-first walk would do, without the walk.
                  order[w] = low[w] = ++counter;
                  component[w] = components;
                  if (fillReach) isSink[components] = 1;
                  components++;
                  continue;
                }
                order[w] = low[w] = ++counter;
                stack[stackLength++] = w;
                onStack[w] = 1;
                pathNode[depth] = v;
                pathNext[depth] = next;
                pathEnd[depth] = end;
                depth++;
                v = w;
                links = w & 1 ? WEAK : STRONG;
                next = wNext;
                end = wEnd;
              } else if (onStack[w] && order[w]! < low[v]!) low[v] = order[w]!;
              continue;
            }
            if (low[v] === order[v]) {
              closeComponent(v, components++, stackLength, rules, cellRules);
              while (stack[--stackLength] !== v) onStack[stack[stackLength]!] = 0;
              onStack[v] = 0;
            }
            if (depth === 0) break;
            depth--;
            const parent = pathNode[depth]!;
            if (low[v]! < low[parent]!) low[parent] = low[v]!;
            v = parent;
            links = parent & 1 ? WEAK : STRONG;
            next = pathNext[depth]!;
            end = pathEnd[depth]!;
          }
        }
      }
    }
    computedKey = key;
  }

  /** The position and link set of the last `computeReach` (-1: none complete). */
  const computedMarks = new Uint16Array(81);
  let computedKey = -1;

  function sameMarks(marks: Uint16Array): boolean {
    for (let cell = 0; cell < 81; cell++) if (marks[cell] !== computedMarks[cell]) return false;
    return true;
  }

  const commonScratch = new Int32Array(MAX_WORDS);

  /**
   * Whether some potential is reached from each of the first `count` potentials of `from`
   * (themselves included) in the last `computeReach`, which filled reach sets from every root.
   */
  function someReachedByAll(from: ArrayLike<number>, count: number): boolean {
    const common = commonScratch;
    common.fill(-1, 0, words);
    for (let j = 0; j < count; j++) {
      const potential = from[j]!;
      const id = component[potential]!;
      let any = 0;
      if (isSink[id]) {
        const bit = order[potential]! - 1;
        for (let k = 0; k < words; k++) {
          common[k]! &= k === bit >> 5 ? 1 << (bit & 31) : 0;
          any |= common[k]!;
        }
      } else {
        const at = id * MAX_WORDS;
        for (let k = 0; k < words; k++) {
          common[k]! &= reach[at + k]!;
          any |= common[k]!;
        }
      }
      if (any === 0) return false;
    }
    return true;
  }

  /** Gives the stack's top members down to `v` the component `id`, and fills its reach. */
  function closeComponent(v: number, id: number, stackLength: number, rules: number, cellRules: boolean): void {
    let bottom = stackLength - 1;
    while (stack[bottom] !== v) bottom--;
    for (let i = bottom; i < stackLength; i++) component[stack[i]!] = id;
    if (!fillReach) return;
    const at = id * MAX_WORDS;
    const first = linkStart(v, rules, cellRules);
    if (bottom === stackLength - 1 && first === linkEnd(v, rules)) {
      // A root that leads nowhere (the others are closed where they are met): its one bit is set where it is used.
      isSink[id] = 1;
      return;
    }
    isSink[id] = 0;
    for (let k = 0; k < words; k++) reach[at + k] = 0;
    for (let i = bottom; i < stackLength; i++) {
      const bit = order[stack[i]!]! - 1;
      reach[at + (bit >> 5)]! |= 1 << (bit & 31);
    }
    for (let i = bottom; i < stackLength; i++) {
      const member = stack[i]!;
      const links = member & 1 ? WEAK : STRONG;
      const end = linkEnd(member, rules);
      for (let link = linkStart(member, rules, cellRules); link < end; link++) {
        const target = links[link]!;
        const targetBit = order[target]! - 1;
        const targetWord = at + (targetBit >> 5);
        const targetMask = 1 << (targetBit & 31);
        // Reached already (a member, or through a closed reach set, which holds all that the
        // target reaches): a component is merged once.
        if (reach[targetWord]! & targetMask) continue;
        // Other components are closed already (Tarjan closes sinks first).
        const other = component[target]!;
        if (isSink[other]) {
          reach[targetWord]! |= targetMask;
          continue;
        }
        const from = other * MAX_WORDS;
        for (let k = 0; k < words; k++) reach[at + k]! |= reach[from + k]!;
      }
    }
  }

  /** Whether `to` is reachable from `from` in the last `computeReach`. */
  function reaches(from: number, to: number): boolean {
    const id = component[from]!;
    if (isSink[id]) return from === to;
    const bit = order[to]! - 1;
    return (reach[id * MAX_WORDS + (bit >> 5)]! & (1 << (bit & 31))) !== 0;
  }

  /**
   * The component of each potential in the last `computeReach`: potentials of one component
   * lie on common cycles; a cycle through a potential never leaves its component.
   */
  const COMPONENT: Int32Array = component;

  /**
   * For inlined `reaches` tests in hot loops: the reach set of component `id` starts at
   * `id * REACH_WORDS` in REACH and holds potential p at bit `BIT_NUMBER[p] - 1`; a component
   * marked in SINK reaches only its one potential.
   */
  const REACH: Int32Array = reach;
  const BIT_NUMBER: Int32Array = order;
  const SINK: Uint8Array = isSink;

  return { computeReach, someReachedByAll, reaches, COMPONENT, REACH, BIT_NUMBER, SINK };
}

export type ChainReach = ReturnType<typeof createChainReach>;
