import { describe, expect, it, vi } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMANDS } from '../../src/cli/commands/index';
import { runPatti } from './run';

const REPO = path.resolve(import.meta.dirname, '../..');

describe('patti --help', () => {
  it('lists every command with its summary, loading none of them', async () => {
    const loads = COMMANDS.map((entry) => vi.spyOn(entry, 'load'));
    const { code, stdout } = await runPatti(['--help']);
    expect(code).toBe(0);
    for (const entry of COMMANDS)
      expect(stdout).toMatch(new RegExp(`^  ${entry.name} +${entry.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    for (const load of loads) load.mockRestore();
  });

  it('still loads the command it runs', async () => {
    const { code, stdout } = await runPatti(['solve', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('patti solve');
  });
});

/** The system's Node, when it is older than 22 (Debian's is 20): the case bin/patti.mjs hands on. */
function olderSystemNode(): string | undefined {
  const node = ['/usr/bin/node', '/usr/local/bin/node'].find((candidate) => fs.existsSync(candidate));
  if (!node) return undefined;
  const major = Number(execFileSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).trim());
  return major < 22 ? node : undefined;
}

const olderNode = olderSystemNode();

describe.skipIf(!olderNode)('bin/patti.mjs on an older Node', () => {
  const run = (args: string[]) =>
    spawnSync(olderNode!, [path.join(REPO, 'bin', 'patti.mjs'), ...args], { cwd: REPO, encoding: 'utf8', timeout: 120_000 });

  it("runs the command on the project's Node 22", () => {
    const result = run(['--help']);
    expect(result.stderr).not.toContain('needs Node 22');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: patti <command>');
  });

  it("passes the command's exit code and messages through", () => {
    const result = run(['solve', path.join(REPO, 'no-such-file.txt')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('no such file');
  });
});

describe("bin/patti's V8 helper threads", () => {
  /**
   * Runs a copy of bin/patti whose Node only prints its arguments, on a machine `nproc` says has
   * `cores` cores, and returns the Node arguments before the command's own.
   */
  function nodeArguments(cores: number): string[] {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-launcher-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, text, { mode: 0o755 });
      };
      fs.mkdirSync(path.join(root, 'bin'));
      fs.copyFileSync(path.join(REPO, 'bin', 'patti'), path.join(root, 'bin', 'patti'));
      write(path.join(root, 'node_modules', 'node', 'bin', 'node'), '#!/bin/sh\nfor a in "$@"; do echo "$a"; done\n');
      write(path.join(root, 'fake', 'nproc'), `#!/bin/sh\necho ${cores}\n`);
      const out = execFileSync(path.join(root, 'bin', 'patti'), ['rate', 'x.txt'], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${path.join(root, 'fake')}:${process.env.PATH}` },
      });
      const args = out.trim().split('\n');
      return args.slice(0, args.indexOf(path.join(fs.realpathSync(root), 'bin', 'patti.mjs')));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  it('gives V8 one helper thread on a machine of two cores', () => {
    expect(nodeArguments(2)).toEqual(['--v8-pool-size=1']);
  });

  it("leaves Node's default on a machine of more", () => {
    expect(nodeArguments(8)).toEqual([]);
  });
});
