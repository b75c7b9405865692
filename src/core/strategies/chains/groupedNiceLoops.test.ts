import { describe, expect, it } from 'vitest';
import { candidateName } from '../../grid/candidate';
import { asPuzzle } from '../../grid/puzzle';
import { explainText, highlightsOf } from '../../describeStep';
import { solveLogically } from '../../simulate/logical';
import { HODOKU_SET } from '../../simulate/logicalPresets';
import { examinePuzzle } from '../../solve/index';
import type { GroupedChainStep } from './groupedNiceLoops';
import { groupedNodeToken } from './groupedNiceLoops';

// A puzzle from `patti generate` whose HoDoKu 2.2 solve takes "Grouped AIC: 8 8- r3c1 =8= r3c9
// -8- r8c9 -2- r9c7 -7- r7c8 =7= r7c3 -7- r2c3 =7= r12c2 -7- r6c2 -8 => r1c2,r6c1<>8" after
// the same steps as ours.
const PUZZLE = '5...1....9..2..1...127.4.......7..4.4.3..862.......9...6..9.4.5......36....3....9';

function groupedSteps(): GroupedChainStep[] {
  const trace = solveLogically(asPuzzle(PUZZLE), HODOKU_SET, { countOptions: false });
  return trace.steps.flatMap(({ step }) => (step.kind === 'groupedChain' ? [step] : []));
}

describe('grouped nice loops', () => {
  it('the hodoku order takes the grouped AIC HoDoKu 2.2 takes, through a group of two places', () => {
    const first = groupedSteps()[0]!;
    expect(first.eliminations.map(candidateName)).toEqual(['8r1c2', '8r6c1']);
    expect(first.nodes.some((node) => node.cells.length > 1)).toBe(true);
    expect(explainText(first)).toContain('7r12c2 on');
  });

  it('every grouped step of the solve holds a group and removes only wrong candidates', () => {
    const solution = examinePuzzle(asPuzzle(PUZZLE)).solution!;
    const steps = groupedSteps();
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      expect(step.nodes.some((node) => node.cells.length > 1)).toBe(true);
      for (const candidate of step.eliminations) expect(solution.charCodeAt((candidate / 9) | 0) - 48).not.toBe((candidate % 9) + 1);
    }
  });

  it('the replay draws every place of a group in its node colour', () => {
    const step = groupedSteps()[0]!;
    const highlights = highlightsOf(step);
    for (const node of step.nodes) {
      for (const cell of node.cells) {
        expect(highlights.cells).toContain(cell);
        expect(node.on ? highlights.kept : highlights.accent).toContain(cell * 9 + (node.candidate % 9));
      }
    }
  });

  it('names a group by its digit, its line and its cells along the line', () => {
    // Digit 7 (index 6) in r1c2 and r2c2; digit 3 (index 2) in r9c7 and r9c8.
    expect(groupedNodeToken({ candidate: 1 * 9 + 6, cells: [1, 10], on: true }).text).toBe('7r12c2 on');
    expect(groupedNodeToken({ candidate: 78 * 9 + 2, cells: [78, 79], on: false }).text).toBe('3r9c78 off');
    expect(groupedNodeToken({ candidate: 78 * 9 + 2, cells: [78], on: false }).text).toBe('3r9c7 off');
  });
});
