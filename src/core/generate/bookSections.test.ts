import { describe, expect, it } from 'vitest';
import { checkSections, describeSections, parseSection, parseSections, sectionSeed } from './bookSections';
import { parseTarget } from './targets';

describe('parseSection', () => {
  it('reads NAME=TARGET*COUNT, writing the target as the generator does', () => {
    const parsed = parseSection('Easy=universal:easy*20');
    expect(parsed).toEqual({ ok: true, value: { name: 'Easy', target: 'universal:easy', count: 20 } });
    const range = parseSection(' Tough going = se:6.0-7.0 * 5 ');
    expect(range.ok && range.value).toEqual({
      name: 'Tough going',
      target: parseTarget('se:6.0-7.0').ok ? (parseTarget('se:6.0-7.0') as { value: { text: string } }).value.text : '',
      count: 5,
    });
  });

  it('takes levels of other schemes as targets', () => {
    const parsed = parseSection('Fiendish=cost:fiendish*10');
    expect(parsed.ok && parsed.value.target).toBe('cost:fiendish');
  });

  it('names a malformed section and the form it should take', () => {
    for (const text of ['Easy', 'Easy=universal:easy', 'universal:easy*20', 'Easy=universal:easy*many', 'Easy=*4']) {
      const parsed = parseSection(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.kind).toBe('ERR_SECTION');
        expect(parsed.error.message).toContain(`'${text}'`);
        expect(parsed.error.message).toContain('NAME=TARGET*COUNT');
      }
    }
  });

  it('refuses an empty section, saying which', () => {
    const parsed = parseSection('Hard=universal:hard*0');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toBe("section 'Hard' is empty: ask for at least one puzzle");
  });

  it('refuses a nameless section', () => {
    const parsed = parseSection('  =universal:hard*3');
    expect(!parsed.ok && parsed.error.message).toMatch(/needs a name/);
  });

  it('refuses an unknown target with the generator’s message and the section’s name', () => {
    const parsed = parseSection('Odd=nonsense:hard*3');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.kind).toBe('ERR_TARGET');
      expect(parsed.error.message).toMatch(/^section 'Odd': unknown target 'nonsense:hard'/);
    }
  });
});

describe('parseSections', () => {
  it('keeps the sections in book order', () => {
    const parsed = parseSections(['Easy=universal:easy*2', 'Medium=universal:medium*3', 'Hard=universal:hard*4']);
    expect(parsed.ok && parsed.value.map((section) => `${section.name}:${section.count}`)).toEqual(['Easy:2', 'Medium:3', 'Hard:4']);
  });

  it('stops at the first bad section', () => {
    const parsed = parseSections(['Easy=universal:easy*2', 'Hard=universal:hard*0', 'Bad']);
    expect(!parsed.ok && parsed.error.message).toMatch(/'Hard' is empty/);
  });

  it('wants at least one section and no two of the same name', () => {
    expect(checkSections([]).ok).toBe(false);
    const twice = parseSections(['Easy=universal:easy*2', 'easy=universal:medium*2']);
    expect(!twice.ok && twice.error.message).toMatch(/two sections are named 'easy'/);
  });
});

describe('sectionSeed', () => {
  it('gives each section of a book its own seed, the same each time', () => {
    const seeds = [0, 1, 2, 3].map((index) => sectionSeed(3, index));
    expect(new Set(seeds).size).toBe(4);
    expect(seeds[0]).toBe(3);
    expect(sectionSeed(3, 2)).toBe(seeds[2]);
    for (const seed of [0, 0xffffffff]) for (const index of [0, 7]) expect(sectionSeed(seed, index)).toBeLessThanOrEqual(0xffffffff);
  });
});

it('describes the sections by size', () => {
  expect(
    describeSections([
      { name: 'Easy', count: 20 },
      { name: 'Hard', count: 5 },
    ]),
  ).toBe('20 Easy, 5 Hard');
});
