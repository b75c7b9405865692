/**
 * What the editor says about the grid while it is typed: a clash between two digits, no
 * solution, one solution, or several. Worked out in the page from the grid alone with core's
 * solver, which answers "0, 1 or 2+ solutions" in well under a millisecond for any grid a
 * person types, so the status follows every keystroke without a round trip.
 */
import { cellName, houseName, HOUSE_CELLS, asPuzzle, type Cell } from '../../core/grid/index';
import { solve } from '../../core/solve/index';

/** The four answers; each status sentence contains exactly one of the words in {@link STATUS_WORDS}, in lower case. */
export type EditorStatusKind = 'conflict' | 'no-solution' | 'unique' | 'multiple';

/** The word each status sentence carries (the editor's test contract reads these). */
export const STATUS_WORDS: Record<EditorStatusKind, string> = {
  conflict: 'conflict',
  'no-solution': 'no solution',
  unique: 'unique',
  multiple: 'multiple solutions',
};

export interface EditorStatus {
  readonly kind: EditorStatusKind;
  /** One sentence for the status line. */
  readonly sentence: string;
  /** Cells whose digit clashes with another in a row, column or box (drawn red). */
  readonly conflicts: readonly Cell[];
  readonly givenCount: number;
  /** The solution when it is unique. */
  readonly solution: string | null;
}

/** A grid as the editor keeps it: 81 characters, a digit or '0' for an empty cell. */
export type EditorGrid = string;

export const EMPTY_GRID: EditorGrid = '0'.repeat(81);

/** A digit 1–9 at the cell, or 0. */
export function digitAtCell(grid: EditorGrid, cell: Cell): number {
  const code = grid.charCodeAt(cell) - 48;
  return code >= 1 && code <= 9 ? code : 0;
}

function countGivens(grid: EditorGrid): number {
  let count = 0;
  for (let cell = 0; cell < 81; cell++) if (digitAtCell(grid, cell) !== 0) count++;
  return count;
}

/** The first clash in house order (for the sentence) and every cell that clashes (for the board). */
export interface Conflicts {
  readonly cells: readonly Cell[];
  readonly first: { readonly digit: number; readonly house: number; readonly cells: readonly [Cell, Cell] } | null;
}

export function findConflicts(grid: EditorGrid): Conflicts {
  const clashing = new Set<Cell>();
  let first: Conflicts['first'] = null;
  for (let house = 0; house < 27; house++) {
    const seenAt = new Array<Cell>(10).fill(-1);
    for (const cell of HOUSE_CELLS[house]!) {
      const digit = digitAtCell(grid, cell);
      if (digit === 0) continue;
      const earlier = seenAt[digit]!;
      if (earlier >= 0) {
        clashing.add(earlier).add(cell);
        first ??= { digit, house, cells: [earlier, cell] };
      } else {
        seenAt[digit] = cell;
      }
    }
  }
  return { cells: [...clashing].sort((a, b) => a - b), first };
}

function givensPhrase(count: number): string {
  return count === 1 ? '1 given' : `${count} givens`;
}

/** The editor's status of a grid: clash, no solution, unique or multiple, with its sentence. */
export function editorStatusOf(grid: EditorGrid): EditorStatus {
  const givenCount = countGivens(grid);
  const conflicts = findConflicts(grid);
  if (conflicts.first !== null) {
    const { digit, house, cells } = conflicts.first;
    return {
      kind: 'conflict',
      sentence: `Digits in conflict: ${digit} appears twice in ${houseName(house)} (${cellName(cells[0])} and ${cellName(cells[1])}).`,
      conflicts: conflicts.cells,
      givenCount,
      solution: null,
    };
  }
  const outcome = solve(asPuzzle(grid.replace(/0/g, '.')));
  const base = { conflicts: [], givenCount };
  if (outcome.status === 'none') {
    return {
      ...base,
      kind: 'no-solution',
      sentence: `With ${givensPhrase(givenCount)} there is no solution: the grid cannot be completed.`,
      solution: null,
    };
  }
  if (outcome.status === 'unique') {
    return {
      ...base,
      kind: 'unique',
      sentence: `A proper puzzle: ${givensPhrase(givenCount)}, and the solution is unique.`,
      solution: outcome.solution,
    };
  }
  const sentence =
    givenCount === 0
      ? 'An empty grid: type or paste givens (multiple solutions so far).'
      : `Not a puzzle yet: with ${givensPhrase(givenCount)} there are multiple solutions.`;
  return { ...base, kind: 'multiple', sentence, solution: null };
}
