// Builds the bundled sample library's data files (resources/sample/) from the real sets in
// ../shared/data, keeping only sets whose licence lets us ship them (CC0, public domain, facts)
// and only small, evenly spread samples so the app stays small.
// Usage: npx tsx scripts/buildSampleFiles.ts
import fs from 'node:fs';
import path from 'node:path';
import { readSharedLines, REPO_ROOT } from '../tests/support/data';

const OUT = path.join(REPO_ROOT, 'resources', 'sample');

/** `count` items spread evenly over the list (first, then every len/count-th). */
function spread<T>(items: readonly T[], count: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < count && i < items.length; i++) out.push(items[Math.floor((i * items.length) / count)] as T);
  return out;
}

function write(name: string, lines: readonly string[]): void {
  fs.writeFileSync(path.join(OUT, name), lines.join('\n') + '\n');
  console.log(`${name}: ${lines.length} lines, ${fs.statSync(path.join(OUT, name)).size} bytes`);
}

fs.mkdirSync(OUT, { recursive: true });

// Royle's 17-clue collection (CC0): 400 of 49,158.
write('royle17-sample.txt', ['# 400 of the 49,158 known 17-clue puzzles (Gordon Royle\'s collection; CC0)', ...spread(readSharedLines('royle17-49158.txt'), 400).map((l) => l.trim())]);

// Sudoku Exchange puzzle bank, diabolical file (public domain): 600 puzzles with their SE ratings.
const exchange = readSharedLines('sudoku-exchange-diabolical.txt').map((line) => line.trim().split(/\s+/));
write('sudoku-exchange-sample.csv', ['id,puzzle,SE', ...spread(exchange, 600).map(([hash, puzzle, se]) => `${hash},${(puzzle as string).replace(/0/g, '.')},${se}`)]);

// Kaggle "3 million Sudoku puzzles with ratings" (CC0), curated 5-band slice: 120 per band.
const kaggle = readSharedLines('kaggle-radcliffe-5000.csv').slice(1).map((line) => line.split(','));
const bands = ['Beginner', 'Easy', 'Medium', 'Hard', 'Expert'];
const kaggleRows = bands.flatMap((band) => spread(kaggle.filter((row) => row[4] === band), 120));
write('kaggle-bands-sample.csv', ['puzzle,difficulty,level', ...kaggleRows.map(([puzzle, , , difficulty, level]) => `${(puzzle as string).replace(/0/g, '.')},${difficulty},${level}`)]);

// The named classics (facts).
write('named-classics.tsv', readSharedLines('named-hard.tsv').map((l) => l.trim()));
