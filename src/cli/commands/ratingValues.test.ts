import { describe, expect, it } from 'vitest';
import { describeRatingValues } from './ratingValues';

describe('describeRatingValues', () => {
  it('prints the main value first, then the fields in the words the app uses', () => {
    expect(describeRatingValues('se', null, '{"er":7.2,"ep":1.2,"ed":1.2,"hardest":"x"}')).toBe('7.2 (SE 7.2, EP 1.2, ED 1.2)');
    expect(describeRatingValues('grader', null, '{"score":4.25,"strategic":3,"procedural":1.25}')).toBe(
      '4.25 (grader 4.25, strategic 3, procedural 1.25)',
    );
  });

  it('prints a plain number as it is, and a rater without named fields by its own field names', () => {
    expect(describeRatingValues('dpll', 12, '12')).toBe('12');
    expect(describeRatingValues('nosuch', null, '{"a":1,"list":[1,2],"b":"x"}')).toBe('- (a 1, b x)');
  });
});
