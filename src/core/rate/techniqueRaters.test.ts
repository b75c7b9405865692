/**
 * The four technique-based raters as folds over hand-made traces, with expected values worked
 * out from the published tables (Sudoku of the Day's costs and bands, the 0–10 scale of the
 * "Sudoku Grading" essay, Sudoku Explainer 1.2.1's and HoDoKu 2.2's values), and ratePuzzle on
 * good and bad input.
 */
import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import type { LogicalTrace, TracedStep } from '../simulate/logical';
import type { Step } from '../step';
import { costLevelOf, costOfTrace, techniqueNeededBeyond, type CostRating } from './cost';
import { costLevelWords } from './costScale';
import { Grid } from '../grid/grid';
import { techniqueOfId, type TechniqueId } from '../techniques';
import { gradeTrace } from './grader';
import { hodokuOfTrace } from './hodoku';
import { ratePuzzle } from './ratePuzzle';
import { seOfTrace } from './se';
import { solveLogically } from '../simulate/logical';
import { SE_SET, SOTD_SET, withoutGuess, type TechniqueSet } from '../simulate/logicalPresets';

const PUZZLE = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');

const place: Step = { kind: 'nakedSingle', cell: 0, digit: 1, placements: [{ cell: 0, digit: 1 }], eliminations: [] };
const hidden = (house: number): Step => ({
  kind: 'hiddenSingle',
  house,
  cell: 0,
  digit: 1,
  placements: [{ cell: 0, digit: 1 }],
  eliminations: [],
});
const pointingStep: Step = { kind: 'lockedCandidates', digit: 1, base: 18, cover: 0, cells: [0, 1], placements: [], eliminations: [5] };
const fishStep = (size: number): Step => ({
  kind: 'basicFish',
  digit: 1,
  baseLines: [0, 1, 2, 3].slice(0, size),
  coverLines: [9, 10, 11, 12].slice(0, size),
  cells: [],
  placements: [],
  eliminations: [40],
});

function traced(step: Step, technique: TechniqueId): TracedStep {
  return { step, technique, options: 0 };
}
function traceOf(steps: TracedStep[], outcome: LogicalTrace['outcome'] = 'solved', puzzle = PUZZLE): LogicalTrace {
  return { puzzle, techniqueSet: 'test', steps, outcome };
}
const repeat = <T>(count: number, make: () => T): T[] => Array.from({ length: count }, make);

describe('cost (Sudoku of the Day)', () => {
  it('prices singles at 100 each, a first use at its first price and later uses at the later price', () => {
    const steps = [
      ...repeat(40, () => traced(hidden(18), 'hidden-single-box')),
      traced(pointingStep, 'pointing'),
      traced(pointingStep, 'pointing'),
      traced(pointingStep, 'pointing'),
    ];
    // 40 × 100 + 350 + 2 × 200
    expect(costOfTrace(traceOf(steps))).toEqual({
      score: 4750,
      level: 'Easy',
      techniques: { 'Single Position': 40, 'Candidate Lines': 3 },
    });
  });
  it('groups hidden singles as Single Position, naked singles and full houses (a last cell has one candidate) as Single Candidate', () => {
    const steps = [
      traced(hidden(0), 'hidden-single-row'),
      traced(hidden(18), 'hidden-single-box'),
      traced(place, 'naked-single'),
      traced(hidden(9), 'full-house'),
    ];
    expect(costOfTrace(traceOf(steps)).techniques).toEqual({ 'Single Position': 2, 'Single Candidate': 2 });
  });
  it('puts each band average in its own level and splits overlaps at the midpoints', () => {
    expect([4000, 4900, 6000, 7600, 10000, 18000].map(costLevelOf)).toEqual([
      'Beginner',
      'Easy',
      'Medium',
      'Tricky',
      'Fiendish',
      'Diabolical',
    ]);
    expect([4450, 4451, 8800, 8801, 14000, 14001, 90000].map(costLevelOf)).toEqual([
      'Beginner',
      'Easy',
      'Tricky',
      'Fiendish',
      'Fiendish',
      'Diabolical',
      'Diabolical',
    ]);
  });
  it('reports a puzzle the set cannot finish as beyond Diabolical', () => {
    expect(costOfTrace(traceOf([traced(place, 'naked-single')], 'stuck')).level).toBe('Beyond Diabolical');
  });
  it('names the technique a puzzle beyond Diabolical needs first, one the site does not list', () => {
    // From the sample's SE bands: the site's techniques stop after 5750 worth of steps; a unique rectangle goes on.
    const row = ratePuzzle('.8...915.3.5.......6..24..........4..4.27...88..3...1.6.....92.1..7....5.5.4.....', ['cost']);
    const rating = row.cost as CostRating;
    expect(rating).toMatchObject({ score: 5750, level: 'Beyond Diabolical', needs: 'unique-rectangle-1' });
    expect(techniqueOfId(rating.needs!).sotd).toBeUndefined();
    expect(costLevelWords(rating)).toBe('Beyond Diabolical — needs unique rectangle type 1');
  });
  it('needs nothing for a puzzle the site’s techniques solve', () => {
    const beginner = asPuzzle('.4..58.366....24.1.1.7.68........9.39.85641.27.1........28.9.6.8.64....739.67..1.');
    expect(ratePuzzle(beginner, ['cost']).cost).toEqual({ score: 4400, level: 'Beginner', techniques: { 'Single Candidate': 44 } });
    const solved = solveLogically(beginner, SOTD_SET, { countOptions: false });
    expect(techniqueNeededBeyond(beginner, solved, Grid.fromPuzzle(beginner))).toBeUndefined();
  });
});

describe('grader (open 0–10 scale)', () => {
  it('is the hardest strategy plus procedural points', () => {
    const steps = [traced(hidden(18), 'hidden-single-box'), ...repeat(5, () => traced(fishStep(2), 'x-wing'))];
    // X-wing: 6; five elimination steps (> 4): +1; the puzzle has 81 − 18 = 63 empty cells (> 55): +1
    expect(gradeTrace(traceOf(steps))).toEqual({ score: 8, strategic: 6, procedural: 2 });
  });
  it('gives 0 for full houses and box hidden singles only, and 7 when unsolved', () => {
    // Only the clue count matters here: 30 givens, 51 empty cells (not > 55).
    const few = asPuzzle('1'.repeat(30) + '.'.repeat(51));
    expect(gradeTrace(traceOf([traced(hidden(18), 'hidden-single-box'), traced(hidden(18), 'full-house')], 'solved', few))).toEqual({
      score: 0,
      strategic: 0,
      procedural: 0,
    });
    expect(
      gradeTrace(
        traceOf(
          repeat(8, () => traced(pointingStep, 'pointing')),
          'stuck',
          few,
        ),
      ),
    ).toEqual({ score: 9, strategic: 7, procedural: 2 });
  });
});

describe('se (Sudoku Explainer)', () => {
  it('takes ED from the first step, EP up to the first placement and ER over the path', () => {
    const steps = [
      traced(pointingStep, 'pointing'),
      traced(place, 'naked-single'),
      traced(fishStep(3), 'swordfish'),
      traced(hidden(18), 'hidden-single-box'),
    ];
    expect(seOfTrace(traceOf(steps))).toEqual({ er: 3.8, ep: 2.6, ed: 2.6 });
  });
  it('stops where its order runs out, rating as a solve that guesses on would', () => {
    // Easter Monster and Golden Nugget: no SE technique below the nested forcing chains applies
    // to them at the start, so the order cut before those chains guesses first thing.
    const cut: TechniqueSet = {
      ...SE_SET,
      id: 'se-unnested',
      tiers: SE_SET.tiers.filter((tier) => typeof tier !== 'string' || !tier.startsWith('nested-')),
    };
    const classics = [
      '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
      '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....',
    ];
    for (const text of classics) {
      const puzzle = asPuzzle(text);
      const guessedOn = solveLogically(puzzle, cut, { countOptions: false });
      expect(guessedOn.steps[0]!.technique).toBe('guess');
      // A guess is beyond the order's techniques: ER, EP and ED are all 20.0 from the first step on.
      expect(seOfTrace(solveLogically(puzzle, withoutGuess(cut), { countOptions: false }))).toEqual({ er: 20, ep: 20, ed: 20 });
      // The same whether the path stops at the guess or goes on (the replay folds its own path, guesses included).
      expect(seOfTrace(guessedOn)).toEqual({ er: 20, ep: 20, ed: 20 });
    }
  });
  it('rates an unfinished path 20.0', () => {
    expect(seOfTrace(traceOf([traced(hidden(0), 'hidden-single-row')], 'stuck'))).toEqual({ er: 20, ep: 1.5, ed: 1.5 });
  });
});

describe('hodoku', () => {
  it('sums base scores and raises the level while the score exceeds its cap', () => {
    expect(hodokuOfTrace(traceOf([traced(hidden(18), 'hidden-single-box'), traced(place, 'naked-single')]))).toEqual({
      score: 18,
      level: 'easy',
    });
    // 60 hidden singles = 840 > 800: easy → medium
    expect(hodokuOfTrace(traceOf(repeat(60, () => traced(hidden(18), 'hidden-single-box'))))).toEqual({ score: 840, level: 'medium' });
    expect(hodokuOfTrace(traceOf([traced(fishStep(2), 'x-wing')]))).toEqual({ score: 140, level: 'hard' });
  });
});

describe('ratePuzzle', () => {
  it('rates a valid puzzle with every requested rater', () => {
    const easy = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
    const row = ratePuzzle(easy, ['cost', 'grader', 'se', 'hodoku']);
    expect(row.error).toBeNull();
    expect(row.puzzle).toBe(easy);
    expect(Object.keys(row)).toEqual(['puzzle', 'cost', 'grader', 'se', 'hodoku', 'error']);
    // Each rater's own shape, with values inside its published range.
    expect(row.cost).toMatchObject({
      score: expect.any(Number),
      level: expect.stringMatching(/^(Beginner|Easy|Medium|Tricky|Fiendish|Diabolical|Beyond Diabolical)$/),
    });
    const { er, ep, ed } = row.se as { er: number; ep: number; ed: number };
    expect(er).toBeGreaterThanOrEqual(ep);
    expect(ep).toBeGreaterThanOrEqual(ed);
    expect(ed).toBeGreaterThanOrEqual(1.2);
    expect(row.hodoku).toMatchObject({ score: expect.any(Number), level: expect.stringMatching(/^(easy|medium|hard|unfair|extreme)$/) });
    expect((row.grader as { score: number }).score).toBeGreaterThanOrEqual(0);
    expect((row.grader as { score: number }).score).toBeLessThanOrEqual(10);
  });
  it('gives an error, never a rating, for bad input', () => {
    expect(ratePuzzle('12345', ['se']).error?.kind).toBe('ERR_LENGTH');
    expect(ratePuzzle('11' + '.'.repeat(79), ['se']).error?.kind).toBe('ERR_DUPLICATE_GIVEN');
    expect(ratePuzzle('.'.repeat(81), ['se'])).toEqual({
      puzzle: '.'.repeat(81),
      error: { kind: 'ERR_MULTIPLE_SOLUTIONS', message: 'the puzzle has more than one solution' },
    });
    // Givens that break no rule but leave r1c9 without a digit.
    const none = '12345678.' + '........9' + '.'.repeat(63);
    expect(ratePuzzle(none, ['se']).error?.kind).toBe('ERR_NO_SOLUTION');
    expect(ratePuzzle(PUZZLE, ['nope']).error?.kind).toBe('ERR_UNKNOWN_RATER');
  });
});
