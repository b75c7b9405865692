import { describe, expect, it } from 'vitest';
import { candidateOf } from './grid/candidate';
import { Grid } from './grid/grid';
import { applyStep, type Step } from './step';
import { explain, explainText, highlightsOf, techniqueOf } from './describeStep';

const nakedPair: Step = {
  kind: 'nakedSubset',
  houses: [3],
  cells: [28, 34],
  digits: [3, 7],
  placements: [],
  eliminations: [candidateOf(31, 3)],
};

describe('Step', () => {
  it('explains in structured words whose texts join into the sentence', () => {
    expect(explainText(nakedPair)).toBe('Naked pair {3,7} in row 4 (r4c2, r4c8) removes 3 from r4c5');
    const tokens = explain(nakedPair);
    expect(tokens[0]).toEqual({ type: 'technique', technique: 'naked-pair', text: 'Naked pair' });
    expect(tokens.filter((t) => t.type === 'cell').map((t) => (t as { cell: number }).cell)).toEqual([28, 34, 31]);
  });
  it('derives the technique from the data', () => {
    expect(techniqueOf(nakedPair)).toBe('naked-pair');
    expect(techniqueOf({ ...nakedPair, houses: [3, 21] })).toBe('locked-pair');
    const fish: Step = {
      kind: 'basicFish',
      digit: 1,
      baseLines: [0, 4, 8],
      coverLines: [9, 10, 11],
      cells: [],
      placements: [],
      eliminations: [],
    };
    expect(techniqueOf(fish)).toBe('swordfish');
    expect(techniqueOf({ kind: 'hiddenSingle', house: 12, cell: 3, digit: 4, placements: [], eliminations: [] })).toBe(
      'hidden-single-column',
    );
  });
  it('highlights the pattern, its house and what it removes', () => {
    const highlights = highlightsOf(nakedPair);
    expect(highlights.cells).toEqual([28, 34]);
    expect(highlights.houses).toEqual([3]);
    expect(highlights.kept).toEqual([candidateOf(28, 3), candidateOf(28, 7), candidateOf(34, 3), candidateOf(34, 7)]);
    expect(highlights.removed).toEqual([candidateOf(31, 3)]);
  });
  it('applies placements and eliminations to a grid', () => {
    const grid = Grid.empty();
    applyStep(grid, { kind: 'nakedSingle', cell: 0, digit: 5, placements: [{ cell: 0, digit: 5 }], eliminations: [candidateOf(80, 2)] });
    expect(grid.value(0)).toBe(5);
    expect(grid.hasCandidate(1, 5)).toBe(false);
    expect(grid.hasCandidate(80, 2)).toBe(false);
    expect(grid.hasCandidate(80, 3)).toBe(true);
  });
});
