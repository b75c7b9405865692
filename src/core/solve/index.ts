export { BitSolver } from './bitSolver';
export { countSolutions, examinePuzzle, solve, type PuzzleStatus, type SolveOutcome } from './solve';
export { solutionProblem } from './verify';
