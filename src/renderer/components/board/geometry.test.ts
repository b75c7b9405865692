import { describe, expect, it } from 'vitest';
import { CELL, MARGIN, arrowheadPath, cellCenter, houseRect, linkPath, linkShape, markCenter, distanceToSegment } from './geometry';

describe('board geometry', () => {
  it('lays cells out row by row after the margin', () => {
    expect(cellCenter(0)).toEqual({ x: MARGIN + CELL / 2, y: MARGIN + CELL / 2 });
    expect(cellCenter(80)).toEqual({ x: MARGIN + 8.5 * CELL, y: MARGIN + 8.5 * CELL });
    expect(cellCenter(10)).toEqual({ x: MARGIN + 1.5 * CELL, y: MARGIN + 1.5 * CELL });
  });

  it('puts pencil marks on a keypad: 1 top left, 5 in the middle, 9 bottom right', () => {
    expect(markCenter(40, 5)).toEqual(cellCenter(40));
    const one = markCenter(40, 1);
    const nine = markCenter(40, 9);
    expect(one.x).toBeLessThan(cellCenter(40).x);
    expect(one.y).toBeLessThan(cellCenter(40).y);
    expect(nine.x - cellCenter(40).x).toBeCloseTo(cellCenter(40).x - one.x);
    expect(markCenter(40, 3).y).toBe(one.y);
    expect(markCenter(40, 7).x).toBe(one.x);
  });

  it('covers a row, a column and a box with their rectangles', () => {
    expect(houseRect(3)).toEqual({ x: MARGIN, y: MARGIN + 3 * CELL, width: 9 * CELL, height: CELL });
    expect(houseRect(9 + 8)).toEqual({ x: MARGIN + 8 * CELL, y: MARGIN, width: CELL, height: 9 * CELL });
    expect(houseRect(18 + 5)).toEqual({ x: MARGIN + 6 * CELL, y: MARGIN + 3 * CELL, width: 3 * CELL, height: 3 * CELL });
  });

  it('measures the distance to a segment, clamped at its ends', () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
  });

  it('draws a link straight when nothing is in the way and curved around marks it would cross', () => {
    const from = markCenter(0, 1);
    const to = markCenter(8, 1);
    expect(linkPath(from, to, [])).toMatch(/^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/);
    expect(linkPath(from, to, [from, to, markCenter(4, 1)])).toMatch(/ Q/);
    // The ends stop short of the marks' discs, so the arrowhead is not hidden under the mark.
    const [x1] = linkPath(from, to, []).slice(1).split(',').map(Number);
    expect(x1! - from.x).toBeGreaterThan(10);
  });

  it('has no path between a mark and itself', () => {
    expect(linkPath(markCenter(3, 3), markCenter(3, 3), [])).toBe('');
  });
});

describe('curved links', () => {
  it('bend towards the middle of the board, so a link along an edge stays on the grid', () => {
    const control = (d: string): number[] => d.split(' Q')[1]!.split(' ')[0]!.split(',').map(Number);
    const top = linkPath(markCenter(0, 1), markCenter(8, 1), [markCenter(4, 1)]);
    expect(control(top)[1]).toBeGreaterThan(markCenter(0, 1).y);
    const bottom = linkPath(markCenter(80, 9), markCenter(72, 9), [markCenter(76, 9)]);
    expect(control(bottom)[1]).toBeLessThan(markCenter(80, 9).y);
  });
});

describe('arrowheads', () => {
  const points = (d: string): number[][] => [...d.matchAll(/[ML]([-\d.]+),([-\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

  it('point along a straight link, the tip just past its end', () => {
    const shape = linkShape(markCenter(0, 1), markCenter(8, 1), [])!;
    expect(shape.direction).toEqual({ x: 1, y: 0 });
    const pathEnd = points(shape.d).at(-1)!;
    expect(pathEnd[0]).toBeCloseTo(shape.end.x, 1);
    expect(pathEnd[1]).toBeCloseTo(shape.end.y, 1);
    const [tip, left, right] = points(arrowheadPath(shape));
    expect(tip![0]).toBeGreaterThan(shape.end.x);
    expect(tip![1]).toBeCloseTo(shape.end.y, 1);
    expect(left![0]).toBeLessThan(shape.end.x);
    expect(left![0]).toBeCloseTo(right![0]!, 1);
    expect(Math.abs(left![1]! - right![1]!)).toBeCloseTo(9, 1);
  });

  it('follow a curved link the way it arrives: from its control point to its end', () => {
    const shape = linkShape(markCenter(0, 1), markCenter(8, 1), [markCenter(4, 1)])!;
    const [control, end] = shape.d
      .split(' Q')[1]!
      .split(' ')
      .map((pair) => pair.split(',').map(Number));
    const length = Math.hypot(end![0]! - control![0]!, end![1]! - control![1]!);
    expect(shape.direction.x).toBeCloseTo((end![0]! - control![0]!) / length, 2);
    expect(shape.direction.y).toBeCloseTo((end![1]! - control![1]!) / length, 2);
    // Arriving on a curve that bows down into the board, the head points up and to the right.
    expect(shape.direction.y).toBeLessThan(0);
  });
});
