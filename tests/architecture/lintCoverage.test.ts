import { describe, expect, it } from 'vitest';
import { lintProbe } from './lintProbe';

/**
 * `npm run lint` covers the components and the bugs only types show: eslint.config.js lints every
 * .svelte file (its TypeScript included), runs the type-aware rules and bounds a line's length.
 * These tests lint probe files, which need not exist on disk, and fail if any part of the config goes.
 */
async function rulesBrokenBy(code: string, file: string): Promise<string[]> {
  return (await lintProbe(code, file)).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

const component = (script: string, markup: string): string => `<script lang="ts">\n${script}\n</script>\n\n${markup}\n`;

describe('the lint config', () => {
  it('lints a Svelte component with the Svelte rules', async () => {
    const code = component(
      '  let { rows }: { rows: { id: number; name: string }[] } = $props();',
      '{#each rows as row}<p>{row.name}</p>{/each}',
    );
    expect(await rulesBrokenBy(code, 'src/renderer/components/Probe.svelte')).toEqual(['svelte/require-each-key']);
  }, 120_000);

  it('leaves a clean component alone, props typed and destructured with let', async () => {
    const code = component(
      '  let { rows }: { rows: { id: number; name: string }[] } = $props();',
      '{#each rows as row (row.id)}<p>{row.name}</p>{/each}',
    );
    expect(await rulesBrokenBy(code, 'src/renderer/components/Probe.svelte')).toEqual([]);
  }, 120_000);

  it('keeps the import boundaries in a component', async () => {
    const code = component("  import { readFileSync } from 'node:fs';\n  const text = readFileSync('x', 'utf8');", '<p>{text}</p>');
    expect(await rulesBrokenBy(code, 'src/renderer/components/Probe.svelte')).toEqual(['patti/import-boundaries']);
  }, 120_000);

  it('finds a floating promise in a module', async () => {
    const code = 'async function save(): Promise<void> {}\nexport function click(): void {\n  save();\n}\n';
    expect(await rulesBrokenBy(code, 'src/renderer/state/probe.ts')).toEqual(['@typescript-eslint/no-floating-promises']);
  }, 120_000);

  it('finds a floating promise in a component script', async () => {
    const code = component(
      '  async function save(): Promise<void> {}\n  function click(): void {\n    save();\n  }',
      '<button onclick={click}>Save</button>',
    );
    expect(await rulesBrokenBy(code, 'src/renderer/components/Probe.svelte')).toEqual(['@typescript-eslint/no-floating-promises']);
  }, 120_000);

  it('finds a line over 160 characters, which Prettier leaves whole in a string, but not a long address', async () => {
    const longString = `export const message = '${'word '.repeat(30)}';\n`;
    expect(await rulesBrokenBy(longString, 'src/renderer/state/probe.ts')).toEqual(['max-len']);
    const longAddress = `// https://example.org/${'a'.repeat(150)}\nexport const one = 1;\n`;
    expect(await rulesBrokenBy(longAddress, 'src/renderer/state/probe.ts')).toEqual([]);
  }, 120_000);

  it('takes a promise marked as deliberately not awaited', async () => {
    const code = 'async function save(): Promise<void> {}\nexport function click(): void {\n  void save();\n}\n';
    expect(await rulesBrokenBy(code, 'src/renderer/state/probe.ts')).toEqual([]);
  }, 120_000);
});
