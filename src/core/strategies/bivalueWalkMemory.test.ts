import { describe, expect, it } from 'vitest';
import { NothingFoundPosition } from './bivalueWalkMemory';

/** A position's candidates per cell: every cell holds 1-2-3 unless `cells` says otherwise. */
function position(cells: Record<number, number> = {}): Uint16Array {
  const bits = new Uint16Array(81).fill(0b111);
  for (const [cell, value] of Object.entries(cells)) bits[Number(cell)] = value;
  return bits;
}

describe('NothingFoundPosition', () => {
  it('covers nothing before a position is remembered', () => {
    expect(new NothingFoundPosition().coversPosition(position())).toBe(false);
  });

  it('covers the same position, and one where a cell of three candidates lost one but not to two', () => {
    const memory = new NothingFoundPosition();
    memory.remember(position({ 4: 0b1111 }));
    expect(memory.coversPosition(position({ 4: 0b1111 }))).toBe(true);
    // 4 candidates to 3: no new bivalue cell.
    expect(memory.coversPosition(position({ 4: 0b0111 }))).toBe(true);
  });

  it('does not cover a position with a new bivalue cell or a candidate the remembered one lacked', () => {
    const memory = new NothingFoundPosition();
    memory.remember(position());
    expect(memory.coversPosition(position({ 10: 0b011 }))).toBe(false);
    expect(memory.coversPosition(position({ 10: 0b1111 }))).toBe(false);
  });

  it('covers a position where a bivalue cell became a single or was placed', () => {
    const memory = new NothingFoundPosition();
    memory.remember(position({ 20: 0b011 }));
    expect(memory.coversPosition(position({ 20: 0b001 }))).toBe(true);
    expect(memory.coversPosition(position({ 20: 0 }))).toBe(true);
    // Another bivalue pair in that cell is a new one.
    expect(memory.coversPosition(position({ 20: 0b110 }))).toBe(false);
  });
});
