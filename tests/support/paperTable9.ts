/**
 * The Project Patti paper's Table 9 (§10): NHC-4, randomized Nishio with 4 strategies, mean of 50
 * runs, for four of the hardest known puzzles (their grids: named-classics.tsv, named-hard.tsv).
 */
export const PAPER_TABLE_9: readonly (readonly [name: string, nhc4: number])[] = [
  ['Platinum Blonde', 1074.92],
  ['Golden Nugget', 750.22],
  ['tarx0134', 840.02],
  ['Red Dwarf', 508.88],
];
