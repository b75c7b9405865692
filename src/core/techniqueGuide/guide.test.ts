import { describe, expect, it } from 'vitest';
import { SE_TECHNIQUES } from '../generate/targets';
import { TECHNIQUES } from '../techniques';
import { TECHNIQUE_DESCRIPTIONS, TECHNIQUE_GROUPS } from './guide';

describe('the technique guide', () => {
  const grouped = TECHNIQUE_GROUPS.flatMap((group) => group.techniques);

  it('puts every technique of the catalogue in exactly one group', () => {
    expect([...grouped].sort()).toEqual(TECHNIQUES.map((row) => row.id).sort());
  });

  it('covers every technique the generator can aim at', () => {
    for (const id of SE_TECHNIQUES) expect(grouped, id).toContain(id);
  });

  it('describes every technique in a sentence or more, without its id', () => {
    for (const row of TECHNIQUES) {
      const words = TECHNIQUE_DESCRIPTIONS[row.id];
      expect(words.length, row.id).toBeGreaterThan(30);
      expect(words, row.id).toMatch(/\.\)?$/);
      if (row.id.includes('-')) expect(words, row.id).not.toContain(row.id);
    }
  });
});
