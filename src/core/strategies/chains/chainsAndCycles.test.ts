import { describe, expect, it } from 'vitest';
import { Grid } from '../../grid/grid';
import { asPuzzle } from '../../grid/puzzle';
import { solveLogically } from '../../simulate/logical';
import { HODOKU_SET } from '../../simulate/logicalPresets';
import { Rng } from '../../simulate/rng';
import { examinePuzzle } from '../../solve/index';
import { applyStep } from '../../step';
import { SearchContext } from '../searchContext';
import { allSteps } from '../strategy';
import { chains, isLasso, type ChainNode } from './chainsAndCycles';

/** Nodes from `[cell, digit, on]` triples. */
const nodes = (...parts: [number, number, boolean][]): ChainNode[] =>
  parts.map(([cell, digit, on]) => ({ candidate: cell * 9 + digit - 1, on }));

describe('lassos, which HoDoKu 2.2 never builds', () => {
  it('a loop may come back to its start cell and stay in a cell for two nodes', () => {
    expect(isLasso(nodes([0, 1, true], [8, 1, false], [8, 2, true], [80, 2, false], [80, 3, true], [0, 3, false], [0, 1, true]))).toBe(
      false,
    );
  });

  it('a chain that comes back to a cell it left is one', () => {
    expect(
      isLasso(
        nodes(
          [0, 1, true],
          [8, 1, false],
          [8, 2, true],
          [80, 2, false],
          [80, 3, true],
          [8, 3, false],
          [8, 4, true],
          [0, 4, false],
          [0, 1, false],
        ),
      ),
    ).toBe(true);
  });

  it('a loop may meet its start cell on the way, as HoDoKu lets a nice loop do', () => {
    expect(
      isLasso(nodes([0, 1, true], [8, 1, false], [8, 2, true], [0, 2, false], [0, 3, true], [80, 3, false], [80, 1, true], [0, 1, false])),
    ).toBe(false);
  });
});

describe("HoDoKu's X-chains, searched again only for the digits a step changed", () => {
  it('finds what a fresh search finds, position after position of a solve and around each', () => {
    const xChains = chains.strategies.find((strategy) => strategy.technique === 'x-chain')!;
    const puzzle = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');
    const solution = examinePuzzle(puzzle).solution!;
    const grid = Grid.fromPuzzle(puzzle);
    const rng = new Rng(11);
    // One context for the whole walk, as a solve uses it: each search reuses what the digits
    // whose places did not change gave the last one.
    const shared = new SearchContext();
    const describe = (steps: ReturnType<typeof allSteps>): string[] => steps.map((step) => JSON.stringify(step));
    let compared = 0;
    let found = 0;
    for (const { step } of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
      expect(describe(allSteps(xChains, grid, shared))).toEqual(describe(allSteps(xChains, grid)));
      // A few nearby positions, one wrong candidate fewer each, as another search leaves them.
      for (let k = 0; k < 3; k++) {
        const nearby = grid.clone();
        const cell = rng.below(81);
        const wrong = nearby.candidates(cell).filter((d) => d !== solution.charCodeAt(cell) - 48);
        if (wrong.length === 0) continue;
        nearby.eliminate(cell, wrong[rng.below(wrong.length)]!);
        const steps = allSteps(xChains, nearby, shared);
        expect(describe(steps)).toEqual(describe(allSteps(xChains, nearby)));
        compared++;
        found += steps.length;
      }
      applyStep(grid, step);
    }
    expect(compared).toBeGreaterThan(50);
    expect(found).toBeGreaterThan(0);
  });
});
