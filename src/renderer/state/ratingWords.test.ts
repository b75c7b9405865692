import { describe, expect, it } from 'vitest';
import { ratingWords } from './ratingWords';

const say = (rater: string, fields: unknown): string => ratingWords(rater, null, JSON.stringify(fields)).summary;

describe('a rating in words', () => {
  it('names the rater, not its id', () => {
    expect(ratingWords('nhc4', null, '{}').name).toBe('Nishio cycles, 4 strategies (NHC-4)');
    expect(ratingWords('cld', null, '{}').name).not.toBe('cld');
  });

  it('says the meaningful values, not the stored field names', () => {
    expect(say('se', { er: 7.1, ep: 7.1, ed: 2.3 })).toBe('7.1 (pearl 7.1, diamond 2.3)');
    expect(say('nhc4', { mean: 5.2, median: 4, sd: 2.1, min: 1, max: 9, runs: 50 })).toBe('mean 5.2, median 4 (fewest 1, most 9)');
    expect(say('cld', { hist: [1, 2], shortPct: 26.56, mediumPct: 67.19, longPct: 6.25, clauses: 1038 })).toBe(
      'short clauses 26.56 % (medium 67.19 %, long 6.25 %)',
    );
    expect(say('cost', { score: 4200, level: 'Beginner', techniques: { 'Single Candidate': 42 } })).toBe('4200 (Beginner)');
    expect(say('cost', { score: 7250, level: 'Beyond Diabolical', techniques: {}, needs: 'xy-wing' })).toBe(
      '7250 (Beyond Diabolical — needs XY-wing)',
    );
    expect(say('hodoku', { score: 168, level: 'easy' })).toBe('168 (Easy)');
    expect(say('colour', { colour: 'red', guesses: 1, searchLevel: 0 })).toBe('Red, 1 guess, search level 0');
    expect(say('dpll', { decisions: 3, propagations: 691, conflicts: 1, maxDepth: 2 })).toBe('3 decisions, 691 propagations, 1 conflict');
    for (const [rater, fields] of [
      ['cld', { shortPct: 26.56, mediumPct: 67.19 }],
      ['nishioH', { cycles2: 1, cycles4: 1 }],
      ['sisus', { refutation: 0, dependency: 17.2 }],
    ] as const)
      expect(say(rater, fields)).not.toMatch(/shortPct|mediumPct|cycles2|dependency 17/);
  });

  it('says which strategy counts solve a puzzle alone', () => {
    expect(say('alone', { 2: true, 3: true, 4: true })).toBe('solved by 2, 3 and 4 strategies alone');
    expect(say('alone', { 2: false, 3: false, 4: true })).toBe('solved by 4 strategies alone, not by 2 or 3');
    expect(say('alone', { 2: false, 3: false, 4: false })).toBe('not solved by 2, 3 or 4 strategies alone');
  });

  it("falls back to the fields of a rater it has no words for, and to a number rating's value", () => {
    expect(ratingWords('later', null, '{"depth":3}').summary).toBe('depth 3');
    expect(ratingWords('later', 4.5, '4.5').summary).toBe('4.5');
  });
});
