import { describe, expect, it } from 'vitest';
import type { Link } from '../step';
import type { InnerChain, NestedForcingChainStep } from '../strategies/nestedForcing';
import { innerChainAt, innerProofs, isInnerLink, outerChain, outerChainHighlights } from './nestedDrawing';

const on = (from: number, to: number): Link => ({ from, to, strong: true });
const off = (from: number, to: number): Link => ({ from, to, strong: false });

function inner(eliminations: number[]): InnerChain {
  return {
    rule: 'Forcing Chain',
    shape: 'contradiction',
    eliminations,
    branches: [{ assumption: { candidate: eliminations[0]!, on: true }, links: [on(eliminations[0]!, 700)] }],
    complexity: 5,
    inner: [],
  };
}

// A double chain from 10 on and off, both to 60 off. On: 10 → 20 → 30 feeds inner chain 0, which
// proves 40 off (resting on 30 and 31), and 40 → 60; 20 → 25 leads nowhere. Off: 10 → 11 → 20
// → 30 and 40 again, 40 feeds inner chain 1, which proves 50 off, and 50 → 70 → 60.
const STEP: NestedForcingChainStep = {
  kind: 'nestedForcingChain',
  level: 2,
  shape: 'double',
  conclusion: { candidate: 60, on: false },
  branches: [
    { assumption: { candidate: 10, on: true }, links: [off(10, 20), on(20, 30), on(20, 25), off(30, 40), off(31, 40), off(40, 60)] },
    {
      assumption: { candidate: 10, on: false },
      links: [on(10, 11), off(11, 20), on(20, 30), off(30, 40), off(31, 40), off(40, 50), on(50, 70), off(70, 60)],
    },
  ],
  inner: [inner([40, 41]), inner([50, 40])],
  complexity: 30,
  placements: [],
  eliminations: [60],
};

describe('nested step drawing', () => {
  it('knows which inner chain proves a candidate, the first one when two do', () => {
    const proofs = innerProofs(STEP.inner);
    expect([...proofs]).toEqual([
      [40, 0],
      [41, 0],
      [50, 1],
    ]);
  });

  it('counts a link as an inner chain’s when it turns off what an inner chain proves, not when it turns it on', () => {
    const proofs = innerProofs(STEP.inner);
    expect(isInnerLink(off(30, 40), proofs)).toBe(true);
    expect(isInnerLink(on(30, 40), proofs)).toBe(false);
    expect(isInnerLink(off(30, 42), proofs)).toBe(false);
  });

  it('runs the outer chain through each inner result by its first link, each link once, without what leads nowhere', () => {
    const outer = outerChain(STEP);
    expect(outer.links).toEqual([
      off(10, 20),
      on(20, 30),
      off(30, 40),
      off(40, 60),
      on(10, 11),
      off(11, 20),
      off(40, 50),
      on(50, 70),
      off(70, 60),
    ]);
    expect(outer.innerResults).toEqual([40, 50]);
  });

  it('draws the assumptions, the outer chain, the inner results in the second colour and what the step removes', () => {
    const highlights = outerChainHighlights(STEP);
    expect(highlights.links).toEqual(outerChain(STEP).links);
    expect(highlights.accent).toEqual([40, 50]);
    expect(highlights.kept).toEqual([10, 10]);
    expect(highlights.removed).toEqual([60]);
  });

  it('opens, for a cell, the inner chain that proves the marker drawn there, and nothing where no marker is', () => {
    // 40 and 50 (cells 4 and 5) are the markers; 60 (cell 6) is removed by the step itself, 10 (cell 1) assumed.
    expect(innerChainAt(STEP, 4)).toBe(STEP.inner[0]);
    expect(innerChainAt(STEP, 5)).toBe(STEP.inner[1]);
    expect(innerChainAt(STEP, 6)).toBeUndefined();
    expect(innerChainAt(STEP, 1)).toBeUndefined();
  });
});
