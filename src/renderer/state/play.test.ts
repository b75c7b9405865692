import { describe, expect, it } from 'vitest';
import type { AppApi, Reply } from '../../shared/api';
import type { HintInput, HintView, StepView } from '../../shared/workspaceTypes';
import { PlayState } from './play.svelte';
import { candidatesOf } from './playGrid';

/** Wikipedia's example puzzle and its published solution. */
const GIVENS = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'.replace(/\./g, '0');
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** A hint placing 4 at r1c3 after removing 1 from r1c3 (made up here; the shape is what matters). */
function placeFourHint(before: readonly number[]): HintView {
  const step = {
    index: 0,
    techniqueName: 'Naked single',
    words: [{ type: 'text', text: 'r1c3 can only be 4' }],
    text: 'r1c3 can only be 4',
    highlights: { cells: [2], houses: [], coverHouses: [], kept: [], accent: [], removed: [2 * 9 + 0], placements: [{ cell: 2, digit: 4 }], links: [] },
    before: { values: GIVENS, candidates: before },
  } as unknown as StepView;
  return { kind: 'step', step };
}

function fakeApi(answer: (input: HintInput) => HintView) {
  const asked: HintInput[] = [];
  const api = {
    puzzleHint: (input: HintInput): Promise<Reply<HintView>> => {
      asked.push(input);
      return Promise.resolve({ ok: true, value: answer(input) });
    },
  } as unknown as AppApi;
  return { api, asked };
}

describe('PlayState', () => {
  it('fills digits over the givens, never over a given, and undoes them', () => {
    const play = new PlayState(fakeApi(() => ({ kind: 'solved' })).api);
    play.start(GIVENS, SOLUTION);
    play.select(0);
    play.enter(9);
    expect(play.values).toBe(GIVENS);
    play.select(2);
    play.enter(4);
    expect(play.values[2]).toBe('4');
    play.undo();
    expect(play.values).toBe(GIVENS);
  });

  it('sends its marks with a hint request, or none when it keeps none', async () => {
    const { api, asked } = fakeApi(() => ({ kind: 'none', message: 'stuck' }));
    const play = new PlayState(api);
    play.start(GIVENS, SOLUTION);
    await play.askHint();
    expect(asked[0]!.marks).toBeNull();
    play.autofill();
    await play.askHint();
    expect(asked[1]!.marks).toEqual(candidatesOf(GIVENS));
    expect(asked[1]!.givens).toBe(GIVENS);
  });

  it('draws a hint only while the board is the position it was asked for', async () => {
    const play = new PlayState(fakeApi((input) => placeFourHint(input.marks ?? candidatesOf(input.values))).api);
    play.start(GIVENS, SOLUTION);
    await play.askHint();
    await play.askHint();
    expect(play.highlights?.cells).toEqual([2]);
    // The player keeps no marks: the board draws none of theirs, only the hint's own candidates.
    expect(play.boardCandidates).toBeNull();
    play.select(3);
    play.toggleMark(1);
    expect(play.hint).toBeNull();
    expect(play.highlights).toBeNull();
  });

  it('shows a hint in three presses, asking the host once', async () => {
    const { api, asked } = fakeApi((input) => placeFourHint(candidatesOf(input.values)));
    const play = new PlayState(api);
    play.start(GIVENS, SOLUTION);
    await play.askHint();
    expect(play.hintLevel).toBe(1);
    expect(play.hintText).toBe('Look for a naked single in row 1.');
    expect(play.highlights?.houses).toEqual([0]);
    expect(play.highlights?.cells).toEqual([]);
    await play.askHint();
    expect(play.hintLevel).toBe(2);
    expect(play.highlights?.placements).toEqual([]);
    await play.askHint();
    expect(play.hintLevel).toBe(3);
    expect(play.highlights?.placements).toEqual([{ cell: 2, digit: 4 }]);
    await play.askHint();
    expect(play.hintLevel).toBe(3);
    expect(asked).toHaveLength(1);
  });

  it('applies a hint only once its whole step is shown', async () => {
    const play = new PlayState(fakeApi((input) => placeFourHint(candidatesOf(input.values))).api);
    play.start(GIVENS, SOLUTION);
    await play.askHint();
    play.applyHint();
    expect(play.values[2]).toBe('0');
    await play.askHint();
    await play.askHint();
    play.autofill();
    await play.askHint();
    await play.askHint();
    await play.askHint();
    play.applyHint();
    expect(play.values[2]).toBe('4');
    // r1c4 saw the new 4 in its row, so its marks lose 4.
    expect(play.marks[3]! & (1 << 3)).toBe(0);
    expect(play.canUndo).toBe(true);
  });

  it('points out a wrong digit when checked, and celebrates the solution', () => {
    const play = new PlayState(fakeApi(() => ({ kind: 'solved' })).api);
    play.start(GIVENS, SOLUTION);
    play.select(2);
    play.enter(1);
    play.check();
    expect(play.mistakes).toEqual([2]);
    expect(play.conflicts).toContain(2);
    // The 1 clashes with nothing given in its houses here; a clash with a given reddens only the player's cell.
    play.select(3);
    play.enter(5);
    expect(play.conflicts).toContain(3);
    expect(play.conflicts).not.toContain(0);
    expect(play.conflicts.every((cell) => GIVENS[cell] === '0')).toBe(true);
    for (let cell = 0; cell < 81; cell++) {
      play.select(cell);
      if (GIVENS[cell] === '0') play.enter(Number(SOLUTION[cell]));
    }
    expect(play.solved).toBe(true);
    expect(play.mistakes).toEqual([]);
  });
});
