/**
 * What a key does on the editor's and the player's grid, worked out from the key event alone so
 * the handler stays synchronous and cheap: digits enter (or, with Shift, Alt or Ctrl, or in
 * pencil mode, toggle a pencil mark), arrows move, Delete / Backspace / 0 / . erase, Ctrl+Z
 * undoes, Ctrl+Y or Ctrl+Shift+Z redoes, P switches pencil mode.
 */
import type { Cell } from '../../core/grid/index';

export type GridKeyAction =
  | { readonly kind: 'digit'; readonly digit: number; readonly pencil: boolean }
  | { readonly kind: 'erase' }
  | { readonly kind: 'move'; readonly rows: number; readonly cols: number }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'pencil' };

/** The parts of a KeyboardEvent the mapping reads (a plain object in tests). */
export interface KeyPress {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

const MOVES: Record<string, readonly [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The digit a key stands for, read from the physical key so Shift+5 ('%') is still 5. */
function digitOf(press: KeyPress): number | null {
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(press.code);
  if (match) return Number(match[1]);
  return /^[1-9]$/.test(press.key) ? Number(press.key) : null;
}

/** The action of a key on the grid, or null when the key is not the grid's (Tab, letters, …). */
export function gridKeyAction(press: KeyPress, pencilMode: boolean): GridKeyAction | null {
  const command = press.ctrlKey || press.metaKey;
  const letter = press.key.toLowerCase();
  if (command && letter === 'z') return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
  if (command && letter === 'y') return { kind: 'redo' };
  const digit = digitOf(press);
  if (digit !== null) {
    const modified = press.shiftKey || press.altKey || command;
    return { kind: 'digit', digit, pencil: pencilMode !== modified };
  }
  if (command) return null;
  const move = MOVES[press.key];
  if (move) return { kind: 'move', rows: move[0], cols: move[1] };
  if (press.key === 'Delete' || press.key === 'Backspace' || press.key === '0' || press.key === '.' || press.code === 'Numpad0')
    return { kind: 'erase' };
  if (letter === 'p' && !press.altKey) return { kind: 'pencil' };
  return null;
}

/** The cell an arrow leads to, staying on the board. */
export function movedCell(cell: Cell, rows: number, cols: number): Cell {
  const row = Math.min(8, Math.max(0, ((cell / 9) | 0) + rows));
  const col = Math.min(8, Math.max(0, (cell % 9) + cols));
  return row * 9 + col;
}

/** What the keys change on a grid: the editor's and the player's state. */
export interface KeyedGrid {
  pencil: boolean;
  selected: Cell | null;
  /**
   * Whether a pencil digit toggles a mark (the default); false sends it to `enter` as well
   * (the player's candidate paint, which paints the candidate the digit names).
   */
  readonly pencilDigitsMark?: boolean;
  enter(digit: number): void;
  toggleMark(digit: number): void;
  erase(): void;
  undo(): void;
  redo(): void;
}

/** A key on the board; true when the board used it (so the page should not). */
export function handleGridKey(grid: KeyedGrid, press: KeyPress): boolean {
  const action = gridKeyAction(press, grid.pencil);
  if (action === null) return false;
  runGridKeyAction(grid, action);
  return true;
}

/** A key elsewhere in the panel (a button has the focus): only undo and redo apply. */
export function handleGridShortcut(grid: KeyedGrid, press: KeyPress): boolean {
  const action = gridKeyAction(press, grid.pencil);
  if (action?.kind !== 'undo' && action?.kind !== 'redo') return false;
  runGridKeyAction(grid, action);
  return true;
}

function runGridKeyAction(grid: KeyedGrid, action: GridKeyAction): void {
  if (action.kind === 'digit') {
    if (action.pencil && grid.pencilDigitsMark !== false) grid.toggleMark(action.digit);
    else grid.enter(action.digit);
  } else if (action.kind === 'erase') grid.erase();
  else if (action.kind === 'move') grid.selected = movedCell(grid.selected ?? 0, action.rows, action.cols);
  else if (action.kind === 'undo') grid.undo();
  else if (action.kind === 'redo') grid.redo();
  else grid.pencil = !grid.pencil;
}
