import { describe, expect, it, vi } from 'vitest';
import { foldOfSet, ReplayState, setChoices, tileRating, unfinishedWords } from './replay.svelte';
import type { CustomSetSummary } from '../../shared/customSetTypes';
import { fakeApi, fakeProgress, fakeTrace, ok, problem } from '../../../tests/support/workspaceFakes';
import type { TraceInput, TraceProgressInput, TraceProgressView, TraceView } from '../../shared/workspaceTypes';
import type { Reply } from '../../shared/api';
import type { InnerChain } from '../../core/strategies/nestedForcing';

const PUZZLE = '0'.repeat(81);

describe('ReplayState', () => {
  it('opens a trace at its first step, before the step, and keeps its rating', async () => {
    const { api, calls } = fakeApi({ puzzleTrace: (input) => ok(fakeTrace(PUZZLE, input.set, [1.2, 7.2, 2.3])) });
    const replay = new ReplayState(api);
    expect(await replay.open({ puzzle: PUZZLE }, 'se')).toBeNull();
    expect(calls).toEqual([{ method: 'puzzleTrace', input: { puzzle: PUZZLE, set: 'se', progressive: true } }]);
    expect(replay.playback.count).toBe(3);
    expect(replay.current?.index).toBe(0);
    expect(replay.ratings.se?.label).toBe('se 7.2');
    expect(replay.board?.position.values).toBe(PUZZLE);
    expect(replay.board?.highlights?.cells).toEqual([0]);
    expect(replay.series?.runningMax).toEqual([1.2, 7.2, 7.2]);
    // The same puzzle and set again is not asked for twice.
    await replay.open({ puzzle: PUZZLE }, 'se');
    expect(calls).toHaveLength(1);
  });

  it('shows a slow solve as it goes: the steps so far at once, more as they come, the rating once complete', async () => {
    const whole = fakeTrace(PUZZLE, 'se', [1, 2, 9, 3]);
    const answers: ((reply: Reply<TraceView | TraceProgressView>) => void)[] = [];
    const { api, calls } = fakeApi({
      puzzleTrace: () => ok(fakeProgress(whole, 1)),
      traceProgress: () => new Promise((resolve) => answers.push(resolve)),
    });
    const replay = new ReplayState(api);
    await replay.open({ puzzle: PUZZLE }, 'se');
    expect(replay.steps).toHaveLength(1);
    expect(replay.trace).toBeNull();
    expect(replay.ratings.se).toBeUndefined();
    expect(replay.filled).toBe(1);
    expect(calls.at(-1)).toEqual({ method: 'traceProgress', input: { ticket: 'ticket-1', from: 1 } satisfies TraceProgressInput });

    answers.shift()!({ ok: true, value: fakeProgress(whole, 3, 1) });
    await vi.waitFor(() => expect(replay.steps).toHaveLength(3));
    // The reader's place is kept while steps arrive, and the keys reach the new ones.
    expect(replay.current?.index).toBe(0);
    replay.playback.last();
    expect(replay.current?.index).toBe(2);
    expect(replay.board?.position.values.slice(0, 3)).toBe('110');
    expect(calls.at(-1)?.input).toEqual({ ticket: 'ticket-1', from: 3 });

    answers.shift()!({ ok: true, value: whole });
    await vi.waitFor(() => expect(replay.trace).toBe(whole));
    expect(replay.progress).toBeNull();
    expect(replay.steps).toHaveLength(4);
    expect(replay.playback.count).toBe(4);
    expect(replay.current?.index).toBe(2);
    expect(replay.ratings.se?.label).toBe('se 9');
    expect(calls.filter((call) => call.method === 'traceProgress')).toHaveLength(2);
  });

  it('cancels a solve in progress when another puzzle is opened, and ignores what it still sends', async () => {
    const slow = fakeTrace(PUZZLE, 'se', [1, 2, 9]);
    const other = '1'.repeat(81);
    let answer: ((reply: Reply<TraceView | TraceProgressView>) => void) | undefined;
    const { api, calls } = fakeApi({
      puzzleTrace: (input) => ok('puzzle' in input && input.puzzle === PUZZLE ? fakeProgress(slow, 1) : fakeTrace(other, input.set, [4])),
      traceProgress: () => new Promise((resolve) => (answer = resolve)),
      cancelTrace: () => ok(true),
    });
    const replay = new ReplayState(api);
    await replay.open({ puzzle: PUZZLE }, 'se');
    await replay.open({ puzzle: other }, 'se');
    expect(calls).toContainEqual({ method: 'cancelTrace', input: 'ticket-1' });
    answer!({ ok: true, value: slow });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(replay.trace?.puzzle).toBe(other);
    expect(replay.steps).toHaveLength(1);
  });

  it('shows the board after a step as the next step starts it, with only what changed', async () => {
    const { api } = fakeApi({ puzzleTrace: (input) => ok(fakeTrace(PUZZLE, input.set, [1, 2])) });
    const replay = new ReplayState(api);
    await replay.open({ puzzle: PUZZLE }, 'se');
    replay.showAfter = true;
    expect(replay.board?.position.values.slice(0, 2)).toBe('10');
    expect(replay.board?.highlights?.cells).toEqual([]);
    expect(replay.board?.highlights?.placements).toEqual([{ cell: 0, digit: 1 }]);
    replay.go(1);
    expect(replay.showAfter).toBe(false);
    replay.showAfter = true;
    expect(replay.board?.position.values.slice(0, 3)).toBe('110');
  });

  it('draws an inner chain of the step on show instead of the whole step, until another step is shown', async () => {
    const { api } = fakeApi({ puzzleTrace: (input) => ok(fakeTrace(PUZZLE, input.set, [9.5, 2])) });
    const replay = new ReplayState(api);
    await replay.open({ puzzle: PUZZLE }, 'se');
    const inner: InnerChain = {
      rule: 'Forcing Chain',
      shape: 'chain',
      eliminations: [40],
      branches: [
        {
          assumption: { candidate: 40, on: true },
          links: [
            { from: 40, to: 49, strong: false },
            { from: 49, to: 40, strong: true },
          ],
        },
      ],
      complexity: 3,
      inner: [],
    };
    replay.showInner(inner);
    expect(replay.board?.highlights?.links).toHaveLength(2);
    expect(replay.board?.highlights?.removed).toEqual([40]);
    expect(replay.board?.label).toContain('Forcing Chain: removes 5r1c5');
    replay.go(1);
    expect(replay.shownInner).toBeNull();
    replay.go(0);
    // Leaving the step forgets the choice: the whole step is drawn again.
    expect(replay.board?.highlights?.cells).toEqual([0]);
  });

  it('after a switch to a set still being solved, takes the reader to the same point once the solve gets there', async () => {
    const hodoku = fakeTrace(PUZZLE, 'hodoku', [2, 2, 2, 2, 2, 2]);
    const answers = [fakeProgress(hodoku, 2, 1), fakeProgress(hodoku, 5, 2), hodoku];
    const { api } = fakeApi({
      puzzleTrace: (input: TraceInput) => ok(input.set === 'se' ? fakeTrace(PUZZLE, 'se', [1, 1, 1, 1, 5]) : fakeProgress(hodoku, 1)),
      traceProgress: () => ok(answers.shift()!),
      cancelTrace: () => ok(true),
    });
    const replay = new ReplayState(api);
    await replay.open({ puzzle: PUZZLE }, 'se');
    replay.go(3);
    await replay.open({ puzzle: PUZZLE }, 'hodoku');
    await vi.waitFor(() => expect(replay.trace?.set).toBe('hodoku'));
    expect(replay.playback.index).toBe(3);
    expect(replay.ratings.se?.label).toBe('se 5');
  });

  it('switching sets keeps the reader near the same point of the solve and remembers both ratings', async () => {
    const { api } = fakeApi({
      puzzleTrace: (input: TraceInput) =>
        ok(input.set === 'se' ? fakeTrace(PUZZLE, 'se', [1, 1, 1, 1, 5]) : fakeTrace(PUZZLE, input.set, [2, 2, 2, 2, 2, 2])),
    });
    const replay = new ReplayState(api);
    await replay.open({ puzzle: PUZZLE }, 'se');
    replay.go(3);
    await replay.open({ puzzle: PUZZLE }, 'hodoku');
    expect(replay.playback.index).toBe(3);
    expect(Object.keys(replay.ratings).sort()).toEqual(['hodoku', 'se']);
    await replay.open({ puzzle: '1'.repeat(81) }, 'hodoku');
    expect(Object.keys(replay.ratings)).toEqual(['hodoku']);
    expect(replay.playback.index).toBe(0);
  });

  it('hands a puzzle that cannot be replayed back with its problem, and says so for an unknown id', async () => {
    const { api } = fakeApi({
      puzzleTrace: (input) =>
        ok(
          'id' in input
            ? problem('unknown-id', 'No puzzle #9 in the library.')
            : problem('multiple-solutions', 'It has more than one solution.'),
        ),
    });
    const replay = new ReplayState(api);
    expect((await replay.open({ puzzle: PUZZLE }, 'se'))?.reason).toBe('multiple-solutions');
    expect(replay.trace).toBeNull();
    expect(await replay.open({ id: 9 }, 'se')).toBeNull();
    expect(replay.error).toBe('No puzzle #9 in the library.');
  });

  it('keeps only the answer to the last request', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { api } = fakeApi({
      puzzleTrace: async (input) => {
        if (input.set === 'se') await slow;
        return ok(fakeTrace(PUZZLE, input.set, input.set === 'se' ? [1] : [1, 2]));
      },
    });
    const replay = new ReplayState(api);
    const first = replay.open({ puzzle: PUZZLE }, 'se');
    await replay.open({ puzzle: PUZZLE }, 'grader');
    release();
    await first;
    expect(replay.trace?.set).toBe('grader');
    expect(replay.set).toBe('grader');
  });

  it('previews an alternative of the current step on the board', async () => {
    const trace = fakeTrace(PUZZLE, 'se', [1, 2]);
    const other = { ...trace.steps[0]!, techniqueName: 'Other', highlights: { ...trace.steps[0]!.highlights, cells: [40] } };
    const { api, calls } = fakeApi({ puzzleTrace: () => ok(trace), stepAlternatives: () => ok([trace.steps[0]!, other]) });
    const replay = new ReplayState(api);
    await replay.open({ puzzle: PUZZLE }, 'se');
    await replay.loadAlternatives();
    expect(calls.at(-1)).toEqual({ method: 'stepAlternatives', input: { puzzle: PUZZLE, set: 'se', index: 0 } });
    replay.preview = 1;
    expect(replay.shownStep?.techniqueName).toBe('Other');
    expect(replay.board?.highlights?.cells).toEqual([40]);
    replay.go(1);
    expect(replay.previewed).toBeNull();
    expect(replay.shownStep?.index).toBe(1);
  });

  it("does not show the previous set's rating while a switch of set is solving", async () => {
    let answerHodoku: (reply: Reply<TraceView>) => void = () => {};
    const { api } = fakeApi({
      puzzleTrace: (input) =>
        input.set === 'se' ? ok(fakeTrace(PUZZLE, 'se', [9.1])) : new Promise((resolve) => (answerHodoku = resolve)),
    });
    const replay = new ReplayState(api);
    await replay.open({ puzzle: PUZZLE }, 'se');
    expect(replay.rating?.label).toBe('se 9.1');
    const switching = replay.open({ puzzle: PUZZLE }, 'hodoku');
    // The SE solve stays on show meanwhile, without its rating.
    expect(replay.trace?.set).toBe('se');
    expect(replay.rating).toBeNull();
    answerHodoku({ ok: true, value: fakeTrace(PUZZLE, 'hodoku', [300]) });
    await switching;
    expect(replay.rating?.label).toBe('hodoku 300');
  });
});

describe("the set switcher's custom sets", () => {
  const saved = (name: string, fold: CustomSetSummary['fold']): CustomSetSummary => ({
    name,
    base: 'hodoku',
    fold,
    techniques: 30,
    levels: 0,
    identity: '0'.repeat(16),
    updatedAt: 'now',
  });

  it('offers every saved custom set after the presets, by its name, marked as custom', () => {
    const choices = setChoices([saved('alpha', 'sum'), saved('no-xy', 'hardest')], 'se');
    expect(choices.map((choice) => choice.id)).toEqual(['se', 'hodoku', 'sotd', 'grader', 'custom:alpha', 'custom:no-xy']);
    expect(choices[5]).toEqual({ id: 'custom:no-xy', short: 'no-xy', name: 'no-xy (custom)' });
  });

  it('keeps the set open now on offer when it is no longer saved', () => {
    expect(setChoices([], 'custom:gone').map((choice) => choice.id)).toEqual(['se', 'hodoku', 'sotd', 'grader', 'custom:gone']);
  });

  it("shows a custom set's rating on its tile without repeating its name", () => {
    const [preset, custom] = [setChoices([], 'se')[0]!, setChoices([saved('alpha', 'sum')], 'se')[4]!];
    const rating = (label: string) => ({ label, value: 1, fold: 'sum' as const, detail: null });
    expect(tileRating(custom, rating('alpha (custom) 267 (Light)'))).toBe('267 (Light)');
    expect(tileRating(custom, rating('alpha (custom): not finished'))).toBe('not finished');
    expect(tileRating(preset, rating('ER 7.2'))).toBe('ER 7.2');
    expect(tileRating(custom, undefined)).toBe('not yet');
  });

  it("forgets a custom set's tile rating once the set is edited or deleted, and keeps the others", async () => {
    let listed = [saved('alpha', 'sum'), saved('beta', 'sum')];
    const { api } = fakeApi({ puzzleTrace: (input) => ok(fakeTrace(PUZZLE, input.set, [1, 2])), listCustomSets: () => ok(listed) });
    const replay = new ReplayState(api);
    await replay.loadCustomSets();
    await replay.open({ puzzle: PUZZLE }, 'custom:alpha');
    await replay.open({ puzzle: PUZZLE }, 'custom:beta');
    await replay.open({ puzzle: PUZZLE }, 'se');
    expect(Object.keys(replay.ratings).sort()).toEqual(['custom:alpha', 'custom:beta', 'se']);
    // alpha edited (another identity): its old rating goes; beta, unchanged, keeps its own.
    listed = [{ ...saved('alpha', 'sum'), identity: '1'.repeat(16) }, saved('beta', 'sum')];
    await replay.loadCustomSets();
    expect(Object.keys(replay.ratings).sort()).toEqual(['custom:beta', 'se']);
    listed = [];
    await replay.loadCustomSets();
    expect(Object.keys(replay.ratings)).toEqual(['se']);
  });

  it("charts a custom set's steps by its own fold", () => {
    expect(foldOfSet('custom:alpha', [saved('alpha', 'sum-density')])).toBe('sum');
    expect(foldOfSet('custom:alpha', [saved('alpha', 'hardest')])).toBe('max');
    expect(foldOfSet('sotd', [])).toBe('sum');
  });

  it('says in words why a set could not finish and where it stopped', () => {
    const trace: TraceView = {
      ...fakeTrace(PUZZLE, 'custom:singles', [1, 2]),
      outcome: 'stuck',
      rating: {
        label: 'singles (custom): not finished',
        value: null,
        fold: 'max',
        detail: { techniques: {}, unfinished: { reason: "none of the set's techniques applies after 2 steps", position: '' } },
      },
    };
    expect(unfinishedWords(trace, 'singles (custom)')).toBe(
      'The singles (custom) set cannot finish this puzzle: none of its techniques applies after 2 steps. The board after the last step shows where it stopped.',
    );
  });
});
