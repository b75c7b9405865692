import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppApi, Reply } from '../../shared/api';
import type { QuickRatings, SavePuzzleInput } from '../../shared/workspaceTypes';
import { EditorState, RATINGS_DELAY_MS } from './editor.svelte';

/** Wikipedia's example puzzle ("Sudoku" article); it stays unique without its r1c1 given. */
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WITHOUT_R1C1 = '.' + WIKIPEDIA.slice(1);

interface Pending {
  readonly puzzle: string;
  readonly resolve: (reply: Reply<QuickRatings>) => void;
}

/** An app API whose quick ratings answer when the test says so; saves are recorded. */
function fakeApi() {
  const ratingCalls: Pending[] = [];
  const saves: SavePuzzleInput[] = [];
  const api = {
    quickRatings: (puzzle: string) => new Promise<Reply<QuickRatings>>((resolve) => ratingCalls.push({ puzzle, resolve })),
    savePuzzle: (input: SavePuzzleInput) => {
      saves.push(input);
      return Promise.resolve({ ok: true, value: { id: 42, status: 'new' } });
    },
    redundantGivens: (puzzle: string) => Promise.resolve({ ok: true, value: { puzzle, cells: [0] } }),
  } as unknown as AppApi;
  return { api, ratingCalls, saves };
}

function ratingsOf(puzzle: string, seEr: number): Reply<QuickRatings> {
  return { ok: true, value: { puzzle, seEr, costScore: 100, costLevel: 'Easy', nhc4: 2, universal: 'easy' } };
}

const actions = { replay: vi.fn(), simulate: vi.fn() };

function typeDigits(editor: EditorState, digits: string): void {
  for (const digit of digits) {
    editor.handleKey({ key: digit, code: `Digit${digit}`, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false });
    editor.handleKey({ key: 'ArrowRight', code: 'ArrowRight', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false });
  }
}

describe('EditorState', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('undoes and redoes typing, a paste and a clear, one action at a time', () => {
    const editor = new EditorState(fakeApi().api, actions);
    editor.open(null);
    typeDigits(editor, '12');
    expect(editor.line.slice(0, 3)).toBe('12.');
    editor.paste(WIKIPEDIA);
    editor.clear();
    expect(editor.status.givenCount).toBe(0);
    editor.undo();
    expect(editor.line).toBe(WIKIPEDIA);
    editor.undo();
    expect(editor.line.slice(0, 3)).toBe('12.');
    editor.undo();
    expect(editor.line.slice(0, 3)).toBe('1..');
    editor.redo();
    editor.redo();
    expect(editor.line).toBe(WIKIPEDIA);
  });

  it('keeps the status in step with the grid: multiple, unique, conflict', () => {
    const editor = new EditorState(fakeApi().api, actions);
    editor.open(WITHOUT_R1C1);
    expect(editor.status.kind).toBe('unique');
    editor.select(0);
    editor.enter(3);
    expect(editor.status.kind).toBe('conflict');
    editor.undo();
    editor.select(1);
    editor.erase();
    editor.select(4);
    editor.erase();
    expect(editor.status.kind).toBe('multiple');
  });

  it('asks for ratings once typing pauses, and drops an answer that comes too late', async () => {
    const { api, ratingCalls } = fakeApi();
    const editor = new EditorState(api, actions);
    editor.open(WIKIPEDIA);
    editor.select(0);
    editor.erase();
    editor.enter(5);
    expect(ratingCalls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(RATINGS_DELAY_MS);
    expect(ratingCalls.map((call) => call.puzzle)).toEqual([WIKIPEDIA]);
    expect(editor.ratings.kind).toBe('waiting');

    editor.erase();
    await vi.advanceTimersByTimeAsync(RATINGS_DELAY_MS);
    expect(ratingCalls.map((call) => call.puzzle)).toEqual([WIKIPEDIA, WITHOUT_R1C1]);
    ratingCalls[1]!.resolve(ratingsOf(WITHOUT_R1C1, 2.8));
    await vi.advanceTimersByTimeAsync(0);
    ratingCalls[0]!.resolve(ratingsOf(WIKIPEDIA, 2.3));
    await vi.advanceTimersByTimeAsync(0);
    expect(editor.ratings.kind === 'ready' && editor.ratings.ratings.seEr).toBe(2.8);
  });

  it('does not ask for ratings of a grid without one solution', async () => {
    const { api, ratingCalls } = fakeApi();
    const editor = new EditorState(api, actions);
    editor.open(null);
    typeDigits(editor, '123');
    await vi.advanceTimersByTimeAsync(RATINGS_DELAY_MS * 2);
    expect(ratingCalls).toHaveLength(0);
    expect(editor.ratings.kind).toBe('idle');
  });

  it('says why a puzzle it was opened with cannot be read, and keeps the reason it was sent', () => {
    const editor = new EditorState(fakeApi().api, actions);
    editor.open(WIKIPEDIA.slice(0, 70), 'It has several solutions.');
    expect(editor.problem).toBe('It has several solutions.');
    expect(editor.message?.bad).toBe(true);
    expect(editor.message?.text).toContain('70');
    expect(editor.status.givenCount).toBe(0);
  });

  it('saves the puzzle with its tags and note, and confirms it for that grid only', async () => {
    const { api, saves } = fakeApi();
    const editor = new EditorState(api, actions);
    editor.open(WIKIPEDIA);
    editor.saveTags = ' newspaper, sunday ,, ';
    editor.saveNote = 'From the paper';
    await editor.save();
    expect(saves).toEqual([{ puzzle: WIKIPEDIA, tags: ['newspaper', 'sunday'], note: 'From the paper' }]);
    expect(editor.savedHere).toEqual({ id: 42, status: 'new' });
    editor.select(0);
    editor.erase();
    expect(editor.savedHere).toBeNull();
  });

  it('shows redundant givens on the board only while the grid is unchanged', async () => {
    const editor = new EditorState(fakeApi().api, actions);
    editor.open(WIKIPEDIA);
    await editor.findRedundant();
    expect(editor.redundant).toEqual([0]);
    expect(editor.highlights?.cells).toEqual([0]);
    editor.select(2);
    editor.enter(4);
    expect(editor.highlights).toBeNull();
  });

  it('starts Play with the solution of a unique puzzle', () => {
    const editor = new EditorState(fakeApi().api, actions);
    editor.open(WIKIPEDIA);
    editor.startPlay();
    expect(editor.mode).toBe('play');
    expect(editor.play.solution).toBe(editor.status.solution);
    editor.replay();
    expect(actions.replay).toHaveBeenCalledWith(WIKIPEDIA);
  });
});

describe('EditorState.open', () => {
  it('keeps the work when the editor is opened again without a new puzzle', () => {
    const editor = new EditorState(fakeApi().api, actions);
    editor.open(WIKIPEDIA);
    editor.select(0);
    editor.erase();
    editor.open(null);
    expect(editor.line).toBe(WITHOUT_R1C1);
    editor.open(WITHOUT_R1C1);
    expect(editor.canUndo).toBe(true);
    editor.open(WIKIPEDIA);
    expect(editor.line).toBe(WIKIPEDIA);
    expect(editor.canUndo).toBe(false);
  });

  it('opens a puzzle sent with a reason even when it is the one being edited', () => {
    const editor = new EditorState(fakeApi().api, actions);
    editor.open(WIKIPEDIA);
    editor.select(0);
    editor.erase();
    editor.open(WITHOUT_R1C1, 'It cannot be replayed.');
    expect(editor.problem).toBe('It cannot be replayed.');
    expect(editor.canUndo).toBe(false);
    editor.select(0);
    editor.enter(5);
    expect(editor.problem).toBeNull();
  });
});
