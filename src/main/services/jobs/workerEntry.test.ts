import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveWorkerEntry, tsxLoaderUrl } from './workerEntry';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'patti-entry-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function touch(...parts: string[]): string {
  const file = path.join(root, ...parts);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '');
  return file;
}

describe('resolveWorkerEntry', () => {
  it('finds the TypeScript source from a service module and loads it through tsx', () => {
    const worker = touch('src', 'main', 'workers', 'rateWorker.ts');
    const caller = pathToFileURL(touch('src', 'main', 'services', 'jobs', 'nodePool.ts')).href;
    expect(resolveWorkerEntry('rateWorker', caller)).toEqual({ file: worker, execArgv: ['--import', tsxLoaderUrl()] });
  });

  it('finds the built worker beside the main bundle, from the bundle or from one of its chunks', () => {
    const worker = touch('out', 'main', 'workers', 'rateWorker.js');
    const bundle = pathToFileURL(touch('out', 'main', 'index.js')).href;
    const chunk = pathToFileURL(touch('out', 'main', 'chunks', 'pool-abc123.js')).href;
    expect(resolveWorkerEntry('rateWorker', bundle)).toEqual({ file: worker, execArgv: [] });
    expect(resolveWorkerEntry('rateWorker', chunk)).toEqual({ file: worker, execArgv: [] });
  });

  it('says where it looked when the worker is missing', () => {
    const caller = pathToFileURL(touch('out', 'main', 'index.js')).href;
    expect(() => resolveWorkerEntry('rateWorker', caller)).toThrow(
      /worker 'rateWorker' not found; looked for .*out\/main\/workers\/rateWorker\.js/,
    );
  });

  it('resolves the real rate worker of this repository', () => {
    const entry = resolveWorkerEntry('rateWorker');
    expect(entry.file).toBe(path.resolve(import.meta.dirname, '..', '..', 'workers', 'rateWorker.ts'));
  });

  it("gives tsx's loader as a file URL", () => {
    expect(tsxLoaderUrl()).toMatch(/^file:\/\/.*node_modules\/tsx\/.*\.mjs$/);
  });
});
