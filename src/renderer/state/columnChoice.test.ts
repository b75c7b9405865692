import { describe, expect, it } from 'vitest';
import type { RatingColumn } from '../../shared/libraryTypes';
import { HIDDEN_COLUMNS_KEY, readHiddenColumns, visibleColumns, writeHiddenColumns, type ColumnStorage } from './columnChoice';

function memoryStorage(initial: Record<string, string> = {}): ColumnStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

const column = (key: string): RatingColumn => ({ rater: key, key, title: key, description: key, count: 1 });

describe('column choice', () => {
  it('remembers hidden columns across a reload', () => {
    const storage = memoryStorage();
    writeHiddenColumns(storage, new Set(['se', 'ext:SE']));
    expect(readHiddenColumns(storage)).toEqual(new Set(['se', 'ext:SE']));
  });

  it('shows every column not hidden, a new one included, in the library order', () => {
    const columns = ['cost', 'se', 'hodoku@$.score', 'ext:SE'].map(column);
    expect(visibleColumns(columns, new Set(['se'])).map((c) => c.key)).toEqual(['cost', 'hodoku@$.score', 'ext:SE']);
  });

  it('reads nothing hidden from missing, broken or foreign storage', () => {
    expect(readHiddenColumns(undefined).size).toBe(0);
    expect(readHiddenColumns(memoryStorage({ [HIDDEN_COLUMNS_KEY]: '{oops' })).size).toBe(0);
    expect(readHiddenColumns(memoryStorage({ [HIDDEN_COLUMNS_KEY]: '[1, "se", null]' }))).toEqual(new Set(['se']));
    const refusing: ColumnStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeHiddenColumns(refusing, new Set(['se']))).not.toThrow();
  });
});
