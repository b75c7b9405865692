/**
 * Where the nested engine's multiple chains offer their hints: one number per set of removed
 * candidates, the best hint of each kept in SE's order as a sort of every hint would keep it,
 * and reached sets intersected in the first set's order.
 */
import { describe, expect, it } from 'vitest';
import { LinkArena, type DraftHint } from './chainArena';
import { Cause, removableOf, type ChainingRule } from './chainingHint';
import { ClosureGroup, HintOffers, removalKey } from './hintOffers';

const DYNAMIC: ChainingRule = { multiple: true, dynamic: true, nishio: false, level: 0 };
const bitsOf = (...digits: number[]): number => digits.reduce((mask, digit) => mask | (1 << (digit - 1)), 0);

describe('removalKey', () => {
  it('gives one number per set of removed candidates, as removableOf lists them', () => {
    const work = new Uint16Array(81);
    work[0] = bitsOf(1, 2);
    work[1] = bitsOf(1, 2, 3);
    work[2] = bitsOf(4);
    const potentials = [0, 1, 2, 3, 9, 10, 11, 12, 13, 18, 19, 21, 22, 23, 42, 43];
    const byRemoval = new Map<string, number>();
    for (const potential of potentials) {
      const removable = removableOf(work, potential).join(',');
      const key = removalKey(work, potential);
      if (removable === '') expect(key).toBe(-1);
      else if (byRemoval.has(removable)) expect(key).toBe(byRemoval.get(removable));
      else {
        expect([...byRemoval.values()]).not.toContain(key);
        byRemoval.set(removable, key);
      }
    }
    // "r1c1 is 1" removes 2 from r1c1, as "2 r1c1 off" does.
    expect(removalKey(work, 1)).toBe(removalKey(work, 2));
  });
});

/** A chain of `length` links in `arena` from a root, ending at `potential`. */
function chainTo(arena: LinkArena, potential: number, length: number): number {
  let id = arena.addRoot(700);
  for (let i = 1; i < length - 1; i++) id = arena.addChild(600 + i * 2, Cause.Row, id);
  return arena.addChild(potential, Cause.Row, id);
}

/** Offers a one-branch hint ending at `end` (removal `key`), as the search does; whether it was kept. */
function offer(offers: HintOffers, key: number, sortKey: number, end: number, label: string): boolean {
  offers.targets[0] = end;
  const complexity = offers.complexityIfBest(key, sortKey, 1);
  if (complexity < 0) return false;
  const draft = {
    shape: 'double',
    rule: DYNAMIC,
    result: label.length,
    removable: [key],
    targetLinks: offers.targetLinks(1),
    sortKey,
    complexity,
    difficulty: offers.difficultyOf(complexity),
    label,
  } as DraftHint;
  offers.keep(key, draft);
  return true;
}

describe('HintOffers', () => {
  it('keeps the best hint of each removal, sorted as a stable sort of every hint would rank them', () => {
    const arena = new LinkArena();
    arena.open();
    const offers = new HintOffers(arena, DYNAMIC).clear();
    expect(offer(offers, 5, 1, chainTo(arena, 10, 6), 'five, 6 links')).toBe(true);
    expect(offer(offers, 7, 1, chainTo(arena, 12, 4), 'seven, 4 links')).toBe(true);
    // Longer, or as long and of the same kind but found later: no better.
    expect(offer(offers, 5, 1, chainTo(arena, 14, 7), 'five, 7 links')).toBe(false);
    expect(offer(offers, 5, 1, chainTo(arena, 16, 6), 'five, 6 links again')).toBe(false);
    // As long but of an earlier kind, or shorter: better.
    expect(offer(offers, 7, 0, chainTo(arena, 18, 4), 'seven, 4 links, kind 0')).toBe(true);
    expect(offer(offers, 5, 1, chainTo(arena, 20, 5), 'five, 5 links')).toBe(true);
    expect(offer(offers, 9, 1, chainTo(arena, 22, 4), 'nine, 4 links')).toBe(true);
    const labels = offers.sorted().map((draft) => (draft as unknown as { label: string }).label);
    expect(labels).toEqual(['seven, 4 links, kind 0', 'nine, 4 links', 'five, 5 links']);
    // Cleared, it starts afresh.
    offers.clear();
    expect(offer(offers, 5, 1, chainTo(arena, 24, 9), 'five, 9 links')).toBe(true);
    arena.close();
  });

  it("intersects reached sets in the first set's order", () => {
    const arena = new LinkArena();
    arena.open();
    const offers = new HintOffers(arena, DYNAMIC).clear();
    const first = arena.newSet();
    const second = arena.newSet();
    // Added out of potential order.
    for (const potential of [901, 3, 200, 65, 64, 1401]) first.add(potential, arena.addRoot(potential));
    for (const potential of [64, 3, 65, 1401, 201, 901]) second.add(potential, arena.addRoot(potential));
    const group = new ClosureGroup();
    group.add(first);
    group.add(second);
    const ons = offers.commonTo(group, true);
    expect([...offers.common.subarray(0, ons)]).toEqual([901, 3, 65, 1401]);
    const offs = offers.commonTo(group, false);
    expect([...offers.common.subarray(0, offs)]).toEqual([64]);
    // Refilled with one set, the group is that set alone: the set left behind it takes no part.
    group.clear();
    group.add(second);
    expect([...offers.common.subarray(0, offers.commonTo(group, true))]).toEqual([3, 65, 1401, 201, 901]);
    arena.close();
  });
});
