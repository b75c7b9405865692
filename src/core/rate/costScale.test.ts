import { describe, expect, it } from 'vitest';
import { BEYOND_COST_KEY, costLevelWords, costOfOrderKey, costOrderKey } from './costScale';
import { COST_LEVELS } from './cost';
import { TECHNIQUES } from '../techniques';

describe('the cost scale in words and in order', () => {
  it('says what a puzzle beyond Diabolical needs, by the technique’s name in a sentence', () => {
    expect(costLevelWords({ level: 'Beyond Diabolical', needs: 'xy-wing' })).toBe('Beyond Diabolical — needs XY-wing');
    expect(costLevelWords({ level: 'Beyond Diabolical', needs: 'nested-forcing-chain' })).toBe(
      'Beyond Diabolical — needs nested forcing chain (+ forcing chains)',
    );
    expect(costLevelWords({ level: 'Beyond Diabolical', needs: 'unique-rectangle-1' })).toBe(
      'Beyond Diabolical — needs unique rectangle type 1',
    );
  });

  it('says the level alone for a solved puzzle, and for a rating that does not name the technique', () => {
    expect(costLevelWords({ level: 'Diabolical' })).toBe('Diabolical');
    expect(costLevelWords({ level: 'Beyond Diabolical' })).toBe('Beyond Diabolical');
    // A technique Patti no longer knows is named by its id rather than lost.
    expect(costLevelWords({ level: 'Beyond Diabolical', needs: 'tri-wing' })).toBe('Beyond Diabolical — needs tri-wing');
  });

  it('puts a puzzle beyond Diabolical with a small cost after a Diabolical one with a big cost', () => {
    expect(costOrderKey(7250, 'Beyond Diabolical')).toBeGreaterThan(costOrderKey(53_800, 'Diabolical'));
    expect(costOrderKey(0, 'Beyond Diabolical')).toBeGreaterThan(costOrderKey(105_750, 'Diabolical'));
    // Beyond Diabolical among themselves, by the cost of the solve before it stopped.
    expect(costOrderKey(100, 'Beyond Diabolical')).toBeLessThan(costOrderKey(7250, 'Beyond Diabolical'));
  });

  it('keeps every solved puzzle’s cost as it is, and the levels in their order', () => {
    const keys = COST_LEVELS.map((band) => costOrderKey(band.average, band.level));
    expect(keys).toEqual(COST_LEVELS.map((band) => band.average));
    expect(costOrderKey(7250, 'Beyond Diabolical')).toBeGreaterThan(Math.max(...keys));
  });

  it('lies past the dearest solve there can be: 729 steps (each removes a candidate), each at the dearest price', () => {
    const dearest = Math.max(...TECHNIQUES.flatMap((technique) => (technique.sotd ? [technique.sotd.first, technique.sotd.later] : [])));
    expect(dearest).toBe(8000);
    expect(BEYOND_COST_KEY).toBeGreaterThan(729 * dearest);
  });

  it('gives back the cost a key stands for', () => {
    expect(costOfOrderKey(costOrderKey(7250, 'Beyond Diabolical'))).toEqual({ score: 7250, beyond: true });
    expect(costOfOrderKey(costOrderKey(53_800, 'Diabolical'))).toEqual({ score: 53_800, beyond: false });
  });
});
