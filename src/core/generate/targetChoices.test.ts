import { describe, expect, it } from 'vitest';
import { TARGET_CHOICES } from './targetChoices';
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
      expect([...texts].some((text) => text.startsWith(`${name}:`)), form.syntax).toBe(true);
    }
  });

  it('explain each choice in words', () => {
    expect(TARGET_CHOICES.find((choice) => choice.text === 'technique:x-wing')?.meaning).toContain('X-wing');
    expect(TARGET_CHOICES.find((choice) => choice.text === 'universal:easy')?.meaning).toMatch(/^Easy on the universal scale \(NHC-4 below \d/);
    expect(TARGET_CHOICES.find((choice) => choice.text === 'cost:fiendish')?.meaning).toContain('8300–14000');
  });
});
