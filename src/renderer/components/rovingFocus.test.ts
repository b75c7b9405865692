import { describe, expect, it } from 'vitest';
import { rovingTarget } from './rovingFocus';

describe('one Tab stop for a row of controls', () => {
  it('moves with the arrow keys, stopping at either end', () => {
    expect(rovingTarget('ArrowRight', 0, 5)).toBe(1);
    expect(rovingTarget('ArrowRight', 4, 5)).toBe(4);
    expect(rovingTarget('ArrowLeft', 3, 5)).toBe(2);
    expect(rovingTarget('ArrowLeft', 0, 5)).toBe(0);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(rovingTarget('Home', 3, 5)).toBe(0);
    expect(rovingTarget('End', 1, 5)).toBe(4);
  });

  it('leaves other keys (Enter, Space, Tab) to the control, and does nothing with no controls', () => {
    for (const key of ['Enter', ' ', 'Tab', 'ArrowDown']) expect(rovingTarget(key, 2, 5)).toBeUndefined();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeUndefined();
  });
});
