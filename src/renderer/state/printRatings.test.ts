import { describe, expect, it } from 'vitest';
import type { RatingColumn } from '../../shared/libraryTypes';
import { printRatingChoices, printRatingName } from './printRatings';

const column = (key: string, rater: string, extra: Partial<RatingColumn> = {}): RatingColumn => ({
  key,
  rater,
  title: key,
  name: key,
  description: '',
  count: 1,
  ...extra,
});

describe('print rating choices', () => {
  const columns = [
    column('nhc4@$.mean {"runs":5}', 'nhc4', { path: '$.mean', parameters: '{"runs":5}' }),
    column('nhc4@$.mean {"runs":50}', 'nhc4', { path: '$.mean', parameters: '{"runs":50}' }),
    column('ext:ER', 'ER', { external: true, name: 'ER' }),
    column('cost', 'cost'),
    column('cld@$.mediumPct', 'cld', { path: '$.mediumPct', secondary: true }),
  ];

  it('offers each rating once, valued as print reads it and named as people read it', () => {
    expect(printRatingChoices(columns)).toEqual([
      { value: 'nhc4@$.mean', name: 'Nishio cycles, 4 strategies (NHC-4)' },
      { value: 'ext:ER', name: 'ER (published)' },
      { value: 'cost', name: 'Sudoku of the Day cost' },
      { value: 'cld@$.mediumPct', name: 'Medium clauses (SAT), %' },
    ]);
  });

  it('names a rating from a link that no column offers by its label caption', () => {
    const choices = printRatingChoices(columns);
    expect(printRatingName('cost', choices)).toBe('Sudoku of the Day cost');
    expect(printRatingName('se', choices)).toBe('SE');
  });
});
