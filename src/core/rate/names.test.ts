import { describe, expect, it } from 'vitest';
import { RATERS } from './registry';
import { fieldName, mainFieldOf, parametersInWords, RATER_NAMES, raterName, ratingColumnName } from './names';

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

describe('rating column names', () => {
  it("heads a rater's main value by the rater, another field by field and rater", () => {
    expect(ratingColumnName('nhc4', 'mean')).toMatchObject({ short: 'NHC-4', name: 'Nishio cycles, 4 strategies (NHC-4)' });
    expect(ratingColumnName('nhc4', 'median')).toMatchObject({ short: 'NHC-4 median', name: 'NHC-4: Median cycles' });
    expect(ratingColumnName('se', 'ep')).toMatchObject({ short: 'SE EP', name: 'SE pearl (EP)' });
    expect(ratingColumnName('cld', 'shortPct')).toMatchObject({ short: 'Short clauses %', name: 'Short clauses (SAT), %' });
    expect(ratingColumnName('cost').short).toBe('Cost');
    expect(ratingColumnName('nishioH', 'cycles2').name).toBe('Heuristic cycles, 2 strategies');
    expect(ratingColumnName('dpll', 'conflicts').name).toBe('DPLL: Conflicts');
  });

  it('says a parameter set in words', () => {
    expect(parametersInWords('{"runs":50}')).toBe('runs 50');
    expect(parametersInWords('{"runs":5,"seed":2}')).toBe('runs 5, seed 2');
    expect(parametersInWords('{}')).toBe('');
  });
});
