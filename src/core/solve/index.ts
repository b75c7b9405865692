export { countSolutions, examinePuzzle, solve, type PuzzleStatus } from './solve';
