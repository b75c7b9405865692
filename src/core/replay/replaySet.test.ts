import { describe, expect, it } from 'vitest';
import { asPuzzle, asSolution } from '../grid/puzzle';
import { PuzzleMemo } from '../rater';
import { makeCustomRater } from '../rate/customRater';
import { presetCustomSet, type CustomSet } from '../rate/customSet';
import { customSetId, readTechniqueSetId, replaySetOf } from './replaySet';
import { readPuzzle } from './puzzleInput';
import { EASTER_MONSTER, WIKIPEDIA } from '../../../tests/support/replayPuzzles';
import { buildTraceView, traceCacheKey, traceEngineVersion } from './traceView';

function solvable(text: string): { puzzle: string; solution: string } {
  const read = readPuzzle(text);
  if (read.kind !== 'puzzle') throw new Error(read.message);
  return read;
}

const custom = (set: CustomSet) => replaySetOf(customSetId(set.name), set);

describe('readTechniqueSetId', () => {
  it('tells a preset from a custom set by name', () => {
    expect(readTechniqueSetId('hodoku')).toEqual({ ok: true, value: { kind: 'preset', id: 'hodoku' } });
    expect(readTechniqueSetId('custom:my-set')).toEqual({ ok: true, value: { kind: 'custom', id: 'custom:my-set', name: 'my-set' } });
  });

  it('says what is wrong with an id that is neither', () => {
    const unknown = readTechniqueSetId('sudokuwiki');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.message).toMatch(/unknown technique set 'sudokuwiki'.*custom:NAME/);
    const badName = readTechniqueSetId('custom:My Set');
    expect(badName.ok).toBe(false);
    if (!badName.ok) expect(badName.error.message).toMatch(/'My Set' is not a set name/);
    expect(readTechniqueSetId('custom:').ok).toBe(false);
  });
});

describe('replaySetOf', () => {
  it('pairs a custom id with the content sent for it, and refuses a request without it or with another set', () => {
    const set = presetCustomSet('mine', 'se');
    expect(replaySetOf('custom:mine', set)).toEqual({ kind: 'custom', id: 'custom:mine', set });
    expect(replaySetOf('se')).toEqual({ kind: 'preset', id: 'se' });
    expect(() => replaySetOf('custom:mine')).toThrow(/'mine' was not sent/);
    expect(() => replaySetOf('custom:other', set)).toThrow(/names the set 'other' but carries 'mine'/);
  });
});

describe('traceCacheKey', () => {
  it('keys a preset by its id, and a custom set by its name and the hash of its content', () => {
    expect(traceCacheKey('sotd')).toEqual({ techniqueSet: 'sotd', engineVersion: traceEngineVersion('sotd') });
    const set = presetCustomSet('mine', 'hodoku');
    const key = traceCacheKey(custom(set));
    expect(key.techniqueSet).toMatch(/^custom:mine@[0-9a-f]{16}$/);
    // The same content, made again, finds the same trace.
    expect(traceCacheKey(custom(presetCustomSet('mine', 'hodoku')))).toEqual(key);
  });

  it('changes with any edit of the set, so an edited set never gets the trace of the set before', () => {
    const set = presetCustomSet('mine', 'hodoku');
    const key = traceCacheKey(custom(set));
    const revalued: CustomSet = { ...set, techniques: set.techniques.map((t, i) => (i === 0 ? { ...t, value: t.value + 1 } : t)) };
    const shorter: CustomSet = { ...set, techniques: set.techniques.slice(0, -1) };
    const refolded: CustomSet = { ...set, fold: 'hardest' };
    for (const edited of [revalued, shorter, refolded]) {
      const editedKey = traceCacheKey(custom(edited));
      expect(editedKey.techniqueSet).not.toBe(key.techniqueSet);
      expect(editedKey.techniqueSet.startsWith('custom:mine@')).toBe(true);
    }
  });
});

describe('a replay in a custom set', () => {
  const wiki = solvable(WIKIPEDIA);

  it("follows the set's techniques and rates the solve as the set's rater does (a sum fold)", () => {
    const set = presetCustomSet('same-as-hodoku', 'hodoku');
    const view = buildTraceView(wiki.puzzle, wiki.solution, custom(set), null);
    const preset = buildTraceView(wiki.puzzle, wiki.solution, 'hodoku', null);
    expect(view.set).toBe('custom:same-as-hodoku');
    expect(view.steps.map((s) => s.step)).toEqual(preset.steps.map((s) => s.step));
    const rated = makeCustomRater(set).rate({ puzzle: asPuzzle(wiki.puzzle), solution: asSolution(wiki.solution) }, {}, new PuzzleMemo());
    expect(view.rating.value).toBe(rated.score);
    expect(view.rating.detail).toEqual(rated);
    expect(view.rating.fold).toBe('sum');
    expect(view.rating.label).toMatch(/^same-as-hodoku \(custom\) \d+/);
    // The step prices add up to the score, as the chart's running total shows it.
    expect(view.steps.reduce((sum, s) => sum + s.value!, 0)).toBeCloseTo(rated.score!, 6);
    expect(view.engineVersion).toBe(traceEngineVersion(custom(set)));
  });

  it("takes the set's own values: the hardest step is the rating under the hardest fold", () => {
    const base = presetCustomSet('heavy-singles', 'se');
    const set: CustomSet = {
      ...base,
      techniques: base.techniques.map((t) => ({ ...t, value: t.id === 'hidden-single-box' ? 9 : t.value })),
    };
    const view = buildTraceView(wiki.puzzle, wiki.solution, custom(set), null);
    const values = view.steps.map((s) => s.value!);
    expect(view.rating.fold).toBe('max');
    expect(view.rating.value).toBe(Math.max(...values));
    const boxSingles = view.steps.filter((s) => s.technique === 'hidden-single-box');
    expect(boxSingles.length).toBeGreaterThan(0);
    for (const step of boxSingles) expect(step.valueText).toBe('9');
  });

  it('shows where a set that cannot finish the puzzle stopped, and gives no rating', () => {
    const singles: CustomSet = {
      name: 'singles',
      base: 'se',
      fold: 'hardest',
      techniques: [
        { id: 'full-house', value: 1 },
        { id: 'naked-single', value: 2.3 },
      ],
    };
    const monster = solvable(EASTER_MONSTER);
    const view = buildTraceView(monster.puzzle, monster.solution, custom(singles), null);
    expect(view.outcome).toBe('stuck');
    expect(view.rating.value).toBeNull();
    expect(view.rating.label).toBe('singles (custom): not finished');
    const detail = view.rating.detail as { unfinished: { reason: string; position: string } };
    expect(detail.unfinished.reason).toMatch(/none of the set's techniques applies after \d+ steps/);
    // The board the replay ends on is the position the set's rater says it stopped at.
    const stoppedAt = detail.unfinished.position
      .split(/\s+/)
      .map((cell) => (cell.startsWith('{') ? '0' : cell))
      .join('');
    expect(view.final.values).toBe(stoppedAt);
    expect(stoppedAt).toContain('0');
  });
});
