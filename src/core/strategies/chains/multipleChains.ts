/**
 * Sudoku Explainer's multiple forcing chains in the general engine (SE's
 * `getMultipleChainsHintList`): from each cell, the propagations of each value on (and, for
 * dynamic rules, off) give contradictions, double implications, cell chains (every value of
 * the cell forces the same potential) and unit chains (every place of a digit in a house
 * does). The propagations are the rule's `ChainPropagator`'s; the hints are made here, as
 * drafts whose links stay in the arena until the engine keeps them (nestedChaining.ts).
 */
import { lowestBitIndex, popcount } from '../../grid/bits';
import type { DigitIndex } from '../../grid/digit';
import type { ChainReach } from './chainReach';
import type { DraftHint, LinkArena, ReachedSet } from './chainArena';
import { seChainDifficulty } from './chainDifficulty';
import { removableOf, ruleBase, type ChainingRule } from './chainingHint';
import type { ChainPropagator } from './chainingPropagation';
import type { LinkTables } from './links';
import { HOUSE_TABLE, SE_HOUSES } from './potentials';

/** What the static rule's filter reads: the position's link lists and reach sets, and where assumptions' reaches meet. */
export interface StaticReach {
  readonly links: LinkTables;
  readonly reach: ChainReach;
  /** Whether the "on" potentials of a group of assumptions (`candidateOf` each bit of `bits`) reach a common potential. */
  mayMeet(bits: number, candidateOf: (bit: number) => number): boolean;
}

/** SE's `getMultipleChainsHintList` on the position `work` (left as found), with the houses' `places`: every hint, as drafts in `arena`. */
export function multipleChains(
  propagator: ChainPropagator,
  arena: LinkArena,
  statics: StaticReach,
  work: Uint16Array,
  places: Uint16Array,
): DraftHint[] {
  const { rule } = propagator;
  const { multiple, dynamic, nishio } = rule;
  const base = ruleBase(rule);
  const out: DraftHint[] = [];
  const worthOf = (targetLinks: number[]): { complexity: number; difficulty: number } => {
    const complexity = arena.complexityOf(targetLinks, rule.level >= 2);
    return { complexity, difficulty: seChainDifficulty(base, complexity) };
  };
  // A candidate's "on" closure, shared by its cell's search and the house searches that meet it.
  const onClosures = new Map<number, ReachedSet>();
  const closureOn = (candidate: number): ReachedSet => {
    let closure = onClosures.get(candidate);
    if (!closure) {
      closure = arena.newSet();
      closure.add(candidate * 2 + 1, arena.addRoot(candidate * 2 + 1));
      propagator.propagate(work, places, closure);
      onClosures.set(candidate, closure);
    }
    return closure;
  };
  // Each "off" closure is read at once, only its links kept: one set serves them all.
  let offClosure: ReachedSet | undefined;
  // Under plain dynamic rules (no inner techniques) a propagation reaches the same potentials
  // whatever order it takes them in, so an "off" assumption that forces a partner on at once
  // (the other value of a bivalue cell, the other place of a digit in a house) reaches what the
  // partner's "on" reaches, and is absurd only if that is; one that forces nothing reaches only
  // itself. Its own propagation is needed only for double implications, or to be absurd.
  const plainDynamic = dynamic && !nishio && rule.level === 0;
  const offMayConclude = (cell: number, digitIndex: DigitIndex, doDouble: boolean): boolean => {
    const partner = partnerOf(work, places, cell, digitIndex);
    return partner >= 0 && (doDouble || closureOn(partner).isAbsurd);
  };
  // A static propagation visits only what its start reaches over the static links, so a group
  // of assumptions concludes only where their reach sets meet: the other groups are skipped.
  // Static level-0 propagations ask no inner search, so the reach table stays this position's.
  const staticRule = !dynamic && !nishio && rule.level === 0;
  if (staticRule) {
    statics.links.prepareLinks(work);
    statics.reach.computeReach(work, true, true);
  }
  const units = (cell: number, digitIndex: DigitIndex): void =>
    unitChains(propagator, arena, staticRule ? statics : null, work, places, cell, digitIndex, closureOn, out);
  for (let cell = 0; cell < 81; cell++) {
    const bits = work[cell] ?? 0;
    const cardinality = popcount(bits);
    if (!(cardinality > 2 || (cardinality > 1 && dynamic))) continue;
    const withCellChains =
      !nishio &&
      (cardinality === 2 || (multiple && cardinality > 2)) &&
      (!staticRule || statics.mayMeet(bits, (digitIndex) => cell * 9 + digitIndex));
    const valueSets: ReachedSet[] = [];
    for (let rest = bits; rest !== 0; rest &= rest - 1) {
      const digitIndex: DigitIndex = lowestBitIndex(rest);
      const candidate = cell * 9 + digitIndex;
      if (staticRule) {
        // Only cell and unit chains: each asks for the closures it needs.
        units(cell, digitIndex);
        if (withCellChains) valueSets.push(closureOn(candidate));
        continue;
      }
      const on = closureOn(candidate);
      const doDouble = cardinality >= 3 && !nishio && dynamic;
      const doContradiction = dynamic || nishio;
      if (doContradiction && on.isAbsurd) {
        const targetLinks = [on.absurdOn, on.absurdOff];
        out.push({
          shape: 'contradiction',
          rule,
          result: candidate * 2,
          removable: [candidate],
          targetLinks,
          sortKey: 7,
          ...worthOf(targetLinks),
        });
      }
      if ((doContradiction || doDouble) && (!plainDynamic || offMayConclude(cell, digitIndex, doDouble))) {
        const off = (offClosure ??= arena.newSet()).clear();
        off.add(candidate * 2, arena.addRoot(candidate * 2));
        propagator.propagate(work, places, off);
        if (doContradiction && off.isAbsurd) {
          const targetLinks = [off.absurdOn, off.absurdOff];
          const removable = removableOf(work, candidate * 2 + 1);
          if (removable.length > 0)
            out.push({
              shape: 'contradiction',
              rule,
              result: candidate * 2 + 1,
              removable,
              targetLinks,
              sortKey: 7,
              ...worthOf(targetLinks),
            });
        }
        if (doDouble) doubles(arena, on, off, work, rule, worthOf, out);
      }
      if (!nishio) units(cell, digitIndex);
      valueSets.push(on);
    }
    if (!withCellChains) continue;
    for (const ons of [true, false]) {
      for (const target of commonTo(arena, valueSets, ons)) {
        const removable = removableOf(work, target);
        if (removable.length === 0) continue;
        const targetLinks = valueSets.map((set) => set.linkOf[target]!);
        out.push({ shape: 'cell', cell, rule, result: target, removable, targetLinks, sortKey: 5, ...worthOf(targetLinks) });
      }
    }
  }
  return out;
}

/** A candidate that "cell * 9 + digit off" forces on at once (cell rule first), or -1. */
function partnerOf(work: Uint16Array, places: Uint16Array, cell: number, digitIndex: DigitIndex): number {
  const values = work[cell] ?? 0;
  if (popcount(values) === 2) return cell * 9 + lowestBitIndex(values & ~(1 << digitIndex));
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k] ?? -1;
    const mask = places[house * 9 + digitIndex] ?? 0;
    if (popcount(mask) !== 2) continue;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const other = HOUSE_TABLE[house * 9 + lowestBitIndex(rest)] ?? -1;
      if (other !== cell) return other * 9 + digitIndex;
    }
  }
  return -1;
}

/** The double implications of a candidate: what its "on" closure and its "off" closure both reach. */
function doubles(
  arena: LinkArena,
  on: ReachedSet,
  off: ReachedSet,
  work: Uint16Array,
  rule: ChainingRule,
  worthOf: (targetLinks: number[]) => { complexity: number; difficulty: number },
  out: DraftHint[],
): void {
  for (let i = 0; i < on.onCount; i++) {
    const fromOn = on.onLinks[i]!;
    const potential = arena.potentialOf(fromOn);
    const fromOff = off.linkOf[potential]!;
    if (fromOff < 0) continue;
    const removable = removableOf(work, potential);
    const targetLinks = [fromOn, fromOff];
    if (removable.length > 0)
      out.push({ shape: 'double', rule, result: potential, removable, targetLinks, sortKey: 1, ...worthOf(targetLinks) });
  }
  for (let i = 0; i < on.offCount; i++) {
    const fromOn = on.offLinks[i]!;
    const potential = arena.potentialOf(fromOn);
    const fromOff = off.linkOf[potential]!;
    if (fromOff < 0) continue;
    const targetLinks = [fromOn, fromOff];
    out.push({ shape: 'double', rule, result: potential, removable: [potential >> 1], targetLinks, sortKey: 1, ...worthOf(targetLinks) });
  }
}

/** The potentials every set reached, "on" ones (`ons`) or "off" ones, in the first set's order (SE's intersection of LinkedSets). */
function commonTo(arena: LinkArena, sets: readonly ReachedSet[], ons: boolean): number[] {
  const out: number[] = [];
  const first = sets[0];
  if (!first) return out;
  const links = ons ? first.onLinks : first.offLinks;
  const count = ons ? first.onCount : first.offCount;
  reached: for (let i = 0; i < count; i++) {
    const potential = arena.potentialOf(links[i]!);
    for (let j = 1; j < sets.length; j++) if (!sets[j]!.has(potential)) continue reached;
    out.push(potential);
  }
  return out;
}

/**
 * SE's `doRegionChainings`: every place of the digit in a house where `cell` is the first place.
 * `statics`: the static rule's reach filter, none for the others.
 */
function unitChains(
  propagator: ChainPropagator,
  arena: LinkArena,
  statics: StaticReach | null,
  work: Uint16Array,
  places: Uint16Array,
  cell: number,
  digitIndex: DigitIndex,
  closureOn: (candidate: number) => ReachedSet,
  out: DraftHint[],
): void {
  const { rule } = propagator;
  const base = ruleBase(rule);
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k] ?? -1;
    const mask = places[house * 9 + digitIndex] ?? 0;
    const cardinality = popcount(mask);
    if (!(cardinality === 2 || (rule.multiple && cardinality > 2))) continue;
    if (HOUSE_TABLE[house * 9 + lowestBitIndex(mask)] !== cell) continue;
    const placeOf = (index: number): number => HOUSE_TABLE[house * 9 + index] ?? -1;
    if (statics && !statics.mayMeet(mask, (index) => placeOf(index) * 9 + digitIndex)) continue;
    const placeSets: ReachedSet[] = [];
    for (let rest = mask; rest !== 0; rest &= rest - 1) placeSets.push(closureOn(placeOf(lowestBitIndex(rest)) * 9 + digitIndex));
    for (const ons of [true, false]) {
      for (const target of commonTo(arena, placeSets, ons)) {
        const removable = removableOf(work, target);
        if (removable.length === 0) continue;
        const targetLinks = placeSets.map((set) => set.linkOf[target]!);
        const complexity = arena.complexityOf(targetLinks, rule.level >= 2);
        out.push({
          shape: 'unit',
          house,
          rule,
          result: target,
          removable,
          targetLinks,
          sortKey: 6,
          complexity,
          difficulty: seChainDifficulty(base, complexity),
        });
      }
    }
  }
}
