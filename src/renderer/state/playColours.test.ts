import { describe, expect, it } from 'vitest';
import { digitPlaces, hasColouring, NO_COLOURING, paintedCandidate, paintedCell } from './playColours';

const VALUES = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

describe('player colouring', () => {
  it('paints a cell, repaints it in the other colour, and takes the paint off on a second stroke', () => {
    let colouring = paintedCell(NO_COLOURING, 10, 1);
    expect(colouring.cells[10]).toBe(1);
    colouring = paintedCell(colouring, 10, 2);
    expect(colouring.cells[10]).toBe(2);
    colouring = paintedCell(colouring, 10, 2);
    expect(hasColouring(colouring)).toBe(false);
  });

  it('paints single candidates without touching the cell', () => {
    const colouring = paintedCandidate(NO_COLOURING, 2, 4, 2);
    expect([...colouring.candidates]).toEqual([[2 * 9 + 3, 2]]);
    expect(colouring.cells[2]).toBe(0);
    expect(hasColouring(paintedCandidate(colouring, 2, 4, 2))).toBe(false);
  });

  it('lights up a digit’s givens, entries and candidates', () => {
    const marks = new Array<number>(81).fill(0);
    marks[2] = 0b10000; // 5 pencilled in r1c3
    marks[3] = 0b1000; // 4 only in r1c4
    const places = digitPlaces(VALUES, marks, 5);
    expect(places.cells).toEqual([...VALUES].flatMap((digit, cell) => (digit === '5' ? [cell] : [])));
    expect(places.candidates).toEqual([2 * 9 + 4]);
  });
});
