import { describe, expect, it } from 'vitest';
import { StableItems, sameFields } from './stableItems';

describe('sameFields', () => {
  it('compares own fields by identity', () => {
    const origin = { x: 1 };
    expect(sameFields({ a: 1, origin }, { a: 1, origin })).toBe(true);
    expect(sameFields({ a: 1, origin }, { a: 1, origin: { x: 1 } })).toBe(false);
    expect(sameFields({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameFields({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameFields({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
  });
});

describe('StableItems', () => {
  it('hands back the previous object of an unchanged item and the new object of a changed one', () => {
    const stable = new StableItems<{ id: number; role: string | null }>((item) => item.id);
    const first = stable.keep([
      { id: 1, role: null },
      { id: 2, role: 'link' },
    ]);
    const second = stable.keep([
      { id: 1, role: null },
      { id: 2, role: 'eliminated' },
      { id: 3, role: null },
    ]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second.map((item) => item.role)).toEqual([null, 'eliminated', null]);
  });

  it('forgets items that were left out', () => {
    const stable = new StableItems<{ id: number }>((item) => item.id);
    const [gone] = stable.keep([{ id: 1 }]);
    stable.keep([{ id: 2 }]);
    expect(stable.keep([{ id: 1 }])[0]).not.toBe(gone);
  });
});

describe('StableItems with its own comparison', () => {
  it('keeps the previous object whenever the comparison says they are the same', () => {
    const stable = new StableItems<{ id: number; role: string; note: string }>(
      (item) => item.id,
      (a, b) => a.role === b.role,
    );
    const [first] = stable.keep([{ id: 1, role: 'link', note: 'a' }]);
    expect(stable.keep([{ id: 1, role: 'link', note: 'b' }])[0]).toBe(first);
    expect(stable.keep([{ id: 1, role: 'pattern', note: 'b' }])[0]).not.toBe(first);
  });
});
