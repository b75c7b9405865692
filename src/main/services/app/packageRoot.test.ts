import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPackageRoot } from './packageRoot';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'patti-root-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('findPackageRoot', () => {
  it('finds the package folder from the source tree and from a chunk of the build alike', () => {
    writeFileSync(path.join(root, 'package.json'), '{}');
    for (const folder of [['src', 'host'], ['out', 'node', 'chunks'], []]) {
      const start = path.join(root, ...folder);
      mkdirSync(start, { recursive: true });
      expect(findPackageRoot(start)).toBe(root);
    }
  });

  it('stops at the nearest package.json', () => {
    writeFileSync(path.join(root, 'package.json'), '{}');
    const inner = path.join(root, 'node_modules', 'some-package');
    mkdirSync(path.join(inner, 'lib'), { recursive: true });
    writeFileSync(path.join(inner, 'package.json'), '{}');
    expect(findPackageRoot(path.join(inner, 'lib'))).toBe(inner);
  });

  it('says where it looked when there is none', () => {
    // The temporary folder's parents may hold a package.json of their own; the file system root does not.
    expect(() => findPackageRoot(path.parse(root).root)).toThrow(/no package.json at or above/);
  });

  it("finds this repository's root from this folder", () => {
    expect(findPackageRoot(import.meta.dirname)).toBe(path.resolve(import.meta.dirname, '..', '..', '..', '..'));
  });
});
