import { describe, expect, it } from 'vitest';
import { PEERS } from '../grid/house';
import { Rng } from '../simulate/rng';
import {
  addCell,
  CELL_SET_WORDS,
  cellsIn,
  cellsOfWords,
  copyCells,
  countCells,
  firstCellIn,
  forEachCell,
  hasCell,
  intersectCells,
  intersectWith,
  isEmptyCells,
  isSubsetOf,
  PEER_CELL_SETS,
  seenByAll,
  setCellWords,
  sharesCells,
  subtractCells,
  unionCells,
  unionWith,
} from './cellSets';

/** A random set of cells, ascending, each cell in with probability `share`. */
function randomCells(rng: Rng, share: number): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < 81; cell++) if (rng.below(1000) < share * 1000) cells.push(cell);
  return cells;
}

/** Writes `cells` as the set at slot `slot` of `sets`. */
function put(sets: Int32Array, slot: number, cells: readonly number[]): number {
  const at = slot * CELL_SET_WORDS;
  setCellWords(sets, at, 0, 0, 0);
  for (const cell of cells) addCell(sets, at, cell);
  return at;
}

describe('cell sets', () => {
  it('union, intersect, subtract, count and list cells as JavaScript sets do', () => {
    const rng = new Rng(20261129);
    // Slots past the ones used are filled with every bit, so reading the wrong words shows.
    const sets = new Int32Array(8 * CELL_SET_WORDS).fill(-1);
    for (let round = 0; round < 200; round++) {
      const a = randomCells(rng, rng.below(60) / 100);
      const b = randomCells(rng, rng.below(60) / 100);
      const [atA, atB] = [put(sets, 1, a), put(sets, 2, b)];
      const inB = new Set(b);
      unionCells(sets, 3 * CELL_SET_WORDS, atA, atB);
      intersectCells(sets, 4 * CELL_SET_WORDS, atA, atB);
      subtractCells(sets, 5 * CELL_SET_WORDS, atA, atB);
      expect(cellsIn(sets, 3 * CELL_SET_WORDS)).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
      expect(cellsIn(sets, 4 * CELL_SET_WORDS)).toEqual(a.filter((cell) => inB.has(cell)));
      expect(cellsIn(sets, 5 * CELL_SET_WORDS)).toEqual(a.filter((cell) => !inB.has(cell)));
      expect(countCells(sets, atA)).toBe(a.length);
      expect(isEmptyCells(sets, atA)).toBe(a.length === 0);
      expect(firstCellIn(sets, atA)).toBe(a.length ? a[0] : -1);
      for (const cell of [0, 26, 27, 53, 54, 80, rng.below(81)]) expect(hasCell(sets, atA, cell)).toBe(a.includes(cell));
      const visited: number[] = [];
      forEachCell(sets, atB, (cell) => visited.push(cell));
      expect(visited).toEqual(b);
      expect(cellsOfWords(sets[atB]!, sets[atB + 1]!, sets[atB + 2]!)).toEqual(b);
      copyCells(sets, 6 * CELL_SET_WORDS, sets, atB);
      expect(cellsIn(sets, 6 * CELL_SET_WORDS)).toEqual(b);
      // The same across two arrays, with a set of `a` alone at offset 0 of its own.
      const other = new Int32Array(CELL_SET_WORDS);
      for (const cell of a) addCell(other, 0, cell);
      const common = a.filter((cell) => inB.has(cell));
      expect(sharesCells(other, 0, sets, atB)).toBe(common.length > 0);
      expect(isSubsetOf(other, 0, sets, atB)).toBe(common.length === a.length);
      expect(isSubsetOf(sets, 4 * CELL_SET_WORDS, other, 0)).toBe(true);
      intersectWith(sets, 6 * CELL_SET_WORDS, other, 0);
      expect(cellsIn(sets, 6 * CELL_SET_WORDS)).toEqual(common);
      unionWith(other, 0, sets, atB);
      expect(cellsIn(other, 0)).toEqual(cellsIn(sets, 3 * CELL_SET_WORDS));
    }
  });

  it('lists each cell’s peers, and finds the cells seeing every cell of a set', () => {
    for (let cell = 0; cell < 81; cell++) expect(cellsIn(PEER_CELL_SETS, cell * CELL_SET_WORDS)).toEqual(PEERS[cell]);
    const rng = new Rng(7);
    const sets = new Int32Array(4 * CELL_SET_WORDS);
    const outcomes = new Set<boolean>();
    for (let round = 0; round < 300; round++) {
      const of = randomCells(rng, 0.01 + rng.below(5) / 100);
      const within = randomCells(rng, 0.5);
      put(sets, 1, of);
      put(sets, 2, within);
      put(sets, 3, [40]);
      const expected = within.filter((cell) => of.every((other) => PEERS[other]!.includes(cell)));
      const found = seenByAll(sets, 3 * CELL_SET_WORDS, CELL_SET_WORDS, 2 * CELL_SET_WORDS);
      expect(found).toBe(expected.length > 0);
      // When none is left the set is untouched; else it holds them.
      expect(cellsIn(sets, 3 * CELL_SET_WORDS)).toEqual(found ? expected : [40]);
      outcomes.add(found);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});
