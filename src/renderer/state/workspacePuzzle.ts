/**
 * Which puzzle the workspace is on. Whatever route led in, the header, the three modes' links,
 * the exports and the messages speak of one puzzle: the one on the board of the mode on show.
 * The editor's grid is that puzzle while editing; in Replay and Trial and error it is the puzzle
 * the address names, once the mode has opened it (a library id is known only from its answer).
 */
import type { PuzzleRef } from '../../shared/workspaceTypes';
import { sameRef } from './routes';

export type WorkspaceMode = 'replay' | 'nishio' | 'editor';

/** What one of Replay and Trial and error has open: the address it opened and what its answer said. */
export interface OpenedPuzzle {
  readonly ref: PuzzleRef | null;
  /** The puzzle its answer (complete or in progress) is for, or null before the answer. */
  readonly puzzle: string | null;
  readonly libraryId: number | null;
}

/** What the editor holds: its grid as a line ('.' for an empty cell) and the library id it was saved as. */
interface EditedPuzzle {
  readonly line: string;
  readonly givenCount: number;
  /** The id the grid as it is now was saved under, or null. */
  readonly savedId: number | null;
}

export interface WorkspaceParts {
  readonly mode: WorkspaceMode;
  /** The puzzle the address of Replay or Trial and error names (ignored in the editor). */
  readonly ref: PuzzleRef | null;
  readonly editor: EditedPuzzle;
  readonly replay: OpenedPuzzle;
  readonly nishio: OpenedPuzzle;
}

/** The puzzle on the board (81 characters, '.' for a blank) and its library id where known. */
export interface ShownPuzzle {
  readonly puzzle: string | null;
  readonly libraryId: number | null;
}

const NOTHING: ShownPuzzle = { puzzle: null, libraryId: null };

/** A puzzle as a link may write it ('0' or '.' for a blank), as the workspace shows it. */
function puzzleLine(text: string): string {
  return text.replace(/0/g, '.');
}

export function shownPuzzleOf(parts: WorkspaceParts): ShownPuzzle {
  if (parts.mode === 'editor') return editedPuzzle(parts);
  const ref = parts.ref;
  if (ref === null) return NOTHING;
  const opened = parts.mode === 'replay' ? parts.replay : parts.nishio;
  // An answer counts only when it is for the puzzle the address names: an older one may still be on show while the new one comes.
  if (opened.ref !== null && sameRef(opened.ref, ref) && opened.puzzle !== null) {
    return { puzzle: puzzleLine(opened.puzzle), libraryId: opened.libraryId ?? ('id' in ref ? ref.id : null) };
  }
  return 'id' in ref ? { puzzle: null, libraryId: ref.id } : { puzzle: puzzleLine(ref.puzzle), libraryId: null };
}

/** The editor's grid; its library id when it was just saved, or when Replay or Trial and error learned it for the same givens. */
function editedPuzzle({ editor, replay, nishio }: WorkspaceParts): ShownPuzzle {
  if (editor.givenCount === 0) return NOTHING;
  const line = editor.line;
  const learned = [replay, nishio].find(
    (opened) => opened.puzzle !== null && puzzleLine(opened.puzzle) === line && opened.libraryId !== null,
  );
  return { puzzle: line, libraryId: editor.savedId ?? learned?.libraryId ?? null };
}
