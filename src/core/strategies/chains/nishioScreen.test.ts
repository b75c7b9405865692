import { describe, expect, it } from 'vitest';
import { Grid } from '../../grid/grid';
import { asPuzzle } from '../../grid/puzzle';
import { solveLogically } from '../../simulate/logical';
import { SE_SET } from '../../simulate/logicalPresets';
import { applyStep } from '../../step';
import { marksOf } from './chainsAndCycles';
import { ChainWork } from './chainWork';
import { MODES } from './forcingSearch';
import { NishioScreen } from './nishioScreen';

const { housePlaces, newPropagation, propagate } = new ChainWork().propagation;

// The first of the top1465 list and tarx0134 (forum-hardest-1106.txt, first line): positions
// where Nishio assumptions fail and where they hold.
const PUZZLES = [
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6',
];

describe('Nishio screen', () => {
  it('tells the absurd Nishio assumptions as the propagation finds them, position after position', () => {
    const screen = new NishioScreen();
    const prop = newPropagation();
    let absurd = 0;
    let compared = 0;
    for (const puzzle of PUZZLES) {
      const grid = Grid.fromPuzzle(asPuzzle(puzzle));
      for (const { step } of solveLogically(asPuzzle(puzzle), SE_SET, { countOptions: false }).steps) {
        const marks = marksOf(grid);
        screen.readPosition(housePlaces(marks));
        for (let candidate = 0; candidate < 729; candidate++) {
          if ((marks[(candidate / 9) | 0]! & (1 << (candidate % 9))) === 0) continue;
          const expected = propagate(prop, marks, candidate * 2 + 1, MODES.nishio).isAbsurd;
          expect(screen.isAbsurd(candidate), `candidate ${candidate}`).toBe(expected);
          if (expected) absurd++;
          compared++;
        }
        applyStep(grid, step);
      }
    }
    expect(absurd).toBeGreaterThan(20);
    expect(compared).toBeGreaterThan(absurd * 10);
  });
});
