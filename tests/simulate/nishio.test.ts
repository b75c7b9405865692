import { describe, expect, it } from 'vitest';
import { Grid } from '../../src/core/grid/grid';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { examinePuzzle } from '../../src/core/solve/index';
import { readSampleLines, sampleEvery } from '../support/data';
import { CLASSICS } from '../support/generatedPuzzles';
import { SimBoard } from '../../src/core/simulate/board';
import { DEFAULT_CONVENTIONS, type NishioConventions } from '../../src/core/simulate/conventions';
import { solveByStrategiesAlone } from '../../src/core/simulate/cycles';
import { BudgetExceededError, NoSolutionError, nishioRunCycles, traceNishioRun } from '../../src/core/simulate/nishio';
import type { SimulationTrace } from '../../src/core/simulate/trace';

// The bundled Sudoku-of-the-Day-levels sample (its first row a Beginner puzzle, ten puzzles over all levels) and the named classics.
const sample = sampleEvery(readSampleLines('sotd-levels.csv').slice(1), 150).map((line) => line.split(',')[0]!);
const hard = [...CLASSICS];

/**
 * Replays a trace on a Grid (the engine's own position type, not the simulation's): guesses are
 * made on copies so a backtrack can return to the position before its guess. Checks every
 * contradiction is real and returns the final grid; `after` sees the grid after each event.
 */
function replay(puzzle: string, trace: SimulationTrace, after?: (index: number, grid: Grid) => void): Grid {
  let grid = Grid.fromPuzzle(asPuzzle(puzzle));
  const before: Grid[] = []; // before[d - 1] = the position before the guess at depth d
  for (const [index, event] of trace.events.entries()) {
    if (event.kind === 'guess') {
      before.length = event.depth - 1;
      before.push(grid.clone());
      expect(grid.hasCandidate(event.cell, event.digit)).toBe(true);
    } else if (event.kind === 'contradiction') {
      expect(grid.isEmpty(event.cell) && grid.candidateCount(event.cell) === 0, `contradiction at ${event.cell}`).toBe(true);
      continue;
    } else if (event.kind === 'backtrack') {
      grid = before[event.depth - 1]!.clone();
    }
    for (const { cell, digit } of event.placements) {
      if (event.kind !== 'backtrack') grid.place(cell, digit);
    }
    for (const candidate of event.eliminations) grid.eliminate(Math.floor(candidate / 9), (candidate % 9) + 1);
    after?.(index, grid);
  }
  return grid;
}

function gridText(grid: Grid): string {
  let text = '';
  for (let cell = 0; cell < 81; cell++) text += String(grid.value(cell));
  return text;
}

describe('randomized Nishio', () => {
  it('gives the same numbers for the same seed and different ones for another seed', () => {
    const puzzle = hard[0]!;
    const a = nishioRunCycles(puzzle, { strategies: 4, runs: 20, seed: 9 });
    expect(nishioRunCycles(puzzle, { strategies: 4, runs: 20, seed: 9 })).toEqual(a);
    expect(nishioRunCycles(puzzle, { strategies: 4, runs: 20, seed: 10 })).not.toEqual(a);
  });

  it('gives each run the same count whatever the number of runs (runs are independent streams)', () => {
    const puzzle = hard[1]!;
    const ten = nishioRunCycles(puzzle, { strategies: 2, runs: 10 });
    expect(nishioRunCycles(puzzle, { strategies: 2, runs: 4 })).toEqual(ten.slice(0, 4));
    expect(traceNishioRun(puzzle, { strategies: 2, run: 7 }).cycles).toBe(ten[7]);
  });

  const variants: [string, NishioConventions][] = [
    ['defaults (a)-(e)', DEFAULT_CONVENTIONS],
    ['strategies before the first guess', { ...DEFAULT_CONVENTIONS, firstGuess: 'afterStrategies' }],
    ['guesses only in cells with two or more candidates', { ...DEFAULT_CONVENTIONS, guessCells: 'severalCandidates' }],
    ['contradictions noticed at once', { ...DEFAULT_CONVENTIONS, noticeContradiction: 'immediately' }],
    ['contradictions noticed when stalled', { ...DEFAULT_CONVENTIONS, noticeContradiction: 'whenStalled' }],
    ['Figure 3 literally: strike the refuted value and go on', { ...DEFAULT_CONVENTIONS, afterContradiction: 'eliminateAndContinue' }],
  ];
  for (const [name, conventions] of variants) {
    it(`replays to the unique solution from its trace: ${name}`, () => {
      for (const puzzle of [...sample.slice(0, 4), ...hard.slice(0, 2)]) {
        const solution = examinePuzzle(puzzle).solution!;
        for (const strategies of [2, 4] as const) {
          const trace = traceNishioRun(puzzle, { strategies, conventions, run: 3 });
          expect(trace.outcome).toBe('solved');
          expect(gridText(replay(puzzle, trace))).toBe(solution);
          expect(trace.cycles).toBe(nishioRunCycles(puzzle, { strategies, conventions, runs: 4 })[3]);
          if (conventions.firstGuess === 'beforeStrategies') expect(trace.events[0]!.kind).toBe('guess');
        }
      }
    });
  }

  it('goes back past a guess cell whose every candidate is refuted only through the counted pass that notices it bare', () => {
    let bare = 0;
    for (let run = 0; run < 6; run++) {
      const trace = traceNishioRun(hard[0]!, { strategies: 4, run });
      replay(hard[0]!, trace, (index, grid) => {
        const event = trace.events[index]!;
        if (event.kind !== 'backtrack') return;
        const next = trace.events[index + 1]!;
        if (grid.candidateCount(event.cell) > 0) {
          // Candidates left: the next one is tried at once, no pass in between.
          expect(next).toMatchObject({ kind: 'guess', cell: event.cell, depth: event.depth });
          expect(trace.cyclesAfter[index + 1]).toBe(trace.cyclesAfter[index]);
          return;
        }
        bare++;
        expect(next).toMatchObject({ kind: 'contradiction', cell: event.cell, depth: event.depth - 1 });
        expect(trace.cyclesAfter[index + 1]).toBe(trace.cyclesAfter[index]! + 1);
      });
    }
    expect(bare).toBeGreaterThan(0);
  });

  it('counts no more cycles when only productive passes count, run by run (the path does not change)', () => {
    for (const puzzle of hard) {
      const every = nishioRunCycles(puzzle, { strategies: 4, runs: 10 });
      const productive = nishioRunCycles(puzzle, {
        strategies: 4,
        runs: 10,
        conventions: { ...DEFAULT_CONVENTIONS, countPasses: 'progressOnly' },
      });
      productive.forEach((count, run) => expect(count).toBeLessThanOrEqual(every[run]!));
      expect(productive.reduce((a, b) => a + b, 0)).toBeLessThan(every.reduce((a, b) => a + b, 0));
    }
  });

  it('with the strategies first, needs exactly the strategies-alone cycles on a puzzle they solve', () => {
    const puzzle = sample[0]!; // a Beginner puzzle: singles solve it
    const alone = solveByStrategiesAlone(SimBoard.fromPuzzle(puzzle), 2);
    expect(alone.solved).toBe(true);
    const counts = nishioRunCycles(puzzle, {
      strategies: 2,
      runs: 5,
      conventions: { ...DEFAULT_CONVENTIONS, firstGuess: 'afterStrategies' },
    });
    expect(counts).toEqual([alone.cycles, alone.cycles, alone.cycles, alone.cycles, alone.cycles]);
  });

  it('reports a cycle budget it exceeds instead of running on', () => {
    expect(() => nishioRunCycles(hard[0]!, { strategies: 2, runs: 50, budget: { maxCyclesPerRun: 3, maxCyclesPerPuzzle: 1000 } })).toThrow(
      BudgetExceededError,
    );
    expect(() => nishioRunCycles(hard[0]!, { strategies: 2, runs: 50, budget: { maxCyclesPerRun: 1e6, maxCyclesPerPuzzle: 20 } })).toThrow(
      /per puzzle/,
    );
  });

  it('reports a puzzle without solution', () => {
    // r1c9 sees 1..8 in its row and 9 in its column.
    const puzzle = '12345678.' + '........9' + '.'.repeat(63);
    expect(() => nishioRunCycles(puzzle, { strategies: 4, runs: 3 })).toThrow(NoSolutionError);
  });

  it('convention (d): noticing contradictions at once counts fewer cycles, noticing them only when stalled more', () => {
    const redDwarf = readSampleLines('named-classics.tsv')
      .find((line) => line.startsWith('Red Dwarf\t'))!
      .split('\t')[1]!;
    const meanWith = (noticeContradiction: NishioConventions['noticeContradiction']): number => {
      const counts = nishioRunCycles(redDwarf, { strategies: 4, runs: 200, conventions: { ...DEFAULT_CONVENTIONS, noticeContradiction } });
      return counts.reduce((a, b) => a + b, 0) / counts.length;
    };
    // 200-run means have a standard error near 4%; the effects are about 20% each way.
    const scan = meanWith('nakedSinglesScan');
    expect(meanWith('immediately')).toBeLessThan(scan * 0.92);
    expect(meanWith('whenStalled')).toBeGreaterThan(scan * 1.08);
  });
});
