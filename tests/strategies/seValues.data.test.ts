/**
 * Real Sukaku Explainer ratings reproduced in the sukaku order: puzzles of
 * `sudoku-exchange-diabolical.txt` (third column rated by Sukaku Explainer) whose hardest step
 * is a wing, a forcing X-chain, an XY forcing chain or a multiple forcing chain, so the chain
 * length bonus and the complexity count are checked against the real program's numbers.
 */
import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { seOfTrace } from '../../src/core/rate/se';
import { solveLogically } from '../../src/core/simulate/logical';
import { SUKAKU_SET } from '../../src/core/simulate/logicalPresets';
import { readSharedLines } from '../support/data';

const HASHES = ['07b5b4f9c761', '1b812db6167a', '1ee988cd46d2', '000756d0f0f7', '2f85a00a3dc8', '311436078952'];

describe('SE ratings of real puzzles', () => {
  const lines = readSharedLines('sudoku-exchange-diabolical.txt').map((line) => line.trim().split(/\s+/));
  it.each(HASHES)(
    'puzzle %s gets its published rating',
    (hash) => {
      const row = lines.find((fields) => fields[0] === hash);
      expect(row, `${hash} is in the file`).toBeDefined();
      const [, puzzle, rating] = row!;
      const trace = solveLogically(asPuzzle(puzzle!.replace(/0/g, '.')), SUKAKU_SET, { countOptions: false });
      expect(seOfTrace(trace).er).toBe(Number(rating));
    },
    30_000,
  );
});
