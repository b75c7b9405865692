import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import { canonicalForm } from './canonical';
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
  return () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
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
