/**
 * Board positions as the workspace sends them: 81 value characters and 81 candidate masks,
 * read from the logical solver's Grid or from a simulated solver's flat arrays.
 */
import type { Grid } from '../grid/grid';
import type { BoardPosition } from './views';

/** The grid's position: its digits ('0' for empty) and each cell's candidate mask (0 when filled). */
export function positionOfGrid(grid: Grid): BoardPosition {
  let values = '';
  const candidates: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    values += String(grid.value(cell));
    candidates.push(grid.candidateBits(cell));
  }
  return { values, candidates };
}

/** The same from flat arrays (values 0..9, 9-bit masks). */
export function positionOfArrays(values: ArrayLike<number>, marks: ArrayLike<number>): BoardPosition {
  let text = '';
  const candidates: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    text += String(values[cell]);
    candidates.push(values[cell] === 0 ? marks[cell]! : 0);
  }
  return { values: text, candidates };
}
