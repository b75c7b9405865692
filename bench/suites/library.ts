import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { canonicalForm } from '../../src/core/canonical/index';
import { referenceCanonicalForm } from '../../src/core/canonical/reference';
import { openLibrary, type LibraryWriter } from '../../src/main/services/library/store/db';
import { writeRatings } from '../../src/main/services/library/store/ratings';
import { importPuzzleFile } from '../../src/main/services/library/import/importFile';
import { readPuzzleIds, readPuzzlePage, readPuzzlePageTotal } from '../../src/main/services/library/store/list';
import type { PageRequest, PuzzleFilter } from '../../src/main/services/library/store/listFilter';
import { loadDataPuzzles, sharedDataPath } from '../data';
import { budgetedRateRow, rateRow, timedAsync } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'library';

/**
 * A writer on its own connection, as a rate job's commits would be: batches of 200 ratings,
 * each its own transaction, until told to stop. Plain JS so the worker needs no TypeScript loader.
 */
const WRITER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require('better-sqlite3');
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const upsert = db.prepare(
  'INSERT INTO ratings (puzzle_id, rater, parameters, engine_version, value, detail, computed_at) ' +
    "VALUES (?, 'bench-writer', '{}', '1', ?, '{}', 'now') ON CONFLICT (puzzle_id, rater, parameters) DO UPDATE SET value = excluded.value",
);
const stop = new Int32Array(workerData.stop);
const ids = workerData.ids;
let batches = 0;
let next = 0;
while (Atomics.load(stop, 0) === 0) {
  db.transaction(() => {
    for (let i = 0; i < 200; i++) { upsert.run(ids[next % ids.length], next % 97); next++; }
  })();
  batches++;
}
db.close();
parentPort.postMessage(batches);
`;

function tempLibrary(name: string): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'patti-bench-')), name);
}

/** Times `count` 50-row pages of a listing, cycling through `requests`; the milliseconds of each page, sorted. */
function timePages(db: LibraryWriter, filter: PuzzleFilter, requests: readonly PageRequest[], count: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    readPuzzlePage(db, filter, { ...(requests[i % requests.length] as PageRequest), limit: 50 });
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Canonical form speed against the brute-force definition; import of the whole 17-clue set; listing under a concurrent writer. */
export const librarySuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const rows: BenchRow[] = [];
    for (const file of ['royle17-49158.txt', 'magictour-top1465.txt']) {
      context.log(`library: canonical form on ${file}`);
      const puzzles = loadDataPuzzles(file);
      rows.push(
        budgetedRateRow(
          { suite: SUITE, case: 'canonical form, all transforms (baseline)', file, baseline: true },
          puzzles,
          (p) => referenceCanonicalForm(p),
          3,
        ),
      );
      rows.push(rateRow({ suite: SUITE, case: 'canonical form (row-by-row branch and bound)', file }, puzzles, (p) => canonicalForm(p)));
    }

    context.log('library: import royle17-49158.txt into a new library, then again');
    const file = sharedDataPath('royle17-49158.txt');
    const dbFile = tempLibrary('import.db');
    const db = openLibrary(dbFile);
    for (const round of ['import into a new library (solve + canonical + insert)', 'import again (all duplicates)']) {
      const run = await timedAsync(() => importPuzzleFile(db, file, { source: 'Royle' }));
      const summary = run.result;
      rows.push({
        suite: SUITE,
        case: round,
        file: 'royle17-49158.txt',
        puzzles: summary.records,
        cpuSeconds: run.cpuSeconds,
        wallSeconds: run.wallSeconds,
        perSecond: summary.records / run.cpuSeconds,
        note:
          `${summary.added} new, ${summary.duplicates} duplicates, ${summary.rejected} rejected; ${run.wallSeconds.toFixed(1)} s wall; ` +
          `write lock ${Math.round(summary.publishMs)} ms in ${summary.publishTransactions} transactions, ` +
          `the longest ${Math.round(summary.longestWriteMs)} ms`,
      });
    }

    context.log('library: 50 rows out of ~50,000 puzzles while another connection writes ratings');
    await importPuzzleFile(db, sharedDataPath('magictour-top1465.txt'), { source: 'magictour', level: 'top1465' });
    const ids = readPuzzleIds(db);
    writeRatings(
      db,
      ids.map((id) => ({
        puzzleId: id,
        rater: 'bench',
        parameters: '{}',
        engineVersion: '1',
        value: ((id * 7919) % 1000) / 100,
        detail: JSON.stringify({ steps: id % 50 }),
        computedAt: 'now',
      })),
    );
    const stop = new SharedArrayBuffer(4);
    const writer = new Worker(WRITER, { eval: true, workerData: { file: dbFile, stop, ids } });
    const written = new Promise<number>((resolve, reject) => {
      writer.once('message', resolve);
      writer.once('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cases: [string, PuzzleFilter, PageRequest][] = [
      ['list: all, by id', {}, {}],
      [
        'list: source + rating range, sorted by rating',
        { source: 'Royle', ratings: [{ rater: 'bench', min: 2, max: 8 }] },
        { sort: { rater: 'bench' } },
      ],
      [
        'list: rating range on a detail path, sorted by rating desc',
        { ratings: [{ rater: 'bench', path: '$.steps', min: 10, max: 30 }] },
        { sort: { rater: 'bench' }, descending: true },
      ],
      ['list: source + level', { source: 'magictour', level: 'top1465' }, {}],
    ];
    for (const [name, filter, page] of cases) {
      const total = readPuzzlePageTotal(db, filter, page);
      const spread = Array.from({ length: 20 }, (_, i) => ({ ...page, offset: Math.floor((i / 20) * Math.max(0, total - 50)) }));
      // Scrolling on: the page after each spread page, reached through its cursor.
      const cursors = spread.flatMap((request) => {
        const next = readPuzzlePage(db, filter, { ...request, limit: 50 }).next;
        return next ? [{ ...page, after: next }] : [];
      });
      const variants: [string, PageRequest[]][] = [
        ['first page', [page]],
        ['pages spread over the listing (offset)', spread],
        ['next page after those (cursor)', cursors],
      ];
      for (const [where, requests] of variants) {
        timePages(db, filter, requests, 5);
        const times = timePages(db, filter, requests, 40);
        const seconds = times.reduce((sum, ms) => sum + ms, 0) / 1000;
        rows.push({
          suite: SUITE,
          case: `${name}, ${where}`,
          file: `${ids.length} puzzles`,
          puzzles: times.length,
          cpuSeconds: seconds,
          wallSeconds: seconds,
          perSecond: times.length / seconds,
          note: `50 rows of ${total}: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms; writer running`,
          extra: { medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) },
        });
      }
      const countStart = performance.now();
      readPuzzlePageTotal(db, filter, page);
      context.log(`library: total for '${name}' counted in ${(performance.now() - countStart).toFixed(1)} ms`);
    }
    Atomics.store(new Int32Array(stop), 0, 1);
    const batches = await written;
    context.log(`library: the writer committed ${batches} batches of 200 ratings meanwhile`);
    db.close();
    return rows;
  },
};
