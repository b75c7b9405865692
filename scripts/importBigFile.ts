// Streams a 100 MB puzzle file through import and reports time and peak memory, to show the
// file is never held whole. The file is the 17-clue set written 25 times with a comment per
// copy (so after the first copy every record is a duplicate).
// Usage: npx tsx scripts/importBigFile.ts [copies]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLibrary } from '../src/main/services/library/store/db';
import { importPuzzleFile } from '../src/main/services/library/import/importFile';
import { sharedDataPath } from '../tests/support/data';

const copies = Number(process.argv[2] ?? 25);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-big-'));
const file = path.join(dir, 'big.txt');
const source = fs.readFileSync(sharedDataPath('royle17-49158.txt'));
const out = fs.openSync(file, 'w');
for (let copy = 0; copy < copies; copy++) {
  fs.writeSync(out, `# copy ${copy + 1}\n`);
  fs.writeSync(out, source);
}
fs.closeSync(out);
const size = fs.statSync(file).size;
const baseline = process.memoryUsage().rss;
const db = openLibrary(path.join(dir, 'library.db'));
let peakRss = baseline;
const timer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const start = performance.now();
const summary = await importPuzzleFile(db, file, { source: 'big' });
clearInterval(timer);
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `${mb(size)} file, ${summary.records} records: ${summary.added} new, ${summary.duplicates} duplicates, ` +
    `${summary.rejected} rejected in ${((performance.now() - start) / 1000).toFixed(1)} s; ` +
    `RSS ${mb(baseline)} before, peak ${mb(peakRss)} (max RSS ${mb(process.resourceUsage().maxRSS * 1024)})`,
);
db.close();
fs.rmSync(dir, { recursive: true, force: true });
