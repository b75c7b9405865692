import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Compiles the renderer's runes modules (`*.svelte.ts`) so their state classes can be tested.
  plugins: [svelte()],
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // Tests that read the published sets (the data suite, docs/development.md) run apart (`npm run test:data`), so a
    // fresh clone passes `npm test` on its own (see tests/support/data.ts).
    exclude: ['tests/e2e/**', 'node_modules/**', '**/*.data.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
