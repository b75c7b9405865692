import { describe, expect, it } from 'vitest';
import { listChunks } from './listChunks';

describe('listChunks', () => {
  it('covers every item once, in order, the last run shorter', () => {
    expect(listChunks(70, 32)).toEqual([
      { start: 0, end: 32 },
      { start: 32, end: 64 },
      { start: 64, end: 70 },
    ]);
  });

  it('has no run for no items and one for a short list', () => {
    expect(listChunks(0, 32)).toEqual([]);
    expect(listChunks(5, 32)).toEqual([{ start: 0, end: 5 }]);
  });
});
