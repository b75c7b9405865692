import type { KnipConfig } from 'knip';

/**
 * `npm run lint:exports`: files nothing imports, exports nothing imports, and packages nothing
 * uses, across every program the repository builds or runs. Knip finds the test files, the
 * Playwright specs and the config files through its Vitest, Playwright, Vite and ESLint plugins;
 * the entries below are the ones no plugin can see.
 *
 * An export a test imports counts as used: the tests pin down units worth naming on their own
 * (a parser, a chart's geometry, a strategy), and testing them only through the app's entry
 * points would make each failure harder to place. An export nothing imports, not even a test,
 * is dead and the check fails on it.
 */
const config: KnipConfig = {
  entry: [
    // The desktop app's renderer page (electron.vite.config.ts). Knip's Vite plugin reads the
    // other build inputs (main, preload, the `patti` command, the web host, the benches) itself.
    'src/renderer/index.html',
    // Workers are started by path, not imported: scripts/workerEntries.mjs makes every
    // src/main/workers/*Worker.ts an entry of both builds.
    'src/main/workers/*Worker.ts',
    // Run as programs by package.json scripts, by each other, or by hand (`npx tsx scripts/…`).
    'scripts/*.{ts,mjs}',
    'bin/*.mjs',
    // Test fixtures that tests start by path as workers or child processes.
    'tests/**/*.fixture.ts',
    // Read by electron-builder through `--config` in the `package` script.
    'electron-builder.config.mjs',
  ],
  project: [
    'src/**/*.{ts,svelte}',
    'scripts/**/*.{ts,mjs}',
    'bench/**/*.ts',
    'tests/**/*.ts',
    'bin/**/*.mjs',
    'eslint/**/*.js',
    '*.{ts,js,mjs}',
  ],
  // The PDF tests read the printed files with poppler-utils, a system package (.ci/run installs it).
  ignoreBinaries: ['pdfinfo', 'pdftohtml', 'pdftoppm', 'pdftotext'],
};

export default config;
