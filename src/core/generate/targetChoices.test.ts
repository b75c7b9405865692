import { describe, expect, it } from 'vitest';
import { useCustomSets } from '../rate/customRater';
import { presetCustomSet, type CustomSet } from '../rate/customSet';
import { customTargetChoices, TARGET_CHOICES } from './targetChoices';
import { parseTarget, TARGET_FORMS } from './targets';

describe('TARGET_CHOICES', () => {
  it('are all valid targets, each listed once', () => {
    for (const choice of TARGET_CHOICES) {
      const parsed = parseTarget(choice.text);
      expect(parsed.ok, choice.text).toBe(true);
    }
    expect(new Set(TARGET_CHOICES.map((choice) => choice.text)).size).toBe(TARGET_CHOICES.length);
  });

  it('name every level a target form spells out, and give every form at least one example', () => {
    const texts = new Set(TARGET_CHOICES.map((choice) => choice.text));
    // A custom set's targets name a set saved in a library, which no fixed list can know.
    for (const form of TARGET_FORMS.filter((candidate) => !candidate.syntax.includes(':NAME:'))) {
      const [name, argument] = form.syntax.split(':') as [string, string];
      const levels = argument.split('|').filter((part) => part !== 'LOW-HIGH' && part !== 'ID');
      for (const level of levels) expect(texts.has(`${name}:${level}`), `${name}:${level}`).toBe(true);
      expect(
        [...texts].some((text) => text.startsWith(`${name}:`)),
        form.syntax,
      ).toBe(true);
    }
  });

  it('explain each choice in words', () => {
    expect(TARGET_CHOICES.find((choice) => choice.text === 'technique:x-wing')?.meaning).toContain('X-wing');
    expect(TARGET_CHOICES.find((choice) => choice.text === 'universal:easy')?.meaning).toMatch(
      /^Easy on the universal scale \(NHC-4 below \d/,
    );
    expect(TARGET_CHOICES.find((choice) => choice.text === 'cost:fiendish')?.meaning).toContain('8300–14000');
  });
});

describe('customTargetChoices', () => {
  const base = presetCustomSet('my-levels', 'hodoku');
  const withLevels: CustomSet = { ...base, levels: [{ name: 'Gentle', upTo: 300 }, { name: 'Very Hard', upTo: 2000 }, { name: 'Fierce' }] };
  const hardestFold: CustomSet = { ...presetCustomSet('my-max', 'se') };

  it("offer a band of the set's score and each of its levels, every one a target the generator reads", () => {
    useCustomSets([withLevels, hardestFold]);
    const choices = customTargetChoices(withLevels);
    expect(choices.map((choice) => choice.text)).toEqual([
      expect.stringMatching(/^custom:my-levels:\d+(\.\d)?-\d+(\.\d)?$/),
      'custom:my-levels:gentle',
      'custom:my-levels:very hard',
      'custom:my-levels:fierce',
    ]);
    for (const choice of [...choices, ...customTargetChoices(hardestFold)]) expect(parseTarget(choice.text).ok, choice.text).toBe(true);
    expect(choices[2]).toMatchObject({ meaning: 'Your set “my-levels”: level Very Hard', group: 'Your set “my-levels”' });
  });

  it("take a hardest-step set's band within its own values", () => {
    const [band] = customTargetChoices(hardestFold);
    const [low, high] = band!.text.slice('custom:my-max:'.length).split('-').map(Number) as [number, number];
    const values = hardestFold.techniques.map((technique) => technique.value);
    expect(low).toBeGreaterThanOrEqual(Math.min(...values));
    expect(high).toBe(Math.max(...values));
    expect(low).toBeLessThan(high);
  });
});
