import { describe, expect, it } from 'vitest';
import { Grid } from './grid';
import { asPuzzle } from './puzzle';
import { HOUSE_CELLS } from './house';
import { Rng } from '../simulate/rng';

const PUZZLE = asPuzzle('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');

describe('Grid', () => {
  it('starts with the givens placed and their digits struck from their peers only', () => {
    const grid = Grid.fromPuzzle(PUZZLE);
    expect(grid.value(0)).toBe(4);
    expect(grid.hasCandidate(1, 4)).toBe(false); // same row
    expect(grid.hasCandidate(9, 4)).toBe(false); // same column
    expect(grid.hasCandidate(80, 4)).toBe(false); // the 4 in r8c8 shares its box
    expect(grid.hasCandidate(80, 2)).toBe(true); // no 2 among its peers
    expect(grid.hasContradiction()).toBe(false);
  });

  it("reads every empty cell's candidates, and 0 for a placed cell, into the array it is given", () => {
    const grid = Grid.fromPuzzle(PUZZLE);
    const into = new Uint16Array(81).fill(0xffff);
    expect(grid.emptyCandidateBits(into)).toBe(into);
    for (let cell = 0; cell < 81; cell++) expect(into[cell], `cell ${cell}`).toBe(grid.isEmpty(cell) ? grid.candidateBits(cell) : 0);
    expect(into[0]).toBe(0); // r1c1 holds a given
    expect(into[80]).not.toBe(0);
  });

  it('moves its revision on every change of the position, and only then', () => {
    const grid = Grid.fromPuzzle(PUZZLE);
    const start = grid.revision;
    expect(grid.eliminate(0, 5)).toBe(false); // r1c1 is filled: nothing changes
    expect(grid.revision).toBe(start);
    expect(grid.eliminate(80, 2)).toBe(true);
    expect(grid.revision).toBe(start + 1);
    expect(grid.eliminate(80, 2)).toBe(false);
    expect(grid.revision).toBe(start + 1);
    grid.place(40, 1);
    expect(grid.revision).toBe(start + 2);
    grid.setCandidateBits(80, 0b11);
    expect(grid.revision).toBe(start + 3);
    grid.setCandidateBits(0, 0b11); // a filled cell keeps no candidates
    expect(grid.revision).toBe(start + 3);
  });

  it('clones into an independent position', () => {
    const grid = Grid.fromPuzzle(PUZZLE);
    const copy = grid.clone();
    copy.place(1, 1);
    expect(grid.value(1)).toBe(0);
    expect(copy.value(1)).toBe(1);
    expect(grid.hasCandidate(2, 1)).toBe(true);
    expect(copy.hasCandidate(2, 1)).toBe(false);
  });

  it('sees a contradiction when an empty cell has no candidate left', () => {
    const grid = Grid.fromPuzzle(PUZZLE);
    const cell = 1;
    for (let digit = 1; digit <= 9; digit++) grid.eliminate(cell, digit);
    expect(grid.hasContradiction()).toBe(true);
  });

  it('knows which cells have one candidate left, and which digits one place in a house, through places, eliminations, pencil marks and clones', () => {
    const loneByScan = (grid: Grid, house: number): number => {
      const cells = HOUSE_CELLS[house]!.filter((c) => grid.isEmpty(c));
      if (cells.length < 2) return 0;
      let lone = 0;
      for (let digit = 1; digit <= 9; digit++) if (cells.filter((c) => grid.hasCandidate(c, digit)).length === 1) lone |= 1 << (digit - 1);
      return lone;
    };
    const rng = new Rng(7);
    const scanned = (grid: Grid): number[] => Array.from({ length: 81 }, (_, c) => c).filter((c) => grid.candidateCount(c) === 1);
    const tracked = (grid: Grid): number[] => {
      const cells: number[] = [];
      for (let word = 0; word < 3; word++)
        for (let c = 0; c < 27; c++) if (grid.singleCandidateCells(word) & (1 << c)) cells.push(word * 27 + c);
      return cells;
    };
    let grid = Grid.fromPuzzle(PUZZLE);
    expect(tracked(grid)).toEqual(scanned(grid));
    let singlesSeen = 0;
    for (let move = 0; move < 400; move++) {
      const cell = rng.below(81);
      const digit = 1 + rng.below(9);
      const kind = rng.below(10);
      if (kind < 2) grid.place(cell, digit);
      else if (kind < 3) grid.setCandidateBits(cell, rng.below(512));
      else if (kind < 4) grid = grid.clone();
      else grid.eliminate(cell, digit);
      expect(tracked(grid)).toEqual(scanned(grid));
      singlesSeen += scanned(grid).length;
      // Asked for some houses only, so that others are asked again after several changes.
      for (let house = move % 3; house < 27; house += 2) expect(grid.loneDigitsIn(house)).toBe(loneByScan(grid, house));
      if (grid.emptyCount() < 20) grid = Grid.fromPuzzle(PUZZLE);
    }
    expect(singlesSeen).toBeGreaterThan(50);
  });
});
