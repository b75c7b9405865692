/**
 * The lines of an import that went into a puzzle the library has, named with what they merged
 * into: `line 151: the same puzzle as line 42`, `line 307: an isomorph of library #2461`.
 */
import type { ImportOutcome } from './importWriter';

/** A line whose puzzle was merged into one met earlier in the file, or one the library had. */
export interface ImportMerge {
  readonly line: number;
  readonly kind: 'duplicate' | 'isomorph';
  /** The earlier line of the file with that puzzle, or the library's puzzle. */
  readonly sameAs: { readonly line: number } | { readonly puzzleId: number };
}

/** A merge as a person reads it. */
export function describeImportMerge(merge: ImportMerge): string {
  const other = 'line' in merge.sameAs ? `line ${merge.sameAs.line}` : `library #${merge.sameAs.puzzleId}`;
  return merge.kind === 'duplicate' ? `line ${merge.line}: the same puzzle as ${other}` : `line ${merge.line}: an isomorph of ${other}`;
}

/** One puzzle written by an import: which line, which puzzle, and how it related to the library. */
export interface WrittenLine {
  readonly line: number;
  readonly puzzleId: number;
  readonly outcome: ImportOutcome;
}

/**
 * Remembers the first line of the file that gave each puzzle, so a later line with that puzzle
 * names it. Fed in file order, after each batch commits (a batch retried on a busy library
 * must not be counted twice).
 */
export class FirstLines {
  private readonly firstLine = new Map<number, number>();

  /** The merge a written line makes; undefined for a puzzle new to the library. */
  take(written: WrittenLine): ImportMerge | undefined {
    const earlier = this.firstLine.get(written.puzzleId);
    if (earlier === undefined) this.firstLine.set(written.puzzleId, written.line);
    if (written.outcome === 'new') return undefined;
    return {
      line: written.line,
      kind: written.outcome,
      sameAs: earlier === undefined ? { puzzleId: written.puzzleId } : { line: earlier },
    };
  }
}
