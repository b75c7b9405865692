import { describe, expect, it } from 'vitest';
import { gridKeyAction, movedCell, type KeyPress } from './gridKeys';

function press(key: string, code: string, modifiers: Partial<KeyPress> = {}): KeyPress {
  return { key, code, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers };
}

describe('grid keys', () => {
  it('enters a digit, or a pencil mark with Shift, Alt or Ctrl', () => {
    expect(gridKeyAction(press('5', 'Digit5'), false)).toEqual({ kind: 'digit', digit: 5, pencil: false });
    expect(gridKeyAction(press('%', 'Digit5', { shiftKey: true }), false)).toEqual({ kind: 'digit', digit: 5, pencil: true });
    expect(gridKeyAction(press('7', 'Numpad7', { altKey: true }), false)).toEqual({ kind: 'digit', digit: 7, pencil: true });
    expect(gridKeyAction(press('3', 'Digit3', { ctrlKey: true }), false)).toEqual({ kind: 'digit', digit: 3, pencil: true });
  });

  it('swaps digits and marks in pencil mode', () => {
    expect(gridKeyAction(press('4', 'Digit4'), true)).toEqual({ kind: 'digit', digit: 4, pencil: true });
    expect(gridKeyAction(press('$', 'Digit4', { shiftKey: true }), true)).toEqual({ kind: 'digit', digit: 4, pencil: false });
  });

  it('erases with Delete, Backspace, 0 and .', () => {
    for (const [key, code] of [
      ['Delete', 'Delete'],
      ['Backspace', 'Backspace'],
      ['0', 'Digit0'],
      ['.', 'Period'],
      ['Insert', 'Numpad0'],
    ]) {
      expect(gridKeyAction(press(key!, code!), false)).toEqual({ kind: 'erase' });
    }
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Y or Ctrl+Shift+Z', () => {
    expect(gridKeyAction(press('z', 'KeyZ', { ctrlKey: true }), false)).toEqual({ kind: 'undo' });
    expect(gridKeyAction(press('Z', 'KeyZ', { ctrlKey: true, shiftKey: true }), false)).toEqual({ kind: 'redo' });
    expect(gridKeyAction(press('y', 'KeyY', { metaKey: true }), false)).toEqual({ kind: 'redo' });
  });

  it('moves with the arrows and leaves other keys alone', () => {
    expect(gridKeyAction(press('ArrowLeft', 'ArrowLeft'), false)).toEqual({ kind: 'move', rows: 0, cols: -1 });
    expect(gridKeyAction(press('Tab', 'Tab'), false)).toBeNull();
    expect(gridKeyAction(press('v', 'KeyV', { ctrlKey: true }), false)).toBeNull();
    expect(gridKeyAction(press('p', 'KeyP'), false)).toEqual({ kind: 'pencil' });
  });

  it('keeps a move on the board', () => {
    expect(movedCell(0, -1, 0)).toBe(0);
    expect(movedCell(0, 0, 1)).toBe(1);
    expect(movedCell(8, 0, 1)).toBe(8);
    expect(movedCell(40, 1, 0)).toBe(49);
    expect(movedCell(80, 1, 1)).toBe(80);
  });
});
