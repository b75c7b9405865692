import { describe, expect, it } from 'vitest';
import { candidateOf } from '../../../core/grid/candidate';
import { MARK_CENTERS } from './geometry';
import { boxMarks, discKind, markInk, markLayer, markTextPlace } from './markLayer';
import type { BoardMark, MarkRole } from './marks';

function mark(cell: number, digit: number, role: MarkRole | null, accent = false): BoardMark & { center: { x: number; y: number } } {
  const candidate = candidateOf(cell, digit);
  return { candidate, cell, digit, role, accent, center: MARK_CENTERS[candidate]! };
}

const circles = (d: string): number => d.match(/Z/g)?.length ?? 0;

describe('discKind and markInk', () => {
  it('give the second colour to the pattern and links only; placed and removed marks keep theirs', () => {
    expect(discKind('pattern', true)).toBe('pattern-accent');
    expect(discKind('link', false)).toBe('link');
    expect(discKind('placed', true)).toBe('placed');
    expect(discKind('eliminated', true)).toBe('eliminated');
  });

  it('write the pattern and the links alike, placed and removed marks in their own inks', () => {
    expect(markInk('pattern')).toBe('step');
    expect(markInk('link')).toBe('step');
    expect(markInk('placed')).toBe('placed');
    expect(markInk('eliminated')).toBe('eliminated');
  });
});

describe('markLayer', () => {
  it('draws one disc per highlighted mark in the path of its colour, and a stroke through removed ones', () => {
    const layer = markLayer([
      mark(0, 1, null),
      mark(0, 2, 'link'),
      mark(1, 3, 'link', true),
      mark(2, 4, 'pattern'),
      mark(3, 5, 'eliminated'),
      mark(4, 6, 'eliminated'),
    ]);
    expect(circles(layer.discs.link)).toBe(1);
    expect(circles(layer.discs['link-accent'])).toBe(1);
    expect(circles(layer.discs.pattern)).toBe(1);
    expect(circles(layer.discs.eliminated)).toBe(2);
    expect(layer.discs.placed).toBe('');
    expect(layer.strikes.match(/M/g)).toHaveLength(2);
  });

  it('writes each highlighted digit once, in its ink, where its plain mark is written', () => {
    const marks = [mark(0, 1, null), mark(0, 2, 'link'), mark(1, 3, 'pattern', true), mark(3, 5, 'eliminated')];
    const { inks } = markLayer(marks);
    expect(inks.step.digits).toBe('23');
    expect(inks.eliminated.digits).toBe('5');
    expect(inks.placed).toEqual({ x: '', y: '', digits: '' });
    const xs = inks.step.x.split(' ').map(Number);
    const ys = inks.step.y.split(' ').map(Number);
    [marks[1]!, marks[2]!].forEach((m, k) => {
      expect(xs[k]).toBeCloseTo(markTextPlace(m.center).x, 1);
      expect(ys[k]).toBeCloseTo(markTextPlace(m.center).y, 1);
    });
  });

  it('centres a disc on its mark', () => {
    const { center } = mark(40, 5, 'placed');
    const [, x, y] = /^M([\d.]+),([\d.]+)a14,14 0 1,0 28,0/.exec(markLayer([mark(40, 5, 'placed')]).discs.placed)!;
    expect(Number(x) + 14).toBeCloseTo(center.x, 1);
    expect(Number(y)).toBeCloseTo(center.y, 1);
  });

  it('draws nothing for plain marks', () => {
    const layer = markLayer([mark(0, 1, null), mark(0, 2, null)]);
    expect(
      Object.values(layer.discs).join('') +
        layer.strikes +
        Object.values(layer.inks)
          .map((ink) => ink.digits)
          .join(''),
    ).toBe('');
  });
});

describe('boxMarks', () => {
  it('groups the marks by box, and keeps the entry of a box whose marks are the same objects', () => {
    const a = mark(0, 1, 'link');
    const b = mark(40, 5, null);
    const c = mark(80, 9, 'eliminated');
    const first = boxMarks([a, b, c], []);
    expect(first.map((box) => box.marks.length)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(first[0]!.shapes).toEqual(markLayer([a]));
    const changed = mark(80, 9, 'placed');
    const second = boxMarks([a, b, changed], first);
    expect(second[0]).toBe(first[0]);
    expect(second[4]).toBe(first[4]);
    expect(second[8]).not.toBe(first[8]);
    expect(second[8]!.shapes.discs.placed).not.toBe('');
  });
});
