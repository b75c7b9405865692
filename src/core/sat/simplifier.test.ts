import { describe, expect, it } from 'vitest';
import { COELHO_RULES, Simplifier, type SimplifierRules } from './simplifier';

const simplifier = (variables: number, clauses: number[][], rules: SimplifierRules = COELHO_RULES): Simplifier =>
  new Simplifier(variables, new Int8Array(variables + 1), clauses, rules);

const ALL: SimplifierRules = { blueResolution: 'all', redResolution: 'all', eliminationBound: 'resolvents' };
const NONE: SimplifierRules = { blueResolution: 'none', redResolution: 'none', eliminationBound: 'growth' };

describe('Simplifier', () => {
  it('simple resolution: a ∨ b and a ∨ ¬b give a', () => {
    for (const rules of [COELHO_RULES, ALL]) {
      const s = simplifier(
        3,
        [
          [1, 2],
          [1, -2],
          [-1, 3, 2],
        ],
        rules,
      );
      expect(s.simplifyBlue()).not.toBe('contradiction');
      expect(s.valueOfVariable(1)).toBe(1);
    }
    expect(
      simplifier(
        3,
        [
          [1, 2],
          [1, -2],
          [-1, 3, 2],
        ],
        NONE,
      ).valueOfVariable(1),
    ).toBe(0);
  });

  it("Coelho's blue: simple resolution deletes a candidate that sees a letter and its negation, never decides a letter", () => {
    // 1 ∨ 2, ¬1 ∨ ¬2: 2 = ¬1, so 1 is a letter (A) and 2 carries /A.
    const letter = [
      [1, 2],
      [-1, -2],
    ];
    // Candidate 3 sees A (¬3 ∨ ¬1) and /A (¬3 ∨ ¬2, read ¬3 ∨ 1): it is deleted.
    const trap = simplifier(3, [...letter, [-3, -1], [-3, -2]]);
    expect(trap.simplifyBlue()).toBe('solved');
    expect(trap.valueOfVariable(3)).toBe(-1);
    // A sees both 3 and ¬3 (¬1 ∨ 3, ¬1 ∨ ¬3): deciding the letter A is red-method work.
    const lettered = [...letter, [-1, 3], [-1, -3]];
    const blue = simplifier(3, lettered);
    expect(blue.simplifyBlue()).toBe('stuck');
    expect(blue.valueOfVariable(1)).toBe(0);
    const fixpoint = simplifier(3, lettered, ALL);
    expect(fixpoint.simplifyBlue()).toBe('solved');
    expect(fixpoint.valueOfVariable(1)).toBe(-1);
    expect(fixpoint.valueOfVariable(2)).toBe(1);
    // Red under 'all' decides it too, after blue stalled.
    const red = simplifier(3, lettered, { ...COELHO_RULES, redResolution: 'all' });
    expect(red.simplifyBlue()).toBe('stuck');
    expect(red.simplifyRed()).toBe('solved');
    expect(red.valueOfVariable(1)).toBe(-1);
  });

  it('equivalency: a ∨ b and ¬a ∨ ¬b make b = ¬a, and a literal seeing both a and ¬a is false', () => {
    // b = ¬a; then (¬a ∨ ¬c) and (¬b ∨ ¬c) read (¬a ∨ ¬c) and (a ∨ ¬c): c is false, and
    // nothing constrains a any more (the database is empty, a stays open).
    const s = simplifier(3, [
      [1, 2],
      [-1, -2],
      [-1, -3],
      [-2, -3],
    ]);
    expect(s.simplifyBlue()).toBe('solved');
    expect(s.valueOfVariable(3)).toBe(-1);
    expect(s.valueOfVariable(1)).toBe(0);
  });

  it('equivalency finds a contradiction when a literal must equal its negation', () => {
    // a = b (¬a∨b, a∨¬b) and a = ¬b (a∨b, ¬a∨¬b).
    const s = simplifier(2, [
      [-1, 2],
      [1, -2],
      [1, 2],
      [-1, -2],
    ]);
    expect(s.simplifyBlue()).toBe('contradiction');
  });

  it('blue does not eliminate variables; red does, and rebuilds a model', () => {
    // 1 ∨ 2 ∨ 3 with 3 → 4, 4 → 5 and ¬1, ¬2: propagation alone finishes it;
    // an unconstrained chain instead needs elimination to empty the database.
    const clauses = [
      [1, 2, 3],
      [-3, 4, 5],
      [-4, -5, 1],
    ];
    for (const rules of [COELHO_RULES, ALL]) {
      const blue = simplifier(5, clauses, rules);
      expect(blue.simplifyBlue()).toBe('stuck');
      const red = simplifier(5, clauses, rules);
      expect(red.simplifyRed()).toBe('solved');
      const model = red.reconstruct();
      const holds = (literal: number): boolean => (literal > 0 ? model[literal]! > 0 : model[-literal]! < 0);
      for (const clause of clauses) expect(clause.some(holds)).toBe(true);
    }
  });

  it('counts what an elimination costs: resolvents without tautologies, less the clauses removed under growth', () => {
    // x1 in five clauses of each sign with disjoint other literals: 25 resolvents replace 10 clauses.
    const clauses: number[][] = [];
    for (let i = 0; i < 5; i++) clauses.push([1, 2 + i, 7 + i], [-1, 12 + i, 17 + i]);
    expect(simplifier(21, clauses, ALL).eliminationCost(1)).toBe(25);
    expect(simplifier(21, clauses).eliminationCost(1)).toBe(15);
    // (1 ∨ 2 ∨ 3) with (¬1 ∨ ¬2) resolves to a tautology; with (¬1 ∨ 4) it does not: 1 resolvent for 3 clauses.
    const small = [
      [1, 2, 3],
      [-1, -2],
      [-1, 4],
    ];
    expect(simplifier(4, small, ALL).eliminationCost(1)).toBe(1);
    expect(simplifier(4, small).eliminationCost(1)).toBe(-2);
  });
});
