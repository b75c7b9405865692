/**
 * The custom-set methods of the app API at the service boundary: list, read, save (a name
 * taken is refused unless replacing), delete (refused while a running rate job uses the set),
 * and the preview in its worker thread, on the sample library.
 */
import { describe, expect, it } from 'vitest';
import { derivedCustomSet, presetCustomSet, type CustomSet } from '../../../core/rate/customSet';
import { writeJobStatus, writeNewJob } from '../library/store/jobs';
import { useSampleAppService } from '../../../../tests/support/sampleAppService';
import { makeCustomRater } from '../../../core/rate/customRater';
import { ratePuzzle } from '../../../core/rate/ratePuzzle';
import { makeRatingRows } from '../jobs/ratingRows';
import { writeRatings } from '../library/store/ratings';
import { readPreviewSample } from './customSetsApi';

const HODOKU = 'Patti · HoDoKu levels';
const app = useSampleAppService('patti-custom-sets-');
const { call, callError } = app;

function noXyWing(name: string): CustomSet {
  const made = derivedCustomSet(name, 'hodoku', { without: ['xy-wing'] });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe('custom sets through the app API', () => {
  it('saves, lists, reads and deletes a set', async () => {
    expect(await call('listCustomSets')).toEqual([]);
    const saved = await call('saveCustomSet', { set: noXyWing('no-xy'), replace: false });
    expect(saved).toMatchObject({
      name: 'no-xy',
      base: 'hodoku',
      fold: 'sum',
      techniques: presetCustomSet('x', 'hodoku').techniques.length - 1,
    });
    expect((await call('listCustomSets')).map((set) => set.name)).toEqual(['no-xy']);
    const read = await call('customSet', 'no-xy');
    expect(read?.set.techniques.some((t) => t.id === 'xy-wing')).toBe(false);
    expect(read?.identity).toBe(saved.identity);
    expect(await call('customSet', 'none-such')).toBeNull();
    expect(await call('deleteCustomSet', 'no-xy')).toBe(true);
    expect(await call('deleteCustomSet', 'no-xy')).toBe(false);
    expect(await call('listCustomSets')).toEqual([]);
  });

  it('refuses a name taken unless the save replaces it, and a replaced set has a new identity', async () => {
    const first = await call('saveCustomSet', { set: noXyWing('taken'), replace: false });
    expect(await callError('saveCustomSet', { set: noXyWing('taken'), replace: false })).toMatch(/a set named 'taken' exists already/);
    const edited = { ...noXyWing('taken'), fold: 'hardest' };
    const second = await call('saveCustomSet', { set: edited, replace: true });
    expect(second.identity).not.toBe(first.identity);
    expect((await call('customSet', 'taken'))?.set.fold).toBe('hardest');
  });

  it('says what is wrong with a set it cannot save', async () => {
    const set = noXyWing('bad');
    expect(await callError('saveCustomSet', { set: { ...set, techniques: [] }, replace: false })).toMatch(/ERR_INPUT: .*has no techniques/);
    expect(await callError('saveCustomSet', { set: { ...set, techniques: [{ id: 'x-wing', value: -1 }] }, replace: false })).toMatch(
      /x-wing's value is -1; values must be 0 or more/,
    );
    expect(await callError('saveCustomSet', { set: { ...set, techniques: [{ id: 'xy-wingz', value: 1 }] }, replace: false })).toMatch(
      /unknown technique 'xy-wingz'/,
    );
    expect(await callError('saveCustomSet', { set: { ...set, name: 'Bad Name' }, replace: false })).toMatch(/is not a set name/);
  });

  it('refuses to delete a set a running rate job rates with', async () => {
    await call('saveCustomSet', { set: noXyWing('busy'), replace: false });
    const job = writeNewJob(app.library.db, 'rate', JSON.stringify({ raters: ['custom:busy'] }), [1]);
    writeJobStatus(app.library.db, job, 'running');
    expect(await callError('deleteCustomSet', 'busy')).toMatch(new RegExp(`in use by rate job ${job}, which is running`));
    writeJobStatus(app.library.db, job, 'done');
    expect(await call('deleteCustomSet', 'busy')).toBe(true);
  });

  it("previews a set on a collection against a source's levels, in the worker, beside the preset", async () => {
    const ids = (await call('puzzleIds', { filter: { source: HODOKU } })).filter((_, index) => index % 30 === 0);
    await call('createCollection', { name: 'preview sample' });
    await call('addToCollection', { collection: 'preview sample', ids });
    const preview = await call('previewCustomSet', { set: noXyWing('preview'), sample: { collection: 'preview sample' }, against: HODOKU });
    expect(preview.sampled).toBe(ids.length);
    expect(preview.available).toBe(ids.length);
    expect(preview.levelNames.length).toBeGreaterThan(1);
    expect(preview.preset.spearman!).toBeGreaterThan(0.5);
    expect(preview.edited.finished + preview.edited.unfinished).toBe(ids.length);
    // The same set again: the worker kept its solves.
    const again = await call('previewCustomSet', {
      set: { ...noXyWing('preview'), fold: 'hardest' },
      sample: { collection: 'preview sample' },
      against: HODOKU,
    });
    expect(again.solved).toBe(0);
  }, 120_000);

  it('takes at most 500 puzzles spread over a large source, and says when a source has no levels', async () => {
    const { sample, available } = readPreviewSample(app.library.db, {
      sample: { source: 'Patti · Sudoku of the Day levels' },
      against: 'Patti · Sudoku of the Day levels',
    });
    expect(available).toBeGreaterThan(500);
    expect(sample.puzzles).toHaveLength(500);
    expect(new Set(sample.levels).size).toBe(sample.levelNames.length);
    expect(() => readPreviewSample(app.library.db, { sample: { source: 'Named classics' }, against: 'Named classics' })).toThrow(
      /gives its puzzles no levels/,
    );
  });

  it("offers a saved set among Compare's metrics, and compares its ratings with a source's levels", async () => {
    const set = noXyWing('compared');
    await call('saveCustomSet', { set, replace: false });
    const before = await call('compareMetrics', { sources: [HODOKU] });
    expect(before.metrics.find((metric) => metric.id === 'custom:compared')).toMatchObject({
      name: 'Custom rating “compared”',
      rated: 0,
      rater: 'custom:compared',
    });
    // Ratings as a rate job writes them: the Compare number is stored with each.
    const ids = (await call('puzzleIds', { filter: { source: HODOKU } })).filter((_, index) => index % 40 === 0);
    const rater = makeCustomRater(set);
    for (const id of ids) {
      const detail = await call('puzzleDetail', id);
      const made = makeRatingRows(id, ratePuzzle(detail!.givens, [rater.id], { customSets: [set] }), [rater], {}, 'now');
      if (!made.ok) throw new Error(made.reason);
      writeRatings(app.library.db, made.rows);
    }
    const after = await call('compareMetrics', { sources: [HODOKU] });
    expect(after.metrics.find((metric) => metric.id === 'custom:compared')?.rated).toBe(ids.length);
    const statistics = await call('compareStatistics', { selection: { sources: [HODOKU] }, metric: 'custom:compared' });
    const row = statistics.comparison.sources[0]!.spearman.find((figures) => figures.metric === 'custom:compared');
    expect(row?.n).toBe(ids.length);
    expect(row!.rho!).toBeGreaterThan(0.3);
  }, 120_000);
});
