import { describe, expect, it } from 'vitest';
import { PAPER_SCALE, type CompareScale } from '../../core/compare/index';
import type { PuzzleRow, RatingColumn } from '../../shared/libraryTypes';
import { categoryTitle, metricColumnOf, universalOf } from './universalColumn';

const column = (key: string, rater: string, extra: Partial<RatingColumn> = {}): RatingColumn => ({
  rater,
  key,
  title: key,
  name: key,
  description: key,
  count: 10,
  ...extra,
});
const row = (ratings: Record<string, number | null>): PuzzleRow => ({ id: 1, givens: '.'.repeat(81), clueCount: 17, origins: [], ratings });

const COLUMNS = [
  column('se@$.er', 'se', { path: '$.er' }),
  column('nhc4@$.mean', 'nhc4', { path: '$.mean' }),
  column('ext:SE', 'SE', { external: true }),
];

describe('universal column', () => {
  it("finds the column of the Project Patti paper scale's metric (NHC-4's mean)", () => {
    expect(metricColumnOf(PAPER_SCALE, COLUMNS)?.key).toBe('nhc4@$.mean');
    expect(metricColumnOf(PAPER_SCALE, [COLUMNS[0]!])).toBeNull();
  });

  it('bins on the cut points, a value on a cut point going to the harder side', () => {
    const nhc = metricColumnOf(PAPER_SCALE, COLUMNS);
    const [low, high] = PAPER_SCALE.cutPoints;
    expect(universalOf(row({ 'nhc4@$.mean': low - 0.01 }), nhc, PAPER_SCALE)).toBe('easy');
    expect(universalOf(row({ 'nhc4@$.mean': low }), nhc, PAPER_SCALE)).toBe('medium');
    expect(universalOf(row({ 'nhc4@$.mean': high }), nhc, PAPER_SCALE)).toBe('hard');
    expect(universalOf(row({ 'nhc4@$.mean': null }), nhc, PAPER_SCALE)).toBeNull();
    expect(universalOf(row({}), null, PAPER_SCALE)).toBeNull();
  });

  it('follows another scale: its metric and its cut points', () => {
    const bySe: CompareScale = { name: 'refit', metric: 'se', cutPoints: [2, 4], harderWhen: 'higher' };
    const se = metricColumnOf(bySe, COLUMNS);
    expect(se?.key).toBe('se@$.er');
    expect(universalOf(row({ 'se@$.er': 3, 'nhc4@$.mean': 9 }), se, bySe)).toBe('medium');
  });

  it('takes the parameter set with the most ratings when a metric has several', () => {
    const few = column('nhc4@$.mean {"runs":5}', 'nhc4', { path: '$.mean', parameters: '{"runs":5}', count: 3 });
    const many = column('nhc4@$.mean {"runs":50}', 'nhc4', { path: '$.mean', parameters: '{"runs":50}', count: 300 });
    expect(metricColumnOf(PAPER_SCALE, [few, many])?.key).toBe(many.key);
  });

  it('reads as a person says it', () => {
    expect([categoryTitle('easy'), categoryTitle('hard'), categoryTitle(null)]).toEqual(['Easy', 'Hard', '–']);
  });
});
