/**
 * The grid a full assignment of the 729 Sudoku variables describes (index = variable, +1
 * true): 81 digits, with `.` for a cell where no variable, or more than one, is true.
 */
export function gridOfValues(values: ArrayLike<number>): string {
  let grid = '';
  for (let cell = 0; cell < 81; cell++) {
    let digit = 0;
    for (let d = 1; d <= 9; d++) {
      if (values[cell * 9 + d]! > 0) digit = digit === 0 ? d : -1;
    }
    grid += digit > 0 ? String(digit) : '.';
  }
  return grid;
}
