import { describe, expect, it } from 'vitest';
import { layoutPrint } from './layout';
import { DEFAULT_PRINT_OPTIONS } from './printOptions';
import { makePageSvg } from './svgPage';
import { namedPrintPuzzle } from '../../../tests/support/printPuzzles';

describe('makePageSvg', () => {
  const puzzle = namedPrintPuzzle(0, { source: 'A & B <test>' });
  const [page, answers] = layoutPrint([puzzle], { ...DEFAULT_PRINT_OPTIONS, perPage: 1, label: ['number', 'source'], title: 'Set' }).pages;

  it('draws the page at its size in points, one text per given', () => {
    const svg = makePageSvg(page!);
    expect(svg).toContain(`viewBox="0 0 595.28 841.89"`);
    const size = String(Math.round(page!.grids[0]!.digits[0]!.size * 100) / 100);
    const digits = [...svg.matchAll(new RegExp(`font-size="${size}" text-anchor="middle">([1-9])</text>`, 'g'))]
      .map((match) => match[1])
      .join('');
    expect(digits).toBe(puzzle.givens.replace(/\./g, ''));
  });

  it('escapes label text', () => {
    expect(makePageSvg(page!)).toContain('1 \u00b7 A &amp; B &lt;test&gt;');
  });

  it('draws answer keys with the givens in bold', () => {
    const svg = makePageSvg(answers!);
    const size = String(Math.round(answers!.grids[0]!.digits[0]!.size * 100) / 100);
    const bold = svg.match(new RegExp(`font-size="${size}" text-anchor="middle" font-weight="bold">[1-9]<`, 'g'));
    expect(bold).toHaveLength(puzzle.givens.replace(/\./g, '').length);
  });
});
