import { HOUSE_CELLS } from '../grid/index';

/**
 * Why `solution` is not a completed grid for `puzzle`, or undefined when it is one: 81
 * digits, every row, column and box holding 1-9 once, every given kept. Written without the
 * solver on purpose, so it can check the solver's answers.
 */
export function solutionProblem(puzzle: string, solution: string): string | undefined {
  if (!/^[1-9]{81}$/.test(solution)) return 'the solution is not 81 digits';
  for (let cell = 0; cell < 81; cell++) {
    const given = puzzle[cell];
    if (given !== undefined && given >= '1' && given <= '9' && given !== solution[cell]) return `cell ${cell} changes the given ${given}`;
  }
  for (let house = 0; house < 27; house++) {
    const digits = new Set(HOUSE_CELLS[house]!.map((cell) => solution[cell]));
    if (digits.size !== 9) return `house ${house} repeats a digit`;
  }
  return undefined;
}
