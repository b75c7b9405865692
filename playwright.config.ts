import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * End-to-end tests: the renderer in Chromium against the web host (the same app API over HTTP),
 * and the desktop window where Electron can start. The web host gets a free port and a known
 * token through the environment; the values are fixed once here and inherited by the workers,
 * which load this file again.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

process.env.PATTI_E2E_PORT ??= String(await freePort());
process.env.PATTI_E2E_TOKEN ??= randomBytes(18).toString('base64url');
// A fresh PATTI_HOME, so the web host builds the bundled sample library as on a first start.
process.env.PATTI_E2E_HOME ??= mkdtempSync(path.join(tmpdir(), 'patti-e2e-'));
const port = process.env.PATTI_E2E_PORT;
const origin = `http://127.0.0.1:${port}/`;

/** Debian's Chromium where it is installed (Playwright's own browser download is unavailable there). */
const chromium = process.env.PATTI_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  globalTeardown: './tests/e2e/teardown.ts',
  projects: [
    {
      name: 'web',
      testIgnore: /electron\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        baseURL: origin,
        viewport: { width: 1100, height: 720 },
        launchOptions: chromium ? { executablePath: chromium, args: chromiumArgs } : {},
        trace: 'retain-on-failure',
        screenshot: 'only-on-failure',
      },
    },
    { name: 'electron', testMatch: /electron\.spec\.ts$/ },
  ],
  webServer: {
    command: `"${process.execPath}" scripts/web.mjs`,
    url: origin,
    env: { PATTI_WEB_PORT: port, PATTI_WEB_TOKEN: process.env.PATTI_E2E_TOKEN, PATTI_HOME: process.env.PATTI_E2E_HOME },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
