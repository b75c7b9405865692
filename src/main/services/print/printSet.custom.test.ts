import { describe, expect, it } from 'vitest';
import { makeLabel } from '../../../core/print/label';
import { DEFAULT_PRINT_OPTIONS } from '../../../core/print/printOptions';
import { makeCustomRater, useCustomSets } from '../../../core/rate/customRater';
import { derivedCustomSet } from '../../../core/rate/customSet';
import { ratePuzzle } from '../../../core/rate/ratePuzzle';
import { asPuzzle } from '../../../core/grid/puzzle';
import { completePrintPuzzles } from './printSet';

const PUZZLE = '.8.62...1.......8.7.23.1.....17....9.3.....7.2....83.....1.92.5.1.......6...34.1.';

describe('a custom set on a print label', () => {
  it('rates a puzzle that lacks the rating with the set, and names it by the set', () => {
    const made = derivedCustomSet('label-no-xy', 'hodoku', { without: ['xy-wing'] });
    if (!made.ok) throw new Error(made.error.message);
    useCustomSets([made.value]);
    const options = { ...DEFAULT_PRINT_OPTIONS, label: ['number', 'custom:label-no-xy'] };
    const [puzzle] = completePrintPuzzles([{ givens: PUZZLE, solution: '' }], options, true);
    const expected = (ratePuzzle(asPuzzle(PUZZLE), [makeCustomRater(made.value).id])['custom:label-no-xy'] as { score: number }).score;
    expect(puzzle!.ratings?.['custom:label-no-xy']).toBe(expected);
    expect(makeLabel(puzzle!, options.label, 1)).toBe(`1 · label-no-xy ${expected}`);
  });
});
