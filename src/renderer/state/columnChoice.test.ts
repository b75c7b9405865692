import { describe, expect, it } from 'vitest';
import type { RatingColumn } from '../../shared/libraryTypes';
import {
  chooseColumn,
  HIDDEN_COLUMNS_KEY,
  isColumnShown,
  NO_COLUMN_CHOICES,
  readColumnChoices,
  SHOWN_COLUMNS_KEY,
  visibleColumns,
  writeColumnChoices,
  type ColumnStorage,
} from './columnChoice';

function memoryStorage(initial: Record<string, string> = {}): ColumnStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

const column = (key: string, secondary = false): RatingColumn => ({
  rater: key,
  key,
  title: key,
  name: key,
  description: key,
  count: 1,
  ...(secondary ? { secondary } : {}),
});

describe('column choice', () => {
  it('remembers hidden and shown columns across a reload', () => {
    const storage = memoryStorage();
    let choices = chooseColumn(NO_COLUMN_CHOICES, 'se', false);
    choices = chooseColumn(choices, 'ext:SE', false);
    choices = chooseColumn(choices, 'nhc4@$.median', true);
    writeColumnChoices(storage, choices);
    expect(readColumnChoices(storage)).toEqual({ hidden: new Set(['se', 'ext:SE']), shown: new Set(['nhc4@$.median']) });
  });

  it('shows every main column not hidden, a new one included, in the library order', () => {
    const columns = ['cost', 'se', 'hodoku@$.score', 'ext:SE'].map((key) => column(key));
    expect(visibleColumns(columns, chooseColumn(NO_COLUMN_CHOICES, 'se', false)).map((c) => c.key)).toEqual([
      'cost',
      'hodoku@$.score',
      'ext:SE',
    ]);
  });

  it('after a rating job, shows its new columns where the library puts them (after the published ones) and keeps what was hidden hidden', () => {
    const published = { ...column('ext:ER'), external: true };
    const hidden = chooseColumn(NO_COLUMN_CHOICES, 'cost', false);
    const before = [published, column('cost')];
    expect(visibleColumns(before, hidden).map((c) => c.key)).toEqual(['ext:ER']);
    const after = [published, column('cost'), column('nhc4@$.mean'), column('se@$.er'), column('nhc4@$.median', true)];
    expect(visibleColumns(after, hidden).map((c) => c.key)).toEqual(['ext:ER', 'nhc4@$.mean', 'se@$.er']);
  });

  it('keeps a secondary field hidden until it is shown, and hidden again when hidden', () => {
    const median = column('nhc4@$.median', true);
    expect(isColumnShown(median, NO_COLUMN_CHOICES)).toBe(false);
    const shown = chooseColumn(NO_COLUMN_CHOICES, median.key, true);
    expect(isColumnShown(median, shown)).toBe(true);
    expect(isColumnShown(median, chooseColumn(shown, median.key, false))).toBe(false);
  });

  it('lets a main column hidden be shown again', () => {
    const se = column('se@$.er');
    expect(isColumnShown(se, chooseColumn(chooseColumn(NO_COLUMN_CHOICES, se.key, false), se.key, true))).toBe(true);
  });

  it('reads nothing chosen from missing, broken or foreign storage', () => {
    expect(readColumnChoices(undefined)).toEqual(NO_COLUMN_CHOICES);
    expect(readColumnChoices(memoryStorage({ [HIDDEN_COLUMNS_KEY]: '{oops', [SHOWN_COLUMNS_KEY]: '7' }))).toEqual(NO_COLUMN_CHOICES);
    expect(readColumnChoices(memoryStorage({ [HIDDEN_COLUMNS_KEY]: '[1, "se", null]' })).hidden).toEqual(new Set(['se']));
    const refusing: ColumnStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeColumnChoices(refusing, chooseColumn(NO_COLUMN_CHOICES, 'se', false))).not.toThrow();
  });
});
