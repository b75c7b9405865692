import { describe, expect, it } from 'vitest';
import { clueCount } from '../grid/puzzle';
import { ratePuzzle } from '../rate/ratePuzzle';
import { countSolutions } from '../solve/solve';
import { isMinimal } from './dig';
import { generatePuzzle, type GenerateRequest } from './generate';
import { puzzleSeed } from './random';
import { hasSymmetry } from './symmetry';
import { parseTargets } from './targets';

function request(targets: string[], overrides: Partial<GenerateRequest> = {}): GenerateRequest {
  const parsed = parseTargets(targets);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return {
    targets: parsed.value,
    symmetry: 'none',
    minimal: false,
    seed: puzzleSeed(1, 0),
    maxAttempts: 10_000,
    deadline: Number.POSITIVE_INFINITY,
    ...overrides,
  };
}

const noClock = (): number => 0;

describe('generatePuzzle', () => {
  it('keeps a unique puzzle inside its target, with the ratings `ratePuzzle` gives it', () => {
    const outcome = generatePuzzle(request(['grader:3-4']), noClock);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(countSolutions(outcome.puzzle, 2)).toBe(1);
    const fresh = ratePuzzle(outcome.puzzle, ['grader']);
    expect(fresh.grader).toEqual(outcome.ratings.grader);
    const score = (fresh.grader as { score: number }).score;
    expect(score).toBeGreaterThanOrEqual(3);
    expect(score).toBeLessThanOrEqual(4);
    expect(outcome.attempts).toBeGreaterThanOrEqual(1);
  });
  it('gives the same puzzle for the same seed and another for another seed', () => {
    const first = generatePuzzle(request(['clues:28-30']), noClock);
    const again = generatePuzzle(request(['clues:28-30']), noClock);
    const other = generatePuzzle(request(['clues:28-30'], { seed: puzzleSeed(1, 1) }), noClock);
    expect(first.ok && again.ok && other.ok).toBe(true);
    if (!first.ok || !again.ok || !other.ok) return;
    expect(again.puzzle).toBe(first.puzzle);
    expect(other.puzzle).not.toBe(first.puzzle);
    const clues = clueCount(first.puzzle);
    expect(clues).toBeGreaterThanOrEqual(28);
    expect(clues).toBeLessThanOrEqual(30);
  });
  it('keeps minimal, symmetric puzzles when asked', () => {
    const outcome = generatePuzzle(request(['grader:0-10'], { minimal: true, symmetry: 'rotate90' }), noClock);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(isMinimal(outcome.puzzle, 'rotate90')).toBe(true);
    expect(hasSymmetry(outcome.puzzle, 'rotate90')).toBe(true);
  });
  it('stops at its budget of attempts on a target no puzzle can meet', () => {
    const outcome = generatePuzzle(request(['se:15-16'], { maxAttempts: 5 }), noClock);
    expect(outcome).toMatchObject({ ok: false, reason: 'attempts', attempts: 5 });
    if (!outcome.ok) expect(outcome.message).toContain('se:15-16');
  });
  it('stops when the clock passes the deadline, reading no other clock', () => {
    let now = 0;
    const clock = (): number => (now += 10);
    const outcome = generatePuzzle(request(['se:15-16'], { deadline: 100 }), clock);
    expect(outcome).toMatchObject({ ok: false, reason: 'time' });
    if (!outcome.ok) expect(outcome.attempts).toBeLessThan(10);
  });
});
