import { asPuzzle, CELL_HOUSES, cellName, HOUSE_CELLS, houseName, type Puzzle } from '../grid/index';
import { fail, ok, type Result } from '../result';

/**
 * Why a piece of text is not a puzzle. Every format's parser reports one of these, with a
 * message naming the place (position, line, cells) that is wrong.
 */
export type PuzzleErrorKind = 'ERR_EMPTY' | 'ERR_LENGTH' | 'ERR_CHARACTER' | 'ERR_DUPLICATE_GIVEN';

export type PuzzleResult = Result<Puzzle, PuzzleErrorKind>;

/** True for a character that can stand for one cell: a digit 1-9 or a blank. */
export function isCellCharacter(code: number): boolean {
  return (code >= 48 && code <= 57) || code === 46 || code === 42 || code === 95 || code === 45;
}

/** A character that stands for one cell, shown for messages: `'x'`, or its code for control characters. */
export function describeCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return code < 32 || code === 127 ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${character}'`;
}

/**
 * Turns 81 cell characters (already checked with isCellCharacter) into a Puzzle, rejecting
 * a digit given twice in one house. The message names the digit, the house and both cells,
 * so a person can find the typo.
 */
export function puzzleFromCells(cells: string): PuzzleResult {
  const normalized = normalizedCells(cells);
  const duplicate = findDuplicateGiven(normalized);
  if (duplicate) return fail('ERR_DUPLICATE_GIVEN', duplicate);
  return ok(asPuzzle(normalized));
}

/** The cells with every blank written `.`; the text itself when it is written so already, as nearly every list is. */
function normalizedCells(cells: string): string {
  let written = cells.length === 81;
  for (let cell = 0; cell < 81 && written; cell++) {
    const code = cells.charCodeAt(cell);
    written = code === 46 || (code >= 49 && code <= 57);
  }
  if (written) return cells;
  let normalized = '';
  for (let cell = 0; cell < 81; cell++) {
    const code = cells.charCodeAt(cell);
    normalized += code >= 49 && code <= 57 ? cells[cell] : '.';
  }
  return normalized;
}

/** The first digit given twice in a house, described in words; undefined when there is none. */
function findDuplicateGiven(normalized: string): string | undefined {
  // One pass with a 9-bit mask per house; the words are built only when a clash exists.
  const seen = new Uint16Array(27);
  let clash = false;
  for (let cell = 0; cell < 81 && !clash; cell++) {
    const digit = normalized.charCodeAt(cell) - 48;
    if (digit < 1 || digit > 9) continue;
    const bit = 1 << digit;
    for (const house of CELL_HOUSES[cell]!) {
      if (seen[house]! & bit) clash = true;
      seen[house]! |= bit;
    }
  }
  return clash ? describeDuplicate(normalized) : undefined;
}

/** The duplicate in house order (rows, then columns, then boxes), naming both cells. */
function describeDuplicate(normalized: string): string | undefined {
  for (let house = 0; house < 27; house++) {
    // firstCell[d] remembers where digit d was seen in this house, -1 when not yet seen.
    const firstCell = [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1];
    for (const cell of HOUSE_CELLS[house]!) {
      const digit = normalized.charCodeAt(cell) - 48;
      if (digit < 1 || digit > 9) continue;
      const seen = firstCell[digit]!;
      if (seen >= 0) return `digit ${digit} is given twice in ${houseName(house)}: ${cellName(seen)} and ${cellName(cell)}`;
      firstCell[digit] = cell;
    }
  }
  return undefined;
}
