/**
 * The Play mode's state: the player solves the editor's puzzle with digits and pencil marks,
 * asks for a hint (the next easiest step for the marks they keep, drawn like a replay step),
 * and has mistakes pointed out. Every change goes through one undo history.
 */
import type { Highlights } from '../../core/step';
import type { AppApi } from '../../shared/api';
import type { HintView, StepView } from '../../shared/workspaceTypes';
import { canRedo, canUndo, recordChange, redo, startHistory, undo, type EditHistory } from './editHistory';
import { digitAtCell, EMPTY_GRID, findConflicts, type EditorGrid } from './editorStatus';
import { applyHintStep, hintHighlights, missingMarks, vagueHintText, type HintLevel } from './hintLevels';
import {
  colouringOf,
  digitPlaces,
  hasColouring,
  NO_COLOURING,
  paintedCandidate,
  paintedCell,
  savedColours,
  type Colouring,
  type PaintTool,
} from './playColours';
import { elapsedMs, paused, resumed, STOPPED_TIMER, timerAt, type PlayTimer } from './playTimer';
import { handleGridKey, handleGridShortcut, type KeyedGrid, type KeyPress } from './gridKeys';
import {
  candidatesOf,
  hasMarks,
  isSolved,
  mistakesOf,
  NO_MARKS,
  placeDigit,
  samePosition,
  toggledMark,
  withCellDigit,
  type PlayPosition,
} from './playGrid';

/** A hint with the position it was asked for (it is drawn only while the board is still that position) and how much of it is shown. */
interface AskedHint {
  readonly position: PlayPosition;
  readonly view: HintView;
  readonly level: HintLevel;
}

/** The cells drawn red: clashes and mistakes, each once, in board order, never a given (a given is never the player's error). */
function redCells(givens: EditorGrid, clashes: readonly number[], mistakes: readonly number[]): number[] {
  return [...new Set([...clashes, ...mistakes])].filter((cell) => digitAtCell(givens, cell) === 0).sort((a, b) => a - b);
}

export class PlayState implements KeyedGrid {
  givens = $state<EditorGrid>(EMPTY_GRID);
  /** The unique solution, known before Play starts (Play needs a proper puzzle). */
  solution = $state<string | null>(null);
  history = $state.raw<EditHistory<PlayPosition>>(startHistory({ values: EMPTY_GRID, marks: NO_MARKS }));
  selected = $state<number | null>(null);
  /** Digits typed become pencil marks (and Shift+digit a digit). */
  pencil = $state(false);
  hintBusy = $state(false);
  /** A failed hint call (the host unreachable), not a "no step found" answer. */
  hintError = $state<string | null>(null);
  /** Cells "Check" found wrong, for the position they were checked in. */
  checked = $state.raw<{ readonly position: PlayPosition; readonly cells: readonly number[] } | null>(null);
  #asked = $state.raw<AskedHint | null>(null);
  /** The library puzzle being played, whose game is saved as it goes; null for a puzzle from the editor alone. */
  libraryId = $state<number | null>(null);
  timer = $state.raw<PlayTimer>(STOPPED_TIMER);
  /** The clock reading the timer is shown at (moved on by the panel each second). */
  now = $state(0);
  /** The digit lit up on the board (its givens, entries and candidates), or null. */
  highlightDigit = $state<number | null>(null);
  /** The chosen paint tool: a click paints cells, or digits paint candidates of the chosen cell; null: neither. */
  paintTool = $state<PaintTool | null>(null);
  colouring = $state.raw<Colouring>(NO_COLOURING);

  readonly position = $derived(this.history.present);
  readonly values = $derived(this.position.values);
  readonly marks = $derived(this.position.marks);
  readonly canUndo = $derived(canUndo(this.history));
  readonly canRedo = $derived(canRedo(this.history));
  /** Anything to take back to the givens (a resumed game has no undo history, but can still restart), paint included. */
  readonly canRestart = $derived(!samePosition(this.position, { values: this.givens, marks: NO_MARKS }) || hasColouring(this.colouring));
  readonly solved = $derived(isSolved(this.values, this.solution));
  readonly hasMarks = $derived(hasMarks(this.marks));
  /** The hint for the position on the board, or null once the player has moved on. */
  readonly hint = $derived(this.#asked !== null && samePosition(this.#asked.position, this.position) ? this.#asked.view : null);
  readonly hintStep = $derived<StepView | null>(this.hint?.kind === 'step' ? this.hint.step : null);
  /** How much of the hint is shown: 1 the technique and house, 2 the pattern, 3 the whole step. */
  readonly hintLevel = $derived<HintLevel>(this.#asked?.level ?? 1);
  readonly hintText = $derived(this.hintStep === null ? '' : this.hintLevel === 1 ? vagueHintText(this.hintStep) : this.hintStep.text);
  readonly highlights = $derived<Highlights | null>(this.hintStep === null ? null : hintHighlights(this.hintStep, this.hintLevel));
  /** The step's candidates the player has not marked: the step cannot be followed (or applied) on their marks. */
  readonly hintMissingMarks = $derived(this.hintStep === null ? [] : missingMarks(this.hintStep, this.position));
  /** The player's own marks: a hint adds only its pattern's candidates to the drawing, never every candidate. */
  readonly boardCandidates = $derived<readonly number[] | null>(this.hasMarks ? this.marks : null);
  readonly mistakes = $derived.by<readonly number[]>(() => {
    if (this.hint?.kind === 'mistake') return this.hint.cells;
    return this.checked !== null && samePosition(this.checked.position, this.position) ? this.checked.cells : [];
  });
  /** Red cells, one list for the board and every count: clashing digits and mistakes pointed out, never a given. */
  readonly conflicts = $derived(redCells(this.givens, findConflicts(this.values).cells, this.mistakes));
  readonly filledCount = $derived(this.values.replace(/0/g, '').length);
  readonly elapsed = $derived(elapsedMs(this.timer, this.now));
  readonly highlighted = $derived(this.highlightDigit === null ? null : digitPlaces(this.values, this.marks, this.highlightDigit));
  readonly #api: AppApi;

  constructor(api: AppApi) {
    this.#api = api;
  }

  /** Starts solving a puzzle afresh (the editor's grid and its unique solution). */
  start(givens: EditorGrid, solution: string): void {
    this.givens = givens;
    this.solution = solution;
    this.history = startHistory({ values: givens, marks: NO_MARKS });
    this.selected = givens.indexOf('0') >= 0 ? givens.indexOf('0') : 0;
    this.#asked = null;
    this.checked = null;
    this.hintError = null;
    this.libraryId = null;
    this.timer = STOPPED_TIMER;
    this.highlightDigit = null;
    this.paintTool = null;
    this.colouring = NO_COLOURING;
  }

  /** Starts a library puzzle, resuming its saved game (digits, marks, paints and time) when there is one. */
  async startSaved(libraryId: number, givens: EditorGrid, solution: string): Promise<void> {
    this.start(givens, solution);
    this.libraryId = libraryId;
    const reply = await this.#api.savedGame(libraryId);
    if (!reply.ok || reply.value === null || this.libraryId !== libraryId || this.givens !== givens) return;
    const game = reply.value;
    if ([...givens].some((digit, cell) => digit !== '0' && game.values[cell] !== digit)) return;
    this.history = startHistory({ values: game.values, marks: game.marks });
    this.colouring = colouringOf(game.colours);
    this.timer = timerAt(game.elapsedMs);
  }

  /** Moves the shown time on; the timer runs only while the window shows the puzzle and it is unsolved. */
  tick(now: number, visible: boolean): void {
    this.now = now;
    const running = visible && !this.solved && this.solution !== null;
    const next = running ? resumed(this.timer, now) : paused(this.timer, now);
    if (next !== this.timer) {
      this.timer = next;
      // A pause is a good moment to keep the time (the window hidden, the puzzle solved).
      if (next.since === null) void this.saveGame();
    }
  }

  /** Keeps the game in the library (a library puzzle only); errors are left for the next save. */
  async saveGame(): Promise<void> {
    if (this.libraryId === null) return;
    await this.#api.saveGame({
      puzzleId: this.libraryId,
      values: this.values,
      marks: [...this.marks],
      elapsedMs: Math.round(this.elapsed),
      solved: this.solved,
      colours: savedColours(this.colouring),
    });
  }

  /** Lights up a digit, or puts the light out when it is the one lit. */
  toggleHighlight(digit: number | null): void {
    this.highlightDigit = digit === null || this.highlightDigit === digit ? null : digit;
  }

  /** Lights up the digit in the chosen cell (the H key). */
  highlightSelected(): void {
    if (this.selected === null) return;
    const digit = digitAtCell(this.values, this.selected);
    this.toggleHighlight(digit === 0 ? null : digit);
  }

  choosePaint(tool: PaintTool | null): void {
    this.paintTool = tool !== null && this.paintTool?.paint === tool.paint && this.paintTool.target === tool.target ? null : tool;
  }

  clearColours(): void {
    this.#paint(NO_COLOURING);
  }

  /** Paints change no position (Undo leaves them), but are kept with the game at once. */
  #paint(colouring: Colouring): void {
    if (colouring === this.colouring) return;
    this.colouring = colouring;
    void this.saveGame();
  }

  #change(next: PlayPosition): void {
    const before = this.history;
    this.history = recordChange(this.history, next, samePosition);
    if (this.history !== before) void this.saveGame();
  }

  #isGiven(cell: number): boolean {
    return digitAtCell(this.givens, cell) !== 0;
  }

  /** A click on a cell: paints it with the cell paint, else chooses it. */
  select(cell: number): void {
    if (this.paintTool?.target === 'cell') this.#paint(paintedCell(this.colouring, cell, this.paintTool.paint));
    else this.selected = cell;
  }

  /** A digit from the keyboard or the pad: paints that candidate with the candidate paint, else enters it. */
  enter(digit: number): void {
    const cell = this.selected;
    if (this.paintTool?.target === 'candidate') {
      if (cell !== null && digitAtCell(this.values, cell) === 0)
        this.#paint(paintedCandidate(this.colouring, cell, digit, this.paintTool.paint));
      return;
    }
    if (cell === null || this.#isGiven(cell)) return;
    if (digitAtCell(this.values, cell) !== digit) this.#change(placeDigit(this.position, cell, digit));
  }

  toggleMark(digit: number): void {
    const cell = this.selected;
    if (cell === null || digitAtCell(this.values, cell) !== 0) return;
    this.#change({ values: this.values, marks: toggledMark(this.marks, cell, digit) });
  }

  erase(): void {
    const cell = this.selected;
    if (cell === null || this.#isGiven(cell)) return;
    if (digitAtCell(this.values, cell) !== 0) this.#change({ values: withCellDigit(this.values, cell, 0), marks: this.marks });
    else if (this.marks[cell] !== 0) this.#change({ values: this.values, marks: this.marks.map((mark, at) => (at === cell ? 0 : mark)) });
  }

  /** Fills every empty cell's marks with the digits it can still take. */
  autofill(): void {
    this.#change({ values: this.values, marks: candidatesOf(this.values) });
  }

  clearMarks(): void {
    this.#change({ values: this.values, marks: NO_MARKS });
  }

  /** Back to the givens alone, without paint (one undoable change for the digits and marks). */
  restart(): void {
    if (hasColouring(this.colouring)) this.colouring = NO_COLOURING;
    const before = this.history;
    this.#change({ values: this.givens, marks: NO_MARKS });
    // #change saves only a new position; paint taken off a board already at the givens is kept too.
    if (this.history === before) void this.saveGame();
  }

  undo(): void {
    this.history = undo(this.history);
  }

  redo(): void {
    this.history = redo(this.history);
  }

  /** Points out the entered digits and marks that disagree with the solution. */
  check(): void {
    if (this.solution === null) return;
    this.checked = { position: this.position, cells: mistakesOf(this.position, this.givens, this.solution) };
  }

  /** A key on the board; true when the board used it (so the page should not). */
  handleKey(press: KeyPress): boolean {
    return handleGridKey(this, press);
  }

  /** A key elsewhere in the panel (a button has the focus): only undo and redo apply. */
  handleShortcut(press: KeyPress): boolean {
    return handleGridShortcut(this, press);
  }

  /** With the candidate paint chosen, a digit paints its candidate, in pencil mode too. */
  get pencilDigitsMark(): boolean {
    return this.paintTool?.target !== 'candidate';
  }

  /**
   * A press of Hint: the first asks for the next easiest step from the position on the board (or
   * the mistakes in it) and names its technique and house; the next two show more of the same step.
   */
  async askHint(): Promise<void> {
    if (this.hintBusy) return;
    const shown = this.#asked;
    if (shown !== null && this.hint?.kind === 'step') {
      if (shown.level < 3) this.#asked = { ...shown, level: (shown.level + 1) as HintLevel };
      return;
    }
    await this.#fetchHint(1);
  }

  async #fetchHint(level: HintLevel): Promise<void> {
    const position = this.position;
    this.hintBusy = true;
    this.hintError = null;
    try {
      const reply = await this.#api.puzzleHint({
        givens: this.givens,
        values: position.values,
        marks: hasMarks(position.marks) ? position.marks : null,
        set: 'se',
      });
      if (!reply.ok) this.hintError = `No hint: ${reply.error.message}`;
      else this.#asked = { position, view: reply.value, level };
    } finally {
      this.hintBusy = false;
    }
  }

  /** Fills in the candidates the step needs (every candidate, as Fill in does) and shows the step again from there, at the same level. */
  async fillForHint(): Promise<void> {
    const level = this.hintLevel;
    this.autofill();
    await this.#fetchHint(level);
  }

  /** Plays exactly the hint's step on the player's grid: its placement, or its removals from the player's marks. */
  applyHint(): void {
    const step = this.hintStep;
    if (step === null || this.hintLevel < 3 || this.hintMissingMarks.length > 0) return;
    this.#change(applyHintStep(this.position, step));
  }
}
