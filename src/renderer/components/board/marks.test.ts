import { describe, expect, it } from 'vitest';
import { candidateOf } from '../../../core/grid/candidate';
import type { Highlights } from '../../../core/step';
import { MARK_NAMES, boardMarks, placedDigits, stepRoles } from './marks';
import { legendEntries } from './legend';

const NONE: Highlights = { cells: [], houses: [], coverHouses: [], kept: [], accent: [], removed: [], placements: [], links: [] };
const EMPTY = '0'.repeat(81);

describe('stepRoles', () => {
  it('gives each candidate its most telling part: placed, eliminated, link, then pattern', () => {
    const a = candidateOf(0, 1);
    const b = candidateOf(1, 2);
    const c = candidateOf(2, 3);
    const d = candidateOf(3, 4);
    const roles = stepRoles({
      ...NONE,
      kept: [a, b, c],
      accent: [d],
      removed: [b],
      placements: [{ cell: 0, digit: 1 }],
      links: [{ from: c, to: d, strong: true }],
    });
    expect(roles.get(a)).toBe('placed');
    expect(roles.get(b)).toBe('eliminated');
    expect(roles.get(c)).toBe('link');
    expect(roles.get(d)).toBe('link');
  });
});

describe('MARK_NAMES', () => {
  it('names a candidate by its cell, 1-based, and its digit', () => {
    expect(MARK_NAMES[candidateOf(0, 1)]).toBe('r1c1d1');
    expect(MARK_NAMES[candidateOf(10, 4)]).toBe('r2c2d4');
    expect(MARK_NAMES[candidateOf(80, 9)]).toBe('r9c9d9');
  });
});

describe('boardMarks', () => {
  it('draws the pencil marks of empty cells only', () => {
    const values = '5' + '0'.repeat(80);
    const candidates = Array.from({ length: 81 }, (_, cell) => (cell < 2 ? 0b101 : 0));
    const marks = boardMarks(values, candidates, null);
    expect(marks.map((mark) => [mark.cell, mark.digit, mark.role])).toEqual([
      [1, 1, null],
      [1, 3, null],
    ]);
  });

  it("adds the step's candidates even where the pencil marks leave them out", () => {
    const removed = candidateOf(40, 7);
    const kept = candidateOf(41, 2);
    const marks = boardMarks(EMPTY, null, { ...NONE, removed: [removed], kept: [kept], accent: [kept] });
    expect(marks).toEqual([
      { candidate: removed, cell: 40, digit: 7, role: 'eliminated', accent: false },
      { candidate: kept, cell: 41, digit: 2, role: 'pattern', accent: true },
    ]);
  });
});

describe('placedDigits', () => {
  it('finds the placements already written on the board (the position after the step)', () => {
    const highlights = {
      ...NONE,
      placements: [
        { cell: 0, digit: 4 },
        { cell: 1, digit: 6 },
      ],
    };
    expect([...placedDigits('4' + '0'.repeat(80), highlights)]).toEqual([[0, 4]]);
    expect(placedDigits(EMPTY, highlights).size).toBe(0);
  });
});

describe('legendEntries', () => {
  it('lists only what the step draws, strong and weak links apart', () => {
    const keys = legendEntries({ ...NONE, removed: [3], links: [{ from: 1, to: 2, strong: false }] }).map((entry) => entry.key);
    expect(keys).toEqual(['removed', 'weak']);
    expect(legendEntries(null, true).map((entry) => entry.key)).toEqual(['conflict']);
  });
});
