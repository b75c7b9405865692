/**
 * HoDoKu's XY-chains on hand-built positions: every other cell keeps all nine candidates, so
 * the only bivalue cells, and so the only links, are the ones named.
 */
import { describe, expect, it } from 'vitest';
import { candidateAt, candidatesOf, gridOf } from '../../../tests/support/positions';
import { hodokuXyChains } from './hodokuChains';

const node = (name: string, digit: number, on: boolean) => ({ candidate: candidateAt(name, digit), on });

describe("HoDoKu's XY-chains", () => {
  it('walks from the first bivalue cell, its start digit off, and removes it where both ends are seen', () => {
    // r1c1 {1,2} – r1c5 {2,3} – r5c5 {3,1}: 1 is in r1c1 or in r5c5, so r5c1, which sees both, loses it.
    const chains = hodokuXyChains(gridOf({ r1c1: '12', r1c5: '23', r5c5: '13' }));
    // The same chain walked back from r5c5 removes the same candidate and is no shorter: it is not kept.
    expect(chains).toEqual([
      {
        kind: 'chain',
        mode: 'yChain',
        loop: false,
        nodes: [
          node('r1c1', 1, false),
          node('r1c1', 2, true),
          node('r1c5', 2, false),
          node('r1c5', 3, true),
          node('r5c5', 3, false),
          node('r5c5', 1, true),
        ],
        complexity: 6,
        placements: [],
        eliminations: candidatesOf(1, 'r5c1'),
      },
    ]);
  });

  it('keeps the shorter of two chains removing the same candidates, where the first one met was', () => {
    // From r1c1 {1,2}: r1c5 {2,3} – r5c5 {3,1} reaches 1 in r5c5 in three cells; the long way round
    // through r1c7 {2,4}, r3c8 {4,5}, r5c8 {5,3} and r5c5 comes to the same end. The walk tries
    // r1c5 first, so the short chain is met first and the long one never takes its place.
    const chains = hodokuXyChains(gridOf({ r1c1: '12', r1c5: '23', r5c5: '13', r1c7: '24', r3c8: '45', r5c8: '35' }));
    const toR5c1 = chains.filter((chain) => chain.eliminations.join() === candidatesOf(1, 'r5c1').join());
    expect(toR5c1).toHaveLength(1);
    expect(toR5c1[0]!.nodes).toHaveLength(6);
    // Every chain alternates off and on, two nodes a cell, and ends on its start digit.
    for (const chain of chains) {
      expect(chain.nodes.map((n) => n.on)).toEqual(chain.nodes.map((_, i) => i % 2 === 1));
      expect(chain.nodes.at(-1)!.candidate % 9).toBe(chain.nodes[0]!.candidate % 9);
    }
  });

  it('finds nothing where no chain ends see a common candidate', () => {
    expect(hodokuXyChains(gridOf({ r1c1: '12', r9c9: '12' }))).toEqual([]);
  });
});
