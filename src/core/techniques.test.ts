import { describe, expect, it } from 'vitest';
import { SOTD_SET, TECHNIQUE_SETS } from './simulate/logicalPresets';
import { findTechnique, seLengthBonus, TECHNIQUES } from './techniques';

const idsOf = (tier: unknown): string[] =>
  typeof tier === 'string' ? [tier] : Array.isArray(tier) ? tier : (tier as { accepts: string[] }).accepts;

describe('technique catalogue', () => {
  it('has one row per id', () => {
    expect(new Set(TECHNIQUES.map((t) => t.id)).size).toBe(TECHNIQUES.length);
  });
  it('has the data each preset needs for every technique it names', () => {
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
  it("prices Sudoku of the Day's techniques as the site publishes them, and its set tries them in the table's order", () => {
    // The table of its "Sudoku Difficulty Ratings" page as published, in its order: name, code,
    // first use, later uses.
    const published = [
      ['Single Candidate', 'sct', 100, 100],
      ['Single Position', 'spt', 100, 100],
      ['Candidate Lines', 'clt', 350, 200],
      ['Double Pairs', 'dpt', 500, 250],
      ['Multiple Lines', 'mlt', 700, 400],
      ['Naked Pair', 'dj2', 750, 500],
      ['Hidden Pair', 'us2', 1500, 1200],
      ['Naked Triple', 'dj3', 2000, 1400],
      ['Hidden Triple', 'us3', 2400, 1600],
      ['X-Wing', 'xwg', 2800, 1600],
      ['Forcing Chains', 'fct', 4200, 2100],
      ['Naked Quad', 'dj4', 5000, 4000],
      ['Hidden Quad', 'us4', 7000, 5000],
      ['Swordfish', 'sf4', 8000, 6000],
    ] as const;
    const inSetOrder = SOTD_SET.tiers.flatMap(idsOf).map((id) => findTechnique(id)!.sotd!);
    expect([...new Set(inSetOrder.map((cost) => cost.code))]).toEqual(published.map(([, code]) => code));
    for (const cost of inSetOrder) {
      const [name, code, first, later] = published.find(([, code]) => code === cost.code)!;
      expect(cost).toEqual({ name, code, first, later });
    }
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
