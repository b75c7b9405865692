/**
 * The propagation of Sudoku Explainer's general chaining engine (SE's `doChaining`): from a
 * set of assumptions, "on" strikes its cell-mates and peers, "off" turns on the last value of a
 * cell or the last place of a digit in a house, until nothing follows or a candidate is forced
 * both ways. Dynamic rules strike each "off" from a working copy of the position as the chain
 * goes; whenever the propagation stalls, rules of level 1 and up ask the simple techniques
 * (advanced.ts), and nested levels whole chain searches of a lower level, what they find in the
 * position reached, and let their eliminations join the chain.
 *
 * Unlike the fast propagation (propagation.ts), this one makes links that a nested chain's
 * hints keep, inner chains included: in the search's arena (chainArena.ts), as numbers, made
 * `ChainLink` records only for the hints the search keeps.
 */
import { lowestBitIndex, popcount } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import { advancedInferences, type AdvancedInference } from './advanced';
import type { LinkArena, ReachedSet } from './chainArena';
import { branchChains, Cause, houseCause, type ChainingHint, type ChainingRule, type HintSource } from './chainingHint';
import { PEER_SKIP, PLACE_BIT, PLACES_AT } from './links';
import { HOUSE_TABLE, POTENTIAL_COUNT, SE_HOUSES } from './potentials';
import { StampedMarks } from './stampedMarks';

/** The k-th house (box, row, column) of `cell`, in SE's order. */
const houseOf = (cell: number, k: number): number => SE_HOUSES[cell * 3 + k] ?? -1;
/** The i-th cell of `house` in reading order. */
const cellOf = (house: number, i: number): number => HOUSE_TABLE[house * 9 + i] ?? -1;

/** The house of `cell` a region cause names. */
function causeHouse(cell: number, cause: Cause): number {
  return houseOf(cell, cause === Cause.Box ? 0 : cause === Cause.Row ? 1 : 2);
}

/** The digit's other place in the house when it has two places there (one of them `cell`), else -1. */
export function otherPlace(places: Uint16Array, house: number, digitIndex: DigitIndex, cell: number): number {
  const now = places[house * 9 + digitIndex] ?? 0;
  if (popcount(now) !== 2) return -1;
  let index = lowestBitIndex(now);
  if (cellOf(house, index) === cell) index = lowestBitIndex(now & ~(1 << index));
  return cellOf(house, index);
}

/** A potential already reached and not contradicted is left out: the propagation would drop it anyway. */
function wanted(linkOf: Int32Array, potential: number): boolean {
  return linkOf[potential]! < 0 || linkOf[potential & ~1]! >= 0;
}

/** The link of `potential` in `reached`; SE fails the same way when it is missing. */
function linkIn(reached: ReachedSet, potential: number): number {
  const id = reached.linkOf[potential]!;
  if (id < 0) throw new Error('a struck candidate has no potential in the chain');
  return id;
}

/**
 * "p off": the other value of a bivalue cell (with cell rules), the other place of a digit
 * with two places in a house, as new links in `arena` written to `made`; returns how many.
 * With a `source` position (dynamic chains), the candidates struck since then that the
 * inference needs join its parents.
 */
function offToOn(
  arena: LinkArena,
  work: Uint16Array,
  places: Uint16Array,
  p: number,
  source: Uint16Array,
  sourcePlaces: Uint16Array,
  reached: ReachedSet,
  cellRules: boolean,
  made: Int32Array,
): number {
  const { linkOf } = reached;
  const candidate = arena.potentialOf(p) >> 1;
  const cell = (candidate / 9) | 0;
  const digitIndex: DigitIndex = candidate - cell * 9;
  const values = work[cell]!;
  let count = 0;
  if (cellRules && popcount(values) === 2) {
    const potential = (cell * 9 + lowestBitIndex(values & ~(1 << digitIndex))) * 2 + 1;
    if (wanted(linkOf, potential)) {
      const parents = arena.parentMark;
      arena.pushParent(p);
      for (let lost = source[cell]! & ~values; lost !== 0; lost &= lost - 1)
        arena.pushParent(linkIn(reached, (cell * 9 + lowestBitIndex(lost)) * 2));
      made[count++] = arena.add(potential, Cause.Cell, parents);
    }
  }
  houses: for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k]!;
    const now = places[house * 9 + digitIndex]!;
    if (popcount(now) !== 2) continue;
    // The other place (the lower one should the cell not be among the two, as SE's search takes it).
    const potential = (HOUSE_TABLE[house * 9 + lowestBitIndex(now & ~PLACE_BIT[cell * 3 + k]!)]! * 9 + digitIndex) * 2 + 1;
    if (!wanted(linkOf, potential)) continue;
    for (let i = 0; i < count; i++) if (arena.potentialOf(made[i]!) === potential) continue houses;
    const parents = arena.parentMark;
    arena.pushParent(p);
    for (let lost = sourcePlaces[house * 9 + digitIndex]! & ~now; lost !== 0; lost &= lost - 1)
      arena.pushParent(linkIn(reached, (HOUSE_TABLE[house * 9 + lowestBitIndex(lost)]! * 9 + digitIndex) * 2));
    made[count++] = arena.add(potential, houseCause(house), parents);
  }
  return count;
}

/**
 * The candidates the assumption struck (present in `source`, gone from `current`) that an
 * inner chain's inferences rest on: SE's `getRuleParents` — the other values of each cell
 * an "on" inference found bivalue, the other places of each house it found with two. Its
 * list and marks are reused: a nested search asks at every stall, for every inner hint.
 */
class RuleParents {
  /** The "off" potentials found by the last `find`, each once, in SE's order. */
  readonly found = new Int32Array(POTENTIAL_COUNT / 2);
  /** The candidates the `find` under way took. */
  private readonly taken = new StampedMarks(POTENTIAL_COUNT / 2);
  private stamp = 0;
  private count = 0;

  /** Finds the parents of `inner`'s eliminations into `found`; returns how many. */
  find(inner: ChainingHint, source: Uint16Array, current: Uint16Array): number {
    this.count = 0;
    this.stamp = this.taken.fresh();
    // An assumption of a cell or unit chain stands for its cell or house.
    const startCause = inner.shape === 'cell' ? Cause.Cell : inner.shape === 'unit' ? houseCause(inner.house) : Cause.None;
    for (const { potentials, causes } of branchChains(inner)) {
      for (let i = 0; i < potentials.length; i++) {
        const potential = potentials[i]!;
        const cause: Cause = causes[i] === Cause.None ? startCause : causes[i]!;
        if ((potential & 1) === 0 || cause === Cause.None) continue;
        const candidate = potential >> 1;
        const cell = (candidate / 9) | 0;
        const digitIndex: DigitIndex = candidate - cell * 9;
        if (cause === Cause.Cell) {
          for (let lost = (source[cell] ?? 0) & ~(current[cell] ?? 0); lost !== 0; lost &= lost - 1)
            this.take(cell * 9 + lowestBitIndex(lost));
        } else {
          const house = causeHouse(cell, cause);
          for (let j = 0; j < 9; j++) {
            const other = cellOf(house, j);
            if ((source[other] ?? 0) & ~(current[other] ?? 0) & (1 << digitIndex)) this.take(other * 9 + digitIndex);
          }
        }
      }
    }
    return this.count;
  }

  private take(candidate: number): void {
    const { stamps } = this.taken;
    if (stamps[candidate] === this.stamp) return;
    stamps[candidate] = this.stamp;
    this.found[this.count++] = candidate * 2;
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

/** The propagation of one rule, asking `engineOf` for the inner rules' hints at a stall. */
export class ChainPropagator {
  /** What `advancedInferences` found last, read before it is asked again. */
  private readonly advancedFound: AdvancedInference[] = [];
  /** The links `advanced` made last, read before it is asked again. */
  private readonly advancedLinks: number[] = [];
  /** The links `offToOn` made last (at most a cell's and three houses'). */
  private readonly made = new Int32Array(4);
  /** The position and places a propagation started from, restored when it ends. */
  private readonly source = new Uint16Array(81);
  private readonly sourcePlaces = new Uint16Array(27 * 9);
  /** Per house, the digits whose places the propagation changed (`advanced`). */
  private readonly struck = new Uint16Array(27);
  private readonly ruleParents = new RuleParents();
  /** The engines of the inner rules, asked in order at each stall (made at the first). */
  private innerEngines: HintSource[] | undefined;
  /**
   * Whether a propagation of this rule is under way. The scratch above is the propagator's
   * own, which is sound because inner searches run only lower rules, never this one.
   */
  private busy = false;

  constructor(
    readonly rule: ChainingRule,
    private readonly arena: LinkArena,
    private readonly engineOf: (rule: ChainingRule) => HintSource,
  ) {}

  /**
   * SE's `doChaining`: extends `reached` (its assumptions added) with all that follows, its
   * links made in the arena; whether the assumptions are absurd, with the pair of links (on,
   * off) of the candidate forced both ways left in `reached`. `work` is struck as the chain
   * goes (dynamic rules) and restored before returning.
   */
  propagate(work: Uint16Array, places: Uint16Array, reached: ReachedSet): boolean {
    const { dynamic, nishio, level } = this.rule;
    const { arena, made } = this;
    const { linkOf, onLinks, offLinks } = reached;
    if (this.busy) throw new Error('a chaining rule asked itself for inner hints');
    this.busy = true;
    const { source, sourcePlaces } = this;
    source.set(work);
    sourcePlaces.set(places);
    // The links added to `reached` are its queues: each is processed once, in the order added.
    let onHead = 0;
    let offHead = 0;
    try {
      while (onHead < reached.onCount || offHead < reached.offCount) {
        if (onHead < reached.onCount) {
          // "p on": its cell's other values (with cell rules) and its digit's other places in box, row,
          // column, each once, each made a link only when the chain keeps it.
          const p = onLinks[onHead++]!;
          const candidate = arena.potentialOf(p) >> 1;
          const cell = (candidate / 9) | 0;
          const digitIndex: DigitIndex = candidate - cell * 9;
          if (!nishio) {
            for (let rest = (work[cell] ?? 0) & ~(1 << digitIndex); rest !== 0; rest &= rest - 1) {
              const struck = (cell * 9 + lowestBitIndex(rest)) * 2;
              const on = linkOf[struck | 1]!;
              if (on >= 0) return this.absurd(reached, on, arena.addChild(struck, Cause.Cell, p));
              if (linkOf[struck]! >= 0) continue;
              reached.add(struck, arena.addChild(struck, Cause.Cell, p));
            }
          }
          // The peers holding the digit, in SE_PEERS order: box, then the rest of the row, then of the column.
          for (let k = 0; k < 3; k++) {
            const house = SE_HOUSES[cell * 3 + k]!;
            const cause: Cause = k === 0 ? Cause.Box : k === 1 ? Cause.Row : Cause.Column;
            for (let rest = places[house * 9 + digitIndex]! & ~PEER_SKIP[cell * 3 + k]!; rest !== 0; rest &= rest - 1) {
              const struck = (HOUSE_TABLE[house * 9 + lowestBitIndex(rest)]! * 9 + digitIndex) * 2;
              const on = linkOf[struck | 1]!;
              if (on >= 0) return this.absurd(reached, on, arena.addChild(struck, cause, p));
              if (linkOf[struck]! >= 0) continue;
              reached.add(struck, arena.addChild(struck, cause, p));
            }
          }
        } else {
          const q = offLinks[offHead++]!;
          const count = offToOn(arena, work, places, q, source, sourcePlaces, reached, !nishio, made);
          if (dynamic) {
            const candidate = arena.potentialOf(q) >> 1;
            const cell = (candidate / 9) | 0;
            const digitIndex: DigitIndex = candidate - cell * 9;
            work[cell] = (work[cell] ?? 0) & ~(1 << digitIndex);
            const at = cell * 3;
            places[PLACES_AT[at]! + digitIndex]! &= ~PLACE_BIT[at]!;
            places[PLACES_AT[at + 1]! + digitIndex]! &= ~PLACE_BIT[at + 1]!;
            places[PLACES_AT[at + 2]! + digitIndex]! &= ~PLACE_BIT[at + 2]!;
          }
          for (let i = 0; i < count; i++) {
            const on = made[i]!;
            const potential = arena.potentialOf(on);
            const off = linkOf[potential & ~1]!;
            if (off >= 0) return this.absurd(reached, on, off);
            if (linkOf[potential]! < 0) reached.add(potential, on);
          }
        }
        if (onHead === reached.onCount && offHead === reached.offCount && level > 0) {
          for (const off of this.advanced(work, places, source, sourcePlaces, reached)) {
            const potential = arena.potentialOf(off);
            if (linkOf[potential]! < 0) reached.add(potential, off);
          }
        }
      }
      return false;
    } finally {
      work.set(source);
      places.set(sourcePlaces);
      this.busy = false;
    }
  }

  /** Records the candidate forced both ways (its on and off links): the assumptions are absurd. */
  private absurd(reached: ReachedSet, on: number, off: number): boolean {
    reached.absurdOn = on;
    reached.absurdOff = off;
    return true;
  }

  /** SE's `getAdvancedPotentials`: what the first technique that finds anything in the reached position adds. */
  private advanced(work: Uint16Array, now: Uint16Array, source: Uint16Array, before: Uint16Array, reached: ReachedSet): number[] {
    const { arena } = this;
    const out = this.advancedLinks;
    out.length = 0;
    const { struck } = this;
    for (let house = 0; house < 27; house++) {
      let digits = 0;
      for (let digitIndex = 0; digitIndex < 9; digitIndex++)
        if (now[house * 9 + digitIndex] !== before[house * 9 + digitIndex]) digits |= 1 << digitIndex;
      struck[house] = digits;
    }
    for (const { eliminations, parents } of advancedInferences(work, source, now, before, struck, this.advancedFound)) {
      const start = arena.parentMark;
      for (const potential of parents) arena.pushParent(linkIn(reached, potential));
      for (const candidate of eliminations) out.push(arena.add(candidate * 2, Cause.Advanced, start));
    }
    for (const engine of (this.innerEngines ??= innerRules(this.rule.level).map(this.engineOf))) {
      if (out.length > 0) break;
      for (const inner of engine.hints(work)) {
        const { ruleParents } = this;
        const count = ruleParents.find(inner, source, work);
        if (count === 0) continue;
        const start = arena.parentMark;
        for (let i = 0; i < count; i++) arena.pushParent(linkIn(reached, ruleParents.found[i]!));
        for (const candidate of inner.removable) out.push(arena.add(candidate * 2, Cause.Advanced, start, inner));
      }
    }
    return out;
  }
}
