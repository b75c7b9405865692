import { describe, expect, it } from 'vitest';
import { normalCdf } from './normalCdf';

describe('normalCdf', () => {
  it('is one half at zero and symmetric: Φ(−z) = 1 − Φ(z)', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    for (const z of [0.3, 1, 1.7, 2.5, 4]) expect(normalCdf(-z)).toBeCloseTo(1 - normalCdf(z), 7);
  });
  it('matches the textbook table: Φ(1.96) = 0.9750, Φ(1) = 0.8413, Φ(−3) = 0.00135', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 5);
    expect(normalCdf(-3)).toBeCloseTo(0.0013499, 6);
  });
  it('keeps far tails positive and increasing', () => {
    expect(normalCdf(-8)).toBeGreaterThan(0);
    expect(normalCdf(-8)).toBeLessThan(normalCdf(-7));
  });
});
