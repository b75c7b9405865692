/**
 * What one record of an import file becomes: parsed, solved (only puzzles with exactly one
 * solution are taken) and given its canonical form, or a problem naming its line.
 */
import { canonicalForm } from '../canonical/index';
import type { ImportFormat, ImportProblem, ImportRecord } from '../format/importRecords';
import { parsePuzzle, parsePuzzleToken } from '../format/puzzleText';
import { parseSdmLine } from '../format/sdm';
import { cellName, clueCount, type Puzzle, type Solution } from '../grid/index';
import { solve } from '../solve/index';

/** An accepted puzzle, as the library's writer takes it. */
export interface AcceptedPuzzle {
  readonly givens: Puzzle;
  readonly solution: Solution;
  readonly clueCount: number;
  /** Computed lazily: a duplicate of known givens never needs it. */
  readonly canonical: () => Puzzle;
  readonly source: string;
  readonly level?: string;
  readonly date?: string;
  readonly id?: string;
  readonly ratings?: readonly { readonly name: string; readonly text: string }[];
  readonly tags?: readonly string[];
  readonly fields?: readonly { readonly name: string; readonly text: string }[];
  /** The line of the file it came from: a duplicate later in the file names it. */
  readonly line: number;
}

/**
 * Parses and solves one record; a problem naming its line when it cannot go in. Givens whose
 * solution is known already are not solved again: `knownSolution` gives it.
 */
export function acceptRecord(
  record: ImportRecord,
  format: ImportFormat,
  defaultSource: string,
  defaultLevel?: string,
  knownSolution: (givens: Puzzle) => Solution | undefined = () => undefined,
): AcceptedPuzzle | ImportProblem {
  const parsed = record.puzzleColumn
    ? parsePuzzleToken(record.text)
    : format === 'sdm'
      ? parseSdmLine(record.text)
      : parsePuzzle(record.text, record.line);
  if (!parsed.ok)
    return { line: record.line, ...(record.puzzleColumn ? { column: record.puzzleColumn } : {}), reason: parsed.error.message };
  const givens = parsed.value;
  let solution = knownSolution(givens);
  if (solution === undefined) {
    const outcome = solve(givens);
    if (outcome.status === 'none') return { line: record.line, reason: 'the puzzle has no solution' };
    if (outcome.status === 'multiple') return { line: record.line, reason: 'the puzzle has more than one solution' };
    solution = outcome.solution;
  }
  if (record.solution !== undefined) {
    const mismatch = describeSolutionMismatch(record.solution, solution);
    if (mismatch) return { line: record.line, reason: mismatch };
  }
  const accepted: { -readonly [K in keyof AcceptedPuzzle]: AcceptedPuzzle[K] } = {
    givens,
    solution,
    clueCount: clueCount(givens),
    canonical: () => canonicalOf(givens),
    source: record.source ?? defaultSource,
    line: record.line,
  };
  const level = record.level ?? defaultLevel;
  if (level !== undefined) accepted.level = level;
  if (record.date !== undefined) accepted.date = record.date;
  if (record.id !== undefined) accepted.id = record.id;
  if (record.ratings !== undefined && record.ratings.length > 0) accepted.ratings = record.ratings;
  if (record.tags !== undefined && record.tags.length > 0) accepted.tags = record.tags;
  if (record.fields !== undefined && record.fields.length > 0) accepted.fields = record.fields;
  return accepted;
}

/** The canonical form of givens that parsed (so it exists). */
function canonicalOf(givens: Puzzle): Puzzle {
  const form = canonicalForm(givens);
  // Parsing already refused repeated digits, the only input canonicalForm rejects.
  if (!form.ok) throw new Error(`canonical form of a parsed puzzle failed: ${form.error.message}`);
  return form.value;
}

function describeSolutionMismatch(given: string, solution: string): string | undefined {
  const text = given.trim();
  if (!/^[1-9]{81}$/.test(text)) return `the solution column is not 81 digits 1-9 (${text.length} characters)`;
  for (let cell = 0; cell < 81; cell++) {
    if (text[cell] !== solution[cell])
      return `the solution column is wrong at ${cellName(cell)}: ${text[cell]} given, the puzzle's solution has ${solution[cell]}`;
  }
  return undefined;
}
