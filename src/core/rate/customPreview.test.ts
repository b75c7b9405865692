import { describe, expect, it } from 'vitest';
import { readSampleLines } from '../../../tests/support/data';
import { midranks } from '../stats/ranks';
import { pearson } from '../stats/pearson';
import { orderKey, previewCustomSet, previewFigures, PreviewTraces, THIRDS, UNFINISHED_COLUMN, type PreviewSample } from './customPreview';
import { makeCustomRater } from './customRater';
import { presetCustomSet, type CustomSet } from './customSet';
import { PuzzleMemo, type RatedPuzzle } from '../rater';
import { asPuzzle } from '../grid/puzzle';

/** Every 20th puzzle of the bundled HoDoKu-levels sample, with its level. */
function sample(): PreviewSample {
  const rows = readSampleLines('hodoku-levels.csv')
    .slice(1)
    .map((line) => line.split(','));
  const picked = rows.filter((_, index) => index % 20 === 0);
  const levelNames = [...new Set(rows.map((row) => row[1]!))];
  return { puzzles: picked.map((row) => row[0]!), levels: picked.map((row) => levelNames.indexOf(row[1]!)), levelNames };
}

const hodoku = presetCustomSet('preview', 'hodoku');
const withValue = (set: CustomSet, id: string, value: number): CustomSet => ({
  ...set,
  techniques: set.techniques.map((t) => (t.id === id ? { id: t.id, value } : t)),
});

describe('the preview of a set', () => {
  it('keeps solves per order: a value edit solves nothing again, an order edit solves again', () => {
    const traces = new PreviewTraces();
    const puzzles = sample();
    const first = previewCustomSet(hodoku, puzzles, traces);
    // The preset has the set's order: its solves are the set's.
    expect(first.solved).toBe(puzzles.puzzles.length);
    const valueEdit = previewCustomSet(withValue(hodoku, 'xy-wing', 9999), puzzles, traces);
    expect(valueEdit.solved).toBe(0);
    const reordered = { ...hodoku, techniques: [hodoku.techniques[1]!, hodoku.techniques[0]!, ...hodoku.techniques.slice(2)] };
    expect(orderKey(reordered)).not.toBe(orderKey(hodoku));
    expect(previewCustomSet(reordered, puzzles, traces).solved).toBe(puzzles.puzzles.length);
  });

  it('gives the same figures from kept solves as from a fresh rating with the set', () => {
    const puzzles = sample();
    const traces = new PreviewTraces();
    previewCustomSet(hodoku, puzzles, traces);
    const edited = withValue(withValue(hodoku, 'x-wing', 500), 'naked-pair', 0);
    const result = previewCustomSet(edited, puzzles, traces);
    const rater = makeCustomRater({ ...edited, name: 'fresh' });
    const scores = puzzles.puzzles.map(
      (puzzle) => rater.rate({ puzzle: asPuzzle(puzzle) } as RatedPuzzle, {}, new PuzzleMemo()).score ?? Number.POSITIVE_INFINITY,
    );
    expect(result.edited.spearman).toBeCloseTo(pearson(midranks(puzzles.levels), midranks(scores)), 12);
    expect(result.edited.columns).toEqual([...THIRDS]);
    expect(result.edited.counts.flat().reduce((a, b) => a + b, 0)).toBe(puzzles.puzzles.length);
  });

  it("agrees with HoDoKu's own levels better with HoDoKu's values than with every value equal", () => {
    const puzzles = sample();
    const traces = new PreviewTraces();
    const flat = { ...hodoku, techniques: hodoku.techniques.map((t) => ({ id: t.id, value: 1 })), fold: 'hardest' as const };
    const result = previewCustomSet(flat, puzzles, traces);
    expect(result.preset.spearman!).toBeGreaterThan(0.5);
    expect(result.edited.spearman ?? 0).toBeLessThan(result.preset.spearman!);
  });

  it("puts puzzles into the set's levels, and those it cannot finish into a column of their own", () => {
    const puzzles = sample();
    const singles: CustomSet = {
      name: 'singles',
      base: 'hodoku',
      fold: 'sum',
      techniques: hodoku.techniques.slice(0, 5),
      levels: [{ name: 'Low', upTo: 200 }, { name: 'High' }],
    };
    const traces = new PreviewTraces();
    const { kept } = traces.traces(singles, puzzles.puzzles);
    const figures = previewFigures(singles, kept, puzzles);
    expect(figures.unfinished).toBeGreaterThan(0);
    expect(figures.columns).toEqual(['Low', 'High', UNFINISHED_COLUMN]);
    expect(figures.counts.map((row) => row[2]).reduce((a, b) => a! + b!, 0)).toBe(figures.unfinished);
    expect(figures.finished + figures.unfinished).toBe(puzzles.puzzles.length);
  });

  it('keeps only the last few orders', () => {
    const traces = new PreviewTraces(2);
    const puzzles = sample().puzzles.slice(0, 3);
    for (let k = 0; k < 4; k++)
      traces.traces({ ...hodoku, techniques: [...hodoku.techniques.slice(k + 1), hodoku.techniques[k]!] }, puzzles);
    expect(traces.orders).toBe(2);
  });
});
