import { describe, expect, it } from 'vitest';
import { openLibrary } from './db';
import { readCachedTrace, readCachedTraceCount, writeCachedTrace } from './traces';

const GIVENS = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('the trace cache', () => {
  it('reads back what was written, by givens, set and engine version only', () => {
    const db = openLibrary(':memory:');
    writeCachedTrace(db, GIVENS, 'se', 201, '{"a":1}');
    expect(readCachedTrace(db, GIVENS, 'se', 201)).toBe('{"a":1}');
    expect(readCachedTrace(db, GIVENS, 'se', 202)).toBeUndefined();
    expect(readCachedTrace(db, GIVENS, 'hodoku', 201)).toBeUndefined();
    expect(readCachedTrace(db, GIVENS.replace('5', '.'), 'se', 201)).toBeUndefined();
    db.close();
  });

  it('keeps one trace per puzzle and set: a rewrite replaces it, a new engine version drops the old', () => {
    const db = openLibrary(':memory:');
    writeCachedTrace(db, GIVENS, 'se', 201, '{"v":1}');
    writeCachedTrace(db, GIVENS, 'se', 201, '{"v":2}');
    writeCachedTrace(db, GIVENS, 'sotd', 201, '{"v":3}');
    expect(readCachedTraceCount(db)).toBe(2);
    writeCachedTrace(db, GIVENS, 'se', 301, '{"v":4}');
    expect(readCachedTrace(db, GIVENS, 'se', 201)).toBeUndefined();
    expect(readCachedTrace(db, GIVENS, 'se', 301)).toBe('{"v":4}');
    expect(readCachedTraceCount(db)).toBe(2);
    db.close();
  });
});
