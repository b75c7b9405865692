import { describe, expect, it } from 'vitest';
import { ratePuzzle } from '../rate/ratePuzzle';
import { nishioRunCycles } from '../simulate/nishio';
import { buildNishioRunView, HISTOGRAM_RUNS } from './nishioView';
import { EASTER_MONSTER, WIKIPEDIA, WIKIPEDIA_SOLUTION } from '../../../tests/support/replayPuzzles';
import type { BoardPosition, NishioRunView } from './views';

const EASTER_MONSTER_SOLUTION = '174385962293467158586192734451923876928674315367851249719548623635219487842736591';

/** The position with `digit` back among the candidates of `cell` (undoing a backtrack's strike). */
function unstruck(position: BoardPosition, cell: number, digit: number): BoardPosition {
  const candidates = [...position.candidates];
  candidates[cell] = candidates[cell]! | (1 << (digit - 1));
  return { values: position.values, candidates };
}

function checkPositions(view: NishioRunView, solution: string): void {
  const positionBefore = (index: number): BoardPosition => (index === 0 ? view.start : view.events[index - 1]!.after);
  // The position before each pending guess, by depth: a backtrack at that depth must restore it.
  const savedAt = new Map<number, BoardPosition>();
  let backtracks = 0;
  view.events.forEach((event, index) => {
    if (event.kind === 'guess') {
      const step = event.highlights.placements[0]!;
      savedAt.set(event.depth, positionBefore(index));
      expect(event.after.values[step.cell]).toBe(String(step.digit));
    }
    if (event.kind === 'backtrack') {
      const cell = event.highlights.cells[0]!;
      const digit = (event.highlights.removed[0]! % 9) + 1;
      expect(unstruck(event.after, cell, digit)).toEqual(savedAt.get(event.depth + 1));
      expect(event.after.candidates[cell]! & (1 << (digit - 1))).toBe(0);
      backtracks++;
    }
    if (index > 0) expect(event.cycle).toBeGreaterThanOrEqual(view.events[index - 1]!.cycle);
    // Every pass counts (the default conventions), so a deduction's count is the pass it was made in.
    if (event.kind === 'deduction') expect(event.text.startsWith(`Cycle ${event.cycle},`)).toBe(true);
  });
  if (view.outcome === 'solved') expect(view.events.at(-1)!.after.values).toBe(solution);
  expect(view.events.at(-1)!.cycle).toBe(view.cycles);
  expect(backtracks).toBe(view.events.filter((e) => e.kind === 'backtrack').length);
}

describe('buildNishioRunView', () => {
  it("counts Easter Monster's run of seed 7 as `patti rate --raters nhc4 --runs 1 --seed 7` does", () => {
    const view = buildNishioRunView(EASTER_MONSTER, 7, 4, null);
    expect(view.cycles).toBe(nishioRunCycles(EASTER_MONSTER, { strategies: 4, runs: 1, seed: 7 })[0]);
    expect(view.cycles).toBe((ratePuzzle(EASTER_MONSTER, ['nhc4'], { runs: 1, seed: 7 }).nhc4 as { mean: number }).mean);
    expect(view.outcome).toBe('solved');
    expect(view.events.some((e) => e.kind === 'contradiction')).toBe(true);
    checkPositions(view, EASTER_MONSTER_SOLUTION);
  });

  it('keeps positions consistent with 2 strategies too, and names the strategy and cycle of each deduction', () => {
    const view = buildNishioRunView(WIKIPEDIA, 3, 2, 5);
    expect(view.libraryId).toBe(5);
    checkPositions(view, WIKIPEDIA_SOLUTION);
    const deduction = view.events.find((e) => e.kind === 'deduction')!;
    expect(deduction.text).toMatch(/^Cycle \d+, (naked|hidden) singles: /);
  });

  it('starts with a guess (the first guess comes before the strategies) and tracks the guesses pending', () => {
    const view = buildNishioRunView(EASTER_MONSTER, 1, 4, null);
    expect(view.events[0]).toMatchObject({ kind: 'guess', depth: 1, cycle: 0 });
    for (const event of view.events) {
      if (event.kind === 'guess') expect(event.text).toContain(`depth ${event.depth}`);
      expect(event.depth).toBeGreaterThanOrEqual(0);
    }
  });

  it('holds the counts of 50 runs of the seed, this run first', () => {
    const view = buildNishioRunView(WIKIPEDIA, 11, 4, null);
    expect(view.histogram).toEqual(nishioRunCycles(WIKIPEDIA, { strategies: 4, runs: HISTOGRAM_RUNS, seed: 11 }));
    expect(view.histogram[0]).toBe(view.cycles);
  });
});
