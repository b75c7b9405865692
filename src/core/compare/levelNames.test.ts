import { describe, expect, it } from 'vitest';
import { expectedTier, lexiconTier, TOP_TIER } from './levelNames';

describe('level names', () => {
  it('places the usual words on tiers, easiest first', () => {
    expect(['Beginner', 'Easy', 'Medium', 'Tricky', 'Diabolical', 'Extreme'].map(lexiconTier)).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('takes the longest phrase, so "Very Easy" is below "Easy" and "Very hard" above "Hard"', () => {
    expect(lexiconTier('Very Easy')).toBe(0);
    expect(lexiconTier('very-hard')).toBe(4);
    expect(lexiconTier('Hard')).toBe(3);
  });
  it('matches whole words only', () => {
    expect(lexiconTier('Easyish')).toBeNull();
    expect(lexiconTier('Sunday Hard 2')).toBe(3);
  });
  it("falls back to the level's place in its source for an unknown name", () => {
    expect(lexiconTier('Level 3')).toBeNull();
    expect(expectedTier('Level 1', 0)).toBe(0);
    expect(expectedTier('Level 4', 1)).toBe(TOP_TIER);
    expect(expectedTier('Tough', 0)).toBe(3);
  });
});
