import { describe, expect, it } from 'vitest';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { applyStep, type Step } from '../step';
import { findStrategy, stepHandler } from '../strategies/registry';
import { allSteps } from '../strategies/strategy';
import type { TechniqueId } from '../techniques';
import { noteSearchOptions } from '../strategies/searchOptions';
import { SearchContext } from '../strategies/searchContext';
import { hodokuTablingOrder } from './hodokuInstanceOrder';
import { solveLogically } from './logical';
import { HODOKU_SET } from './logicalPresets';

// Made by `patti generate`: on the first, Sudoku Explainer's scan order meets first a pointing
// that HoDoKu's meets later; on the second, the nice-loop search meets first a loop that removes
// fewer candidates than another.
const POINTING = '8.......7.3..4.9.2..1..7.5.6...15.4........6.7186.........91....6....3.........71';
const LOOPS = '.....5...1.34....5.6.1...23.......3.41237.9..3...9.74......45.....9....18.1....9.';
// From the sample library's HoDoKu levels: its solve meets a chain that proves a digit true.
const PROVING = '.....25..7..6..8.4.46.7..2..15.6.......1.3.......8.91..5..3.48.3.1..6..2..98.....';

/**
 * Locked candidates as HoDoKu scans for them: house by house (boxes for pointing; rows, then
 * columns for claiming: our house numbers ascending), each house's digits 1 to 9.
 */
function hodokuLockedOrder(a: Step, b: Step): number {
  if (a.kind !== 'lockedCandidates' || b.kind !== 'lockedCandidates') return 0;
  return a.base - b.base || a.digit - b.digit;
}

/**
 * Each step of `technique` on the hodoku solve of `text`, with every instance of `accepts` the
 * strategy had at its position: found by the set's own rules with `setOptions`, else by the defaults.
 */
function choices(
  text: string,
  technique: TechniqueId,
  strategy: TechniqueId,
  accepts: readonly TechniqueId[],
  countOptions: boolean,
  setOptions = false,
): { taken: Step; all: Step[] }[] {
  const puzzle = asPuzzle(text);
  const grid = Grid.fromPuzzle(puzzle);
  const context = new SearchContext();
  if (setOptions) noteSearchOptions(context, grid, HODOKU_SET.searchOptions!);
  const out: { taken: Step; all: Step[] }[] = [];
  for (const traced of solveLogically(puzzle, HODOKU_SET, { countOptions }).steps) {
    if (traced.technique === technique) {
      const all = allSteps(findStrategy(strategy)!, grid, context).filter((step) => accepts.includes(stepHandler(step).technique(step)));
      out.push({ taken: traced.step, all });
    }
    applyStep(grid, traced.step);
  }
  return out;
}

describe('the hodoku order takes the instance HoDoKu 2.2 takes', () => {
  it('takes the pointing HoDoKu scans first, box by box and digit by digit, counted or not', () => {
    for (const countOptions of [false, true]) {
      const steps = choices(POINTING, 'pointing', 'pointing', ['pointing'], countOptions);
      expect(steps.some(({ all }) => all[0] !== undefined && hodokuLockedOrder(all[0], all.toSorted(hodokuLockedOrder)[0]!) !== 0)).toBe(
        true,
      );
      for (const { taken, all } of steps) expect(taken).toEqual(all.toSorted(hodokuLockedOrder)[0]);
    }
  });

  it('takes the nice loop of HoDoKu’s tables removing the most candidates', () => {
    const loops: TechniqueId[] = ['nice-loop', 'aic'];
    const steps = loops.flatMap((technique) => choices(LOOPS, technique, 'nice-loop', loops, false, true));
    expect(steps.some(({ all }) => all.length > 1 && hodokuTablingOrder(all[0]!, all.toSorted(hodokuTablingOrder)[0]!) !== 0)).toBe(true);
    for (const { taken, all } of steps) {
      expect(Math.max(...all.map((step) => step.eliminations.length))).toBe(taken.eliminations.length);
      expect(taken).toEqual(all.toSorted(hodokuTablingOrder)[0]);
    }
  });

  it('removes the other candidates of the cell where a chain proves a digit, as HoDoKu’s nice loops do', () => {
    const puzzle = asPuzzle(PROVING);
    const grid = Grid.fromPuzzle(puzzle);
    let proving = 0;
    for (const { step } of solveLogically(puzzle, HODOKU_SET, { countOptions: false }).steps) {
      if (step.kind === 'chain' && !step.loop && !step.nodes[0]!.on) {
        proving++;
        const start = step.nodes[0]!.candidate;
        const cell = Math.floor(start / 9);
        const others = grid
          .candidates(cell)
          .map((digit) => cell * 9 + digit - 1)
          .filter((candidate) => candidate !== start);
        expect(step.placements).toEqual([]);
        expect(step.eliminations.toSorted((a, b) => a - b)).toEqual(others);
      }
      applyStep(grid, step);
    }
    expect(proving).toBeGreaterThan(0);
  });
});
