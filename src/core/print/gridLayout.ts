/**
 * One sudoku grid drawn into a square: thin cell lines, thick box lines, a border, and each
 * digit centred in its cell as text. Puzzle grids show the givens; answer grids show the whole
 * solution with the givens in bold so a solver can find their place.
 */
import type { PageGrid, PageLine, PageText } from './page';

/** Helvetica's cap height (718/1000 em): half of it below the centre puts a digit mid-cell. */
const DIGIT_DROP = 0.359;

export interface GridStyle {
  /** Digit size as a share of the cell. */
  readonly digitRatio: number;
  /** Line widths are multiplied by this (large print draws heavier lines). */
  readonly weight: number;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '1' && char <= '9';

function gridLines(x: number, y: number, size: number, every: (index: number) => boolean, width: number): PageLine[] {
  const lines: PageLine[] = [];
  const cell = size / 9;
  for (let index = 1; index < 9; index++) {
    if (!every(index)) continue;
    const at = index * cell;
    lines.push({ x1: x + at, y1: y, x2: x + at, y2: y + size, width });
    lines.push({ x1: x, y1: y + at, x2: x + size, y2: y + at, width });
  }
  return lines;
}

/** Thirds of each empty cell, inset so they never touch the cell lines. */
function pencilGuides(x: number, y: number, size: number, givens: string): PageLine[] {
  const cell = size / 9;
  const inset = cell * 0.12;
  const lines: PageLine[] = [];
  for (let index = 0; index < 81; index++) {
    if (isDigit(givens[index])) continue;
    const left = x + (index % 9) * cell;
    const top = y + Math.floor(index / 9) * cell;
    for (const third of [1, 2]) {
      const at = (third * cell) / 3;
      lines.push({ x1: left + at, y1: top + inset, x2: left + at, y2: top + cell - inset, width: 0.25 });
      lines.push({ x1: left + inset, y1: top + at, x2: left + cell - inset, y2: top + at, width: 0.25 });
    }
  }
  return lines;
}

function digitTexts(x: number, y: number, size: number, shown: string, bold: (index: number) => boolean, style: GridStyle): PageText[] {
  const cell = size / 9;
  const fontSize = cell * style.digitRatio;
  const texts: PageText[] = [];
  for (let index = 0; index < 81; index++) {
    const char = shown[index];
    if (!isDigit(char)) continue;
    const cx = x + (index % 9) * cell + cell / 2;
    const cy = y + Math.floor(index / 9) * cell + cell / 2;
    texts.push({
      x: cx,
      y: cy + fontSize * DIGIT_DROP,
      text: char!,
      size: fontSize,
      weight: bold(index) ? 'bold' : 'regular',
      align: 'center',
    });
  }
  return texts;
}

function frame(role: PageGrid['role'], x: number, y: number, size: number, style: GridStyle): Omit<PageGrid, 'guideLines' | 'digits'> {
  const thin = clamp(size / 400, 0.3, 0.8) * style.weight;
  const thick = clamp(size / 130, 0.9, 2.5) * style.weight;
  return {
    role,
    x,
    y,
    size,
    borderWidth: thick * 1.3,
    cellLines: gridLines(x, y, size, (index) => index % 3 !== 0, thin),
    boxLines: gridLines(x, y, size, (index) => index % 3 === 0, thick),
  };
}

/** A grid to solve: the givens, and pencil-mark guides in the empty cells when asked. */
export function layoutPuzzleGrid(x: number, y: number, size: number, givens: string, style: GridStyle, pencilMarks: boolean): PageGrid {
  return {
    ...frame('puzzle', x, y, size, style),
    guideLines: pencilMarks ? pencilGuides(x, y, size, givens) : [],
    digits: digitTexts(x, y, size, givens, () => false, style),
  };
}

/** An answer key: every digit of the solution, the givens in bold. */
export function layoutAnswerGrid(x: number, y: number, size: number, givens: string, solution: string, style: GridStyle): PageGrid {
  return {
    ...frame('answer', x, y, size, style),
    guideLines: [],
    digits: digitTexts(x, y, size, solution, (index) => isDigit(givens[index]), style),
  };
}
