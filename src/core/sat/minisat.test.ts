import { describe, expect, it } from 'vitest';
import { MiniSatSession } from './minisat';

describe("MiniSatSession (logic-solver's MiniSat)", () => {
  it('finds a model, then every other one, then reports unsatisfiable', () => {
    // Exactly one of 1, 2, 3: three models.
    const session = new MiniSatSession({
      variables: 3,
      clauses: [
        [1, 2, 3],
        [-1, -2],
        [-1, -3],
        [-2, -3],
      ],
    });
    const models: number[][] = [];
    for (let answer = session.next(); answer.satisfiable; answer = session.next()) models.push([...answer.trueVariables]);
    expect(models.map((model) => model.join()).sort()).toEqual(['1', '2', '3']);
    expect(session.next()).toEqual({ satisfiable: false });
  });

  it('says unsatisfiable for contradicting units and for an empty clause', () => {
    expect(new MiniSatSession({ variables: 1, clauses: [[1], [-1]] }).next()).toEqual({ satisfiable: false });
    expect(new MiniSatSession({ variables: 1, clauses: [[]] }).next()).toEqual({ satisfiable: false });
  });

  it('blocks on the variables that occur only, so a free variable is no second model', () => {
    const session = new MiniSatSession({ variables: 5, clauses: [[2], [-2, 4]] });
    expect(session.next()).toEqual({ satisfiable: true, trueVariables: [2, 4] });
    expect(session.next()).toEqual({ satisfiable: false });
  });
});
