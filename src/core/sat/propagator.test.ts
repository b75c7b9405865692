import { describe, expect, it } from 'vitest';
import { CompiledCnf, Propagator } from './propagator';

const compile = (variables: number, clauses: number[][]): Propagator => new Propagator(new CompiledCnf({ variables, clauses }));

describe('Propagator', () => {
  it('propagates units through binary and long clauses', () => {
    const propagator = compile(4, [[1], [-1, 2], [-2, -3, 4], [3]]);
    expect(propagator.consistent).toBe(true);
    expect([...propagator.values.slice(1)]).toEqual([1, 1, 1, 1]);
  });

  it('finds a conflict and undoes a decision level completely', () => {
    const propagator = compile(3, [
      [1, 2, 3],
      [-1, 2],
      [-2, -3],
      [-1, 3],
    ]);
    expect(propagator.assignedCount).toBe(0);
    expect(propagator.decide(1)).toBe(false);
    expect(propagator.counters.conflicts).toBe(1);
    propagator.backtrack(0);
    expect(propagator.consistent).toBe(true);
    expect(propagator.assignedCount).toBe(0);
    expect(propagator.decide(-1)).toBe(true);
    expect(propagator.decide(-2)).toBe(true);
    expect(propagator.valueOf(3)).toBe(1); // the long clause 1 ∨ 2 ∨ 3 became unit
  });

  it('keeps watches valid across many decisions and undos', () => {
    // Exactly one of five: at least one, and every pair not both.
    const clauses: number[][] = [[1, 2, 3, 4, 5]];
    for (let a = 1; a <= 5; a++) for (let b = a + 1; b <= 5; b++) clauses.push([-a, -b]);
    const propagator = compile(5, clauses);
    for (let round = 0; round < 3; round++) {
      for (let v = 1; v <= 4; v++) expect(propagator.decide(-v)).toBe(true);
      expect(propagator.valueOf(5)).toBe(1);
      propagator.backtrack(0);
      expect(propagator.assignedCount).toBe(0);
    }
  });

  it('is inconsistent from the start when the units clash', () => {
    expect(compile(1, [[1], [-1]]).consistent).toBe(false);
  });
});
