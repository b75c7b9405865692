import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintProbe, REPO } from './lintProbe';

/**
 * No hidden state in src/core: nothing a search writes lives at module level (see
 * src/core/strategies/searchContext.ts). The lint rule in eslint.config.js says so and fails
 * `npm run lint`; these tests check that the rule catches each kind of module state on a probe
 * file, leaves what is allowed alone, and that no core module holds a top-level `let` now.
 */
const CORE = path.join(REPO, 'src/core');

async function restrictedSyntaxIn(code: string, file = 'src/core/strategies/probe.ts'): Promise<string[]> {
  return (await lintProbe(code, file)).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

function coreFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return coreFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('no module-level state in src/core', () => {
  it.each([
    ['a top-level let', 'let stamp = 0;\nexport function next(): number {\n  return ++stamp;\n}\n'],
    ['an exported let', 'export let prepared = false;\n'],
    ['a top-level var', 'var count = 0;\nexport const read = (): number => count;\n'],
    ['an exported scratch typed array', 'export const REACH = new Int32Array(1458);\n'],
    [
      'a module-level scratch typed array',
      'const SEEN = new Int32Array(3);\nexport function see(): Int32Array {\n  SEEN[0] = 1;\n  return SEEN;\n}\n',
    ],
    ['an exported scratch array', 'export const FOUND = new Array<number>(9);\n'],
    ['an exported mutable array literal', 'export const NAMES: string[] = ["a", "b"];\n'],
  ])(
    'the lint rule fails on a probe with %s',
    async (_what, code) => {
      expect(await restrictedSyntaxIn(code)).toHaveLength(1);
    },
    60_000,
  );

  it('leaves constants, readonly arrays and state inside functions alone', async () => {
    const allowed = [
      'export const TABLE = Uint8Array.from({ length: 81 }, (_, cell) => cell % 9);',
      'export const NAMES: readonly string[] = ["a", "b"];',
      'export const IDS = ["se", "hodoku"] as const;',
      'export function createSearch() {',
      '  let stamp = 0;',
      '  const marks = new Int32Array(729);',
      '  return () => (marks[0] = ++stamp);',
      '}',
    ].join('\n');
    expect(await restrictedSyntaxIn(allowed + '\n')).toEqual([]);
  }, 60_000);

  it('applies to src/core only', async () => {
    expect(
      await restrictedSyntaxIn('let open = false;\nexport const isOpen = (): boolean => open;\n', 'src/renderer/state/probe.ts'),
    ).toEqual([]);
  }, 60_000);

  it('finds no top-level let in any core module', () => {
    const offenders = coreFiles(CORE).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/^(export )?let /.test(line) ? [`${path.relative(REPO, file)}:${index + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
