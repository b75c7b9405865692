import { describe, expect, it } from 'vitest';
import { asPuzzle, clueCount, type Puzzle } from '../../src/core/grid/puzzle';
import { readSampleLines } from '../support/data';
import { generatePuzzles } from '../support/generatedPuzzles';
import { areIsomorphs, canonicalForm } from '../../src/core/canonical/canonical';
import { referenceCanonicalForm } from '../../src/core/canonical/reference';
import { applyTransform, makeRandomTransform } from '../../src/core/canonical/transform';

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function formOf(text: string): string {
  const result = canonicalForm(asPuzzle(text));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

// The bundled SE-bands sample (minimal puzzles of every band), and hard puzzles made from the named classics.
const sample = readSampleLines('se-bands.csv').slice(1).map((line) => asPuzzle(line.split(',')[0]!));
const hard = generatePuzzles(210, 7).map(asPuzzle);

describe('canonicalForm', () => {
  it('is the same for random symmetric and relabelled copies of real puzzles', () => {
    const random = seeded(17);
    for (const puzzle of [...sample.slice(0, 150), ...hard.slice(0, 150)]) {
      const form = formOf(puzzle);
      for (let copy = 0; copy < 3; copy++) expect(formOf(applyTransform(puzzle, makeRandomTransform(random)))).toBe(form);
    }
  });

  it('gives different forms to the different puzzles of the SE-bands sample', () => {
    const forms = new Set(sample.map(formOf));
    expect(forms.size).toBe(sample.length);
  });

  it('agrees with the definition computed over all 3,359,232 transforms', () => {
    for (const puzzle of [sample[123], hard[45], asPuzzle('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..')]) {
      expect(formOf(puzzle as Puzzle)).toBe(referenceCanonicalForm(puzzle as Puzzle));
    }
  });

  it('is a fixed point, keeps the clue count and numbers digits in order of appearance', () => {
    for (const puzzle of hard.slice(0, 60)) {
      const form = formOf(puzzle);
      expect(formOf(form)).toBe(form);
      expect(clueCount(asPuzzle(form))).toBe(clueCount(puzzle));
      const firstSeen = [...new Set(form.replace(/\./g, ''))].join('');
      expect(firstSeen).toBe('123456789'.slice(0, firstSeen.length));
    }
  });

  it('starts with a blank row when some row or column of the puzzle is empty', () => {
    const emptyColumn = Array.from(hard[3] as Puzzle, (ch, cell) => (cell % 9 === 4 ? '.' : ch)).join('');
    expect(formOf(emptyColumn).slice(0, 9)).toBe('.........');
    expect(formOf(hard[3] as Puzzle).slice(0, 9)).not.toBe('.........');
  });

  it('handles the empty grid and a full grid', () => {
    expect(formOf('.'.repeat(81))).toBe('.'.repeat(81));
    const grid = '812753649943682175675491283154237896369845721287169534521974368438526917796318452';
    const form = formOf(grid);
    expect(form.slice(0, 9)).toBe('123456789');
    expect(formOf(applyTransform(grid, makeRandomTransform(seeded(5))))).toBe(form);
  });

  it('refuses givens that repeat a digit in a row or column', () => {
    const result = canonicalForm(asPuzzle('11' + '.'.repeat(79)));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('ERR_CONFLICT');
    const column = canonicalForm(asPuzzle('5' + '.'.repeat(8) + '5' + '.'.repeat(71)));
    expect(column.ok).toBe(false);
  });
});

describe('areIsomorphs', () => {
  it('tells a relabelled rotation from a different puzzle', () => {
    const [a, b] = [hard[0] as Puzzle, hard[1] as Puzzle];
    const rotated = asPuzzle(applyTransform(a, makeRandomTransform(seeded(3))));
    expect(areIsomorphs(a, rotated)).toBe(true);
    expect(areIsomorphs(a, b)).toBe(false);
  });
});
