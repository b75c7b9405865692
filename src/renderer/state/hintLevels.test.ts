import { describe, expect, it } from 'vitest';
import { candidateOf } from '../../core/grid/candidate';
import type { Highlights } from '../../core/step';
import type { StepView } from '../../shared/workspaceTypes';
import { applyHintStep, hintHighlights, hintHouse, missingMarks, vagueHintText } from './hintLevels';
import { candidatesOf, NO_MARKS, type PlayPosition } from './playGrid';

const GIVENS = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'.replace(/\./g, '0');

/** A pointing pair made up for the shape: 1s of box 1 in row 2 remove 1 from r2c7 and r2c8. */
function pointingStep(): StepView {
  const highlights: Highlights = {
    cells: [10, 11],
    houses: [18],
    coverHouses: [1],
    kept: [candidateOf(10, 1), candidateOf(11, 1)],
    accent: [],
    removed: [candidateOf(15, 1), candidateOf(16, 1)],
    placements: [],
    links: [],
  };
  return { techniqueName: 'Pointing pair', technique: 'pointing', text: 'words', words: [], highlights } as unknown as StepView;
}

describe('hint levels', () => {
  it('names the technique and the pattern’s house first', () => {
    expect(hintHouse(pointingStep())).toBe(18);
    expect(vagueHintText(pointingStep())).toBe('Look for a pointing pair in box 1.');
    expect(vagueHintText({ ...pointingStep(), techniqueName: 'Hidden single in a box' })).toBe('Look for a hidden single in box 1.');
  });

  it('draws only the house at level 1, the pattern without its result at level 2, everything at level 3', () => {
    const step = pointingStep();
    const one = hintHighlights(step, 1);
    expect(one.houses).toEqual([18]);
    expect([...one.cells, ...one.kept, ...one.removed, ...one.coverHouses]).toEqual([]);
    const two = hintHighlights(step, 2);
    expect(two.kept).toEqual(step.highlights.kept);
    expect(two.removed).toEqual([]);
    expect(hintHighlights(step, 3)).toBe(step.highlights);
  });

  it('says an elimination needs marks the player has not written', () => {
    const bare: PlayPosition = { values: GIVENS, marks: NO_MARKS };
    expect(missingMarks(pointingStep(), bare).length).toBe(4);
    const filled: PlayPosition = { values: GIVENS, marks: candidatesOf(GIVENS) };
    const marked = { ...filled, marks: filled.marks.map((mark, cell) => ([10, 11, 15, 16].includes(cell) ? mark | 1 : mark)) };
    expect(missingMarks(pointingStep(), marked)).toEqual([]);
  });

  it('applies exactly the step’s removals and nothing else', () => {
    const marks = [...NO_MARKS];
    for (const cell of [10, 11, 15, 16]) marks[cell] = 0b11;
    const after = applyHintStep({ values: GIVENS, marks }, pointingStep());
    expect(after.values).toBe(GIVENS);
    const changed = after.marks.flatMap((mark, cell) => (mark !== marks[cell] ? [cell] : []));
    expect(changed).toEqual([15, 16]);
    expect(after.marks[15]).toBe(0b10);
  });

  it('applies a placement without writing anyone’s marks', () => {
    const step = {
      ...pointingStep(),
      highlights: { ...pointingStep().highlights, removed: [], placements: [{ cell: 2, digit: 4 }] },
    } as StepView;
    const after = applyHintStep({ values: GIVENS, marks: NO_MARKS }, step);
    expect(after.values[2]).toBe('4');
    expect(after.marks.every((mark) => mark === 0)).toBe(true);
    expect(missingMarks(step, { values: GIVENS, marks: NO_MARKS })).toEqual([]);
  });
});
