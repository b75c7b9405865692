import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/importBoundaries.js';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '**/*.svelte'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { patti: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'patti/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
