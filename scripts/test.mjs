// `npm test`: every test, then one closing line CI can read.
// Runs vitest (unit and integration tests) and then Playwright (the renderer in Chromium through
// the web host, and the desktop window where Electron can start), each writing a JSON report to
// .reports/, and ends with `N passed, N failed` or `N passed, N failed, N skipped` summed from
// both reports. Exits non-zero when anything failed or nothing ran.
//
// PATTI_WITH_DATA=1 also runs the data suite (`npm run test:data`, the tests that read
// the published sets, docs/development.md) and sums its report in. Without a Chromium the Playwright run is skipped with a
// notice, unless PATTI_REQUIRE_BROWSER=1, which counts a missing browser as a failure.
import './requireNode22.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, '.reports');
const VITEST_REPORT = path.join(REPORTS, 'vitest.json');
const VITEST_DATA_REPORT = path.join(REPORTS, 'vitest-data.json');
const PLAYWRIGHT_REPORT = path.join(REPORTS, 'playwright.json');
const WITH_DATA = process.env.PATTI_WITH_DATA === '1';
const REQUIRE_BROWSER = process.env.PATTI_REQUIRE_BROWSER === '1';

mkdirSync(REPORTS, { recursive: true });
for (const report of [VITEST_REPORT, VITEST_DATA_REPORT, PLAYWRIGHT_REPORT]) rmSync(report, { force: true });

function run(script, args, env = {}) {
  return runNode(path.join(ROOT, 'node_modules', ...script), args, env);
}

function runNode(file, args, env = {}) {
  const result = spawnSync(process.execPath, [file, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from vitest's JSON report; a file that failed to load counts as one failure. */
function countVitest(report) {
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0);
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    notes: brokenFiles.map((file) => `vitest could not run ${path.relative(ROOT, file.name)}: ${(file.message ?? '').split('\n')[0]}`),
  };
}

/** Counts from Playwright's JSON report; errors outside tests (web server, config) count as failures. */
function countPlaywright(report) {
  const stats = report.stats ?? {};
  const notes = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue;
        const reason = (test.annotations ?? []).find((annotation) => annotation.type === 'skip')?.description;
        notes.push(`skipped: ${spec.title}${reason ? ` (${reason})` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const errors = report.errors ?? [];
  for (const error of errors) notes.push(`Playwright: ${(error.message ?? '').split('\n')[0]}`);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors.length,
    skipped: stats.skipped ?? 0,
    notes,
  };
}

/** A runner's counts, or one failure when it exited badly without saying why in its report. */
function tally(name, exitCode, reportFile, count) {
  const report = readJson(reportFile);
  if (report === null) return { passed: 0, failed: 1, skipped: 0, notes: [`${name} wrote no report (exit code ${exitCode}).`] };
  const counts = count(report);
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push(`${name} exited with code ${exitCode} although no test failed.`);
  }
  return counts;
}

/** Playwright's own Chromium, when it has been downloaded (`npx playwright install chromium`). */
async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const file = chromium.executablePath();
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null;
}

/**
 * The Chromium the web tests will use, in playwright.config.ts's order (PATTI_CHROMIUM, then
 * /usr/bin/chromium, then Playwright's own); another system Chromium found on the PATH is passed
 * on through PATTI_CHROMIUM. Null when there is none.
 */
async function findChromium() {
  if (process.env.PATTI_CHROMIUM) {
    if (existsSync(process.env.PATTI_CHROMIUM)) return process.env.PATTI_CHROMIUM;
    console.log(`PATTI_CHROMIUM names ${process.env.PATTI_CHROMIUM}, which does not exist; looking for another Chromium.`);
    delete process.env.PATTI_CHROMIUM;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const own = await playwrightChromium();
  if (own) return own;
  const system = onPath('chromium-browser') ?? onPath('google-chrome');
  if (system) process.env.PATTI_CHROMIUM = system;
  return system;
}

async function ensureChromium() {
  const found = await findChromium();
  if (found) return found;
  console.log('No Chromium found; trying `npx playwright install chromium`.');
  run(['@playwright', 'test', 'cli.js'], ['install', 'chromium']);
  return playwrightChromium();
}

const results = [];
const vitestExit = run(['vitest', 'vitest.mjs'], ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]);
results.push(tally('vitest', vitestExit, VITEST_REPORT, countVitest));

if (WITH_DATA) {
  const checkExit = runNode(path.join(ROOT, 'scripts', 'requireSharedData.mjs'), []);
  if (checkExit !== 0) {
    results.push({
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: ['The data suite could not run: ../shared/data is missing or incomplete (see above).'],
    });
  } else {
    const dataExit = run(
      ['vitest', 'vitest.mjs'],
      ['run', '--config', 'vitest.data.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_DATA_REPORT}`],
    );
    results.push(tally('vitest (data suite)', dataExit, VITEST_DATA_REPORT, countVitest));
  }
}

const browser = await ensureChromium();
if (browser) {
  const playwrightExit = run(['@playwright', 'test', 'cli.js'], ['test']);
  results.push(tally('Playwright', playwrightExit, PLAYWRIGHT_REPORT, countPlaywright));
} else {
  const notice = 'No Chromium: install one with `apt-get install chromium` or `npx playwright install chromium`';
  results.push(
    REQUIRE_BROWSER
      ? { passed: 0, failed: 1, skipped: 0, notes: [`${notice}; PATTI_REQUIRE_BROWSER=1 makes this a failure.`] }
      : { passed: 0, failed: 0, skipped: 0, notes: [`${notice}. The Playwright tests were skipped.`] },
  );
}
const total = results.reduce(
  (sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed, skipped: sum.skipped + counts.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log('');
for (const note of results.flatMap((counts) => counts.notes)) console.log(note);
if (total.passed + total.failed === 0) console.log('No test ran.');
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 || total.passed + total.failed === 0 ? 1 : 0);
