import { describe, expect, it } from 'vitest';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { ratePuzzle } from '../rate/ratePuzzle';
import { solveLogically } from '../simulate/logical';
import { findTechniqueSet } from '../simulate/logicalPresets';
import { applyStep } from '../step';
import { explainText } from '../describeStep';
import { positionOfGrid } from './position';
import { readPuzzle } from './puzzleInput';
import { EASTER_MONSTER, WIKIPEDIA, WIKIPEDIA_SOLUTION } from '../../../tests/support/replayPuzzles';
import { buildTraceView, traceEngineVersion, TRACE_VIEW_FORMAT } from './traceView';
import { TECHNIQUE_SET_IDS, type PresetSetId } from './views';

const RATER_ID: Record<PresetSetId, string> = { se: 'se', sotd: 'cost', grader: 'grader', hodoku: 'hodoku' };

function solvable(text: string): { puzzle: string; solution: string } {
  const read = readPuzzle(text);
  if (read.kind !== 'puzzle') throw new Error(read.message);
  return read;
}

describe('buildTraceView', () => {
  const wiki = solvable(WIKIPEDIA);

  it.each(TECHNIQUE_SET_IDS)("follows `patti explain`'s solve step for step in the %s set", (set) => {
    const view = buildTraceView(wiki.puzzle, wiki.solution, set, 12);
    const explained = solveLogically(asPuzzle(wiki.puzzle), findTechniqueSet(set)!);
    expect(view.steps.map((s) => s.step)).toEqual(explained.steps.map((s) => s.step));
    expect(view.steps.map((s) => s.options)).toEqual(explained.steps.map((s) => s.options));
    expect(view.steps.map((s) => s.text)).toEqual(explained.steps.map((s) => explainText(s.step)));
    expect(view.outcome).toBe(explained.outcome);
    expect(view.libraryId).toBe(12);
    expect(view.solution).toBe(WIKIPEDIA_SOLUTION);
  });

  it.each(TECHNIQUE_SET_IDS)("shows the rating the %s set's rater gives", (set) => {
    const view = buildTraceView(wiki.puzzle, wiki.solution, set, null);
    expect(view.rating.detail).toEqual(ratePuzzle(WIKIPEDIA, [RATER_ID[set]])[RATER_ID[set]]);
  });

  it('folds the step values into the rating: the hardest step for se and grader, the sum of prices for sotd and hodoku', () => {
    for (const set of TECHNIQUE_SET_IDS) {
      const view = buildTraceView(wiki.puzzle, wiki.solution, set, null);
      expect(view.outcome).toBe('solved');
      const values = view.steps.map((s) => s.value!);
      const folded = view.rating.fold === 'max' ? Math.max(...values) : values.reduce((a, b) => a + b, 0);
      if (set === 'grader') expect(folded).toBe((view.rating.detail as { strategic: number }).strategic);
      else expect(folded).toBeCloseTo(view.rating.value!, 6);
    }
  });

  it('labels ratings as the rating columns do', () => {
    expect(buildTraceView(wiki.puzzle, wiki.solution, 'se', null).rating.label).toMatch(/^ER \d+\.\d$/);
    expect(buildTraceView(wiki.puzzle, wiki.solution, 'sotd', null).rating.label).toMatch(/^Cost \d+ \([A-Z][a-z]+\)$/);
    expect(buildTraceView(wiki.puzzle, wiki.solution, 'grader', null).rating.label).toMatch(/^Grade \d+$/);
    expect(buildTraceView(wiki.puzzle, wiki.solution, 'hodoku', null).rating.label).toMatch(/^HoDoKu \d+ \([A-Z][a-z]+\)$/);
  });

  it('charges a Sudoku of the Day technique its first-use price once, then its later price', () => {
    const view = buildTraceView(wiki.puzzle, wiki.solution, 'sotd', null);
    const seen = new Set<string>();
    for (const step of view.steps) {
      const code = step.valueText.split(' ')[0]!;
      const [first, later] = step.valueText.split(' ')[1]!.split('/').map(Number);
      expect(step.value).toBe(seen.has(code) ? later : first);
      seen.add(code);
    }
  });

  it('gives each step the board before it, and the final board after the last', () => {
    const view = buildTraceView(wiki.puzzle, wiki.solution, 'se', null);
    const grid = Grid.fromPuzzle(asPuzzle(wiki.puzzle));
    expect(view.steps[0]!.before.values).toBe(wiki.puzzle.replaceAll('.', '0'));
    for (const step of view.steps) {
      expect(step.before).toEqual(positionOfGrid(grid));
      applyStep(grid, step.step);
    }
    expect(view.final.values).toBe(WIKIPEDIA_SOLUTION);
    expect(view.final.candidates.every((mask) => mask === 0)).toBe(true);
  });

  it('marks the first step at the highest value as the hardest', () => {
    const view = buildTraceView(wiki.puzzle, wiki.solution, 'se', null);
    const top = Math.max(...view.steps.map((s) => s.value!));
    expect(view.steps[view.hardest]!.value).toBe(top);
    expect(view.steps.slice(0, view.hardest).every((s) => s.value! < top)).toBe(true);
  });

  it('stamps the engine version from the rater version and the view format', () => {
    const view = buildTraceView(wiki.puzzle, wiki.solution, 'hodoku', null);
    expect(view.engineVersion).toBe(traceEngineVersion('hodoku'));
    expect(view.engineVersion % 100).toBe(TRACE_VIEW_FORMAT);
  });

  // Three solves of Easter Monster in the SE order (nested forcing chains): seconds each, minutes on a busy machine.
  it(
    'replays Easter Monster in the SE order with its names, words and highlights, rated as the se rater rates it',
    { timeout: 600_000 },
    () => {
      const em = solvable(EASTER_MONSTER);
      const view = buildTraceView(em.puzzle, em.solution, 'se', null);
      expect(view.steps.length).toBe(solveLogically(asPuzzle(em.puzzle), findTechniqueSet('se')!).steps.length);
      expect(view.rating.detail).toEqual(ratePuzzle(EASTER_MONSTER, ['se']).se);
      expect(view.rating.label).toBe(`ER ${(view.rating.detail as { er: number }).er.toFixed(1)}`);
      const chain = view.steps.find((s) => s.highlights.links.length > 0);
      expect(chain?.highlights.removed.length).toBeGreaterThan(0);
      for (const step of view.steps) {
        expect(step.techniqueName.length).toBeGreaterThan(0);
        expect(step.words.map((w) => w.text).join('')).toBe(step.text);
      }
    },
  );
});
