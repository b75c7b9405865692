import { describe, expect, it } from 'vitest';
import { candidateName } from '../../grid/candidate';
import { explainText } from '../../describeStep';
import { Grid } from '../../grid/grid';
import { asPuzzle } from '../../grid/puzzle';
import { solveLogically } from '../../simulate/logical';
import { HODOKU_SET } from '../../simulate/logicalPresets';
import { examinePuzzle } from '../../solve/index';
import { applyStep, type Step } from '../../step';
import { stepHandler } from '../registry';
import { SearchContext } from '../searchContext';
import { noteSearchOptions } from '../searchOptions';
import { allSteps } from '../strategy';
import { isLasso, niceLoops, type ChainStep } from './chainsAndCycles';

// From the exchange file (every 199th puzzle): HoDoKu 2.2 takes "Continuous Nice Loop: 3/5/6 7=
// r1c3 =6= r1c7 -6- r9c7 -3- r9c4 -9- r7c6 =9= r1c6 =7= r1c3 =6 => r9c38<>3, r1c36<>5,
// r8c7<>6" after the same steps as ours; the full search finds AICs removing more that its
// tables do not hold.
const EXCHANGE = '....4..1.9..2..8..3....6..7..8.94..5.94...78.7..62.4..5..4....2..2..1..9.1..5....';
// From the Kaggle slice (every 17th puzzle): HoDoKu 2.2 takes "Grouped AIC: 2 2- r8c6 -8- r8c7
// =8= r7c9 -8- r2c9 -2- r12c8 =2= r9c8 -2 => r8c7,r9c456<>2" after the same steps as ours.
const KAGGLE = '..........1..54...2..8....664...3.9...3.95.8.8....6.7......935...1.....73.....4..';
// Made by `patti generate`: its solve meets several nice loops at once.
const LOOPS = '.....5...1.34....5.6.1...23.......3.41237.9..3...9.74......45.....9....18.1....9.';

const isNiceLoopOrAic = (step: Step): boolean => ['nice-loop', 'aic'].includes(stepHandler(step).technique(step));

/** At each position where the hodoku solve of `text` takes a nice loop or AIC: what its tables yield and what the full search finds. */
function loopPositions(text: string): { taken: Step; tabling: ChainStep[]; every: Step[]; solution: string }[] {
  const puzzle = asPuzzle(text);
  const solution = examinePuzzle(puzzle).solution!;
  const grid = Grid.fromPuzzle(puzzle);
  const context = new SearchContext();
  noteSearchOptions(context, grid, HODOKU_SET.searchOptions!);
  const out: { taken: Step; tabling: ChainStep[]; every: Step[]; solution: string }[] = [];
  for (const { step } of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
    if (isNiceLoopOrAic(step)) {
      const tabling = allSteps(niceLoops, grid, context).flatMap((found) => (found.kind === 'chain' ? [found] : []));
      out.push({ taken: step, tabling, every: allSteps(niceLoops, grid), solution });
    }
    applyStep(grid, step);
  }
  return out;
}

const eliminationKey = (step: Step): string => step.eliminations.toSorted((a, b) => a - b).join(',');

describe('nice loops and AICs as HoDoKu 2.2’s tables yield them', () => {
  it('the hodoku order takes the continuous nice loop HoDoKu 2.2 takes', () => {
    const first = loopPositions(EXCHANGE)[0]!.taken;
    expect(first.kind === 'chain' && first.loop).toBe(true);
    expect(first.eliminations.map(candidateName)).toEqual(['5r1c3', '5r1c6', '6r8c7', '3r9c3', '3r9c8']);
  });

  it('the hodoku order takes the grouped AIC HoDoKu 2.2 takes, from its tables with groups', () => {
    const grouped = solveLogically(asPuzzle(KAGGLE), HODOKU_SET, { countOptions: false }).steps.find(
      ({ step }) => step.kind === 'groupedChain',
    )!.step;
    expect(grouped.eliminations.map(candidateName)).toEqual(['2r8c7', '2r9c4', '2r9c5', '2r9c6']);
    expect(explainText(grouped)).toContain('2r12c8 off');
  });

  it('the tables miss eliminations the full search finds', () => {
    const positions = [...loopPositions(EXCHANGE), ...loopPositions(LOOPS)];
    expect(positions.length).toBeGreaterThan(0);
    const missed = positions.some(({ tabling, every }) => {
      const held = new Set(tabling.map(eliminationKey));
      return every.some((step) => !held.has(eliminationKey(step)));
    });
    expect(missed).toBe(true);
  });

  it('hold one chain from each premise to each consequence, none crossing itself, each removing only wrong candidates', () => {
    for (const { tabling, solution } of [...loopPositions(EXCHANGE), ...loopPositions(LOOPS)]) {
      expect(tabling.length).toBeGreaterThan(0);
      const ends = new Set<string>();
      for (const step of tabling) {
        const first = step.nodes[0]!;
        const last = step.nodes[step.nodes.length - 1]!;
        const key = `${first.candidate}${first.on} ${last.candidate}${last.on}`;
        expect(ends.has(key)).toBe(false);
        ends.add(key);
        expect(isLasso(step.nodes)).toBe(false);
        for (const candidate of step.eliminations) expect(solution.charCodeAt((candidate / 9) | 0) - 48).not.toBe((candidate % 9) + 1);
      }
    }
  });
});
