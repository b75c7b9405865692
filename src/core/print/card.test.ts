import { describe, expect, it } from 'vitest';
import { layoutPuzzleCard } from './card';
import { NAMED_PUZZLES } from '../../../tests/support/printPuzzles';

describe('layoutPuzzleCard', () => {
  it('holds one grid with every given, and the caption above it', () => {
    const givens = NAMED_PUZZLES[1]!.givens;
    const card = layoutPuzzleCard(givens, 'Easter Monster');
    expect(card.grids).toHaveLength(1);
    expect(card.grids[0]!.digits.map((digit) => digit.text).join('')).toBe(givens.replace(/\./g, ''));
    expect(card.texts.map((text) => text.text)).toEqual(['Easter Monster']);
    expect(card.texts[0]!.y).toBeLessThan(card.grids[0]!.y);
    expect(layoutPuzzleCard(givens).height).toBeLessThan(card.height);
  });
});
