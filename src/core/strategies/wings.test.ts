/**
 * Wings on hand-built positions: every other cell keeps all nine candidates, so the pattern
 * named is the only one there, and the cells losing a digit can be counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { candidatesOf, cellOf, cellsOf, confine, gridOf, valuesOf } from '../../../tests/support/positions';
import type { Grid } from '../grid/grid';
import type { TechniqueId } from '../techniques';
import { findStrategy } from './registry';
import { allSteps } from './strategy';

const steps = (id: TechniqueId, grid: Grid) => allSteps(findStrategy(id)!, grid);

describe('XY-wing', () => {
  it('removes z only from the cells that see both pincers', () => {
    // Pivot r5c5 {1,2}; pincers r5c1 {1,3} (row 5) and r1c5 {2,3} (column 5). Only r1c1 sees both.
    const found = steps('xy-wing', gridOf({ r5c5: '12', r5c1: '13', r1c5: '23' }));
    expect(found).toEqual([
      {
        kind: 'wing',
        variant: 'xy',
        pivot: cellOf('r5c5'),
        pincers: cellsOf('r1c5', 'r5c1'),
        z: 3,
        placements: [],
        eliminations: candidatesOf(3, 'r1c1'),
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'xy-wing', se: 4.2, hodoku: { score: 160, level: 'hard' } });
  });

  it('with a pincer in the pivot’s box, removes z where the pincers’ row and box cross', () => {
    // Pivot r1c1 {1,2}; pincers r1c5 {1,3} (row 1) and r3c2 {2,3} (box 1). The cells seeing both:
    // r1c2, r1c3 (row 1 and box 1) and r3c4, r3c5, r3c6 (row 3 and box 2) — not the other peers of either pincer.
    const [wing, ...more] = steps('xy-wing', gridOf({ r1c1: '12', r1c5: '13', r3c2: '23' }));
    expect(more).toEqual([]);
    expect(wing).toMatchObject({ pivot: cellOf('r1c1'), pincers: cellsOf('r1c5', 'r3c2'), z: 3 });
    expect(wing!.eliminations).toEqual(candidatesOf(3, 'r1c2', 'r1c3', 'r3c4', 'r3c5', 'r3c6'));
  });

  it('needs z outside the pivot', () => {
    expect(steps('xy-wing', gridOf({ r5c5: '13', r5c1: '13', r1c5: '23' }))).toEqual([]);
  });
});

describe('XYZ-wing', () => {
  it('removes z only from the cells that see the pivot and both pincers', () => {
    // Pivot r1c1 {1,2,3}; pincers r1c5 {1,3} and r3c2 {2,3}: r1c2 and r1c3 see all three.
    const found = steps('xyz-wing', gridOf({ r1c1: '123', r1c5: '13', r3c2: '23' }));
    expect(found).toEqual([
      {
        kind: 'wing',
        variant: 'xyz',
        pivot: cellOf('r1c1'),
        pincers: cellsOf('r1c5', 'r3c2'),
        z: 3,
        placements: [],
        eliminations: candidatesOf(3, 'r1c2', 'r1c3'),
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'xyz-wing', se: 4.4, hodoku: { score: 180, level: 'hard' } });
  });
});

describe('W-wing', () => {
  it('joins two {x,y} cells by a strong link on x and removes y from the cells seeing both', () => {
    // r1c1 and r9c5 hold {1,2}; 1 has two places in row 5, r5c1 (seeing r1c1) and r5c5 (seeing r9c5).
    const grid = confine(gridOf({ r1c1: '12', r9c5: '12' }), 1, 'r1c1', 'r9c5', 'r5c1', 'r5c5', 'r2c2', 'r3c7', 'r7c3', 'r8c9');
    const found = steps('w-wing', grid);
    expect(found).toEqual([
      {
        kind: 'wWing',
        ends: cellsOf('r1c1', 'r9c5'),
        link: cellsOf('r5c1', 'r5c5'),
        house: 4,
        x: 1,
        y: 2,
        placements: [],
        eliminations: candidatesOf(2, 'r1c5', 'r9c1'),
      },
    ]);
    expect(valuesOf(found[0]!)).toEqual({ technique: 'w-wing', hodoku: { score: 150, level: 'hard' } });
  });
});
