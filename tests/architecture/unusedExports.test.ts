import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run lint:exports` (knip, configured in knip.config.ts) fails CI on an export nothing
 * imports. These tests run the same knip, with the repository's own config, on a tiny project
 * laid out like this one: a script that imports one module of src/core. The check must fail
 * when that module exports something the script does not use, and pass once it is used.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const KNIP = path.join(REPO, 'node_modules', 'knip', 'bin', 'knip.js');

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A project with the repository's knip config, scripts/probe.ts as its entry and the given core module. */
function probeProject(core: string, script: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'patti-knip-probe-'));
  folders.push(root);
  mkdirSync(path.join(root, 'src', 'core'), { recursive: true });
  mkdirSync(path.join(root, 'scripts'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'probe', private: true, type: 'module' }));
  copyFileSync(path.join(REPO, 'knip.config.ts'), path.join(root, 'knip.config.ts'));
  writeFileSync(path.join(root, 'src', 'core', 'probe.ts'), core);
  writeFileSync(path.join(root, 'scripts', 'probe.ts'), script);
  return root;
}

function runKnip(root: string): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [KNIP, '--directory', root, '--no-progress', '--no-config-hints'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const CORE = 'export const usedValue = 1;\nexport function unusedProbe(): number {\n  return 2;\n}\n';

describe('the unused-export check', () => {
  it('is what npm run lint:exports runs, and CI runs it', () => {
    const scripts = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts['lint:exports']).toBe('knip');
    expect(readFileSync(path.join(REPO, '.ci', 'run'), 'utf8')).toMatch(/^npm run lint:exports\b/m);
  });

  it('fails on an export nothing imports, naming it', () => {
    const root = probeProject(CORE, "import { usedValue } from '../src/core/probe';\nconsole.log(usedValue);\n");
    const { code, output } = runKnip(root);
    expect(output).toMatch(/Unused exports \(1\)/);
    expect(output).toMatch(/unusedProbe\s+function\s+src\/core\/probe\.ts/);
    expect(code).toBe(1);
  }, 60_000);

  it('passes once the export is used', () => {
    const root = probeProject(
      CORE,
      "import { unusedProbe, usedValue } from '../src/core/probe';\nconsole.log(usedValue + unusedProbe());\n",
    );
    const { code, output } = runKnip(root);
    expect(output).not.toMatch(/Unused/);
    expect(code).toBe(0);
  }, 60_000);
});
