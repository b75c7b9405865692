import { lowestBitIndex } from '../grid/bits';
import { describe, expect, it } from 'vitest';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import type { Step } from '../step';
import { SearchContext } from '../strategies/searchContext';
import { allSteps, firstStep, offerAll, searchQuickest, type StepSink, type Strategy } from '../strategies/strategy';
import { rememberLastPosition } from './positionMemo';

const PUZZLE = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');

/** A strategy that eliminates the first candidate it sees, and counts its searches. */
function countingStrategy(): Strategy & { searches: number } {
  const strategy = {
    technique: 'naked-single' as const,
    searches: 0,
    search(grid: Grid, sink: StepSink): void {
      strategy.searches++;
      for (let cell = 0; cell < 81; cell++) {
        const bits = grid.candidateBits(cell);
        if (bits === 0) continue;
        const digit = lowestBitIndex(bits) + 1;
        sink.add({ kind: 'guess', cell, digit, depth: 1, placements: [], eliminations: [cell * 9 + digit - 1] });
        return;
      }
    },
  };
  return strategy;
}

describe('rememberLastPosition', () => {
  it('answers a second question about the same position, from another grid too, without searching', () => {
    const strategy = countingStrategy();
    const remembering = rememberLastPosition(strategy);
    const context = new SearchContext();
    const first = firstStep(remembering, Grid.fromPuzzle(PUZZLE), context);
    const again = firstStep(remembering, Grid.fromPuzzle(PUZZLE), context);
    expect(again).toEqual(first);
    expect(strategy.searches).toBe(1);
  });

  it('searches again once the position has changed', () => {
    const strategy = countingStrategy();
    const remembering = rememberLastPosition(strategy);
    const grid = Grid.fromPuzzle(PUZZLE);
    const context = new SearchContext();
    const first = firstStep(remembering, grid, context)!;
    const candidate = first.eliminations[0]!;
    grid.eliminate(Math.floor(candidate / 9), (candidate % 9) + 1);
    const next = firstStep(remembering, grid, context)!;
    expect(strategy.searches).toBe(2);
    expect(next.eliminations[0]).not.toBe(candidate);
  });

  it('keeps its memory in the search context: a solve with a context of its own searches afresh', () => {
    const strategy = countingStrategy();
    const remembering = rememberLastPosition(strategy);
    const first = firstStep(remembering, Grid.fromPuzzle(PUZZLE), new SearchContext());
    const again = firstStep(remembering, Grid.fromPuzzle(PUZZLE), new SearchContext());
    expect(again).toEqual(first);
    expect(strategy.searches).toBe(2);
  });

  it('is one memory per strategy, and gives out copies of lists', () => {
    const strategy = countingStrategy();
    expect(rememberLastPosition(strategy)).toBe(rememberLastPosition(strategy));
    const context = new SearchContext();
    const list = allSteps(rememberLastPosition(strategy), Grid.fromPuzzle(PUZZLE), context);
    list.length = 0;
    expect(allSteps(rememberLastPosition(strategy), Grid.fromPuzzle(PUZZLE), context)).toHaveLength(1);
    expect(strategy.searches).toBe(1);
  });

  it('answers a quickest search as a fresh one would, whatever an ordered search found before', () => {
    const strategy = twoOrderStrategy();
    const remembering = rememberLastPosition(strategy);
    const fresh = quickestStep(remembering, new SearchContext());
    const shared = new SearchContext();
    const ordered = firstStep(remembering, Grid.fromPuzzle(PUZZLE), shared);
    expect(ordered).not.toEqual(fresh);
    expect(quickestStep(remembering, shared)).toEqual(fresh);
  });
});

/** A strategy whose quickest search meets its instances in the other order from its ordered one. */
function twoOrderStrategy(): Strategy {
  const instances = (grid: Grid): Step[] =>
    [0, 1, 2]
      .filter((cell) => grid.candidateBits(cell) !== 0)
      .map((cell) => {
        const digit = lowestBitIndex(grid.candidateBits(cell)) + 1;
        return { kind: 'guess', cell, digit, depth: 1, placements: [], eliminations: [cell * 9 + digit - 1] };
      });
  return {
    technique: 'cell-forcing-chain',
    search: (grid, sink) => void offerAll(sink, instances(grid)),
    searchQuickest: (grid, sink) => void offerAll(sink, instances(grid).reverse()),
  };
}

function quickestStep(strategy: Strategy, context: SearchContext): Step | undefined {
  let first: Step | undefined;
  searchQuickest(strategy, Grid.fromPuzzle(PUZZLE), { add: (step) => ((first = step), true) }, context);
  return first;
}
