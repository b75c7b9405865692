/**
 * The editor's state (Edit and Play modes of the puzzle workspace). Typing is synchronous and
 * cheap: a key changes the grid and schedules a rating, nothing else. The status (clash, no
 * solution, unique, several) is derived from the grid with core's solver when the page paints;
 * quick ratings and "minimal?" come from the app API (worker side) and are drawn only while the
 * grid is still the one they were asked for, so a late answer never shows over newer typing.
 */
import type { Highlights } from '../../core/step';
import type { AppApi } from '../../shared/api';
import type { QuickRatings, SavedPuzzle } from '../../shared/workspaceTypes';
import { canRedo, canUndo, recordChange, redo, startHistory, undo, type EditHistory } from './editHistory';
import { digitAtCell, editorStatusOf, EMPTY_GRID } from './editorStatus';
import { handleGridKey, handleGridShortcut, type KeyedGrid, type KeyPress } from './gridKeys';
import { PlayState } from './play.svelte';
import { hasMarks, NO_MARKS, samePosition, toggledMark, withCellDigit, type PlayPosition } from './playGrid';
import { gridAsLine, gridAsText, readPastedPuzzle } from './puzzleText';
import { describeSymmetries, guideCells, symmetryById, type SymmetryId } from './symmetry';

/** What the editor asks the rest of the workspace to do. */
export interface EditorActions {
  /** Open the puzzle in Replay. */
  replay(puzzle: string): void;
  /** Open the puzzle in Trial and error. */
  simulate(puzzle: string): void;
}

/** How long typing must pause before the quick ratings are asked for. */
export const RATINGS_DELAY_MS = 350;

/** An answer from the API with the grid (as a line) it was asked for. */
interface Answer<T> {
  readonly line: string;
  readonly value: T;
}

export type RatingsView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'ready'; readonly ratings: QuickRatings }
  | { readonly kind: 'failed'; readonly message: string };

/** The grid and the pencil marks: what one undo step restores (the editor's position is a PlayPosition of givens). */
type EditorSnapshot = PlayPosition;

export class EditorState implements KeyedGrid {
  history = $state.raw<EditHistory<EditorSnapshot>>(startHistory({ values: EMPTY_GRID, marks: NO_MARKS }));
  selected = $state<number | null>(0);
  /** Digits typed become pencil marks (and Shift+digit a given). */
  pencil = $state(false);
  mode = $state<'edit' | 'play'>('edit');
  /** Why the puzzle the editor was opened with cannot be replayed, if that is why it opened. */
  problem = $state<string | null>(null);
  /** True when the grid came from elsewhere (a library puzzle, a link): saving adds a new puzzle. */
  editingCopy = $state(false);
  /** The last thing an action wants to tell (pasted, copied, why a paste failed). */
  message = $state<{ readonly text: string; readonly bad: boolean } | null>(null);
  pasteText = $state('');
  symmetryId = $state<SymmetryId>('rotation180');
  showGuide = $state(false);

  saveOpen = $state(false);
  saveTags = $state('');
  saveNote = $state('');
  saving = $state(false);
  saved = $state.raw<Answer<SavedPuzzle> | null>(null);
  saveError = $state<string | null>(null);

  redundantBusy = $state(false);
  #ratings = $state.raw<Answer<RatingsView>>({ line: '', value: { kind: 'idle' } });
  #redundant = $state.raw<Answer<readonly number[] | string> | null>(null);
  #ratingsTimer: ReturnType<typeof setTimeout> | null = null;
  /** Number of the latest ratings request: an answer to an older one is dropped. */
  #ratingsRequest = 0;

  readonly play: PlayState;
  readonly #api: AppApi;
  readonly #actions: EditorActions;

  /** The puzzle being edited: 81 characters, '0' for an empty cell. */
  readonly grid = $derived(this.history.present.values);
  readonly marks = $derived(this.history.present.marks);
  /** The grid as Patti stores and links puzzles: 81 characters, '.' for an empty cell. */
  readonly line = $derived(gridAsLine(this.grid));
  readonly canUndo = $derived(canUndo(this.history));
  readonly canRedo = $derived(canRedo(this.history));
  readonly status = $derived(editorStatusOf(this.grid));
  readonly isUnique = $derived(this.status.kind === 'unique');
  readonly symmetryText = $derived(describeSymmetries(this.grid));
  readonly guide = $derived(this.showGuide ? guideCells(this.grid, symmetryById(this.symmetryId)) : []);
  readonly boardCandidates = $derived(hasMarks(this.marks) ? this.marks : null);
  readonly ratings = $derived<RatingsView>(
    this.#ratings.line === this.line ? this.#ratings.value : this.isUnique ? { kind: 'waiting' } : { kind: 'idle' },
  );
  /** Givens that could go (an empty list: minimal), or why it could not be found out, for this grid only. */
  readonly redundant = $derived(this.#redundant !== null && this.#redundant.line === this.line ? this.#redundant.value : null);
  readonly highlights = $derived<Highlights | null>(
    Array.isArray(this.redundant) && this.redundant.length > 0 ? redundantHighlights(this.redundant) : null,
  );
  readonly savedHere = $derived(this.saved !== null && this.saved.line === this.line ? this.saved.value : null);

  constructor(api: AppApi, actions: EditorActions) {
    this.#api = api;
    this.#actions = actions;
    this.play = new PlayState(api);
  }

  /**
   * Opens a puzzle (any text Patti imports); `problem` says why it was sent here. Coming back
   * to the editor (the address `#/editor`, or the puzzle being edited) keeps the work and its
   * undo history, so Back from Replay does not throw an edit away; a fresh editor is empty.
   */
  open(puzzle: string | null, problem: string | null = null): void {
    this.problem = problem;
    this.mode = 'edit';
    const text = puzzle?.trim() ?? '';
    if (problem === null && (text === '' || text.replace(/0/g, '.') === this.line)) return;
    // Messages and the save form speak of the puzzle they were made for: another puzzle starts without them.
    this.message = null;
    this.saveOpen = false;
    this.saved = null;
    this.saveError = null;
    let grid = EMPTY_GRID;
    if (text !== '') {
      const pasted = readPastedPuzzle(text);
      if (pasted.ok) grid = pasted.value.grid;
      else this.message = { text: pasted.error.message, bad: true };
    }
    this.editingCopy = grid !== EMPTY_GRID;
    this.history = startHistory({ values: grid, marks: NO_MARKS });
    this.selected = 0;
    this.#scheduleRatings();
  }

  #change(next: EditorSnapshot): void {
    const before = this.history;
    this.history = recordChange(this.history, next, samePosition);
    if (this.history === before) return;
    // The reason the editor was opened with speaks of the puzzle as it came, not as edited.
    this.problem = null;
    this.#scheduleRatings();
  }

  select(cell: number): void {
    this.selected = cell;
  }

  /** Puts a given in the selected cell. */
  enter(digit: number): void {
    const cell = this.selected;
    if (cell === null) return;
    const marks = this.marks[cell] === 0 ? this.marks : this.marks.map((mark, at) => (at === cell ? 0 : mark));
    this.#change({ values: withCellDigit(this.grid, cell, digit), marks });
  }

  toggleMark(digit: number): void {
    const cell = this.selected;
    if (cell === null || digitAtCell(this.grid, cell) !== 0) return;
    this.#change({ values: this.grid, marks: toggledMark(this.marks, cell, digit) });
  }

  erase(): void {
    const cell = this.selected;
    if (cell === null) return;
    if (digitAtCell(this.grid, cell) !== 0) this.#change({ values: withCellDigit(this.grid, cell, 0), marks: this.marks });
    else if (this.marks[cell] !== 0) this.#change({ values: this.grid, marks: this.marks.map((mark, at) => (at === cell ? 0 : mark)) });
  }

  /** Empties the grid (one undoable change). */
  clear(): void {
    this.#change({ values: EMPTY_GRID, marks: NO_MARKS });
    this.message = null;
  }

  undo(): void {
    this.history = undo(this.history);
    this.#scheduleRatings();
  }

  redo(): void {
    this.history = redo(this.history);
    this.#scheduleRatings();
  }

  /** A key on the board; true when the board used it (so the page should not). */
  handleKey(press: KeyPress): boolean {
    return handleGridKey(this, press);
  }

  /** A key elsewhere in the panel (a button has the focus): only undo and redo apply. */
  handleShortcut(press: KeyPress): boolean {
    return handleGridShortcut(this, press);
  }

  /** Replaces the grid with a pasted puzzle in any format Patti imports (one undoable change). */
  paste(text: string): boolean {
    const pasted = readPastedPuzzle(text);
    if (!pasted.ok) {
      this.message = { text: pasted.error.message, bad: true };
      return false;
    }
    this.#change({ values: pasted.value.grid, marks: NO_MARKS });
    this.message = { text: `Pasted. ${pasted.value.note ?? ''}`.trim(), bad: false };
    return true;
  }

  /** Pastes what is in the paste box and empties the box when it worked. */
  pasteFromBox(): void {
    if (this.paste(this.pasteText)) this.pasteText = '';
  }

  /** Copies the grid as one line or as a printed grid; where the clipboard is closed, the text lands in the paste box. */
  async copy(shape: 'line' | 'grid'): Promise<void> {
    const text = shape === 'line' ? this.line : gridAsText(this.grid);
    try {
      await navigator.clipboard.writeText(text);
      this.message = { text: shape === 'line' ? 'Copied the puzzle as one line.' : 'Copied the puzzle as a printed grid.', bad: false };
    } catch {
      this.pasteText = text;
      this.message = { text: 'The clipboard is not available here: the text is in the paste box to copy by hand.', bad: true };
    }
  }

  #scheduleRatings(): void {
    if (this.#ratingsTimer !== null) clearTimeout(this.#ratingsTimer);
    this.#ratingsTimer = setTimeout(() => {
      this.#ratingsTimer = null;
      void this.#requestRatings();
    }, RATINGS_DELAY_MS);
  }

  async #requestRatings(): Promise<void> {
    if (!this.isUnique) return;
    const line = this.line;
    if (this.#ratings.line === line && this.#ratings.value.kind === 'ready') return;
    const request = ++this.#ratingsRequest;
    const reply = await this.#api.quickRatings(line);
    if (request !== this.#ratingsRequest) return;
    let value: RatingsView;
    if (!reply.ok) value = { kind: 'failed', message: reply.error.message };
    else if ('kind' in reply.value) value = { kind: 'failed', message: reply.value.message };
    else value = { kind: 'ready', ratings: reply.value };
    this.#ratings = { line, value };
  }

  /** Asks which givens could go with the puzzle keeping one solution; drawn on the board. */
  async findRedundant(): Promise<void> {
    const line = this.line;
    this.redundantBusy = true;
    try {
      const reply = await this.#api.redundantGivens(line);
      let value: readonly number[] | string;
      if (!reply.ok) value = reply.error.message;
      else if ('kind' in reply.value) value = reply.value.message;
      else value = reply.value.cells;
      this.#redundant = { line, value };
    } finally {
      this.redundantBusy = false;
    }
  }

  /** Saves the grid to the library under "My puzzles" with the form's tags and note. */
  async save(): Promise<void> {
    const line = this.line;
    const tags = this.saveTags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    this.saving = true;
    this.saveError = null;
    try {
      const reply = await this.#api.savePuzzle({ puzzle: line, tags, note: this.saveNote.trim() === '' ? null : this.saveNote });
      if (!reply.ok) this.saveError = `Not saved: ${reply.error.message}`;
      else {
        this.saved = { line, value: reply.value };
        this.saveOpen = false;
      }
    } finally {
      this.saving = false;
    }
  }

  /** Opens a library puzzle in Play, resuming its saved game. */
  async openPlay(id: number): Promise<void> {
    const reply = await this.#api.puzzleDetail(id);
    if (!reply.ok || reply.value === null) {
      this.open(
        null,
        reply.ok ? `There is no puzzle ${id} in the library to play.` : `The puzzle could not be opened: ${reply.error.message}`,
      );
      return;
    }
    const detail = reply.value;
    this.open(detail.givens);
    if (this.play.libraryId !== id || this.play.givens !== this.grid) await this.play.startSaved(id, this.grid, detail.solution);
    this.mode = 'play';
  }

  /** Switches to Play with this puzzle (only a puzzle with one solution can be played). */
  startPlay(): void {
    const solution = this.status.solution;
    if (solution === null) return;
    if (this.play.givens !== this.grid || this.play.solution !== solution) this.play.start(this.grid, solution);
    this.mode = 'play';
  }

  replay(): void {
    this.#actions.replay(this.line);
  }

  simulate(): void {
    this.#actions.simulate(this.line);
  }
}

/** Redundant givens drawn as the pattern cells of a step. */
function redundantHighlights(cells: readonly number[]): Highlights {
  return { cells, houses: [], coverHouses: [], kept: [], accent: [], removed: [], placements: [], links: [] };
}
