import { describe, expect, it } from 'vitest';
import { analyseColour, COLOUR_READINGS, type Colour, type ColourReading } from '../../src/core/sat/colour';
import { dpllSolve } from '../../src/core/sat/dpll';
import { gridOfValues } from '../../src/core/sat/modelGrid';
import { searchByGuessing } from '../../src/core/sat/search';
import { Simplifier } from '../../src/core/sat/simplifier';
import { countEmptyCells, propagateGivens, residualClauses } from '../../src/core/sat/sudokuPropagator';
import { strategiesAlone } from '../../src/core/simulate/cycles';
import { solve } from '../../src/core/solve/index';
import { samplePuzzles, truthOf } from './puzzles';

const SEVENTEENS = samplePuzzles('royle17-49158.txt', 200);
const HARDEST = samplePuzzles('forum-hardest-11plus-5000.txt', 1000);

function solutionOf(puzzle: string): string {
  const outcome = solve(puzzle as never);
  if (outcome.status !== 'unique') throw new Error(`not unique: ${puzzle}`);
  return outcome.solution;
}

describe('colour on real puzzles', () => {
  it("is green exactly when naked and hidden singles alone solve the puzzle (the human solver's two strategies)", () => {
    for (const puzzle of [...SEVENTEENS, ...HARDEST]) {
      expect(analyseColour(puzzle).colour === 'green', puzzle).toBe(strategiesAlone(puzzle)['2']);
    }
  });

  it('gives green puzzles all indicators zero and others a positive green indicator', () => {
    for (const puzzle of SEVENTEENS) {
      const report = analyseColour(puzzle);
      if (report.colour === 'green') expect(Object.values(report).filter((value) => value !== 'green' && value !== 0)).toEqual([]);
      else {
        expect(report.greenIndicator).toBeGreaterThan(0);
        expect(report.smallNumbers).toBeGreaterThanOrEqual(2 * report.greenIndicator);
        expect(report.searchLevel).toBeGreaterThan(0);
      }
      if (report.colour !== 'black') expect(report.redIndicator).toBe(0);
      if (report.colour === 'blue') expect(report.blueIndicator).toBe(0);
    }
  });

  it("puts the 17-clue sample near Coelho's Table 1 for green (46%) and finds the failed-literal rule solves all", () => {
    const counts: Record<Colour, number> = { green: 0, blue: 0, red: 0, black: 0 };
    for (const puzzle of SEVENTEENS) {
      const report = analyseColour(puzzle);
      counts[report.colour]++;
      expect(report.esflr).toBe(0); // Coelho's §6: no 17-clue puzzle resists the failed-literal rule
    }
    const greenShare = counts.green / SEVENTEENS.length;
    expect(greenShare).toBeGreaterThan(0.4);
    expect(greenShare).toBeLessThan(0.52);
    // Table 1's blue is 40%; a 1-in-200 sample (246 puzzles) has a standard error near 3 points.
    const blueShare = counts.blue / SEVENTEENS.length;
    expect(blueShare).toBeGreaterThan(0.34);
    expect(blueShare).toBeLessThan(0.46);
  });

  it("orders the readings puzzle by puzzle: blue without simple resolution ⊆ Coelho's blue ⊆ fixpoint blue", () => {
    const blueUnder = (reading: ColourReading, puzzle: (typeof SEVENTEENS)[number]): boolean =>
      analyseColour(puzzle, COLOUR_READINGS[reading]).colour === 'blue';
    let strictlyMore = 0;
    for (const puzzle of SEVENTEENS) {
      const none = blueUnder('no-resolution', puzzle);
      const coelho = blueUnder('coelho', puzzle);
      const all = blueUnder('fixpoint', puzzle);
      if (none) expect(coelho, puzzle).toBe(true);
      if (coelho) expect(all, puzzle).toBe(true);
      if (all && !coelho) strictlyMore++;
    }
    expect(strictlyMore).toBeGreaterThan(0); // letting simple resolution decide letters does add blue puzzles
  });

  it("deduces only what the backtracker's solution holds, in blue and red, and red rebuilds that solution", () => {
    let eliminations = 0;
    const cases = [...SEVENTEENS.slice(0, 120), ...HARDEST].flatMap((puzzle) =>
      Object.values(COLOUR_READINGS).map((rules) => ({ puzzle, rules })),
    );
    for (const { puzzle, rules } of cases) {
      const truth = truthOf(solutionOf(puzzle));
      const propagator = propagateGivens(puzzle);
      const simplifier = new Simplifier(729, propagator.values, residualClauses(propagator), rules);
      const outcome = simplifier.simplifyRed();
      expect(outcome).not.toBe('contradiction');
      for (const cost of simplifier.eliminationCosts) expect(cost).toBeLessThanOrEqual(16);
      eliminations += simplifier.eliminationCosts.length;
      for (let variable = 1; variable <= 729; variable++) {
        const value = simplifier.valueOfVariable(variable);
        if (value !== 0) expect(value).toBe(truth(variable));
      }
      if (outcome === 'solved') {
        const model = simplifier.reconstruct();
        for (let variable = 1; variable <= 729; variable++) expect(model[variable]).toBe(truth(variable));
      }
    }
    expect(eliminations).toBeGreaterThan(0); // the limit was put to work
  });

  it("searches (green or red between guesses) and DPLL end on the backtracker's solution", () => {
    for (const puzzle of [...SEVENTEENS.slice(0, 60), ...HARDEST]) {
      const solution = solutionOf(puzzle);
      const propagator = propagateGivens(puzzle);
      const green = propagator.values.slice();
      for (const between of ['green', 'red'] as const) {
        const search = searchByGuessing(propagator, between);
        expect(search.solved).toBe(true);
        expect(search.level).toBeLessThanOrEqual(search.depth);
        // With green between guesses, a grid propagation leaves unfilled needs a first guess,
        // and that one has digits left to try; a filled grid needs none.
        if (between === 'green') expect(search.level > 0).toBe(countEmptyCells(green) > 0);
        expect(gridOfValues(search.model!)).toBe(solution);
        expect(propagator.level).toBe(0);
        expect(propagator.values).toEqual(green); // the search leaves the green state as it was
      }
      const dpll = dpllSolve(puzzle);
      expect(gridOfValues(dpll.model!)).toBe(solution);
      expect(dpll.figures.decisions).toBeGreaterThanOrEqual(dpll.figures.conflicts);
    }
  });
});
