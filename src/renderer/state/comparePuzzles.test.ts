import { describe, expect, it } from 'vitest';
import type { PuzzleFacts } from '../../core/compare/index';
import { describePuzzle, formatMetricValue, listedPuzzle } from './comparePuzzles';
import { ratingSummary } from '../../core/compare/ratingSummary';

const hard: PuzzleFacts = {
  id: 12,
  source: 'Daily',
  level: 'Hard',
  values: [
    { metric: 'nhc4', name: 'NHC-4', value: 9.25 },
    { metric: 'colour', name: 'colour', value: 3 },
  ],
};

describe('describePuzzle', () => {
  it('names the id, source and level, then every value it has', () => {
    expect(describePuzzle(hard)).toEqual(['#12 · Daily · Hard', 'NHC-4 9.25 · colour black']);
  });
  it('says when a puzzle has no level and no ratings', () => {
    expect(describePuzzle({ id: 13, source: 'Daily', level: null, values: [] })).toEqual(['#13 · Daily · no level', 'no ratings yet']);
  });
  it('puts a few values to a line', () => {
    const values = ['nhc4', 'nhc2', 'se', 'cost', 'grader'].map(
      (metric, k) => ({ metric, name: metric, value: k }) as PuzzleFacts['values'][number],
    );
    expect(describePuzzle({ ...hard, values }, 2).slice(1)).toEqual(['nhc4 0 · nhc2 1', 'se 2 · cost 3', 'grader 4']);
  });
});

describe('formatMetricValue', () => {
  it('names colours, keeps whole numbers whole and gives others two decimals', () => {
    expect(formatMetricValue('colour', 2)).toBe('red');
    expect(formatMetricValue('grader', 7)).toBe('7');
    expect(formatMetricValue('nhc4', 3.14159)).toBe('3.14');
  });
  it('says a cost beyond Diabolical so, with the cost of its unfinished solve', () => {
    expect(formatMetricValue('cost', ratingSummary('cost', { score: 7250, level: 'Beyond Diabolical' })!)).toBe(
      'beyond Diabolical (cost 7,250)',
    );
    expect(formatMetricValue('cost', ratingSummary('cost', { score: 53_800, level: 'Diabolical' })!)).toBe('53800');
  });
});

describe('listedPuzzle', () => {
  it('shows the value beside the id, a dash when unrated, and the description as its title', () => {
    expect(listedPuzzle({ facts: hard, value: 9.25 }, 'nhc4')).toEqual({
      id: 12,
      value: 9.25,
      label: '9.25',
      description: '#12 · Daily · Hard\nNHC-4 9.25 · colour black',
    });
    expect(listedPuzzle({ facts: hard, value: null }, 'se').label).toBe('—');
  });
});
