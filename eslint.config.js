import js from '@eslint/js';
import globals from 'globals';
import svelte from 'eslint-plugin-svelte';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/importBoundaries.js';

/**
 * The module-level state src/core may not hold: a `let` or `var` at the top of a module (exported
 * or not), an array made empty at the top of a module to be filled later (exported or not: a
 * search's scratch), and an exported array literal without a readonly type.
 * tests/architecture/noModuleState.test.ts checks that the rule fails on a probe file of each kind.
 */
const NEW_ARRAY = '[init.type="NewExpression"][init.callee.name=/^(Array|(Big)?(Int|Uint|Float)(8|16|32|64)(Clamped)?Array)$/]';
const NO_MODULE_STATE = [
  {
    selector:
      'Program > VariableDeclaration[kind=/^(let|var)$/], Program > ExportNamedDeclaration > VariableDeclaration[kind=/^(let|var)$/]',
    message:
      'No module-level `let` or `var` in src/core: keep what a search changes in an object its SearchContext owns (see searchContext.ts).',
  },
  {
    selector: [
      `Program > VariableDeclaration > VariableDeclarator${NEW_ARRAY}`,
      `Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator${NEW_ARRAY}`,
    ].join(', '),
    message:
      'No module-level scratch array in src/core: build a constant table where it is declared ' +
      '(Int32Array.from, or a function that returns it filled), and keep scratch in a SearchContext state or in the object a run owns.',
  },
  {
    selector:
      'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.type="ArrayExpression"]' +
      ':not([id.typeAnnotation.typeAnnotation.operator="readonly"])',
    message: 'An exported array in src/core is readonly: declare it `readonly T[]` or `as const`.',
  },
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    // A component's <script lang="ts"> and a rune module (*.svelte.ts) are TypeScript: the Svelte
    // parser hands their scripts to typescript-eslint's, and the core rules TypeScript already
    // checks better (no-undef and the like) are off there as they are in .ts files.
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
    rules: {
      ...tseslint.configs.eslintRecommended.rules,
      // Off for svelte/prefer-const, the same less `let { a } = $props()` and `let x = $derived(…)`.
      'prefer-const': 'off',
      'svelte/prefer-const': 'error',
    },
  },
  {
    // Off in rune modules: there it flags every Map or Set made in an exported class, here the
    // values a `$state.raw` field is replaced with.
    files: ['**/*.svelte.ts'],
    rules: { 'svelte/prefer-svelte-reactivity': 'off' },
  },
  {
    // Prettier wraps code at 140 but leaves long strings and comments whole: this keeps them in bounds.
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { patti: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'patti/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Rules that need the types: each catches a bug the compiler lets through. A component's
    // script gets them too; tests/architecture/lintCoverage.test.ts checks both on probe files.
    files: ['**/*.ts', '**/*.svelte'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
    },
  },
  {
    // Off in the engine: its searches set stop flags in callbacks and deep loops, which
    // TypeScript's narrowing misses (all its findings here).
    files: ['src/core/**/*.ts'],
    rules: { '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
  {
    // No hidden state in the core: what a search writes lives in an object its search context
    // owns, passed explicitly (src/core/strategies/searchContext.ts), never at module level.
    files: ['src/core/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_MODULE_STATE] },
  },
);
