// The library's acceptance checks on the whole 17-clue set (too slow for CI):
// 1. import all 49,158 puzzles into a new library (timed), 2. import again: all duplicates,
// 3. a file of rotated/relabelled copies: all isomorphs, 4. malformed lines mixed into a file:
// exactly those line numbers reported, everything else in.
// Usage: npx tsx scripts/libraryAcceptance.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyTransform, makeRandomTransform } from '../src/core/canonical/index';
import { openLibrary } from '../src/main/services/library/store/db';
import { importPuzzleFile } from '../src/main/services/library/import/importFile';
import { readSharedLines, sharedDataPath } from '../tests/support/data';

let failures = 0;
function check(label: string, ok: boolean, detail: string): void {
  if (!ok) failures++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-acceptance-'));
const db = openLibrary(path.join(dir, 'library.db'));
const royleFile = sharedDataPath('royle17-49158.txt');
const royle = readSharedLines('royle17-49158.txt').map((line) => line.trim());

let start = performance.now();
const first = await importPuzzleFile(db, royleFile, { source: 'Royle 17' });
const seconds = (performance.now() - start) / 1000;
check(
  'import into a new library',
  first.added === 49_158 && first.rejected === 0 && seconds < 15,
  `${first.added} new in ${seconds.toFixed(2)} s (limit 15 s)`,
);

start = performance.now();
const again = await importPuzzleFile(db, royleFile, { source: 'Royle 17' });
check(
  'the same file again',
  again.added === 0 && again.duplicates === 49_158,
  `${again.added} new, ${again.duplicates} duplicates in ${((performance.now() - start) / 1000).toFixed(2)} s`,
);

let state = 7;
const random = (): number => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
const copies = royle.filter((_, index) => index % 5 === 0).map((puzzle) => applyTransform(puzzle, makeRandomTransform(random)));
const copiesFile = path.join(dir, 'copies.txt');
fs.writeFileSync(copiesFile, copies.join('\n') + '\n');
start = performance.now();
const isomorphs = await importPuzzleFile(db, copiesFile, { source: 'copies' });
const unchanged = copies.filter((copy, index) => copy === royle[index * 5]).length;
check(
  'rotated and relabelled copies',
  isomorphs.isomorphs + isomorphs.duplicates === copies.length && isomorphs.duplicates === unchanged && isomorphs.added === 0,
  `${isomorphs.isomorphs} isomorphs, ${isomorphs.duplicates} duplicates (copies equal to their original: ${unchanged}), ` +
    `${isomorphs.added} new, of ${copies.length}, in ${((performance.now() - start) / 1000).toFixed(2)} s`,
);

const mixed: string[] = [];
const badLines: number[] = [];
const bad = ['12345', 'x'.repeat(81), '11' + '.'.repeat(79), '.'.repeat(81), 'hello, world', royle[0]!.slice(0, 80) + '99'];
for (let i = 0; i < 10_000; i++) {
  if (i % 997 === 13) {
    mixed.push(bad[badLines.length % bad.length]!);
    badLines.push(mixed.length);
  }
  mixed.push(royle[(i * 4) % royle.length]!);
}
const mixedFile = path.join(dir, 'mixed.txt');
fs.writeFileSync(mixedFile, mixed.join('\n') + '\n');
const fresh = openLibrary(path.join(dir, 'fresh.db'));
const mixedSummary = await importPuzzleFile(fresh, mixedFile, { source: 'mixed' });
const reported = mixedSummary.problems.map((problem) => problem.line);
check(
  'malformed lines mixed in',
  JSON.stringify(reported) === JSON.stringify(badLines) && mixedSummary.added + mixedSummary.duplicates === 10_000,
  `reported lines ${reported.join(',')}; expected ${badLines.join(',')}; ${mixedSummary.added} new + ${mixedSummary.duplicates} duplicates of 10000 good`,
);
fresh.close();
db.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exitCode = failures === 0 ? 0 : 1;
