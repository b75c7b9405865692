import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The data suite (`npm run test:data`): only the tests that read the published sets in
 * ../shared/data. The lists replace the default run's (mergeConfig would append to them).
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['src/**/*.data.test.ts', 'tests/**/*.data.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
  },
});
