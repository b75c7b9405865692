import { describe, expect, it } from 'vitest';
import { isLasso, type ChainNode } from './chainsAndCycles';

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
