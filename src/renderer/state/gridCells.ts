/**
 * What a 9×9 grid shows in each cell: a digit or nothing, and whether the digit was given.
 */
export interface GridCell {
  readonly digit: number | null;
  readonly given: boolean;
}

/**
 * The cells of a puzzle (81 characters, '.' for blanks), filled in from the solution when there
 * is one: digits from the puzzle are givens, digits only in the solution are not.
 */
export function gridCellsOf(puzzle: string, solution: string | null): readonly GridCell[] {
  if (puzzle.length !== 81) throw new RangeError(`A puzzle has 81 cells, this one ${puzzle.length}.`);
  if (solution !== null && solution.length !== 81) throw new RangeError(`A solution has 81 cells, this one ${solution.length}.`);
  const cells: GridCell[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const given = digitAt(puzzle, cell);
    cells.push(
      given !== null ? { digit: given, given: true } : { digit: solution === null ? null : digitAt(solution, cell), given: false },
    );
  }
  return cells;
}

function digitAt(text: string, cell: number): number | null {
  const code = text.charCodeAt(cell) - 48;
  return code >= 1 && code <= 9 ? code : null;
}
