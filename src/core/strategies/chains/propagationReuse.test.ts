import { describe, expect, it } from 'vitest';
import { Grid } from '../../grid/grid';
import { asPuzzle } from '../../grid/puzzle';
import { solveLogically } from '../../simulate/logical';
import { SE_SET } from '../../simulate/logicalPresets';
import { applyStep } from '../../step';
import { marksOf } from './chainsAndCycles';
import { ChainWork } from './chainWork';
import { MODES } from './forcingSearch';
import type { Propagation } from './propagationRecord';
import { PropagationReuse } from './propagationReuse';

const { newPropagation, propagate, chainNodes } = new ChainWork().propagation;

// The first of the top1465 list: dynamic forcing chains from its first steps on.
const PUZZLE = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');

/** A propagation's record as plain data: what it reached, in order, and every node's parents. */
function recordOf(prop: Propagation): string {
  const nodes = Array.from(prop.order.subarray(0, prop.orderLength), (potential) => chainNodes(prop, potential)[0]!);
  return JSON.stringify({ nodes, absurdOn: prop.absurdOn, absurdOff: prop.absurdOff, fresh: prop.freshPotential });
}

describe('propagation reuse', () => {
  it('keeps only records a fresh dynamic propagation would make again, step after step', () => {
    const reuse = new PropagationReuse();
    const last = Array.from({ length: 729 }, () => newPropagation());
    const fresh = newPropagation();
    const grid = Grid.fromPuzzle(PUZZLE);
    let kept = 0;
    let changed = 0;
    let first = true;
    for (const { step } of solveLogically(PUZZLE, SE_SET, { countOptions: false }).steps) {
      const marks = marksOf(grid);
      reuse.readPosition(marks, 0);
      for (let candidate = 0; candidate < 729; candidate++) {
        if ((marks[(candidate / 9) | 0]! & (1 << (candidate % 9))) === 0) continue;
        const record = last[candidate]!;
        const holds = !first && record.start === candidate * 2 + 1 && reuse.stillHolds(record);
        propagate(fresh, marks, candidate * 2 + 1, MODES.dynamic);
        if (holds) {
          expect(recordOf(record)).toBe(recordOf(fresh));
          kept++;
        } else {
          if (record.start === candidate * 2 + 1 && recordOf(record) !== recordOf(fresh)) changed++;
          propagate(record, marks, candidate * 2 + 1, MODES.dynamic);
        }
      }
      first = false;
      applyStep(grid, step);
    }
    // Both kinds occur: records kept, and records the position's change made differ.
    expect(kept).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(100);
  });
});
