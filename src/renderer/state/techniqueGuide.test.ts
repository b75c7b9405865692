import { describe, expect, it } from 'vitest';
import { TECHNIQUES, techniqueOfId } from '../../core/techniques';
import { GUIDE_GROUPS, GUIDE_ORDER, replaySetOf, schemeValues, techniqueEntry } from './techniqueGuide';

describe('the technique guide data', () => {
  it("reads every scheme's value from the catalogue, in words", () => {
    const row = techniqueOfId('x-wing');
    expect(schemeValues(row).map((value) => value.text)).toEqual([
      row.se!.toFixed(1),
      `${row.hodoku!.score} (Hard)`,
      `${row.sotd!.first}, then ${row.sotd!.later}`,
      String(row.scale),
    ]);
  });

  it('shows a dash, and says why, where a scheme lacks the technique', () => {
    const values = schemeValues(techniqueOfId('sue-de-coq'));
    expect(values.filter((value) => value.text === '—').length).toBe(3);
    for (const value of values.filter((value) => value.text === '—')) expect(value.note).toContain('does not have this technique');
  });

  it('lists every technique of the catalogue once, in group order', () => {
    expect(GUIDE_ORDER.length).toBe(TECHNIQUES.length);
    expect(new Set(GUIDE_ORDER).size).toBe(TECHNIQUES.length);
    expect(GUIDE_GROUPS.flatMap((group) => group.entries.map((entry) => entry.id))).toEqual(GUIDE_ORDER);
  });

  it('marks uniqueness techniques and has the X-wing example', () => {
    expect(techniqueEntry('unique-rectangle-1').uniqueness).toBe(true);
    expect(techniqueEntry('x-wing')).toMatchObject({ name: 'X-wing', uniqueness: false, hasExample: true });
    expect(techniqueEntry('guess').hasExample).toBe(false);
  });

  it('opens a replay only in the sets Replay follows', () => {
    expect(replaySetOf('hodoku')).toBe('hodoku');
    expect(replaySetOf('sukaku')).toBeNull();
  });
});
