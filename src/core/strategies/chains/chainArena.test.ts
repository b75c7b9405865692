/**
 * The nested engine's link arena and the compact graphs its kept hints hold: hand-built links
 * walk as SE's `getChain` walks `ChainLink`s, and on real positions every hint's compact
 * chains, complexity and `ChainLink` trees say the same as the trees themselves.
 */
import { describe, expect, it } from 'vitest';
import { Grid } from '../../grid/grid';
import { asPuzzle } from '../../grid/puzzle';
import { LinkArena, ReachedSet } from './chainArena';
import { marksOf } from './chainsAndCycles';
import { branchChains, branchesCount, Cause, chainOf, ruleBase, worth, type ChainingHint, type ChainingRule } from './chainingHint';
import { ChainWork } from './chainWork';

const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';

describe('ReachedSet', () => {
  it('keeps on and off potentials in the order added, and forgets them when cleared', () => {
    const set = new ReachedSet();
    set.add(11, 0);
    set.add(20, 1);
    set.add(13, 2);
    expect([set.onCount, set.offCount]).toEqual([2, 1]);
    expect([...set.onLinks.subarray(0, set.onCount)]).toEqual([0, 2]);
    expect(set.has(20) && !set.has(21)).toBe(true);
    set.clear();
    expect([set.has(11), set.has(20), set.has(13), set.onCount, set.offCount, set.isAbsurd]).toEqual([false, false, false, 0, 0, false]);
  });
});

describe('LinkArena', () => {
  it("counts a chain's distinct potentials breadth first, by the first link met of each", () => {
    const arena = new LinkArena();
    arena.open();
    const root = arena.addRoot(1);
    const left = arena.addChild(4, Cause.Row, root);
    // The same potential reached twice: only the first link met of it is walked further.
    const again = arena.addChild(4, Cause.Column, arena.addChild(6, Cause.Box, root));
    const start = arena.parentMark;
    arena.pushParent(left);
    arena.pushParent(again);
    const target = arena.add(9, Cause.Cell, start);
    expect(arena.chainLength(target)).toBe(3);
    expect([...arena.chainLinks.subarray(0, 3)].map((id) => arena.potentialOf(id))).toEqual([9, 4, 1]);
    expect(arena.complexityOf([target, left], false)).toBe(3 + 2);
    arena.close();
  });

  it('forgets the links of a closed frame and hands back its sets', () => {
    const arena = new LinkArena();
    arena.open();
    const kept = arena.addRoot(3);
    arena.open();
    const set = arena.newSet();
    set.add(5, arena.addRoot(5));
    arena.close();
    expect(arena.addRoot(7)).toBe(kept + 1);
    expect(arena.newSet()).toBe(set);
    expect(set.has(5)).toBe(false);
    arena.close();
  });

  it('keeps a hint whose ChainLink trees are the links as made', () => {
    const arena = new LinkArena();
    arena.open();
    const root = arena.addRoot(21);
    const off = arena.addChild(40, Cause.Box, root);
    const on = arena.addChild(41, Cause.Advanced, off);
    const rule: ChainingRule = { multiple: true, dynamic: true, nishio: false, level: 0 };
    const hint = arena.keep({
      shape: 'contradiction',
      rule,
      result: 20,
      removable: [10],
      targetLinks: [on, off],
      sortKey: 7,
      complexity: 5,
      difficulty: 9,
    });
    arena.close();
    expect(hint.targets.map((target) => chainOf(target).map((p) => [p.potential, p.cause]))).toEqual([
      [
        [41, Cause.Advanced],
        [40, Cause.Box],
        [21, Cause.None],
      ],
      [
        [40, Cause.Box],
        [21, Cause.None],
      ],
    ]);
    expect(branchChains(hint).map((chain) => Array.from(chain.potentials))).toEqual([
      [41, 40, 21],
      [40, 21],
    ]);
  });
});

/** The chains of `hint` walked from its `ChainLink` trees rather than its compact graph. */
const chainsFromTrees = (hint: ChainingHint): number[][] =>
  branchChains({ ...hint, compact: undefined }).map((chain) => [...Array.from(chain.potentials), ...Array.from(chain.causes)]);

describe('kept hints on a real position', () => {
  const marks = marksOf(Grid.fromPuzzle(asPuzzle(AI_ESCARGOT)));
  const rules: ChainingRule[] = [
    { multiple: true, dynamic: true, nishio: false, level: 0 },
    { multiple: true, dynamic: true, nishio: false, level: 2 },
  ];
  it.each(rules)('agree with their ChainLink trees (level $level)', (rule) => {
    const hints = new ChainWork().nested.of(rule).hints(marks);
    expect(hints.length).toBeGreaterThan(0);
    // At level 2 the branches rest on inner chains: their links carry them.
    const restsOnInner = hints.some((hint) => hint.targets.some((target) => chainOf(target).some((p) => p.nested)));
    expect(restsOnInner).toBe(rule.level >= 2);
    for (const hint of hints) {
      expect(hint.compact).toBeDefined();
      expect(branchChains(hint).map((chain) => [...Array.from(chain.potentials), ...Array.from(chain.causes)])).toEqual(
        chainsFromTrees(hint),
      );
      expect(worth(rule, hint.targets, branchesCount(hint.targets), ruleBase(rule)).complexity).toBe(hint.complexity);
    }
  });
});
