/**
 * The golden table: Sudoku Explainer's ER/EP/ED and HoDoKu's score and level for quoted puzzles,
 * in the default suite, so a wrong value anywhere on a solve's path (a technique's value, a chain's
 * length bonus, the order of trial, a step HoDoKu would not take) fails here rather than only in
 * the data suite. Where each figure comes from:
 *
 * - AI Escargot 10.5/1.2/1.2 and Golden Nugget's ED 11.3 are Sudoku Explainer's own ratings, as
 *   published (Golden Nugget 11.9/11.9/11.3 by its poster, tarek, with SE 1.2.1; AI Escargot
 *   10.5/1.2/1.2 by SE 1.2.1.3, which the data suite's tests/strategies/nested.data.test.ts also
 *   checks). Golden Nugget's whole solve takes half a minute, so only its first step is rated here.
 * - The other named puzzles (resources/sample/named-classics.tsv) have no SE 1.2.1.3 rating we could
 *   confirm from two sources: their figures are the `se` and `hodoku` raters' own, as shipped in the
 *   sample's ratings (resources/sample/ratings.jsonl.gz). Easter Monster's first step is a nested
 *   forcing chain of level 2, 9.5 plus the length bonus.
 * - The generated puzzles are every 20th of resources/sample/se-bands.csv (two per ER band) and every
 *   40th of resources/sample/hodoku-levels.csv (three per HoDoKu level), made by `patti generate`:
 *   their ER and HoDoKu score are the files' own columns, the rest the raters' figures. The `se`
 *   rater gave Sudoku Explainer 1.2.1.3's ER on all 1,500 puzzles of that kind it was checked on, and
 *   the `hodoku` rater HoDoKu 2.2's level on 100% and its score on 99.1% of 1,000 generated ones
 *   (docs/raters.md, "Agreement with HoDoKu 2.2"; `scripts/se-agreement.ts`, `scripts/hodoku-agreement.ts`).
 *   HoDoKu 2.2 itself gives the HoDoKu scores of ..85..7, .78.6.. and .5...6.7 (6094, 5764, 770);
 *   on tarx0134, Red Dwarf and ......2.5 it takes another guess, or forcing chain, than we do.
 *
 * The whole file takes about half a minute on a free core.
 */
import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import { seValueOf, solveLogically } from '../simulate/logical';
import { SE_SET, withoutGuess } from '../simulate/logicalPresets';
import type { HodokuLevel, TechniqueId } from '../techniques';
import { ratePuzzle } from './ratePuzzle';

type Row = readonly [puzzle: string, er: number, ep: number, ed: number, score: number, level: HodokuLevel];

const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
const GOLDEN_NUGGET = '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....';

/** Named puzzles SE rates in a few seconds each. */
const NAMED: readonly (readonly [string, ...Row])[] = [
  ['AI Escargot', AI_ESCARGOT, 10.5, 1.2, 1.2, 16348, 'extreme'],
  ['tarx0134', '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3', 10.3, 1.2, 1.2, 34688, 'extreme'],
  ['Red Dwarf', '12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8', 10.9, 10.9, 10.7, 15622, 'extreme'],
  [
    "Inkala 2012 (World's Hardest)",
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    10.7,
    10.7,
    9.7,
    31222,
    'extreme',
  ],
];

/** Named puzzles whose whole SE solve takes too long here: their first step (ED) only. */
const FIRST_STEPS: readonly (readonly [name: string, puzzle: string, ed: number, technique: TechniqueId])[] = [
  ['Easter Monster', EASTER_MONSTER, 10.8, 'nested-forcing-chain'],
  ['Golden Nugget', GOLDEN_NUGGET, 11.3, 'nested-multiple-forcing-chain'],
];

/** Two puzzles of each ER band of resources/sample/se-bands.csv, 1.0–1.9 to 9.0–9.9. */
const SE_BANDS: readonly Row[] = [
  ['74.1.8......3...6.9.......3.7..4......6.8.51......1.7.2....4..7.8.5..1..3....7...', 1.5, 1.2, 1.2, 368, 'easy'],
  ['3.9...6...6..581..4..79.......1...8.2..6.3.1.......3.4......82..8.9..5......7...6', 1.5, 1.2, 1.2, 274, 'easy'],
  ['9.....72......5.31.4...8........92....514...7......6...96..25..1..8...7..........', 2.3, 1.2, 1.2, 396, 'medium'],
  ['.4.21.5...5...8....9....3.4.6..2.4.912.4.......9...........6......7...28..3......', 2.6, 1.2, 1.2, 646, 'medium'],
  ['1...3....49.21..........5.6....2...8......35....6..7.2.2....9...8.9..6...35..7...', 3.6, 1.2, 1.2, 802, 'medium'],
  ['....8...9..4.......6...3.....2..786...18....27....5.......12.3..9.5..4..81......5', 3.4, 1.2, 1.2, 952, 'medium'],
  ['1...6......7.8...3.8315..7.......2......9.......2..51.7.2......9..4...2.8.53....9', 4.2, 1.2, 1.2, 908, 'hard'],
  ['...46.9........5..1..2.5..6..1......3.5..8.2..4..9...7.6.8..........98....3.4.1..', 4.2, 1.2, 1.2, 672, 'hard'],
  ['4..8.9...9...76.8..3.......76...5....9.7..62.8......4.1.....5.....16......2.....4', 5.6, 1.2, 1.2, 952, 'hard'],
  ['...5194....3..7.8..96.......7..8.2....9..1..3...9...15.......548...4......72.....', 5.6, 1.5, 1.5, 958, 'hard'],
  ['1.58..63.......7.8....5..1.5.6..7..1.48.1........32..6.143....7.........3....9.2.', 6.6, 1.2, 1.2, 1350, 'hard'],
  ['.....2..5..1..984..6547...9...5..........3.64..98..7.3.46....7.28.........7.....2', 6.9, 1.2, 1.2, 1370, 'unfair'],
  ['..........5..6.....47...52...85.9.....2.3.7.13....2......84..9.....51.4....7..8.3', 7.1, 1.2, 1.2, 1408, 'unfair'],
  ['.........4..6..7.....972.3.13..4......4..53..6..13.......2..971......8.4..2......', 7.1, 1.2, 1.2, 2272, 'extreme'],
  ['..85..7.....3.....29.1...........69..6..7.1.5..5.......1....2.8.2..5....3...9..67', 8.4, 1.2, 1.2, 6094, 'extreme'],
  ['.78.6....3......2.1....8..5.6..2......375...1...4..9......3....9......68..5.91..3', 8.5, 1.2, 1.2, 5764, 'extreme'],
  ['.4326.....7.1...........92.4.2.......6...7..5.3....8.......4.7...5....8.1...8..39', 9.0, 1.2, 1.2, 8102, 'extreme'],
  ['......2.5.31....6.6...8.....9.5.6...2...4..784.......6.569....27.......9.1...8...', 9.0, 1.2, 1.2, 4938, 'extreme'],
];

/** Three puzzles of each level of resources/sample/hodoku-levels.csv, Easy to Extreme. */
const HODOKU_LEVELS: readonly Row[] = [
  ['.4.1....3.953..6142...9...8.83...267..28.73..974...85.5...3...6318..649.4....9.3.', 1.2, 1.2, 1.2, 172, 'easy'],
  ['.6.2.7.9.8....1..5.74.3..6..8......4....1....3......8..5..8.41.2..9....3.3.1.4.7.', 1.2, 1.2, 1.2, 236, 'easy'],
  ['..1.7.94.5....9....8931......62.1.59....6....87.9.54......4359....8....3.93.5.2..', 2.0, 1.2, 1.2, 210, 'easy'],
  ['9.4.621.....8......8..3.6.9.2..768.....421.....395..1.8.9.1..6......7.....654.7.8', 2.5, 1.2, 1.2, 680, 'medium'],
  ['....54.1..2.3..7....79..65....4.....91.....27.....7....76..85....3..5.4..8.24....', 3.4, 1.2, 1.2, 740, 'medium'],
  ['..5..68373........8.2..1...5.76.8...............7.32.8...1..9.2........64235..7..', 2.6, 1.2, 1.2, 580, 'medium'],
  ['.5...6.7.....8....7.1...3.2..2.7..3.4.6...9.1.1..2.4..3.5...7.9....1.....2.7...4.', 6.6, 1.2, 1.2, 770, 'hard'],
  ['3.4..85.....49.3...5.7..6....3.1..7.2.......5.4..2.9....5..1.3...8.49.....23..1.9', 4.2, 1.2, 1.2, 912, 'hard'],
  ['5...718....3.2...9.2...465..8.2..97...........59..7.6..317...9.8...5.1....514...2', 4.2, 1.2, 1.2, 1144, 'hard'],
  ['98..13...2..6..1....47.5...3.8.4.....4.9.7.1.....6.4.5...1.46....9..6..1...25..73', 7.1, 1.2, 1.2, 1124, 'unfair'],
  ['...1.5.7.7.4......25.49.......6..25.6...7...1.42..3.......68.14......7.3.7.9.4...', 7.1, 1.2, 1.2, 1766, 'unfair'],
  ['..7.....26...2.7.82....9.5.8....4.3.7..9.1..4.9.8....1.6.4....35.3.8...91.....4..', 7.2, 1.2, 1.2, 1282, 'unfair'],
  ['..4..6859...3..4...1...8...4.....72.8...6...5.91.....8...5...7...9..3...1768..5..', 7.2, 1.2, 1.2, 2236, 'extreme'],
  ['..9..42.56..27.........561.8..........46.37..........9.724.........96..29.15..4..', 7.1, 1.2, 1.2, 3180, 'extreme'],
  ['....856....2.....49.8.....38....3....7.8.1.2....5....15.....7.91.....4....619....', 8.5, 1.2, 1.2, 7118, 'extreme'],
];

function expectRatings([puzzle, er, ep, ed, score, level]: Row): void {
  const row = ratePuzzle(puzzle, ['se', 'hodoku']);
  expect(row.error).toBeNull();
  expect({ se: row.se, hodoku: row.hodoku }).toEqual({ se: { er, ep, ed }, hodoku: { score, level } });
}

describe('the golden table', () => {
  it.each(NAMED)('%s rates as published or shipped', (_name, ...row) => expectRatings(row));

  it.each(FIRST_STEPS)('%s: the SE order’s first step is worth its ED', (_name, puzzle, ed, technique) => {
    const trace = solveLogically(asPuzzle(puzzle), withoutGuess(SE_SET), { countOptions: false, maxSteps: 1 });
    const [first] = trace.steps;
    expect(first?.technique).toBe(technique);
    expect(seValueOf(first!.step)).toBe(ed);
  });

  it.each(SE_BANDS)('generated for an SE band: %s', (...row) => expectRatings(row));

  it.each(HODOKU_LEVELS)('generated for a HoDoKu level: %s', (...row) => expectRatings(row));
});
