import { describe, expect, it } from 'vitest';
import { parseEureka } from '../../src/core/notation/eureka';
import type { Step } from '../../src/core/step';
import { runPatti } from './run';

const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
const CHAIN_KINDS = new Set(['chain', 'groupedChain', 'forcingChain', 'nestedForcingChain']);

interface JsonStep {
  readonly step: Step;
  readonly text: string;
  readonly notation?: string;
}

describe('patti explain --notation eureka', () => {
  it('gives each chain step, and only those, a notation that reads back', async () => {
    const { code, stdout } = await runPatti(['explain', EASTER_MONSTER, '--techniques', 'hodoku', '--notation', 'eureka', '--json']);
    expect(code).toBe(0);
    const steps = (JSON.parse(stdout) as { steps: JsonStep[] }).steps;
    const chains = steps.filter((traced) => CHAIN_KINDS.has(traced.step.kind));
    expect(chains.length).toBeGreaterThan(5);
    for (const traced of steps) expect(traced.notation !== undefined).toBe(CHAIN_KINDS.has(traced.step.kind));
    for (const { notation } of chains) expect(parseEureka(notation!).ok).toBe(true);
    // A forcing chain's branches, one after the other, each with its assumption.
    const forcing = chains.find((traced) => traced.step.kind === 'forcingChain')!;
    const branches = (forcing.step as Extract<Step, { kind: 'forcingChain' }>).branches;
    expect(forcing.notation!.split('; ').map((branch) => /^\(\d\)r\dc\d (on|off): /.test(branch))).toEqual(branches.map(() => true));
  });

  it('prints the notation under the step line, and nothing without the flag', async () => {
    const plain = await runPatti(['explain', EASTER_MONSTER, '--techniques', 'hodoku']);
    const withNotation = await runPatti(['explain', EASTER_MONSTER, '--techniques', 'hodoku', '--notation', 'eureka']);
    const plainLines = plain.stdout.trimEnd().split('\n');
    const lines = withNotation.stdout.trimEnd().split('\n');
    expect(lines.filter((line) => /^\s*\d+\. /.test(line))).toEqual(plainLines.filter((line) => /^\s*\d+\. /.test(line)));
    const extra = lines.filter((line) => !plainLines.includes(line));
    expect(extra.length).toBeGreaterThan(5);
    for (const line of extra) expect(parseEureka(line.trim()).ok).toBe(true);
    // Each notation line follows a chain step's line or another notation line.
    const chainLine = lines.findIndex((line) => / inference chain| forcing chain/i.test(line) && /^\s*\d+\. /.test(line));
    expect(parseEureka(lines[chainLine + 1]!.trim()).ok).toBe(true);
  });

  it('refuses a notation it does not know', async () => {
    const run = await runPatti(['explain', EASTER_MONSTER, '--notation', 'nope']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown notation 'nope'");
  });
});
