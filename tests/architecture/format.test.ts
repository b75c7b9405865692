import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * `npm run format:check` is `prettier --check .`: these probes show that the repository's
 * configuration reaches TypeScript and Svelte files in every source folder, and that a badly
 * formatted file of either kind fails the check.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const IGNORE = path.join(ROOT, '.prettierignore');

async function isFormatted(relativePath: string, source: string): Promise<boolean> {
  const filepath = path.join(ROOT, relativePath);
  const options = await prettier.resolveConfig(filepath, { editorconfig: false });
  expect(options, `no Prettier configuration reaches ${relativePath}`).not.toBeNull();
  return prettier.check(source, { ...options, filepath });
}

describe('the format check', () => {
  it('fails on a badly formatted TypeScript file and passes once it is formatted', async () => {
    const probe = 'src/core/formatProbe.ts';
    const bad = 'export   const answer = {value:42,\n  name: "life"}\n';
    expect(await isFormatted(probe, bad)).toBe(false);
    const options = await prettier.resolveConfig(path.join(ROOT, probe));
    const good = await prettier.format(bad, { ...options, filepath: path.join(ROOT, probe) });
    expect(good).toBe("export const answer = { value: 42, name: 'life' };\n");
    expect(await isFormatted(probe, good)).toBe(true);
  });

  it('fails on a badly formatted Svelte component', async () => {
    const probe = 'src/renderer/components/FormatProbe.svelte';
    const bad = '<script lang="ts">\nlet   count=$state(0)\n</script>\n<button onclick={()=>count++}>{count}</button>\n';
    expect(await isFormatted(probe, bad)).toBe(false);
  });

  it('covers every source folder and leaves out only what runs write', async () => {
    const covered = [
      'src/core/step.ts',
      'src/renderer/App.svelte',
      'tests/architecture/format.test.ts',
      'scripts/start.mjs',
      'bench/speedFigures.ts',
      'eslint.config.js',
    ];
    for (const file of covered) {
      const info = await prettier.getFileInfo(path.join(ROOT, file), { ignorePath: IGNORE, resolveConfig: true });
      expect({ file, ignored: info.ignored, parser: info.inferredParser !== null }).toEqual({ file, ignored: false, parser: true });
    }
    const written = await prettier.getFileInfo(path.join(ROOT, 'docs/bench/run.json'), { ignorePath: IGNORE });
    expect(written.ignored).toBe(true);
  });

  it('is what npm run format:check runs, and CI runs it', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['format:check']).toBe('prettier --check .');
    expect(readFileSync(path.join(ROOT, '.ci/run'), 'utf8')).toMatch(/^npm run format:check\b/m);
  });
});
