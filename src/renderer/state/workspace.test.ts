import { describe, expect, it } from 'vitest';
import type { Route } from './routes';
import { WorkspaceState } from './workspace.svelte';
import { fakeApi, fakeTrace, ok, problem } from './workspaceFakes';

const PUZZLE = '0'.repeat(81);
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
      { view: 'editor', puzzle: PUZZLE },
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
});
