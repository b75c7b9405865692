import { statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { workerEntries } from './scripts/workerEntries.mjs';

/**
 * The build of the programs that run on plain Node: the `patti` command (out/node/cli.js), the
 * web host (host.js), the benchmarks (bench.js, and benchFirstHint.js, which bench.js runs as a
 * fresh process) and the workers they start (workers/<name>.js).
 * They run this compiled JavaScript, never the TypeScript sources (only the tests do). Packages
 * stay imports from node_modules; the project's own code is bundled, so a hot loop reads an
 * imported table as a plain variable. `npm run build` runs it after the desktop app's build;
 * bin/patti.mjs, `npm run bench` and the web host run it first when out/node is missing or stale
 * (scripts/build.mjs).
 */

const root = import.meta.dirname;

/** Files that are not modules but change the build all the same. */
const CONFIG_INPUTS = ['vite.node.config.ts', 'scripts/workerEntries.mjs', 'package.json', 'src/main/workers'];

/**
 * Writes out/node/inputs.json: every file of this repository the build read, with its
 * modification time, which is all scripts/build.mjs needs to tell cheaply whether the build is
 * stale. The workers' folder is listed too, since a new worker file is an entry without being
 * imported. A file changed while the build ran is recorded with time 0, so the next check rebuilds.
 */
function recordInputs(): Plugin {
  let startedAt = 0;
  return {
    name: 'patti:record-inputs',
    buildStart() {
      startedAt = Date.now();
    },
    generateBundle() {
      const modules = [...this.getModuleIds()]
        .filter((id) => path.isAbsolute(id) && !id.includes(`${path.sep}node_modules${path.sep}`) && id.startsWith(root + path.sep))
        .map((id) => path.relative(root, id.split('?')[0]!));
      const inputs: Record<string, number> = {};
      for (const file of [...new Set([...modules, ...CONFIG_INPUTS])].sort()) {
        const modified = statSync(path.join(root, file)).mtimeMs;
        inputs[file] = modified >= startedAt ? 0 : modified;
      }
      this.emitFile({ type: 'asset', fileName: 'inputs.json', source: JSON.stringify({ inputs }, null, 1) + '\n' });
    },
  };
}

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  plugins: [recordInputs()],
  build: {
    ssr: true,
    target: 'node22',
    outDir: path.join(root, 'out', 'node'),
    emptyOutDir: true,
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        cli: path.join(root, 'src', 'cli', 'entry.ts'),
        host: path.join(root, 'src', 'host', 'main.ts'),
        bench: path.join(root, 'bench', 'run.ts'),
        benchFirstHint: path.join(root, 'bench', 'firstHint.ts'),
        ...workerEntries(root),
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
