import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../../grid/puzzle';
import { HODOKU_SET } from '../../simulate/logicalPresets';
import { chains, isLasso, type ChainNode } from './chainsAndCycles';
import { compareWithFreshSearches } from '../../../../tests/support/searchMemory';

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
    // Each search reuses what the digits whose places did not change gave the last one.
    const { compared, found } = compareWithFreshSearches(xChains, puzzle, HODOKU_SET, { nearbyPerPosition: 3, seed: 11 });
    expect(compared).toBeGreaterThan(50);
    expect(found).toBeGreaterThan(0);
  });
});
