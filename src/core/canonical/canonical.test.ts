import { describe, expect, it } from 'vitest';
import { readSampleLines } from '../../../tests/support/data';
import { generatePuzzles, seededRandom as seeded } from '../../../tests/support/generatedPuzzles';
import { asPuzzle, clueCount, type Puzzle } from '../grid/puzzle';
import { areIsomorphs, canonicalForm } from './canonical';
import { referenceCanonicalForm } from './reference';
import { applyTransform, identityTransform, makeRandomTransform } from './transform';

// Named classics (facts): AI Escargot, Easter Monster, and Inkala's 2012 puzzle.
const CLASSICS = [
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
  '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
];

function counter(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('canonicalForm on the named classics', () => {
  it('equals the minimum over all 3,359,232 transforms (reference search)', () => {
    const puzzle = CLASSICS[2]!;
    const form = canonicalForm(asPuzzle(puzzle));
    expect(form.ok && form.value).toBe(referenceCanonicalForm(puzzle));
  });

  it('does not change under random transforms and relabellings', () => {
    const random = counter(42);
    for (const puzzle of CLASSICS) {
      const form = canonicalForm(asPuzzle(puzzle));
      for (let i = 0; i < 20; i++) expect(canonicalForm(asPuzzle(applyTransform(puzzle, makeRandomTransform(random))))).toEqual(form);
    }
  });

  it('tells the classics apart', () => {
    const forms = CLASSICS.map((puzzle) => canonicalForm(asPuzzle(puzzle)));
    expect(new Set(forms.map((form) => form.ok && form.value)).size).toBe(CLASSICS.length);
  });
});

describe('applyTransform', () => {
  it('leaves a puzzle alone under the identity and keeps its clue positions count', () => {
    expect(applyTransform(CLASSICS[0]!, identityTransform())).toBe(CLASSICS[0]);
    const moved = applyTransform(CLASSICS[0]!, makeRandomTransform(counter(1)));
    expect(moved.replace(/\./g, '').length).toBe(CLASSICS[0]!.replace(/\./g, '').length);
  });
});

function formOf(text: string): string {
  const result = canonicalForm(asPuzzle(text));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

// The bundled SE-bands sample (minimal puzzles of every band), and hard puzzles made from the named classics.
const sample = readSampleLines('se-bands.csv')
  .slice(1)
  .map((line) => asPuzzle(line.split(',')[0]!));
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
    for (const puzzle of [
      sample[123],
      hard[45],
      asPuzzle('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'),
    ]) {
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
