// Each folder of src/ says what its files may import (docs/architecture.md, "Layers"). This rule
// resolves every import to the folder it lands in and rejects the ones its folder may not use,
// so the pure engine stays runnable in the renderer, workers and CLI alike.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

/** folder → folders of src it may import (its own folder is always allowed). */
const ALLOWED = {
  core: [],
  shared: ['core'],
  renderer: ['core', 'shared'],
  workers: ['core', 'shared'],
  preload: ['shared'],
  main: ['core', 'shared'],
  host: ['core', 'shared', 'main'],
  cli: ['core', 'shared', 'main'],
};

/** Packages and node built-ins each folder may not touch at all. */
const FORBIDDEN_PACKAGES = {
  core: [/^node:/, /^electron/, /^svelte/, /^better-sqlite3/, /^chart\.js/, ...nodeBuiltins()],
  shared: [/^node:/, /^electron/, /^svelte/, /^better-sqlite3/],
  renderer: [/^node:/, /^electron/, /^better-sqlite3/, ...nodeBuiltins()],
  workers: [/^electron/, /^better-sqlite3/],
  preload: [/^better-sqlite3/, /^node:/],
};

/**
 * Workers that copy the library's write-ahead log into its file for the thread that answers the
 * page (src/main/services/library/store/walCheckpoint.ts): the one kind of worker that opens the
 * library, and it reads and writes none of its rows.
 */
const LOG_WORKERS = new Set(['checkpointWorker.ts']);

function forbiddenPackages(area, file) {
  const forbidden = FORBIDDEN_PACKAGES[area] ?? [];
  return area === 'workers' && LOG_WORKERS.has(path.basename(file))
    ? forbidden.filter((pattern) => !pattern.test('better-sqlite3'))
    : forbidden;
}

function nodeBuiltins() {
  const names = ['fs', 'path', 'os', 'child_process', 'worker_threads', 'crypto', 'url', 'http', 'net', 'stream', 'readline', 'process'];
  return names.map((name) => new RegExp(`^${name}(/|$)`));
}

/** The area a file belongs to: `workers` is its own area inside main. */
function areaOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..')) return undefined;
  const parts = relative.split(path.sep);
  if (parts[0] === 'main' && parts[1] === 'workers') return 'workers';
  if (parts[0] === 'main' && parts[1] === 'services') return 'main';
  return parts[0];
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each src/ folder to the imports docs/architecture.md allows it.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    // Tests run only under vitest in Node and are never bundled into an app process, so
    // they may read real data files and share test helpers whatever folder they sit in.
    if (/\.test\.ts$/.test(file)) return {};
    const area = areaOf(file);
    if (!area || !(area in ALLOWED)) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = areaOf(path.resolve(path.dirname(file), source));
        if (target === undefined) {
          context.report({ node, message: `${area} may not import '${source}' from outside src/.` });
        } else if (target !== area && !ALLOWED[area].includes(target)) {
          context.report({ node, message: `${area} may not import from ${target} ('${source}').` });
        }
        return;
      }
      for (const pattern of forbiddenPackages(area, file)) {
        if (pattern.test(source)) context.report({ node, message: `${area} may not import '${source}'.` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};
