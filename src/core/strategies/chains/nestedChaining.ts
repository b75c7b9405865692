/**
 * Sudoku Explainer's chaining engine in full, for nested forcing chains: a dynamic
 * propagation that, whenever it stalls, asks simpler techniques — pointing and claiming,
 * pairs, X-wings, then whole chain searches of a lower level — what they find in the position
 * the assumption has reached, and lets their eliminations join the chain. A nested search
 * runs a search inside every propagation of the outer one, so its searches work on their own
 * copies and their own sets; the link lists, reach sets and walk arena they read are the
 * search context's (`ChainingEngines`), rebuilt for each position before they are read.
 *
 * The levels are SE's: 2 nests forcing chains and cycles, 3 also multiple forcing chains,
 * 4 dynamic forcing chains, 5 dynamic forcing chains and level 2 in turn. Level 0 is plain
 * (multiple, dynamic or Nishio) chaining and level 1 adds only the simple techniques ("+");
 * the fast searches in forcingSearch.ts find those at the top, this engine serves them
 * inside nested chains, where each search answers for one position reached by an assumption.
 *
 * What a chain is worth follows SE: the number of distinct potentials each branch needs
 * (`complexity`), plus the complexity of every distinct inner chain it rests on.
 */
import { advancedInferences, type AdvancedInference } from './advanced';
import type { ChainReach } from './chainReach';
import type { LinkTables } from './links';
import type { UnarySearch } from './unarySearch';
import { seChainDifficulty } from './forcingSearch';
import * as potentials from './potentials';

// Local bindings: these tables are read in the innermost loops, where a module binding may cost a call.
const HOUSE_TABLE = potentials.HOUSE_TABLE;
const SE_HOUSES = potentials.SE_HOUSES;
const SE_PEERS = potentials.SE_PEERS;
const popcount9 = potentials.popcount9;

/** Why a potential follows from its parents (SE's `Potential.Cause`); none for an assumption. */
export const enum Cause {
  None,
  Cell,
  Box,
  Row,
  Column,
  Advanced,
}

/** One potential (candidate * 2 + 1 when on) as one chain reached it, with the parents it was reached by. */
export interface ChainLink {
  readonly potential: number;
  readonly parents: ChainLink[];
  readonly cause: Cause;
  /** The inner chain that eliminated this candidate (advanced causes of nested levels). */
  readonly nested?: ChainingHint;
}

export interface ChainingRule {
  /** Multiple forcing chains: every value of a cell, every place of a digit in a house. */
  readonly multiple: boolean;
  readonly dynamic: boolean;
  readonly nishio: boolean;
  /** 0 plain, 1 "+" (simple techniques), 2–5 nested (see the file comment). */
  readonly level: number;
}

export type ChainingShape = 'cycle' | 'chain' | 'contradiction' | 'double' | 'cell' | 'unit';

/** A hint of one rule: what it removes and the chains that prove it. */
export interface ChainingHint {
  readonly rule: ChainingRule;
  readonly shape: ChainingShape;
  /** Candidates removed, ascending. */
  readonly removable: readonly number[];
  /** The end of each branch (SE's chain targets), in SE's order. */
  readonly targets: readonly ChainLink[];
  /** Cycles and unary chains: which links they use. */
  readonly xChain: boolean;
  readonly yChain: boolean;
  readonly cell?: number;
  readonly house?: number;
  /** What it concludes (SE's `getResult`): a potential, on to place its digit; -1 for a cycle. */
  readonly result: number;
  readonly complexity: number;
  readonly difficulty: number;
  readonly sortKey: number;
}

/** SE's base difficulty of a multiple, dynamic, Nishio or nested rule. */
export function ruleBase(rule: ChainingRule): number {
  if (rule.level >= 2) return 9.5 + 0.5 * (rule.level - 2);
  if (rule.level > 0) return 8.5 + 0.5 * rule.level;
  if (rule.nishio) return 7.5;
  if (rule.dynamic) return 8.5;
  return 8.0;
}

const link = (potential: number, parents: ChainLink[], cause: Cause, nested?: ChainingHint): ChainLink => (nested ? { potential, parents, cause, nested } : { potential, parents, cause });

const HOUSE_CAUSE = (house: number): Cause => (house >= 18 ? Cause.Box : house >= 9 ? Cause.Column : Cause.Row);
/** The house of `cell` a region cause names. */
function causeHouse(cell: number, cause: Cause): number {
  const k = cause === Cause.Box ? 0 : cause === Cause.Row ? 1 : 2;
  return SE_HOUSES[cell * 3 + k]!;
}

/** The house through which each of SE_PEERS is first met: box, row or column. */
const PEER_CAUSE: Uint8Array = (() => {
  const table = new Uint8Array(81 * 20);
  for (let cell = 0; cell < 81; cell++) {
    for (let i = 0; i < 20; i++) {
      const other = SE_PEERS[cell * 20 + i]!;
      const k = [0, 1, 2].find((n) => { const house = SE_HOUSES[cell * 3 + n]!; return SE_HOUSES[other * 3 + n] === house; })!;
      table[cell * 20 + i] = HOUSE_CAUSE(SE_HOUSES[cell * 3 + k]!);
    }
  }
  return table;
})();

/** SE_INDEX[cell * 3 + k]: where the cell sits in its k-th house (box, row, column). */
const SE_INDEX: Uint8Array = (() => {
  const table = new Uint8Array(81 * 3);
  for (let cell = 0; cell < 81; cell++) for (let k = 0; k < 3; k++) for (let i = 0; i < 9; i++) if (HOUSE_TABLE[SE_HOUSES[cell * 3 + k]! * 9 + i] === cell) table[cell * 3 + k] = i;
  return table;
})();

const lowest = (bits: number): number => 31 - Math.clz32(bits & -bits);

/** Potentials keyed by potential number, in the order they were added (SE's LinkedSet). */
type LinkedSet = Map<number, ChainLink>;

/** The potentials every branch reached, in the first branch's order (SE's intersection of LinkedSets). */
function commonTo(sets: readonly LinkedSet[]): number[] {
  const out: number[] = [];
  for (const potential of sets[0]!.keys()) {
    let everywhere = true;
    for (let i = 1; i < sets.length && everywhere; i++) everywhere = sets[i]!.has(potential);
    if (everywhere) out.push(potential);
  }
  return out;
}

/** The struck potential `potential` as the chain reached it; SE fails the same way when it is missing. */
function reached(toOff: LinkedSet, potential: number): ChainLink {
  const found = toOff.get(potential);
  if (!found) throw new Error('a struck candidate has no potential in the chain');
  return found;
}

/** The digit's other place in the house when it has two places there (one of them `cell`), else -1. */
function otherPlace(places: Uint16Array, house: number, digit: number, cell: number): number {
  const now = places[house * 9 + digit]!;
  if (popcount9(now) !== 2) return -1;
  let index = lowest(now);
  if (HOUSE_TABLE[house * 9 + index] === cell) index = lowest(now & ~(1 << index));
  return HOUSE_TABLE[house * 9 + index]!;
}

/** With `toOn`, a potential already reached and not contradicted is left out: the propagation would drop it anyway. */
function wanted(toOn: LinkedSet | null, toOff: LinkedSet, potential: number): boolean {
  return toOn === null || !toOn.has(potential) || toOff.has(potential & ~1);
}

/**
 * "p off": the other value of a bivalue cell (with cell rules), the other place of a digit
 * with two places in a house (with house rules). With a `source` position (dynamic chains),
 * the candidates struck since then that the inference needs join its parents.
 */
function offToOn(work: Uint16Array, places: Uint16Array, p: ChainLink, source: Uint16Array | null, sourcePlaces: Uint16Array | null, toOff: LinkedSet, cellRules: boolean, houseRules: boolean, toOn: LinkedSet | null = null): ChainLink[] {
  const candidate = p.potential >> 1;
  const cell = (candidate / 9) | 0;
  const digit = candidate - cell * 9;
  const out: ChainLink[] = [];
  if (cellRules && popcount9(work[cell]!) === 2) {
    const other = lowest(work[cell]! & ~(1 << digit));
    const potential = (cell * 9 + other) * 2 + 1;
    if (wanted(toOn, toOff, potential)) {
      const parents = [p];
      if (source) for (let lost = source[cell]! & ~work[cell]!; lost !== 0; lost &= lost - 1) parents.push(reached(toOff, (cell * 9 + lowest(lost)) * 2));
      out.push(link(potential, parents, Cause.Cell));
    }
  }
  if (houseRules) {
    for (let k = 0; k < 3; k++) {
      const house = SE_HOUSES[cell * 3 + k]!;
      const now = places[house * 9 + digit]!;
      const other = otherPlace(places, house, digit, cell);
      if (other < 0) continue;
      const potential = (other * 9 + digit) * 2 + 1;
      if (!wanted(toOn, toOff, potential) || out.some((q) => q.potential === potential)) continue;
      const parents = [p];
      if (sourcePlaces) {
        for (let lost = sourcePlaces[house * 9 + digit]! & ~now; lost !== 0; lost &= lost - 1) parents.push(reached(toOff, (HOUSE_TABLE[house * 9 + lowest(lost)]! * 9 + digit) * 2));
      }
      out.push(link(potential, parents, HOUSE_CAUSE(house)));
    }
  }
  return out;
}

/** SE's `getChain`: a target and its ancestors, breadth first, each potential once. */
export function chainOf(target: ChainLink): ChainLink[] {
  const out: ChainLink[] = [];
  const done = new Set<number>();
  let todo: ChainLink[] = [target];
  while (todo.length > 0) {
    const next: ChainLink[] = [];
    for (const p of todo) {
      if (done.has(p.potential)) continue;
      done.add(p.potential);
      out.push(p);
      for (const parent of p.parents) next.push(parent);
    }
    todo = next;
  }
  return out;
}

const ancestorCount = (target: ChainLink): number => chainOf(target).length;

const fullKeys = new WeakMap<ChainingHint, string>();
/** SE's `FullChain` identity: the targets and every chain to them, potential by potential. */
function fullKey(hint: ChainingHint): string {
  let key = fullKeys.get(hint);
  if (key === undefined) {
    key = hint.targets.map((target) => chainOf(target).map((p) => p.potential).join(',')).join('|');
    fullKeys.set(hint, key);
  }
  return key;
}

/** The distinct inner chains the branches rest on, directly (each once, SE's order). */
export function innerChains(targets: readonly ChainLink[]): ChainingHint[] {
  const out: ChainingHint[] = [];
  const seen = new Set<string>();
  for (const target of targets) {
    for (const p of chainOf(target)) {
      if (!p.nested) continue;
      const key = fullKey(p.nested);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(p.nested);
    }
  }
  return out;
}

/** SE's complexity: each branch's distinct potentials, plus each distinct inner chain's complexity. */
function complexityOf(targets: readonly ChainLink[], flat: number): number {
  let nested = 0;
  for (const inner of innerChains(targets)) nested += inner.complexity;
  return flat + nested;
}

function hint(rule: ChainingRule, shape: ChainingShape, result: number, removable: number[], targets: ChainLink[], flat: number, base: number, sortKey: number, extra: Partial<Pick<ChainingHint, 'xChain' | 'yChain' | 'cell' | 'house'>> = {}): ChainingHint {
  // Below level 2 no link rests on an inner chain, so the branches need not be walked again.
  const complexity = rule.level < 2 ? flat : complexityOf(targets, flat);
  return { rule, shape, result, removable, targets, xChain: extra.xChain ?? false, yChain: extra.yChain ?? false, ...(extra.cell !== undefined ? { cell: extra.cell } : {}), ...(extra.house !== undefined ? { house: extra.house } : {}), complexity, difficulty: seChainDifficulty(base, complexity), sortKey };
}

/** What a conclusion removes: an on potential its cell's other values, an off one its own candidate. */
function removableOf(marks: Uint16Array, target: number): number[] {
  const candidate = target >> 1;
  if ((target & 1) === 0) return [candidate];
  const cell = (candidate / 9) | 0;
  const out: number[] = [];
  for (let rest = marks[cell]! & ~(1 << (candidate - cell * 9)); rest !== 0; rest &= rest - 1) out.push(cell * 9 + lowest(rest));
  return out;
}

/**
 * The candidates the assumption struck (present in `source`, gone from `current`) that an
 * inner chain's inferences rest on: SE's `getRuleParents` — the other values of each cell
 * an "on" inference found bivalue, the other places of each house it found with two.
 */
function ruleParents(inner: ChainingHint, source: Uint16Array, current: Uint16Array): number[] {
  const out: number[] = [];
  const added = new Set<number>();
  const add = (candidate: number): void => {
    if (added.has(candidate)) return;
    added.add(candidate);
    out.push(candidate * 2);
  };
  for (const target of inner.targets) {
    for (const p of chainOf(target)) {
      let cause = p.cause;
      if (cause === Cause.None) {
        if (inner.shape === 'cell') cause = Cause.Cell;
        else if (inner.shape === 'unit') cause = HOUSE_CAUSE(inner.house!);
      }
      if ((p.potential & 1) === 0 || cause === Cause.None) continue;
      const candidate = p.potential >> 1;
      const cell = (candidate / 9) | 0;
      const digit = candidate - cell * 9;
      if (cause === Cause.Cell) {
        for (let lost = source[cell]! & ~current[cell]!; lost !== 0; lost &= lost - 1) add(cell * 9 + lowest(lost));
      } else {
        const house = causeHouse(cell, cause);
        for (let i = 0; i < 9; i++) {
          const other = HOUSE_TABLE[house * 9 + i]!;
          if (source[other]! & ~current[other]! & (1 << digit)) add(other * 9 + digit);
        }
      }
    }
  }
  return out;
}

/** Places of every digit in every house (house * 9 + digit), for the simple techniques. */
function allPlaces(marks: Uint16Array, into: Uint16Array): Uint16Array {
  into.fill(0);
  for (let house = 0; house < 27; house++) {
    for (let i = 0; i < 9; i++) {
      for (let rest = marks[HOUSE_TABLE[house * 9 + i]!]!; rest !== 0; rest &= rest - 1) into[house * 9 + lowest(rest)]! |= 1 << i;
    }
  }
  return into;
}

/**
 * The rules and their remembered answers (pure answers, by position), with the tables their
 * searches read: the search context's link lists and reach sets, and the walks' arena.
 */
export class ChainingEngines {
  private readonly engines = new Map<string, ChainingEngine>();
  readonly walks: ChainWalks;

  constructor(
    readonly links: LinkTables,
    readonly reach: ChainReach,
    unary: UnarySearch,
  ) {
    this.walks = createChainWalks(links, reach, unary);
  }

  of(rule: ChainingRule): ChainingEngine {
    const key = `${rule.multiple ? 1 : 0}${rule.dynamic ? 1 : 0}${rule.nishio ? 1 : 0}${rule.level}`;
    let engine = this.engines.get(key);
    if (!engine) this.engines.set(key, (engine = new ChainingEngine(rule, this)));
    return engine;
  }
}

const CYCLES: ChainingRule = { multiple: false, dynamic: false, nishio: false, level: 0 };
const MULTIPLE: ChainingRule = { multiple: true, dynamic: false, nishio: false, level: 0 };
const DYNAMIC: ChainingRule = { multiple: true, dynamic: true, nishio: false, level: 0 };

/** The chain searches a nested rule asks at each stall, after the simple techniques (SE's `otherRules`). */
function innerRules(level: number): ChainingRule[] {
  if (level < 2) return [];
  if (level === 2) return [CYCLES];
  if (level === 3) return [CYCLES, MULTIPLE];
  if (level === 4) return [DYNAMIC];
  return [DYNAMIC, { ...DYNAMIC, level: level - 3 }];
}

/** Positions remembered per rule; beyond this the memory starts afresh. */
const MEMO_LIMIT = 2048;

export class ChainingEngine {
  private readonly memo = new Map<string, ChainingHint[]>();
  /** What `advancedInferences` found last, read before it is asked again. */
  private readonly advancedFound: AdvancedInference[] = [];

  constructor(
    readonly rule: ChainingRule,
    private readonly engines: ChainingEngines,
  ) {}

  /**
   * Every hint of the rule on the position `marks` (left unchanged), SE-sorted: difficulty,
   * then complexity, then kind, then discovery; hints removing the same candidates once.
   * Remembered by position: inner searches meet the same positions again and again.
   */
  hints(marks: Uint16Array): ChainingHint[] {
    const key = String.fromCharCode(...marks);
    const known = this.memo.get(key);
    if (known) return known;
    const work = Uint16Array.from(marks);
    const places = allPlaces(work, new Uint16Array(27 * 9));
    let found: ChainingHint[];
    if (this.rule.multiple || this.rule.dynamic) found = this.multipleChains(work, places);
    else {
      found = [...this.loops(work, places, false, true), ...this.loops(work, places, true, false), ...this.loops(work, places, true, true)];
    }
    found.sort((a, b) => (a.difficulty !== b.difficulty ? a.difficulty - b.difficulty : a.complexity !== b.complexity ? a.complexity - b.complexity : a.sortKey - b.sortKey));
    const seen = new Set<string>();
    const distinct = found.filter((h) => {
      const removes = h.removable.join(',');
      if (seen.has(removes)) return false;
      seen.add(removes);
      return true;
    });
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, distinct);
    return distinct;
  }

  /**
   * SE's `doChaining`: extends `toOn` and `toOff` with all that follows; the pair of
   * derivations (on, off) of one candidate when the assumptions are absurd. `work` is struck
   * as the chain goes (dynamic rules) and restored before returning.
   */
  private propagate(work: Uint16Array, places: Uint16Array, toOn: LinkedSet, toOff: LinkedSet): [ChainLink, ChainLink] | null {
    const { dynamic, nishio, level } = this.rule;
    const source = Uint16Array.from(work);
    const sourcePlaces = Uint16Array.from(places);
    const pendingOn = [...toOn.values()];
    const pendingOff = [...toOff.values()];
    let onHead = 0;
    let offHead = 0;
    try {
      while (onHead < pendingOn.length || offHead < pendingOff.length) {
        if (onHead < pendingOn.length) {
          const p = pendingOn[onHead++]!;
          // "p on": its cell's other values (with cell rules) and its digit's other places in box, row,
          // column, each once, each made a link only when the chain keeps it.
          const candidate = p.potential >> 1;
          const cell = (candidate / 9) | 0;
          const digit = candidate - cell * 9;
          if (!nishio) {
            for (let rest = work[cell]! & ~(1 << digit); rest !== 0; rest &= rest - 1) {
              const struck = (cell * 9 + lowest(rest)) * 2;
              const on = toOn.get(struck | 1);
              if (on) return [on, link(struck, [p], Cause.Cell)];
              if (toOff.has(struck)) continue;
              const off = link(struck, [p], Cause.Cell);
              toOff.set(struck, off);
              pendingOff.push(off);
            }
          }
          const bit = 1 << digit;
          for (let i = 0; i < 20; i++) {
            const other = SE_PEERS[cell * 20 + i]!;
            if (!(work[other]! & bit)) continue;
            const struck = (other * 9 + digit) * 2;
            const on = toOn.get(struck | 1);
            if (on) return [on, link(struck, [p], PEER_CAUSE[cell * 20 + i]!)];
            if (toOff.has(struck)) continue;
            const off = link(struck, [p], PEER_CAUSE[cell * 20 + i]!);
            toOff.set(struck, off);
            pendingOff.push(off);
          }
        } else {
          const p = pendingOff[offHead++]!;
          const made = offToOn(work, places, p, source, sourcePlaces, toOff, !nishio, true, toOn);
          if (dynamic) {
            const candidate = p.potential >> 1;
            const cell = (candidate / 9) | 0;
            const digit = candidate - cell * 9;
            work[cell] = work[cell]! & ~(1 << digit);
            for (let k = 0; k < 3; k++) places[SE_HOUSES[cell * 3 + k]! * 9 + digit]! &= ~(1 << SE_INDEX[cell * 3 + k]!);
          }
          for (const on of made) {
            const off = toOff.get(on.potential & ~1);
            if (off) return [on, off];
            if (!toOn.has(on.potential)) {
              toOn.set(on.potential, on);
              pendingOn.push(on);
            }
          }
        }
        if (onHead === pendingOn.length && offHead === pendingOff.length && level > 0) {
          for (const off of this.advanced(work, places, source, sourcePlaces, toOff)) {
            if (toOff.has(off.potential)) continue;
            toOff.set(off.potential, off);
            pendingOff.push(off);
          }
        }
      }
      return null;
    } finally {
      work.set(source);
      places.set(sourcePlaces);
    }
  }

  /** SE's `getAdvancedPotentials`: what the first technique that finds anything in the reached position adds. */
  private advanced(work: Uint16Array, now: Uint16Array, source: Uint16Array, before: Uint16Array, toOff: LinkedSet): ChainLink[] {
    const out: ChainLink[] = [];
    const struck = new Uint16Array(27);
    for (let house = 0; house < 27; house++) {
      let digits = 0;
      for (let digit = 0; digit < 9; digit++) if (now[house * 9 + digit] !== before[house * 9 + digit]) digits |= 1 << digit;
      struck[house] = digits;
    }
    for (const { eliminations, parents } of advancedInferences(work, source, now, before, struck, this.advancedFound)) {
      const links = parents.map((potential) => reached(toOff, potential));
      for (const candidate of eliminations) out.push(link(candidate * 2, links, Cause.Advanced));
    }
    for (const rule of innerRules(this.rule.level)) {
      if (out.length > 0) break;
      for (const inner of this.engines.of(rule).hints(work)) {
        const parents = ruleParents(inner, source, work);
        if (parents.length === 0) continue;
        const links = parents.map((potential) => reached(toOff, potential));
        for (const candidate of inner.removable) out.push(link(candidate * 2, links, Cause.Advanced, inner));
      }
    }
    return out;
  }

  /** SE's `getMultipleChainsHintList`: contradictions, double implications, cell and unit chains. */
  private multipleChains(work: Uint16Array, places: Uint16Array): ChainingHint[] {
    const { multiple, dynamic, nishio } = this.rule;
    const rule = this.rule;
    const base = ruleBase(rule);
    const out: ChainingHint[] = [];
    // A candidate's "on" closure, shared by its cell's search and the house searches that meet it.
    const onClosures = new Map<number, [LinkedSet, LinkedSet, [ChainLink, ChainLink] | null]>();
    const closureOn = (candidate: number): [LinkedSet, LinkedSet, [ChainLink, ChainLink] | null] => {
      let closure = onClosures.get(candidate);
      if (!closure) {
        const toOn: LinkedSet = new Map([[candidate * 2 + 1, link(candidate * 2 + 1, [], Cause.None)]]);
        const toOff: LinkedSet = new Map();
        closure = [toOn, toOff, this.propagate(work, places, toOn, toOff)];
        onClosures.set(candidate, closure);
      }
      return closure;
    };
    // A static propagation visits only what its start reaches over the static links, so a group
    // of assumptions concludes only where their reach sets meet: the other groups are skipped.
    // Static level-0 propagations ask no inner search, so the reach table stays this position's.
    const staticRule = !dynamic && !nishio && rule.level === 0;
    if (staticRule) {
      this.engines.links.prepareLinks(work);
      this.engines.reach.computeReach(work, true, true);
    }
    for (let cell = 0; cell < 81; cell++) {
      const bits = work[cell]!;
      const cardinality = popcount9(bits);
      if (!(cardinality > 2 || (cardinality > 1 && dynamic))) continue;
      const withCellChains = !nishio && (cardinality === 2 || (multiple && cardinality > 2)) && (!staticRule || this.engines.walks.mayMeet(bits, (digit) => cell * 9 + digit));
      const valueOn: LinkedSet[] = [];
      const valueOff: LinkedSet[] = [];
      for (let rest = bits; rest !== 0; rest &= rest - 1) {
        const digit = lowest(rest);
        const candidate = cell * 9 + digit;
        if (staticRule) {
          // Only cell and unit chains: each asks for the closures it needs.
          this.unitChains(work, places, cell, digit, closureOn, staticRule, out);
          if (!withCellChains) continue;
          const [onToOn, onToOff] = closureOn(candidate);
          valueOn.push(onToOn);
          valueOff.push(onToOff);
          continue;
        }
        const [onToOn, onToOff, onAbsurd] = closureOn(candidate);
        const doDouble = cardinality >= 3 && !nishio && dynamic;
        const doContradiction = dynamic || nishio;
        if (doContradiction && onAbsurd) {
          const [on, off] = onAbsurd;
          out.push(hint(rule, 'contradiction', candidate * 2, [candidate], [on, off], ancestorCount(on) + ancestorCount(off), base, 7));
        }
        if (doContradiction || doDouble) {
          const offStart = link(candidate * 2, [], Cause.None);
          const offToOnSet: LinkedSet = new Map();
          const offToOffSet: LinkedSet = new Map([[candidate * 2, offStart]]);
          const offAbsurd = this.propagate(work, places, offToOnSet, offToOffSet);
          if (doContradiction && offAbsurd) {
            const [on, off] = offAbsurd;
            const removable = removableOf(work, candidate * 2 + 1);
            if (removable.length > 0) out.push(hint(rule, 'contradiction', candidate * 2 + 1, removable, [on, off], ancestorCount(on) + ancestorCount(off), base, 7));
          }
          if (doDouble) {
            for (const fromOn of onToOn.values()) {
              const fromOff = offToOnSet.get(fromOn.potential);
              if (!fromOff) continue;
              const removable = removableOf(work, fromOn.potential);
              if (removable.length > 0) out.push(hint(rule, 'double', fromOn.potential, removable, [fromOn, fromOff], ancestorCount(fromOn) + ancestorCount(fromOff), base, 1));
            }
            for (const fromOn of onToOff.values()) {
              const fromOff = offToOffSet.get(fromOn.potential);
              if (!fromOff) continue;
              out.push(hint(rule, 'double', fromOn.potential, [fromOn.potential >> 1], [fromOn, fromOff], ancestorCount(fromOn) + ancestorCount(fromOff), base, 1));
            }
          }
        }
        if (!nishio) this.unitChains(work, places, cell, digit, closureOn, staticRule, out);
        valueOn.push(onToOn);
        valueOff.push(onToOff);
      }
      if (!withCellChains) continue;
      for (const sets of [valueOn, valueOff]) {
        for (const target of commonTo(sets)) {
          const removable = removableOf(work, target);
          if (removable.length === 0) continue;
          const targets = sets.map((set) => set.get(target)!);
          out.push(hint(rule, 'cell', target, removable, targets, targets.reduce((sum, t) => sum + ancestorCount(t), 0), base, 5, { cell }));
        }
      }
    }
    return out;
  }

  /** SE's `doRegionChainings`: every place of the digit in a house where `cell` is the first place. */
  private unitChains(work: Uint16Array, places: Uint16Array, cell: number, digit: number, closureOn: (candidate: number) => [LinkedSet, LinkedSet, unknown], staticRule: boolean, out: ChainingHint[]): void {
    const { multiple } = this.rule;
    const base = ruleBase(this.rule);
    for (let k = 0; k < 3; k++) {
      const house = SE_HOUSES[cell * 3 + k]!;
      const mask = places[house * 9 + digit]!;
      const cardinality = popcount9(mask);
      if (!(cardinality === 2 || (multiple && cardinality > 2))) continue;
      if (HOUSE_TABLE[house * 9 + lowest(mask)] !== cell) continue;
      if (staticRule && !this.engines.walks.mayMeet(mask, (index) => HOUSE_TABLE[house * 9 + index]! * 9 + digit)) continue;
      const posOn: LinkedSet[] = [];
      const posOff: LinkedSet[] = [];
      for (let rest = mask; rest !== 0; rest &= rest - 1) {
        const other = HOUSE_TABLE[house * 9 + lowest(rest)]!;
        const [otherOn, otherOff] = closureOn(other * 9 + digit);
        posOn.push(otherOn);
        posOff.push(otherOff);
      }
      for (const sets of [posOn, posOff]) {
        for (const target of commonTo(sets)) {
          const removable = removableOf(work, target);
          if (removable.length === 0) continue;
          const targets = sets.map((set) => set.get(target)!);
          out.push(hint(this.rule, 'unit', target, removable, targets, targets.reduce((sum, t) => sum + ancestorCount(t), 0), base, 6, { house }));
        }
      }
    }
  }

  /** SE's `getLoopHintList`: cycles and forcing chains over X links, Y links or both, static. */
  private loops(work: Uint16Array, places: Uint16Array, yChain: boolean, xChain: boolean): ChainingHint[] {
    const out: ChainingHint[] = [];
    // The walks read the position's link lists (cell rules with Y links, house rules with X
    // links). What the X or Y links reach the XY links reach too, so one reach table, made once
    // for the position, bounds every walk: its components bound the cycle walks, its reach sets
    // say which chain walks can find anything.
    this.engines.links.prepareLinks(work);
    this.engines.reach.computeReach(work, true, true);
    for (let cell = 0; cell < 81; cell++) {
      const bits = work[cell]!;
      const cardinality = popcount9(bits);
      if (cardinality < 2) continue;
      if (cardinality > 2 && !xChain) continue;
      for (let rest = bits; rest !== 0; rest &= rest - 1) this.unary(work, places, cell * 9 + lowest(rest), yChain, xChain, out);
    }
    return out;
  }

  private unary(work: Uint16Array, places: Uint16Array, candidate: number, yChain: boolean, xChain: boolean, out: ChainingHint[]): void {
    const { cyclesFrom, forcingChainsFrom } = this.engines.walks;
    const { reaches } = this.engines.reach;
    const cycles = cyclesFrom(work, places, candidate * 2 + 1, yChain, xChain);
    const chains: ChainLink[] = [];
    if (xChain) {
      // A chain walk visits only what its start reaches: without the conjugate there, it finds nothing.
      if (reaches(candidate * 2 + 1, candidate * 2)) forcingChainsFrom(places, candidate * 2 + 1, yChain, chains);
      if (reaches(candidate * 2, candidate * 2 + 1)) forcingChainsFrom(places, candidate * 2, yChain, chains);
    }
    const base = xChain && yChain ? 7.0 : 6.5;
    for (const [dstOn, removable] of cycles) {
      const dstOff = reversedCycle(dstOn);
      out.push(hint(this.rule, 'cycle', -1, removable, [dstOn, dstOff], ancestorCount(dstOn), base, xChain && yChain ? 4 : yChain ? 3 : 2, { xChain, yChain }));
    }
    for (const target of chains) {
      const removable = removableOf(work, target.potential);
      if (removable.length === 0) continue;
      out.push(hint(this.rule, 'chain', target.potential, removable, [target], ancestorCount(target), xChain && yChain ? 7.0 : 6.6, xChain && yChain ? 4 : yChain ? 3 : 2, { xChain, yChain }));
    }
  }
}

/**
 * Why a static link from `parent` to `child` holds, as the propagation's rules (without a
 * source) say: the cell, else the first house (box, row, column) the link runs through; a
 * strong link through a house where the digit has exactly two places.
 */
function staticCause(parent: number, child: number, places: Uint16Array): Cause {
  const from = parent >> 1;
  const to = child >> 1;
  const cell = (from / 9) | 0;
  const other = (to / 9) | 0;
  if (cell === other) return Cause.Cell;
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k]!;
    if (SE_HOUSES[other * 3 + k] !== house) continue;
    if (child & 1 && otherPlace(places, house, from - cell * 9, cell) !== other) continue;
    return HOUSE_CAUSE(house);
  }
  throw new Error('a static link joins two cells that share no house');
}

/**
 * The links one loop search has made so far, as parallel arrays (potential, parent index, -1 for
 * the start): the walks make tens of thousands of links per position and keep only the
 * few that close a loop, so only those become ChainLinks. One arena serves every walk in turn,
 * since a walk runs to its end before another starts.
 */
class LinkArena {
  potential = new Int32Array(1 << 14);
  parent = new Int32Array(1 << 14);
  size = 0;
  /** The potentials on the line `markLine` marked last, as its stamp. */
  private readonly onLine = new Int32Array(729 * 2);
  private lineStamp = 0;

  add(potential: number, parent: number): number {
    if (this.size === this.potential.length) this.grow();
    const index = this.size++;
    this.potential[index] = potential;
    this.parent[index] = parent;
    return index;
  }

  /** Marks the potentials on the main-parent line above `child`, for `isParent` to read, each in O(1). */
  markLine(child: number): void {
    if (++this.lineStamp === 0x7fffffff) {
      this.onLine.fill(0);
      this.lineStamp = 1;
    }
    const { onLine, lineStamp } = this;
    for (let i = this.parent[child]!; i >= 0; i = this.parent[i]!) onLine[this.potential[i]!] = lineStamp;
  }

  /** Whether `potential` is on the line `markLine` marked last. */
  isParent(potential: number): boolean {
    return this.onLine[potential] === this.lineStamp;
  }

  /** The potentials from the link at `index` back to the start. */
  line(index: number): number[] {
    const out: number[] = [];
    for (let i = index; i >= 0; i = this.parent[i]!) out.push(this.potential[i]!);
    return out;
  }

  /** The link at `index` and its line back to the start, as ChainLinks (`places`: the position's). */
  chainLink(index: number, places: Uint16Array): ChainLink {
    const line = this.line(index);
    let made: ChainLink | null = null;
    for (let k = line.length - 1; k >= 0; k--) made = link(line[k]!, made ? [made] : [], made ? staticCause(made.potential, line[k]!, places) : Cause.None);
    return made!;
  }

  private grow(): void {
    const size = this.potential.length * 2;
    const grown = (from: Int32Array) => { const to = new Int32Array(size); to.set(from); return to; };
    this.potential = grown(this.potential);
    this.parent = grown(this.parent);
  }
}

/**
 * The loop walks of one search context: their arena and "met" marks, over the link lists of
 * `links`, the components and reach sets of `reach`, and the cycle eliminations of `unary`.
 */
function createChainWalks(links: LinkTables, reach: ChainReach, unary: UnarySearch) {
  const { STRONG, STRONG_COUNT, WEAK, WEAK_CELL_COUNT, WEAK_COUNT } = links;
  const { COMPONENT, someReachedByAll } = reach;
  const { cycleEliminations } = unary;
  const meetStarts = new Int32Array(9);

  /**
   * Whether the "on" potentials of a group of assumptions (`candidateOf` each bit of `bits`)
   * reach a common potential, in the reach sets `computeReach` made last.
   */
  function mayMeet(bits: number, candidateOf: (bit: number) => number): boolean {
    let count = 0;
    for (let rest = bits; rest !== 0; rest &= rest - 1) meetStarts[count++] = candidateOf(lowest(rest)) * 2 + 1;
    return someReachedByAll(meetStarts, count);
  }

  const ARENA = new LinkArena();
  /** Potentials met by the current walk, as the walk's stamp (no clearing between walks). */
  const MET_ON = new Int32Array(729 * 2);
  const MET_OFF = new Int32Array(729 * 2);
  /** "Off" potentials whose strong link closes the current cycle walk, by the walk's stamp. */
  const CLOSING = new Int32Array(729 * 2);
  let walkStamp = 0;

  /** Starts a walk: an empty arena and fresh "met" marks. */
  function newWalk(): number {
    ARENA.size = 0;
    if (++walkStamp === 0x7fffffff) {
      MET_ON.fill(0);
      MET_OFF.fill(0);
      CLOSING.fill(0);
      walkStamp = 1;
    }
    return walkStamp;
  }

  /** Where the weak links of `candidate` on start in WEAK: cell-mates first, left out without cell rules. */
  const weakStart = (candidate: number, cellRules: boolean): number => candidate * 28 + (cellRules ? 0 : WEAK_CELL_COUNT[candidate]!);
  const weakEnd = (candidate: number): number => candidate * 28 + WEAK_COUNT[candidate]!;
  /** Where the strong links of `candidate` off start in STRONG for a link set (1 cell rules, 2 house rules, 3 both). */
  const strongStart = (candidate: number, rules: number): number => (candidate * 3 + rules - 1) * 4;
  const strongEnd = (candidate: number, rules: number): number => strongStart(candidate, rules) + STRONG_COUNT[candidate * 3 + rules - 1]!;

  /**
   * SE's `doCycles`: a breadth-first walk back to the start, the length counted in links; each
   * cycle with what it removes, over the link lists of the set (cell rules with Y links, house
   * rules with X links). A cycle stays inside its source's component of the XY links (see `loops`).
   */
  function cyclesFrom(work: Uint16Array, places: Uint16Array, source: number, yChain: boolean, xChain: boolean): [ChainLink, number[]][] {
    const arena = ARENA;
    const stamp = newWalk();
    const rules = (yChain ? 1 : 0) | (xChain ? 2 : 0);
    const cycles: [ChainLink, number[]][] = [];
    // A loop comes back to its source over a strong link: without one, there is none to find.
    if (strongStart(source >> 1, rules) === strongEnd(source >> 1, rules)) return cycles;
    MET_ON[source] = stamp;
    // The "off" potentials whose strong link leads straight back to the source (links are symmetric).
    for (let w = strongStart(source >> 1, rules), end = strongEnd(source >> 1, rules); w < end; w++) CLOSING[STRONG[w]! ^ 1] = stamp;
    // Only the source's component leads back to it, and the first parent of a potential in it is
    // in it too: leaving the rest out changes neither the order of the walk nor its parents.
    const home = COMPONENT[source]!;
    let pendingOn: number[] = [arena.add(source, -1)];
    let pendingOff: number[] = [];
    let length = 0;
    while (pendingOn.length > 0 || pendingOff.length > 0) {
      length++;
      for (const p of pendingOn) {
        let marked = false;
        const from = arena.potential[p]! >> 1;
        for (let w = weakStart(from, yChain), end = weakEnd(from); w < end; w++) {
          const potential = WEAK[w]!;
          if (COMPONENT[potential] !== home) continue;
          // SE keeps a copy of an "off" potential per parent, but once the first copy has led to
          // its "on" potentials a later one can only matter by closing the loop. A first copy is
          // never on its parent's line (the line's potentials have all been met).
          if (MET_OFF[potential] === stamp) {
            if (CLOSING[potential] !== stamp) continue;
            if (!marked) {
              arena.markLine(p);
              marked = true;
            }
            if (arena.isParent(potential)) continue;
          } else MET_OFF[potential] = stamp;
          pendingOff.push(arena.add(potential, p));
        }
      }
      pendingOn = [];
      length++;
      for (const p of pendingOff) {
        const from = arena.potential[p]! >> 1;
        for (let w = strongStart(from, rules), end = strongEnd(from, rules); w < end; w++) {
          const potential = STRONG[w]!;
          if (COMPONENT[potential] !== home) continue;
          const fresh = MET_ON[potential] !== stamp;
          const closes = length >= 4 && potential === source;
          if (!closes && !fresh) continue;
          const on = arena.add(potential, p);
          if (closes) {
            const removable = cycleEliminations(work, arena.line(on));
            if (removable.length > 0) cycles.push([arena.chainLink(on, places), removable]);
          }
          if (fresh) {
            pendingOn.push(on);
            MET_ON[potential] = stamp;
          }
        }
      }
      pendingOff = [];
    }
    return cycles;
  }

  /**
   * SE's `doForcingChains`: an assumption that forces its own negation. SE keeps one chain per
   * end, and every chain of a walk ends at the source's conjugate, so the walk stops at its first.
   * Its test that a weak link does not lead back to the link's own line is left out: the line's
   * potentials have all been met.
   */
  function forcingChainsFrom(places: Uint16Array, source: number, yChain: boolean, chains: ChainLink[]): void {
    const arena = ARENA;
    const stamp = newWalk();
    const rules = yChain ? 3 : 2;
    let pendingOn: number[] = [];
    let pendingOff: number[] = [];
    const start = arena.add(source, -1);
    if (source & 1) {
      MET_ON[source] = stamp;
      pendingOn.push(start);
    } else {
      MET_OFF[source] = stamp;
      pendingOff.push(start);
    }
    while (pendingOn.length > 0 || pendingOff.length > 0) {
      for (const p of pendingOn) {
        const from = arena.potential[p]! >> 1;
        for (let w = weakStart(from, yChain), end = weakEnd(from); w < end; w++) {
          const potential = WEAK[w]!;
          if (source === (potential | 1)) {
            chains.push(arena.chainLink(arena.add(potential, p), places));
            return;
          }
          if (MET_OFF[potential] === stamp) continue;
          pendingOff.push(arena.add(potential, p));
          MET_OFF[potential] = stamp;
        }
      }
      pendingOn = [];
      for (const p of pendingOff) {
        const from = arena.potential[p]! >> 1;
        for (let w = strongStart(from, rules), end = strongEnd(from, rules); w < end; w++) {
          const potential = STRONG[w]!;
          if (source === (potential & ~1)) {
            chains.push(arena.chainLink(arena.add(potential, p), places));
            return;
          }
          if (MET_ON[potential] === stamp) continue;
          pendingOn.push(arena.add(potential, p));
          MET_ON[potential] = stamp;
        }
      }
      pendingOff = [];
    }
  }

  return { mayMeet, cyclesFrom, forcingChainsFrom };
}

type ChainWalks = ReturnType<typeof createChainWalks>;

/** SE's `getReversedCycle`: the same cycle walked the other way, each potential negated. */
function reversedCycle(start: ChainLink): ChainLink {
  const line: { potential: number; cause: Cause }[] = [];
  for (let p: ChainLink | undefined = start; p; p = p.parents[0]) line.unshift({ potential: p.potential ^ 1, cause: p.cause });
  let previous: ChainLink[] | undefined;
  let first: ChainLink | undefined;
  for (const { potential, cause } of line) {
    const made = link(potential, [], cause);
    if (previous) previous.push(made);
    previous = made.parents;
    first ??= made;
  }
  return first!;
}
