import { describe, expect, it } from 'vitest';
import { shownPuzzleOf, type OpenedPuzzle, type WorkspaceParts } from './workspacePuzzle';

const ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';
const OTHER = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const NONE: OpenedPuzzle = { ref: null, puzzle: null, libraryId: null };
const EMPTY_EDITOR = { line: '.'.repeat(81), givenCount: 0, savedId: null };

function parts(overrides: Partial<WorkspaceParts>): WorkspaceParts {
  return { mode: 'replay', ref: null, editor: EMPTY_EDITOR, replay: NONE, nishio: NONE, ...overrides };
}

describe('shownPuzzleOf', () => {
  it('in the editor is the grid on the board, not the puzzle Replay had open', () => {
    const shown = shownPuzzleOf(
      parts({
        mode: 'editor',
        ref: { id: 2461 },
        editor: { line: OTHER, givenCount: 30, savedId: null },
        replay: { ref: { id: 2461 }, puzzle: ESCARGOT, libraryId: 2461 },
      }),
    );
    expect(shown).toEqual({ puzzle: OTHER, libraryId: null });
  });

  it('in the editor keeps the library id Replay learned while the grid is that same puzzle', () => {
    const shown = shownPuzzleOf(
      parts({
        mode: 'editor',
        ref: { id: 2461 },
        editor: { line: ESCARGOT, givenCount: 23, savedId: null },
        replay: { ref: { id: 2461 }, puzzle: ESCARGOT, libraryId: 2461 },
      }),
    );
    expect(shown).toEqual({ puzzle: ESCARGOT, libraryId: 2461 });
  });

  it('in the editor names the id the grid was just saved as', () => {
    expect(shownPuzzleOf(parts({ mode: 'editor', editor: { line: OTHER, givenCount: 30, savedId: 2552 } }))).toEqual({
      puzzle: OTHER,
      libraryId: 2552,
    });
  });

  it('an empty editor is on no puzzle', () => {
    expect(shownPuzzleOf(parts({ mode: 'editor', ref: { puzzle: OTHER } }))).toEqual({ puzzle: null, libraryId: null });
  });

  it('ignores an answer for another puzzle still on show while the new one is asked for', () => {
    const stale = { ref: { id: 2461 }, puzzle: ESCARGOT, libraryId: 2461 };
    expect(shownPuzzleOf(parts({ mode: 'replay', ref: { id: 3 }, replay: stale }))).toEqual({ puzzle: null, libraryId: 3 });
    expect(shownPuzzleOf(parts({ mode: 'replay', ref: { puzzle: OTHER }, replay: stale }))).toEqual({ puzzle: OTHER, libraryId: null });
  });

  it('takes the puzzle and id from the answer of the mode on show only', () => {
    const replay = { ref: { id: 3 }, puzzle: OTHER, libraryId: 3 };
    const nishio = { ref: { id: 2461 }, puzzle: ESCARGOT, libraryId: 2461 };
    expect(shownPuzzleOf(parts({ mode: 'replay', ref: { id: 3 }, replay, nishio }))).toEqual({ puzzle: OTHER, libraryId: 3 });
    // Trial and error on #3 has not answered yet: Replay's puzzle is not borrowed, nor its older run of #2461.
    expect(shownPuzzleOf(parts({ mode: 'nishio', ref: { id: 3 }, replay, nishio }))).toEqual({ puzzle: null, libraryId: 3 });
  });

  it('writes a linked puzzle with dots for blanks, and learns its library id from the answer', () => {
    const zeros = OTHER.replace(/\./g, '0');
    expect(shownPuzzleOf(parts({ mode: 'nishio', ref: { puzzle: zeros } })).puzzle).toBe(OTHER);
    const nishio = { ref: { puzzle: zeros }, puzzle: OTHER, libraryId: 12 };
    expect(shownPuzzleOf(parts({ mode: 'nishio', ref: { puzzle: zeros }, nishio }))).toEqual({ puzzle: OTHER, libraryId: 12 });
  });
});
