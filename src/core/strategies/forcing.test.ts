/**
 * Sudoku Explainer's forcing chains — Nishio, multiple (cell and unit), dynamic and dynamic (+) —
 * on real positions: two puzzles made by `patti generate` for the sample library's SE bands
 * (resources/sample/se-bands.csv), taken to where the SE order first needs a forcing chain. Every
 * chain each producer finds there must be sound (against the solution from the backtracker),
 * named by its shape, and worth Sudoku Explainer's base for its kind plus the length bonus of its
 * complexity; the first one offered is the easiest, as the SE order takes it.
 */
import { describe, expect, it } from 'vitest';
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { SE_SET, withoutGuess } from '../simulate/logicalPresets';
import { examinePuzzle } from '../solve/index';
import { applyStep } from '../step';
import { seLengthBonus, type TechniqueId } from '../techniques';
import type { ForcingChainStep } from './forcing';
import { findStrategy } from './registry';
import { allSteps } from './strategy';
import { valuesOf } from '../../../tests/support/positions';

/** ER 7.6: the SE order's first forcing chain is a Nishio chain, after 25 simpler steps. */
const NISHIO_FIRST = '..157.....9..1.4...2...8.1.......16....2....4....9652.2.6..4...5.......6.4.6....5';
/** ER 8.5: no Nishio chain there; the first forcing chain is a cell forcing chain. */
const CELL_FIRST = '.362.....25.....93.8........27...3.41..3.2.5...5.7...9.1...8.........6...935..4.8';

/** The position where the SE order first takes a forcing chain, and the puzzle's solution. */
function forcingPosition(text: string): { grid: Grid; solution: string; taken: TechniqueId } {
  const puzzle = asPuzzle(text);
  const trace = solveLogically(puzzle, withoutGuess(SE_SET), { countOptions: false });
  const index = trace.steps.findIndex((s) => s.technique.includes('forcing'));
  const grid = Grid.fromPuzzle(puzzle);
  for (const { step } of trace.steps.slice(0, index)) applyStep(grid, step);
  return { grid, solution: examinePuzzle(puzzle).solution!, taken: trace.steps[index]!.technique };
}

const PRODUCERS: readonly { id: TechniqueId; base: number; techniques: readonly TechniqueId[] }[] = [
  { id: 'nishio-forcing-chain', base: 7.5, techniques: ['nishio-forcing-chain'] },
  { id: 'cell-forcing-chain', base: 8.0, techniques: ['cell-forcing-chain', 'unit-forcing-chain'] },
  {
    id: 'dynamic-cell-forcing-chain',
    base: 8.5,
    techniques: ['dynamic-cell-forcing-chain', 'dynamic-unit-forcing-chain', 'dynamic-contradiction-forcing-chain'],
  },
  { id: 'dynamic-plus-forcing-chain', base: 9.0, techniques: ['dynamic-plus-forcing-chain'] },
];

function forcingSteps(id: TechniqueId, grid: Grid): ForcingChainStep[] {
  return allSteps(findStrategy(id)!, grid.clone()).map((step) => {
    if (step.kind !== 'forcingChain') throw new Error(`unexpected ${step.kind}`);
    return step;
  });
}

describe('forcing chains', () => {
  for (const text of [NISHIO_FIRST, CELL_FIRST]) {
    it(`are sound, named by their shape and valued by their length at ${text}`, () => {
      const { grid, solution } = forcingPosition(text);
      const holds = (candidate: number) => solution.charCodeAt(cellOfCandidate(candidate)) - 48 === digitOfCandidate(candidate);
      for (const { id, base, techniques } of PRODUCERS) {
        for (const step of forcingSteps(id, grid)) {
          const values = valuesOf(step);
          expect(techniques, id).toContain(values.technique);
          if (step.mode === 'multiple') expect(values.technique).toBe(step.shape === 'unit' ? 'unit-forcing-chain' : 'cell-forcing-chain');
          expect(values.se, `${id} of complexity ${step.complexity}`).toBeCloseTo(base + seLengthBonus(step.complexity), 10);
          // The conclusion is the effect: a digit placed, or a candidate removed.
          expect(step.placements.length + step.eliminations.length).toBe(1);
          for (const { cell, digit } of step.placements) expect(solution.charCodeAt(cell) - 48, id).toBe(digit);
          for (const candidate of step.eliminations) expect(holds(candidate), id).toBe(false);
          expect(step.conclusion.on ? step.placements[0]?.cell : step.eliminations[0]).toBe(
            step.conclusion.on ? cellOfCandidate(step.conclusion.candidate) : step.conclusion.candidate,
          );
          // A cell chain has a branch per candidate of its cell, a contradiction one assumption seen two ways.
          if (step.shape === 'cell')
            expect(step.branches.map((b) => b.assumption.candidate)).toEqual(
              grid.candidates(step.cell!).map((d) => step.cell! * 9 + d - 1),
            );
          for (const branch of step.branches) expect(branch.links.length, id).toBeGreaterThan(0);
        }
      }
    });
  }

  it('offer the easiest chain first, as the SE order takes it', () => {
    const { grid, taken } = forcingPosition(NISHIO_FIRST);
    expect(taken).toBe('nishio-forcing-chain');
    for (const { id } of PRODUCERS) {
      const found = forcingSteps(id, grid);
      expect(found.length, id).toBeGreaterThan(0);
      const first = valuesOf(found[0]!).se!;
      for (const step of found) expect(valuesOf(step).se!, id).toBeGreaterThanOrEqual(first);
    }
  });

  it('give each kind Sudoku Explainer’s value and HoDoKu’s score', () => {
    // The first chain of each producer where the Nishio-first puzzle needs one.
    const { grid } = forcingPosition(NISHIO_FIRST);
    const first = (id: TechniqueId) => {
      const step = forcingSteps(id, grid)[0]!;
      return { shape: step.shape, complexity: step.complexity, ...valuesOf(step) };
    };
    expect(first('nishio-forcing-chain')).toEqual({
      shape: 'contradiction',
      complexity: 8,
      technique: 'nishio-forcing-chain',
      se: 7.6,
      hodoku: { score: 500, level: 'extreme' },
    });
    expect(first('cell-forcing-chain')).toEqual({
      shape: 'unit',
      complexity: 8,
      technique: 'unit-forcing-chain',
      se: 8.1,
      hodoku: { score: 500, level: 'extreme' },
      sotd: [4200, 2100],
    });
    expect(first('dynamic-cell-forcing-chain')).toEqual({
      shape: 'unit',
      complexity: 8,
      technique: 'dynamic-unit-forcing-chain',
      se: 8.6,
      hodoku: { score: 700, level: 'extreme' },
    });
    expect(first('dynamic-plus-forcing-chain')).toEqual({
      shape: 'double',
      complexity: 4,
      technique: 'dynamic-plus-forcing-chain',
      se: 9.0,
      hodoku: { score: 700, level: 'extreme' },
    });
  });

  it('find no Nishio chain where the puzzle needs a cell forcing chain first', () => {
    const { grid, taken } = forcingPosition(CELL_FIRST);
    expect(taken).toBe('cell-forcing-chain');
    expect(forcingSteps('nishio-forcing-chain', grid)).toEqual([]);
  });
});
