/**
 * A puzzle: 81 characters, digits for givens and `.` for blanks, row-major. The brand means
 * it came through a parser (`parsePuzzle`), so its length and characters are known good;
 * whether it has one solution is a separate question (`countSolutions`).
 */
export type Puzzle = string & { readonly __brand: 'Puzzle' };

/** A completed grid: 81 digits. */
export type Solution = string & { readonly __brand: 'Solution' };

/** Marks an 81-char string of digits and dots as a Puzzle; only parsers and generators call it. */
export function asPuzzle(text: string): Puzzle {
  if (!/^[1-9.]{81}$/.test(text)) throw new Error(`not a normalized puzzle: ${JSON.stringify(text)}`);
  return text as Puzzle;
}

export function asSolution(text: string): Solution {
  if (!/^[1-9]{81}$/.test(text)) throw new Error(`not a solution grid: ${JSON.stringify(text)}`);
  return text as Solution;
}

export function clueCount(puzzle: Puzzle): number {
  let count = 0;
  for (let i = 0; i < 81; i++) if (puzzle.charCodeAt(i) !== 46) count++;
  return count;
}
