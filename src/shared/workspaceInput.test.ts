import { describe, expect, it } from 'vitest';
import { parseTraceInput, parseTraceProgressInput, parseTraceTicket } from './workspaceInput';

const PUZZLE = '.'.repeat(81);

describe('the inputs of a replay in progress', () => {
  it('reads `progressive` as a yes or no, and leaves it out when not given', () => {
    expect(parseTraceInput({ puzzle: PUZZLE, set: 'se', progressive: true })).toEqual({ ok: true, value: { puzzle: PUZZLE, set: 'se', progressive: true } });
    expect(parseTraceInput({ puzzle: PUZZLE })).toEqual({ ok: true, value: { puzzle: PUZZLE, set: 'se' } });
    expect(parseTraceInput({ puzzle: PUZZLE, progressive: 'yes' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/input\.progressive/) } });
  });

  it('takes a ticket as puzzleTrace hands it out, and a step count to go on from', () => {
    const ticket = crypto.randomUUID();
    expect(parseTraceTicket(ticket)).toEqual({ ok: true, value: ticket });
    expect(parseTraceTicket('../etc')).toMatchObject({ ok: false });
    expect(parseTraceTicket('x'.repeat(65))).toMatchObject({ ok: false });
    expect(parseTraceProgressInput({ ticket, from: 12 })).toEqual({ ok: true, value: { ticket, from: 12 } });
    expect(parseTraceProgressInput({ ticket, from: -1 })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/input\.from/) } });
    expect(parseTraceProgressInput({ ticket })).toMatchObject({ ok: false });
    expect(parseTraceProgressInput({ ticket, from: 0, more: 1 })).toMatchObject({ ok: false });
  });
});
