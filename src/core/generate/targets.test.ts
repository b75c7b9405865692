import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import type { LogicalTrace } from '../simulate/logical';
import { parseTarget, parseTargets, ratersOf, TARGET_FORMS, type RatingView, type Target } from './targets';

/** A view over hand-written ratings (the judging logic alone, no rater runs). */
function view(ratings: Record<string, unknown>, options: { clues?: number; techniques?: string[] } = {}): RatingView {
  const clues = options.clues ?? 25;
  const puzzle = asPuzzle('1'.repeat(clues) + '.'.repeat(81 - clues));
  const trace = {
    puzzle,
    techniqueSet: 'se-no-guess',
    outcome: 'solved',
    steps: (options.techniques ?? []).map((technique) => ({ technique, options: 0 })),
  };
  return {
    puzzle,
    rating: (id) => {
      if (!(id in ratings)) throw new Error(`no ${id} in this view`);
      return ratings[id];
    },
    seTrace: () => trace as unknown as LogicalTrace,
  };
}

function target(text: string): Target {
  const parsed = parseTarget(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const position = (text: string, ratings: Record<string, unknown>, options?: { clues?: number; techniques?: string[] }): string =>
  target(text).judge(view(ratings, options)).position;

describe('parseTarget', () => {
  it('reads every documented form', () => {
    for (const text of [
      'se:7.0-8.0',
      'se:7.5',
      'hodoku:unfair',
      'hodoku:1500-2500',
      'cost:fiendish',
      'cost:2000-3000',
      'grader:6-7',
      'nhc4:5-8',
      'nhc2:1-2',
      'colour:red',
      'cld:0-20',
      'universal:hard',
      'technique:x-wing',
      'clues:22-24',
    ]) {
      expect(parseTarget(text).ok, text).toBe(true);
    }
    expect(target(' SE:7.0-8.0 ').text).toBe('se:7-8');
  });
  it('refuses malformed targets with the list of valid ones', () => {
    for (const text of [
      'se',
      'se:8-7',
      'se:abc',
      'hodoku:impossible',
      'cost:',
      'colour:purple',
      'universal:hardest',
      'technique:x-wings',
      'speed:1-2',
      'clues:-3',
      '',
    ]) {
      const parsed = parseTarget(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.kind).toBe('ERR_TARGET');
        for (const form of TARGET_FORMS) expect(parsed.error.message).toContain(form.syntax);
        expect(parsed.error.message).not.toContain('\n');
      }
    }
  });
  it('names the raters each target reads, and sorts several targets cheapest first', () => {
    const parsed = parseTargets(['colour:red', 'universal:hard', 'se:7-8', 'clues:22-24', 'grader:6-7']);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.map((t) => t.text)).toEqual(['clues:22-24', 'grader:6-7', 'universal:hard', 'se:7-8', 'colour:red']);
    expect(ratersOf(parsed.value)).toEqual(['grader', 'nhc4', 'universal', 'se', 'colour']);
    expect(parseTargets([]).ok).toBe(false);
  });
});

describe('judging', () => {
  it('places a value below, inside or above a band, bounds included', () => {
    expect(position('se:7.0-8.0', { se: { er: 6.6 } })).toBe('below');
    expect(position('se:7.0-8.0', { se: { er: 7.0 } })).toBe('inside');
    expect(position('se:7.0-8.0', { se: { er: 8.0 } })).toBe('inside');
    expect(position('se:7.0-8.0', { se: { er: 8.3 } })).toBe('above');
    expect(target('grader:6-7').judge(view({ grader: { score: 9 } }))).toEqual({ position: 'above', gap: 2 });
  });
  it('uses the site ranges for cost levels, overlaps and all, and puts an unfinished solve above', () => {
    // 9000 lies in both Tricky (6500-9300) and Fiendish (8300-14000).
    expect(position('cost:fiendish', { cost: { score: 9000, level: 'Fiendish' } })).toBe('inside');
    expect(position('cost:tricky', { cost: { score: 9000, level: 'Fiendish' } })).toBe('inside');
    expect(position('cost:fiendish', { cost: { score: 8000, level: 'Tricky' } })).toBe('below');
    expect(position('cost:diabolical', { cost: { score: 9000, level: 'Beyond Diabolical' } })).toBe('above');
  });
  it('orders levels and colours', () => {
    expect(position('hodoku:hard', { hodoku: { score: 900, level: 'medium' } })).toBe('below');
    expect(position('hodoku:hard', { hodoku: { score: 9000, level: 'extreme' } })).toBe('above');
    expect(position('hodoku:1000-2000', { hodoku: { score: 1200, level: 'hard' } })).toBe('inside');
    expect(position('colour:red', { colour: { colour: 'blue' } })).toBe('below');
    expect(position('colour:red', { colour: { colour: 'black' } })).toBe('above');
  });
  it('treats fewer short clauses and fewer givens as harder', () => {
    expect(position('cld:0-20', { cld: { shortPct: 25 } })).toBe('below');
    expect(position('cld:10-20', { cld: { shortPct: 5 } })).toBe('above');
    expect(position('clues:22-24', {}, { clues: 30 })).toBe('below');
    expect(position('clues:22-24', {}, { clues: 21 })).toBe('above');
    expect(position('clues:22-24', {}, { clues: 23 })).toBe('inside');
  });
  it('bins universal categories with the Project Patti paper scale, a cut point belonging to the harder bin', () => {
    expect(position('universal:hard', { nhc4: { mean: 6.52 } })).toBe('inside');
    expect(position('universal:medium', { nhc4: { mean: 6.52 } })).toBe('above');
    expect(position('universal:medium', { nhc4: { mean: 3.48 } })).toBe('inside');
    expect(position('universal:easy', { nhc4: { mean: 3.48 } })).toBe('above');
    expect(target('universal:hard').judge(view({ nhc4: { mean: 5.52 } }))).toEqual({ position: 'below', gap: 1 });
  });
  it('wants the technique on the SE-order path; a puzzle rated under its value is too easy, a harder one without it a miss', () => {
    expect(position('technique:x-wing', { se: { er: 3.2 } }, { techniques: ['hidden-single-box', 'x-wing'] })).toBe('inside');
    expect(position('technique:x-wing', { se: { er: 2.6 } }, { techniques: ['pointing'] })).toBe('below');
    expect(position('technique:x-wing', { se: { er: 7.2 } }, { techniques: ['aic'] })).toBe('miss');
  });
});
