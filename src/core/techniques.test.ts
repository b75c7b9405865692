import { describe, expect, it } from 'vitest';
import { TECHNIQUE_SETS } from './simulate/logicalPresets';
import { findTechnique, seLengthBonus, TECHNIQUES } from './techniques';

describe('technique catalogue', () => {
  it('has one row per id', () => {
    expect(new Set(TECHNIQUES.map((t) => t.id)).size).toBe(TECHNIQUES.length);
  });
  it('has the data each preset needs for every technique it names', () => {
    const idsOf = (tier: unknown): string[] =>
      typeof tier === 'string' ? [tier] : Array.isArray(tier) ? tier : (tier as { accepts: string[] }).accepts;
    for (const set of TECHNIQUE_SETS) {
      for (const id of set.tiers.flatMap(idsOf)) {
        const row = findTechnique(id);
        expect(row, `${set.id}: ${id}`).toBeDefined();
        if (set.id === 'sotd') expect(row!.sotd, id).toBeDefined();
        if (set.id === 'grader') expect(row!.scale, id).toBeDefined();
        if (set.id === 'hodoku') expect(row!.hodoku, id).toBeDefined();
      }
    }
  });
  it('prices Sudoku of the Day techniques as seed 003 does', () => {
    expect(findTechnique('naked-single')!.sotd).toEqual({ name: 'Single Candidate', code: 'sct', first: 100, later: 100 });
    expect(findTechnique('swordfish')!.sotd).toEqual({ name: 'Swordfish', code: 'sf4', first: 8000, later: 6000 });
  });
});

describe('seLengthBonus', () => {
  it('adds 0.1 for each ceiling 4, 6, 8, 12, 16, 24, 32, … that length = complexity − 2 exceeds', () => {
    const ceilings = [4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128];
    for (let complexity = 2; complexity < 120; complexity++) {
      const exceeded = ceilings.filter((ceiling) => complexity - 2 > ceiling).length;
      expect(seLengthBonus(complexity)).toBeCloseTo(exceeded / 10, 10);
    }
  });
});
