/**
 * Finned and sashimi fish against searches written straight from the definition: the covers
 * built per chute, and a brute force over every base and cover set on positions of real solves.
 */
import { describe, expect, it } from 'vitest';
import { readSharedLines, sampleEvery } from '../../../tests/support/data';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { applyStep, type Step } from '../step';
import { finnedCovers, finnedFish, type FinnedFishStep } from './fishFinned';
import { combinations } from './houses';
import { allSteps } from './strategy';

const INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const CHUTES = [0x7, 0x38, 0x1c0];
const bitsOf = (mask: number): number[] => INDEXES.filter((i) => mask & (1 << i));
const maskOf = (indexes: readonly number[]): number => indexes.reduce((mask, i) => mask | (1 << i), 0);

/** Lexicographic order of the crosses' index lists, the order of `combinations`. */
function lexicographic(a: number, b: number): number {
  const x = bitsOf(a);
  const y = bitsOf(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

describe('finnedCovers', () => {
  it('are, for every union, the covers that take all of it but some crosses of one chute', () => {
    let total = 0;
    for (const size of [2, 3, 4]) {
      for (let union = 0; union < 512; union++) {
        // Per chute: the crosses outside it are all covered, a proper part of those inside.
        const expected: number[] = [];
        for (const chute of CHUTES) {
          const required = union & ~chute;
          const free = bitsOf(union & chute);
          const missing = size - bitsOf(required).length;
          if (missing < 0 || missing >= free.length) continue;
          for (const pick of combinations(free, missing)) expected.push(required | maskOf(pick));
        }
        expected.sort(lexicographic);
        expect(Array.from(finnedCovers(size, union)), `size ${size} union ${union.toString(2)}`).toEqual(expected);
        total += expected.length;
      }
    }
    expect(total).toBeGreaterThan(1000);
  });
});

/** Every finned or sashimi fish of `size`, by the definition, in the strategies' order. */
function bruteForce(grid: Grid, size: number): FinnedFishStep[] {
  const out: FinnedFishStep[] = [];
  const sets = combinations(INDEXES, size);
  for (const baseOffset of [0, 9]) {
    const cellAt = (line: number, cross: number): number => (baseOffset === 0 ? line * 9 + cross : cross * 9 + line);
    const boxOf = (cell: number): number => 18 + Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);
    for (let digit = 1; digit <= 9; digit++) {
      const places = INDEXES.map((line) => INDEXES.map((cross) => grid.hasCandidate(cellAt(line, cross), digit)));
      const has = (line: number, cross: number): boolean => places[line]![cross]!;
      for (const lines of sets) {
        if (!lines.every((line) => INDEXES.some((cross) => has(line, cross)))) continue;
        const union = INDEXES.filter((cross) => lines.some((line) => has(line, cross)));
        // Fins need crosses beyond the cover, and a box meets only three crosses.
        if (union.length <= size || union.length > size + 3) continue;
        for (const cover of sets) {
          // Every cover line meets the base lines' places.
          if (!cover.every((cross) => union.includes(cross))) continue;
          const inCover = lines.map((line) => cover.filter((cross) => has(line, cross)).length);
          if (inCover.some((n) => n === 0)) continue;
          const fins = lines.flatMap((line) =>
            union.filter((cross) => !cover.includes(cross) && has(line, cross)).map((cross) => cellAt(line, cross)),
          );
          if (fins.length === 0 || new Set(fins.map(boxOf)).size !== 1) continue;
          const finBox = boxOf(fins[0]!);
          const eliminations = INDEXES.filter((line) => !lines.includes(line))
            .flatMap((line) =>
              cover
                .filter((cross) => has(line, cross) && boxOf(cellAt(line, cross)) === finBox)
                .map((cross) => cellAt(line, cross) * 9 + digit - 1),
            )
            .sort((a, b) => a - b);
          if (eliminations.length === 0) continue;
          out.push({
            kind: 'finnedFish',
            digit,
            baseLines: lines.map((line) => baseOffset + line),
            coverLines: cover.map((cross) => (baseOffset === 0 ? 9 : 0) + cross),
            fins: fins.sort((a, b) => a - b),
            finBox,
            sashimi: inCover.some((n) => n === 1),
            placements: [],
            eliminations,
          });
        }
      }
    }
  }
  return out;
}

describe('finned fish', () => {
  const puzzles = [
    ...sampleEvery(readSharedLines('forum-hardest-11plus-5000.txt'), 5000),
    ...sampleEvery(readSharedLines('magictour-top1465.txt'), 1000),
  ].map((line) => (line.match(/[.0-9]{81}/) ?? [''])[0]!.replace(/0/g, '.'));

  it('finds exactly the fish of the definition, in order, on every position of real solves', () => {
    let found = 0;
    for (const puzzle of puzzles) {
      const grid = Grid.fromPuzzle(asPuzzle(puzzle));
      const steps = solveLogically(asPuzzle(puzzle), HODOKU_SET, { countOptions: false }).steps;
      for (let index = 0; index <= steps.length; index++) {
        for (const size of [2, 3, 4]) {
          const all = bruteForce(grid, size);
          found += all.length;
          for (const strategy of finnedFish.strategies.filter((s) =>
            s.technique.includes(['', '', 'x-wing', 'swordfish', 'jellyfish'][size]!),
          )) {
            const sashimi = strategy.technique.startsWith('sashimi');
            expect(allSteps(strategy, grid)).toEqual(all.filter((s) => s.sashimi === sashimi));
          }
        }
        if (index < steps.length) applyStep(grid, steps[index]!.step as Step);
      }
    }
    // The sample holds hundreds of finned and sashimi fish, so the comparison is not of empty lists.
    expect(found).toBeGreaterThan(200);
  });
});
