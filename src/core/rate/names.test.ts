import { describe, expect, it } from 'vitest';
import { RATERS } from './registry';
import { fieldName, mainFieldOf, RATER_NAMES, raterName } from './names';

describe('rater names', () => {
  it('names every rater Patti ships, in words that are not its id', () => {
    for (const rater of RATERS) {
      expect(RATER_NAMES[rater.id], rater.id).toBeDefined();
      expect(raterName(rater.id).name).not.toBe(rater.id);
    }
  });

  it('names a main field that the rater has', () => {
    for (const [id, names] of Object.entries(RATER_NAMES)) if (names.main) expect(names.fields[names.main], id).toBeDefined();
  });

  it('shows an unknown field under the rater’s short name, not bare', () => {
    expect(fieldName('nhc4', 'mean').name).toBe('Mean Nishio cycles (4 strategies)');
    expect(fieldName('se', 'unheard').name).toBe('SE unheard');
    expect(mainFieldOf('cld')).toBe('shortPct');
  });
});
