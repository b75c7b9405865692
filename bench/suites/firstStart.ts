/**
 * `npm run bench -- first-start`: the first start on a fresh PATTI_HOME, as someone trying Patti
 * sees it: from starting the web host (which builds the sample library, its shipped ratings
 * merged) until Compare is complete in Chromium, with no job started. Complete means: the box
 * plots, the histogram and the scatter drawn, the heat map among the raters, the first source's
 * Spearman table with its intervals and its crosstab, the ladder and the findings where the app
 * has them, no chart standing in for missing ratings, and no "no … rating" problem listed.
 * Two pages: `#/compare` as it opens, and `#/compare` with the sample's sources that have levels.
 * Chromium and its tab are ready before the clock starts; each run starts a new host on a new home.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSampleDir, readSampleManifest } from '../../src/main/services/library/sample';
import { CHROMIUM_ARGS, chromiumPath, latencyRow, startHost } from '../browser';
import { REPO_ROOT } from '../data';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const SUITE = 'first-start';
/** Timed runs per page, after one untimed run (which builds the app if it is stale). */
const RUNS = 3;
const GIVE_UP_MS = 60_000;
const NO_SOURCE_MS = 3_000;
const GOAL = '< 10000 ms';

/** What the view shows once it is complete; `optional` ones only where the built renderer has them. */
const NEEDED = [
  { what: 'box plots', selector: '[data-testid="chart-levels"][data-drawn]' },
  { what: 'histogram', selector: '[data-testid="chart-histogram"][data-drawn]' },
  { what: 'scatter', selector: '[data-testid="chart-scatter"][data-drawn]' },
  { what: 'heat map', selector: '[data-testid="rater-heatmap"] svg' },
  { what: 'crosstab', selector: '[data-testid="crosstab"]' },
];
const OPTIONAL_IDS = ['ladder', 'findings'];

/** The test ids of OPTIONAL_IDS the built renderer names (the Compare view gains them over time). */
function optionalIdsInRenderer(): string[] {
  const assets = path.join(REPO_ROOT, 'out', 'renderer', 'assets');
  const code = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
  return OPTIONAL_IDS.filter((id) => new RegExp(`data-testid[^<>]{0,40}["'\`]${id}["'\`]|testId:\\s*["'\`]${id}["'\`]`).test(code));
}

/**
 * In the page: resolves once the view is complete, with when each part was first seen (ms since
 * navigation), or with what is still missing after GIVE_UP_MS. A view that shows no source for
 * NO_SOURCE_MS is final: nothing will be drawn. Polled in the page, as text: the page's Content
 * Security Policy refuses waitForFunction's evaluated predicates.
 */
function completeScript(optionalIds: readonly string[]): string {
  const needed = [...NEEDED, ...optionalIds.map((id) => ({ what: id, selector: `[data-testid="${id}"]` }))];
  return `new Promise((resolve) => {
    const needed = ${JSON.stringify(needed)};
    const seen = {};
    let noSourceSince;
    const missing = (view) => {
      const left = needed.filter((item) => !view.querySelector(item.selector)).map((item) => item.what);
      // A canvas inside the ladder or the findings is drawn too.
      for (const id of ${JSON.stringify(optionalIds)}) {
        const canvas = view.querySelector('[data-testid="' + id + '"] canvas');
        if (canvas && !canvas.hasAttribute('data-drawn')) left.push(id + ' drawn');
      }
      const spearman = view.querySelector('[data-testid="spearman-table"]');
      if (!spearman || !spearman.textContent.includes('[')) left.push('Spearman intervals');
      for (const problem of view.querySelectorAll('.chart-problem, ul.problems li.problem')) {
        if (/\\bno\\b[^.:]*\\bratings?\\b|\\brated\\b/i.test(problem.textContent)) left.push('"' + problem.textContent.trim().slice(0, 80) + '"');
      }
      if (view.querySelector('p.job')) left.push('no job (one runs)');
      return left;
    };
    const check = () => {
      const now = performance.now();
      const view = document.querySelector('section.compare');
      const left = view ? missing(view) : ['the Compare view'];
      for (const item of [...needed.map((item) => item.what), 'Spearman intervals']) {
        if (!left.includes(item) && seen[item] === undefined) seen[item] = Math.round(now);
      }
      const noSource = view !== null && view.querySelector('p.empty') !== null;
      noSourceSince = noSource ? (noSourceSince ?? now) : undefined;
      if (left.length === 0) resolve({ done: true, left, seen });
      else if (noSource && now - noSourceSince > ${NO_SOURCE_MS}) resolve({ done: false, left: ['a chosen source (the view shows none)'], seen });
      else if (now > ${GIVE_UP_MS}) resolve({ done: false, left, seen });
      else setTimeout(check, 20);
    };
    check();
  })`;
}

interface Run {
  readonly hostMs: number;
  readonly completeMs: number;
  readonly left: readonly string[];
  /** When each part was first seen, in ms since the page's navigation. */
  readonly seen: Readonly<Record<string, number>>;
}

/** One first start: a new home, the host started, the page opened at `hash` until it is complete. */
async function firstStart(browser: Browser, hash: string, optionalIds: readonly string[]): Promise<Run> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-bench-first-start-'));
  const token = randomBytes(18).toString('base64url');
  // The tab is open before the clock starts, as a browser is before someone opens the address.
  const page: Page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const start = performance.now();
  const { origin, child } = await startHost(token, home);
  const hostMs = performance.now() - start;
  try {
    await page.goto(`${origin}?token=${encodeURIComponent(token)}${hash}`);
    const result = (await page.evaluate(completeScript(optionalIds))) as { done: boolean; left: string[]; seen: Record<string, number> };
    return { hostMs, completeMs: performance.now() - start, left: result.done ? [] : result.left, seen: result.seen };
  } finally {
    await page.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
    fs.rmSync(home, { recursive: true, force: true });
  }
}

async function measure(
  browser: Browser,
  caseName: string,
  hash: string,
  optionalIds: readonly string[],
  context: BenchContext,
): Promise<BenchRow> {
  context.log(`first-start: ${hash}, 1 untimed run and ${RUNS} timed`);
  await firstStart(browser, hash, optionalIds);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await firstStart(browser, hash, optionalIds));
  const hostMs = runs.map((run) => run.hostMs).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const incomplete = runs.find((run) => run.left.length > 0);
  const middle = [...runs].sort((a, b) => a.completeMs - b.completeMs)[Math.floor(RUNS / 2)]!;
  const parts = Object.entries(middle.seen)
    .sort((a, b) => a[1] - b[1])
    .map(([what, at]) => `${what} ${at}`)
    .join(', ');
  const note = `; host up (sample library built) median ${hostMs.toFixed(0)} ms; median run, ms after the page's navigation: ${parts || 'nothing seen'}`;
  const row = latencyRow(
    { suite: SUITE, case: caseName, file: 'sample library' },
    runs.map((run) => run.completeMs),
    GOAL,
    note,
  );
  // An incomplete view's times say when the bench gave up, not when the view was complete: say so first.
  return incomplete ? { ...row, note: `NOT COMPLETE, missing ${incomplete.left.join(', ')}; ${row.note}` } : row;
}

export const firstStartSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const executablePath = chromiumPath();
    if (!executablePath) {
      context.log("first-start: skipped, no Chromium (install Debian's chromium package or set PATTI_CHROMIUM)");
      return [];
    }
    const optionalIds = optionalIdsInRenderer();
    const withLevels = readSampleManifest(findSampleDir(REPO_ROOT)).filter((source) => source.levels.length > 0);
    const sourcesHash = `#/compare?${withLevels.map((source) => `source=${encodeURIComponent(source.source)}`).join('&')}`;
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      return [
        await measure(
          browser,
          'fresh PATTI_HOME: web host started until #/compare is complete, no job started',
          '#/compare',
          optionalIds,
          context,
        ),
        await measure(
          browser,
          `fresh PATTI_HOME: web host started until #/compare with the ${withLevels.length} sources with levels is complete`,
          sourcesHash,
          optionalIds,
          context,
        ),
      ];
    } finally {
      await browser.close();
    }
  },
};
