import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import path from 'node:path';
import type { Plugin } from 'vite';
import { workerEntries } from './scripts/workerEntries.mjs';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_DEV } from './src/shared/csp';

const root = import.meta.dirname;
const src = (...parts: string[]): string => path.join(root, 'src', ...parts);

/**
 * The main process build's entries: the app itself and every worker entry point, each built as
 * out/main/workers/<name>.js so the job runner can start them by path.
 */
function mainEntries(): Record<string, string> {
  return { index: src('main', 'index.ts'), ...workerEntries(root) };
}

/**
 * Writes the Content Security Policy into index.html as a meta tag (src/shared/csp.ts). The
 * build gets the strict policy, which the app:// scheme also sends as a header; under the dev
 * server the page gets CONTENT_SECURITY_POLICY_DEV, the same plus inline styles (the injected
 * ones) and ws: (the hot-reload socket).
 */
function contentSecurityPolicy(): Plugin {
  let serving = false;
  return {
    name: 'patti:content-security-policy',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transformIndexHtml() {
      const policy = serving ? CONTENT_SECURITY_POLICY_DEV : CONTENT_SECURITY_POLICY;
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: path.join(root, 'out', 'main'),
      rolldownOptions: { input: mainEntries() },
    },
  },
  preload: {
    build: {
      outDir: path.join(root, 'out', 'preload'),
      // Sandboxed preload scripts must be a single CommonJS file that requires only 'electron'.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: src('preload', 'index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: src('renderer'),
    base: './',
    plugins: [svelte(), contentSecurityPolicy()],
    build: {
      outDir: path.join(root, 'out', 'renderer'),
      rolldownOptions: { input: { index: src('renderer', 'index.html') } },
    },
  },
});
