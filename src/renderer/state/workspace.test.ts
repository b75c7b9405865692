import { describe, expect, it } from 'vitest';
import type { Route } from './routes';
import { WorkspaceState } from './workspace.svelte';
import { fakeApi, fakeTrace, ok, problem } from '../../../tests/support/workspaceFakes';

const PUZZLE = '0'.repeat(81);
const ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('WorkspaceState', () => {
  it('opens the mode a route names, and sends a puzzle that cannot be replayed to the editor with the reason', async () => {
    const { api } = fakeApi({ puzzleTrace: () => ok(problem('no-solution', 'These givens have no solution.')) });
    const workspace = new WorkspaceState(api, () => {});
    workspace.open({ view: 'replay', ref: { puzzle: PUZZLE }, set: 'se' });
    expect(workspace.mode).toBe('replay');
    await settle();
    expect(workspace.mode).toBe('editor');
    expect(workspace.editor.problem).toBe('These givens have no solution.');
  });

  it('switches modes through the address, keeping the puzzle as the address named it', async () => {
    const routes: Route[] = [];
    const { api } = fakeApi({ puzzleTrace: (input) => ok(fakeTrace(PUZZLE, input.set, [1])) });
    const workspace = new WorkspaceState(api, (route) => routes.push(route));
    workspace.open({ view: 'replay', ref: { id: 4 }, set: 'hodoku' });
    await settle();
    workspace.switchTo('nishio');
    workspace.switchTo('editor');
    workspace.changeReplay('grader');
    expect(routes).toEqual([
      { view: 'nishio', ref: { id: 4 }, seed: 0, strategies: 4 },
      // The puzzle as the workspace shows it: dots for blanks.
      { view: 'editor', puzzle: '.'.repeat(81) },
      { view: 'replay', ref: { id: 4 }, set: 'grader' },
    ]);
  });

  it('without a puzzle, asking for another mode keeps to the empty editor', () => {
    const routes: Route[] = [];
    const { api } = fakeApi({});
    const workspace = new WorkspaceState(api, (route) => routes.push(route));
    workspace.open({ view: 'editor', puzzle: null });
    expect(workspace.mode).toBe('editor');
    workspace.switchTo('replay');
    expect(routes).toEqual([{ view: 'editor', puzzle: null }]);
  });

  it('after Edit a copy of another puzzle, the header and the tabs follow the editor, not the replay before it', async () => {
    const routes: Route[] = [];
    const { api } = fakeApi({ puzzleTrace: (input) => ok({ ...fakeTrace(ESCARGOT, input.set, [1]), libraryId: 2461 }) });
    const workspace = new WorkspaceState(api, (route) => routes.push(route));
    workspace.open({ view: 'replay', ref: { id: 2461 }, set: 'se' });
    await settle();
    expect(workspace.puzzle).toBe(ESCARGOT);
    expect(workspace.libraryId).toBe(2461);
    workspace.open({ view: 'editor', puzzle: WIKIPEDIA });
    expect(workspace.puzzle).toBe(WIKIPEDIA);
    expect(workspace.libraryId).toBeNull();
    expect(workspace.linkTo('replay')).toBe(`#/replay?puzzle=${WIKIPEDIA}&set=se`);
    workspace.switchTo('nishio');
    expect(routes).toEqual([{ view: 'nishio', ref: { puzzle: WIKIPEDIA }, seed: 0, strategies: 4 }]);
  });

  it('the editor drops the message about a puzzle saved before another one is opened', async () => {
    const { api } = fakeApi({ savePuzzle: () => ok({ id: 2552, status: 'new' }) });
    const workspace = new WorkspaceState(api, () => {});
    workspace.open({ view: 'editor', puzzle: ESCARGOT });
    await workspace.editor.save();
    expect(workspace.editor.savedHere?.id).toBe(2552);
    expect(workspace.libraryId).toBe(2552);
    workspace.open({ view: 'editor', puzzle: WIKIPEDIA });
    workspace.open({ view: 'editor', puzzle: ESCARGOT });
    expect(workspace.editor.savedHere).toBeNull();
    expect(workspace.libraryId).toBeNull();
  });

  it('returns to the editor with the grid as edited, not as the address first named it', () => {
    const { api } = fakeApi({});
    const workspace = new WorkspaceState(api, () => {});
    expect(workspace.returnRoute()).toEqual({ view: 'editor', puzzle: null });
    workspace.open({ view: 'editor', puzzle: WIKIPEDIA });
    workspace.editor.select(2);
    workspace.editor.enter(4);
    const edited = `${WIKIPEDIA.slice(0, 2)}4${WIKIPEDIA.slice(3)}`;
    expect(workspace.puzzle).toBe(edited);
    expect(workspace.returnRoute()).toEqual({ view: 'editor', puzzle: edited });
    // Opening that address keeps the edit and its undo history.
    workspace.open({ view: 'editor', puzzle: edited });
    expect(workspace.editor.canUndo).toBe(true);
  });
});
