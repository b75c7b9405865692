/**
 * The Play mode's hint: from the position a player reached (their digits and pencil marks),
 * either the mistakes in it or the next easiest step of the technique set, drawn like a replay
 * step.
 */
import { cellName } from '../grid/cell';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveFrom } from '../simulate/logical';
import { positionOfGrid } from './position';
import { readPuzzle } from './puzzleInput';
import { StepPricer } from './schemes';
import { stepViewOf, techniqueSetOf } from './traceView';
import type { HintView, PresetSetId } from './views';

const named = (cells: readonly number[]): string => cells.map(cellName).join(', ');

/** Entered digits that are not the solution's, then empty cells whose marks leave out the solution's digit. */
function mistakesOf(solution: string, values: string, marks: readonly number[] | null): HintView | undefined {
  const wrongDigits: number[] = [];
  const wrongMarks: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const value = values[cell]!;
    if (value !== '0' && value !== '.') {
      if (value !== solution[cell]) wrongDigits.push(cell);
    } else if (marks && marks[cell]! !== 0 && (marks[cell]! & (1 << (Number(solution[cell]) - 1))) === 0) {
      wrongMarks.push(cell);
    }
  }
  if (wrongDigits.length === 0 && wrongMarks.length === 0) return undefined;
  const parts: string[] = [];
  if (wrongDigits.length > 0)
    parts.push(
      `${wrongDigits.length === 1 ? 'the digit in' : 'the digits in'} ${named(wrongDigits)} ${wrongDigits.length === 1 ? 'is' : 'are'} not the solution's`,
    );
  if (wrongMarks.length > 0) parts.push(`the pencil marks of ${named(wrongMarks)} leave out the cell's digit`);
  const message = parts.join('; and ');
  return { kind: 'mistake', cells: [...wrongDigits, ...wrongMarks], message: message.charAt(0).toUpperCase() + message.slice(1) + '.' };
}

/**
 * The hint for a position: `givens` and `values` are 81 characters ('0' or '.' for empty);
 * `marks` the player's pencil marks per cell (bit d−1 for digit d), used where a cell has any.
 */
export function hintFor(givens: string, values: string, marks: readonly number[] | null, set: PresetSetId): HintView {
  const read = readPuzzle(givens.replaceAll('0', '.'));
  if (read.kind === 'problem') return { kind: 'none', message: read.message };
  for (let cell = 0; cell < 81; cell++) {
    if (read.puzzle[cell] !== '.' && values[cell] !== read.puzzle[cell]) {
      return { kind: 'none', message: `The position does not keep the given ${read.puzzle[cell]} in ${cellName(cell)}.` };
    }
  }
  const mistake = mistakesOf(read.solution, values, marks);
  if (mistake) return mistake;
  const position = asPuzzle(values.replaceAll('0', '.'));
  if (!position.includes('.')) return { kind: 'solved' };
  const grid = Grid.fromPuzzle(position);
  if (marks) {
    for (let cell = 0; cell < 81; cell++) {
      if (grid.isEmpty(cell) && marks[cell]! !== 0) grid.setCandidateBits(cell, grid.candidateBits(cell) & marks[cell]!);
    }
  }
  const before = positionOfGrid(grid);
  const techniques = techniqueSetOf(set);
  const next = solveFrom(grid, position, techniques, { maxSteps: 1 }).steps[0];
  if (!next) return { kind: 'none', message: `No technique of the set "${techniques.title}" applies from this position.` };
  return { kind: 'step', step: stepViewOf(next, 0, set, new StepPricer(set).peek(next), before) };
}
