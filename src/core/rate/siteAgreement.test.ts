import { describe, expect, it } from 'vitest';
import { costLevelOf } from './cost';
import { orderSiteLevels, parseTechniqueList, siteAgreement, siteCodeOf, type SiteRatedPuzzle } from './siteAgreement';

/** A rated puzzle with our level derived from the score, as the `cost` rater does. */
function rated(siteLevel: string, score: number, techniques: string[] = [], siteTechniques: string[] | null = null): SiteRatedPuzzle {
  return { siteLevel, siteTechniques, score, level: costLevelOf(score), techniques };
}

const SCORES = [3900, 4200, 4800, 5200, 6100, 6600, 7700, 8600, 10500, 13000, 17000, 22000];

describe('siteAgreement', () => {
  it('is perfect when the site rates as we do, whatever order the puzzles come in', () => {
    const puzzles = SCORES.map((score) => rated(costLevelOf(score), score));
    for (const list of [puzzles, [...puzzles].reverse()]) {
      const agreement = siteAgreement(list);
      expect(agreement.levels).toEqual(['Beginner', 'Easy', 'Medium', 'Tricky', 'Fiendish', 'Diabolical']);
      // The site's ranks tie within a level where our scores do not: a little under 1.
      expect(agreement.rhoScore).toBeGreaterThan(0.95);
      expect(agreement.rhoLevel).toBeCloseTo(1, 12);
      expect(agreement.sameLevel).toBe(SCORES.length);
    }
  });

  it('ranks against the site when its levels run the other way', () => {
    const puzzles = SCORES.map((score, index) => rated(['Hard', 'Medium', 'Easy'][Math.floor((3 * index) / SCORES.length)]!, score));
    const agreement = siteAgreement(puzzles, ['Easy', 'Medium', 'Hard']);
    expect(agreement.rhoScore).toBeLessThan(-0.9);
    // Only the two site "Medium" puzzles that we also rate Medium share a level name.
    expect(agreement.sameLevel).toBe(2);
    expect(agreement.confusion['Hard']).toEqual({ Beginner: 2, Easy: 2 });
  });

  it('compares technique lists as sets of site techniques, by code or by name', () => {
    const puzzles = [
      rated('Tricky', 7000, ['Single Position', 'Candidate Lines', 'X-Wing'], ['xwg', 'spt', 'CLT']),
      rated('Tricky', 7000, ['Single Position', 'Candidate Lines'], parseTechniqueList('Candidate Lines; single position')),
      rated('Tricky', 7000, ['Single Position', 'Naked Pair'], ['spt', 'us2']),
      rated('Tricky', 7000, ['Single Position'], null),
    ];
    const agreement = siteAgreement(puzzles);
    expect(agreement.withTechniques).toBe(3);
    expect(agreement.sameTechniques).toBe(2);
  });
});

describe('technique words and level order', () => {
  it('reads site codes and names alike', () => {
    expect(siteCodeOf('X-Wing')).toBe('xwg');
    expect(siteCodeOf(' XWG ')).toBe('xwg');
    expect(siteCodeOf('Hidden Pair')).toBe('us2');
    expect(siteCodeOf('Unheard Of')).toBe('unheard of');
    expect(parseTechniqueList('spt, sct|clt / xwg;;')).toEqual(['spt', 'sct', 'clt', 'xwg']);
  });

  it("orders the site's own level names by difficulty, others by first appearance or as told", () => {
    expect(orderSiteLevels(['Fiendish', 'easy', 'Beginner', 'Fiendish'])).toEqual(['Beginner', 'easy', 'Fiendish']);
    expect(orderSiteLevels(['Gentle', 'Moderate', 'Gentle', 'Tough'])).toEqual(['Gentle', 'Moderate', 'Tough']);
    expect(orderSiteLevels(['b', 'a'], ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(() => orderSiteLevels(['a', 'z'], ['a', 'b'])).toThrow(/z/);
  });
});
