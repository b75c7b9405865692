import { describe, expect, it } from 'vitest';
import { lexiconTier } from './levelNames';

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
  it('knows no tier for a name without a difficulty word', () => {
    expect(lexiconTier('Level 3')).toBeNull();
    expect(lexiconTier('ER 2.0-2.9')).toBeNull();
  });
});
