import { describe, expect, it } from 'vitest';
import type { AppApi, Reply } from '../../shared/api';
import type { HintInput, HintView, StepView } from '../../shared/workspaceTypes';
import { PlayState } from './play.svelte';
import type { SavedGame } from '../../shared/playTypes';
import { candidatesOf } from './playGrid';
import type { KeyPress } from './gridKeys';

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
    highlights: {
      cells: [2],
      houses: [],
      coverHouses: [],
      kept: [],
      accent: [],
      removed: [2 * 9 + 0],
      placements: [{ cell: 2, digit: 4 }],
      links: [],
    },
    before: { values: GIVENS, candidates: before },
  } as unknown as StepView;
  return { kind: 'step', step };
}

function fakeApi(answer: (input: HintInput) => HintView, saved: SavedGame | null = null) {
  const asked: HintInput[] = [];
  const kept: SavedGame[] = [];
  const api = {
    puzzleHint: (input: HintInput): Promise<Reply<HintView>> => {
      asked.push(input);
      return Promise.resolve({ ok: true, value: answer(input) });
    },
    savedGame: (): Promise<Reply<SavedGame | null>> => Promise.resolve({ ok: true, value: saved }),
    saveGame: (game: SavedGame): Promise<Reply<boolean>> => {
      kept.push(game);
      return Promise.resolve({ ok: true, value: true });
    },
  } as unknown as AppApi;
  return { api, asked, kept };
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

  it('keeps a library game as it is played and resumes it with its marks and time', async () => {
    const { api, kept } = fakeApi(() => ({ kind: 'solved' }));
    const play = new PlayState(api);
    await play.startSaved(7, GIVENS, SOLUTION);
    play.tick(1_000, true);
    play.select(2);
    play.toggleMark(4);
    play.tick(31_000, true);
    play.tick(31_000, false);
    const last = kept.at(-1)!;
    expect(last).toMatchObject({ puzzleId: 7, elapsedMs: 30_000, solved: false });
    expect(last.marks[2]).toBe(1 << 3);

    const again = new PlayState(fakeApi(() => ({ kind: 'solved' }), last).api);
    await again.startSaved(7, GIVENS, SOLUTION);
    expect(again.marks[2]).toBe(1 << 3);
    expect(again.elapsed).toBe(30_000);
    expect(again.canUndo).toBe(false);
    expect(again.canRestart).toBe(true);
    // A saved game belongs to its puzzle: one that does not keep these givens is not resumed.
    const other = new PlayState(fakeApi(() => ({ kind: 'solved' }), { ...last, values: SOLUTION.replace('5', '1') }).api);
    await other.startSaved(7, GIVENS, SOLUTION);
    expect(other.marks[2]).toBe(0);
  });

  it('does not count time while the window is hidden', () => {
    const play = new PlayState(fakeApi(() => ({ kind: 'solved' })).api);
    play.start(GIVENS, SOLUTION);
    play.tick(0, true);
    play.tick(5_000, false);
    play.tick(65_000, false);
    play.tick(66_000, true);
    play.tick(67_000, true);
    expect(play.elapsed).toBe(6_000);
  });

  it('lights up the digit of the chosen cell and paints with the chosen colour', () => {
    const play = new PlayState(fakeApi(() => ({ kind: 'solved' })).api);
    play.start(GIVENS, SOLUTION);
    play.select(0);
    play.highlightSelected();
    expect(play.highlightDigit).toBe(5);
    expect(play.highlighted?.cells).toContain(0);
    play.toggleHighlight(5);
    expect(play.highlighted).toBeNull();
    play.choosePaint({ paint: 1, target: 'cell' });
    play.select(40);
    expect(play.colouring.cells[40]).toBe(1);
    play.choosePaint({ paint: 2, target: 'candidate' });
    play.select(2);
    play.enter(4);
    expect(play.values[2]).toBe('0');
    expect(play.colouring.candidates.get(2 * 9 + 3)).toBe(2);
    play.clearColours();
    expect(play.colouring.cells[40]).toBe(0);
  });

  it('takes keys on the board: digits, pencil marks, arrows, undo; a pencil digit paints with the candidate paint', () => {
    const play = new PlayState(fakeApi(() => ({ kind: 'solved' })).api);
    play.start(GIVENS, SOLUTION);
    const press = (key: string, code = '', modifiers: Partial<KeyPress> = {}) =>
      play.handleKey({ key, code, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });
    play.select(2);
    expect(press('4', 'Digit4')).toBe(true);
    expect(play.values[2]).toBe('4');
    expect(press('z', 'KeyZ', { ctrlKey: true })).toBe(true);
    expect(play.values[2]).toBe('0');
    expect(press('ArrowRight')).toBe(true);
    expect(play.selected).toBe(3);
    expect(press('p', 'KeyP')).toBe(true);
    expect(play.pencil).toBe(true);
    press('6', 'Digit6');
    expect(play.marks[3]).toBe(1 << 5);
    play.choosePaint({ paint: 2, target: 'candidate' });
    press('1', 'Digit1');
    expect(play.marks[3]).toBe(1 << 5);
    expect(play.colouring.candidates.get(3 * 9 + 0)).toBe(2);
    expect(press('Tab', 'Tab')).toBe(false);
    expect(play.handleShortcut({ key: '5', code: 'Digit5', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false })).toBe(false);
  });

  it('keeps its paints with the saved game, resumes them, and drops them on Clear colours and Restart', async () => {
    const { api, kept } = fakeApi(() => ({ kind: 'solved' }));
    const play = new PlayState(api);
    await play.startSaved(7, GIVENS, SOLUTION);
    play.choosePaint({ paint: 1, target: 'cell' });
    play.select(40);
    play.choosePaint({ paint: 2, target: 'candidate' });
    play.select(2);
    play.enter(4);
    const painted = kept.at(-1)!;
    expect(painted.colours.cells[40]).toBe(1);
    expect(painted.colours.candidates).toEqual([[2 * 9 + 3, 2]]);

    const again = new PlayState(fakeApi(() => ({ kind: 'solved' }), painted).api);
    await again.startSaved(7, GIVENS, SOLUTION);
    expect(again.colouring.cells[40]).toBe(1);
    expect(again.colouring.candidates.get(2 * 9 + 3)).toBe(2);
    // Paint alone is something to restart from.
    expect(again.canRestart).toBe(true);

    play.clearColours();
    expect(kept.at(-1)!.colours).toEqual({ cells: new Array<number>(81).fill(0), candidates: [] });

    const restarted = fakeApi(() => ({ kind: 'solved' }), painted);
    const third = new PlayState(restarted.api);
    await third.startSaved(7, GIVENS, SOLUTION);
    third.restart();
    expect(third.colouring.cells[40]).toBe(0);
    expect(restarted.kept.at(-1)!.colours.candidates).toEqual([]);
    expect(restarted.kept.at(-1)!.colours.cells.every((paint) => paint === 0)).toBe(true);
  });
});
