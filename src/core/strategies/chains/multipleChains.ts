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
import { FORCING_SORT_KEYS } from './chainDifficulty';
import type { ChainReach } from './chainReach';
import type { DraftHint, LinkArena, ReachedSet } from './chainArena';
import { removableOf } from './chainingHint';
import type { ChainPropagator } from './chainingPropagation';
import { removalKey, type ClosureGroup, type HintOffers } from './hintOffers';
import type { LinkTables } from './links';
import { forcedPartnerOf } from './forcedPartner';
import { HOUSE_TABLE, SE_HOUSES } from './potentials';

/** What the static rule's filter reads: the position's link lists and reach sets, and where assumptions' reaches meet. */
export interface StaticReach {
  readonly links: LinkTables;
  readonly reach: ChainReach;
  /** Whether the values `bits` of `cell`, each assumed on, reach a common potential (in the reach sets made last). */
  valuesMayMeet(cell: number, bits: number): boolean;
  /** Whether the places `mask` of the digit in `house`, each assumed on, reach a common potential. */
  placesMayMeet(house: number, digitIndex: DigitIndex, mask: number): boolean;
}

/**
 * SE's `getMultipleChainsHintList` on the position `work` (left as found), with the houses'
 * `places`: the best hint of each removal, SE-sorted, as drafts in `arena`. `offers` is the
 * rule's own, cleared here.
 */
export function multipleChains(
  propagator: ChainPropagator,
  arena: LinkArena,
  statics: StaticReach,
  work: Uint16Array,
  places: Uint16Array,
  offers: HintOffers,
): DraftHint[] {
  const { rule } = propagator;
  const { multiple, dynamic, nishio } = rule;
  const { targets } = offers.clear();
  // A candidate's "on" closure, shared by its cell's search and the house searches that meet it.
  const closureOn = (candidate: number): ReachedSet => {
    let closure = offers.closureOf(candidate);
    if (!closure) {
      closure = arena.newSet();
      closure.add(candidate * 2 + 1, arena.addRoot(candidate * 2 + 1));
      propagator.propagate(work, places, closure);
      offers.setClosure(candidate, closure);
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
    const partner = forcedPartnerOf(work, places, cell, digitIndex, true);
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
    unitChains(propagator, offers, staticRule ? statics : null, work, places, cell, digitIndex, closureOn);
  for (let cell = 0; cell < 81; cell++) {
    const bits = work[cell] ?? 0;
    const cardinality = popcount(bits);
    if (!(cardinality > 2 || (cardinality > 1 && dynamic))) continue;
    const withCellChains =
      !nishio && (cardinality === 2 || (multiple && cardinality > 2)) && (!staticRule || statics.valuesMayMeet(cell, bits));
    const { values } = offers;
    values.clear();
    for (let rest = bits; rest !== 0; rest &= rest - 1) {
      const digitIndex: DigitIndex = lowestBitIndex(rest);
      const candidate = cell * 9 + digitIndex;
      if (staticRule) {
        // Only cell and unit chains: each asks for the closures it needs.
        units(cell, digitIndex);
        if (withCellChains) values.add(closureOn(candidate));
        continue;
      }
      const on = closureOn(candidate);
      const doDouble = cardinality >= 3 && !nishio && dynamic;
      const doContradiction = dynamic || nishio;
      if (doContradiction && on.isAbsurd) {
        // Removes the candidate itself: the key of its "off".
        targets[0] = on.absurdOn;
        targets[1] = on.absurdOff;
        offerTwoChains(offers, work, candidate, 'contradiction', candidate * 2);
      }
      if ((doContradiction || doDouble) && (!plainDynamic || offMayConclude(cell, digitIndex, doDouble))) {
        const off = (offClosure ??= arena.newSet()).clear();
        off.add(candidate * 2, arena.addRoot(candidate * 2));
        propagator.propagate(work, places, off);
        const key = removalKey(work, candidate * 2 + 1);
        if (doContradiction && off.isAbsurd && key >= 0) {
          targets[0] = off.absurdOn;
          targets[1] = off.absurdOff;
          offerTwoChains(offers, work, key, 'contradiction', candidate * 2 + 1);
        }
        if (doDouble) doubles(offers, on, off, work);
      }
      if (!nishio) units(cell, digitIndex);
      values.add(on);
    }
    if (withCellChains) offerCommonConclusions(offers, work, values, 'cell', cell);
  }
  return offers.sorted();
}

/** The double implications of a candidate: what its "on" closure and its "off" closure both reach. */
function doubles(offers: HintOffers, on: ReachedSet, off: ReachedSet, work: Uint16Array): void {
  const { targets } = offers;
  for (const ons of [true, false]) {
    const links = ons ? on.onLinks : on.offLinks;
    const count = ons ? on.onCount : on.offCount;
    for (let i = 0; i < count; i++) {
      const fromOn = links[i]!;
      const potential = offers.potentialOf(fromOn);
      const fromOff = off.linkOf[potential]!;
      if (fromOff < 0) continue;
      const key = removalKey(work, potential);
      if (key < 0) continue;
      targets[0] = fromOn;
      targets[1] = fromOff;
      offerTwoChains(offers, work, key, 'double', potential);
    }
  }
}

/**
 * Offers the hint of the two chains that end at `targets[0]` and `targets[1]` (the caller sets
 * them) and conclude `result`, when it beats the best kept for `key`.
 */
function offerTwoChains(offers: HintOffers, work: Uint16Array, key: number, shape: 'contradiction' | 'double', result: number): void {
  const sortKey = FORCING_SORT_KEYS[shape];
  const complexity = offers.complexityIfBest(key, sortKey, 2);
  if (complexity < 0) return;
  offers.keep(key, {
    shape,
    rule: offers.rule,
    result,
    removable: removableOf(work, result),
    targetLinks: offers.targetLinks(2),
    sortKey,
    complexity,
    difficulty: offers.difficultyOf(complexity),
  });
}

/**
 * SE's `doRegionChainings`: every place of the digit in a house where `cell` is the first place.
 * `statics`: the static rule's reach filter, none for the others.
 */
function unitChains(
  propagator: ChainPropagator,
  offers: HintOffers,
  statics: StaticReach | null,
  work: Uint16Array,
  places: Uint16Array,
  cell: number,
  digitIndex: DigitIndex,
  closureOn: (candidate: number) => ReachedSet,
): void {
  const { rule } = propagator;
  for (let k = 0; k < 3; k++) {
    const house = SE_HOUSES[cell * 3 + k] ?? -1;
    const mask = places[house * 9 + digitIndex] ?? 0;
    const cardinality = popcount(mask);
    if (!(cardinality === 2 || (rule.multiple && cardinality > 2))) continue;
    if (HOUSE_TABLE[house * 9 + lowestBitIndex(mask)] !== cell) continue;
    if (statics && !statics.placesMayMeet(house, digitIndex, mask)) continue;
    const group = offers.places;
    group.clear();
    for (let rest = mask; rest !== 0; rest &= rest - 1)
      group.add(closureOn(HOUSE_TABLE[house * 9 + lowestBitIndex(rest)]! * 9 + digitIndex));
    offerCommonConclusions(offers, work, group, 'unit', house);
  }
}

/** What a group of closures starts from: the values of a cell, or the places of a digit in a house. */
type GroupOrigin = { readonly shape: 'cell'; readonly cell: number } | { readonly shape: 'unit'; readonly house: number };

/**
 * SE's cell and unit chains of one group of closures (one per value of the cell or place
 * of the digit, `at` the cell or house): every potential they all reach, "on" then "off",
 * removes what it contradicts. The group's origin is made only for a hint kept: most groups
 * conclude nothing new, and a nested search makes millions of them.
 */
function offerCommonConclusions(offers: HintOffers, work: Uint16Array, group: ClosureGroup, shape: GroupOrigin['shape'], at: number): void {
  const { targets, common, rule } = offers;
  const sortKey = FORCING_SORT_KEYS[shape];
  for (let pass = 0; pass < 2; pass++) {
    const count = offers.commonTo(group, pass === 0);
    for (let c = 0; c < count; c++) {
      const target = common[c]!;
      const key = removalKey(work, target);
      if (key < 0) continue;
      for (let i = 0; i < group.count; i++) targets[i] = group.sets[i]!.linkOf[target]!;
      const complexity = offers.complexityIfBest(key, sortKey, group.count);
      if (complexity < 0) continue;
      const origin: GroupOrigin = shape === 'cell' ? { shape, cell: at } : { shape, house: at };
      offers.keep(key, {
        ...origin,
        rule,
        result: target,
        removable: removableOf(work, target),
        targetLinks: offers.targetLinks(group.count),
        sortKey,
        complexity,
        difficulty: offers.difficultyOf(complexity),
      });
    }
  }
}
