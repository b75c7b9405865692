import { describe, expect, it } from 'vitest';
import { NishioState } from './nishio.svelte';
import { fakeApi, NO_HIGHLIGHTS, ok, problem } from '../../../tests/support/workspaceFakes';
import type { NishioEventKind, NishioRunView } from '../../shared/workspaceTypes';

const PUZZLE = '0'.repeat(81);
const EMPTY = { values: PUZZLE, candidates: Array.from({ length: 81 }, () => 0) };

function fakeRun(seed: number, kinds: readonly NishioEventKind[]): NishioRunView {
  return {
    kind: 'nishio',
    puzzle: PUZZLE,
    libraryId: null,
    seed,
    strategies: 4,
    outcome: 'solved',
    cycles: kinds.length,
    start: EMPTY,
    events: kinds.map((kind, index) => ({
      index,
      kind,
      cycle: index,
      depth: 0,
      words: [],
      text: kind,
      highlights: { ...NO_HIGHLIGHTS, cells: [index] },
      after: EMPTY,
    })),
    histogram: [kinds.length, 3, 3, 9],
  };
}

describe('NishioState', () => {
  it('opens a run at its first event and marks its count in the histogram', async () => {
    const { api, calls } = fakeApi({ nishioRun: (input) => ok(fakeRun(input.seed, ['guess', 'deduction', 'contradiction', 'backtrack'])) });
    const nishio = new NishioState(api);
    await nishio.open({ puzzle: PUZZLE }, 7, 4);
    expect(calls).toEqual([{ method: 'nishioRun', input: { puzzle: PUZZLE, seed: 7, strategies: 4 } }]);
    expect(nishio.playback.count).toBe(4);
    expect(nishio.current?.kind).toBe('guess');
    expect(nishio.board?.highlights?.cells).toEqual([0]);
    expect(nishio.histogram?.bins[nishio.histogram.marked]).toMatchObject({ from: 4, to: 4, runs: 1 });
    nishio.go(2);
    expect(nishio.board?.label).toContain('contradiction');
    await nishio.open({ puzzle: PUZZLE }, 7, 4);
    expect(calls).toHaveLength(1);
    await nishio.open({ puzzle: PUZZLE }, 8, 4);
    expect(calls).toHaveLength(2);
    expect(nishio.playback.index).toBe(0);
  });

  it('hands back a puzzle that cannot be simulated, and says so for an unknown id', async () => {
    const { api } = fakeApi({
      nishioRun: (input) => ok('id' in input ? problem('unknown-id', 'No puzzle #3.') : problem('invalid', 'Not a puzzle.')),
    });
    const nishio = new NishioState(api);
    expect((await nishio.open({ puzzle: PUZZLE }, 0, 2))?.reason).toBe('invalid');
    expect(await nishio.open({ id: 3 }, 0, 2)).toBeNull();
    expect(nishio.error).toBe('No puzzle #3.');
  });
});
