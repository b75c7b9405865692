import { describe, expect, it } from 'vitest';
import { parseAlternativesInput, parseHintInput, parseTraceInput, parseTraceProgressInput, parseTraceTicket } from './workspaceInput';

const PUZZLE = '.'.repeat(81);

describe('the inputs of a replay in progress', () => {
  it('reads `progressive` as a yes or no, and leaves it out when not given', () => {
    expect(parseTraceInput({ puzzle: PUZZLE, set: 'se', progressive: true })).toEqual({
      ok: true,
      value: { puzzle: PUZZLE, set: 'se', progressive: true },
    });
    expect(parseTraceInput({ puzzle: PUZZLE })).toEqual({ ok: true, value: { puzzle: PUZZLE, set: 'se' } });
    expect(parseTraceInput({ puzzle: PUZZLE, progressive: 'yes' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/input\.progressive/) },
    });
  });

  it('takes a ticket as puzzleTrace hands it out, and a step count to go on from', () => {
    const ticket = crypto.randomUUID();
    expect(parseTraceTicket(ticket)).toEqual({ ok: true, value: ticket });
    expect(parseTraceTicket('../etc')).toMatchObject({ ok: false });
    expect(parseTraceTicket('x'.repeat(65))).toMatchObject({ ok: false });
    expect(parseTraceProgressInput({ ticket, from: 12 })).toEqual({ ok: true, value: { ticket, from: 12 } });
    expect(parseTraceProgressInput({ ticket, from: -1 })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/input\.from/) },
    });
    expect(parseTraceProgressInput({ ticket })).toMatchObject({ ok: false });
    expect(parseTraceProgressInput({ ticket, from: 0, more: 1 })).toMatchObject({ ok: false });
  });
});

describe('the set a replay follows', () => {
  it('takes a preset or a custom set by name, for a replay and for its alternatives', () => {
    expect(parseTraceInput({ id: 3, set: 'custom:my-set' })).toEqual({ ok: true, value: { id: 3, set: 'custom:my-set' } });
    expect(parseAlternativesInput({ puzzle: PUZZLE, set: 'custom:my_set-2', index: 4 })).toEqual({
      ok: true,
      value: { puzzle: PUZZLE, set: 'custom:my_set-2', index: 4 },
    });
    expect(parseTraceInput({ id: 3, set: 'hodoku' })).toEqual({ ok: true, value: { id: 3, set: 'hodoku' } });
  });

  it('names what is wrong with a set that is neither', () => {
    expect(parseTraceInput({ id: 3, set: 'custom:My Set' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/input\.set.*'My Set' is not a set name/) },
    });
    expect(parseTraceInput({ id: 3, set: 'sudokuwiki' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/input\.set as one of se, hodoku, sotd, grader or custom:NAME/) },
    });
    expect(parseTraceInput({ id: 3, set: 7 })).toMatchObject({ ok: false });
  });

  it("keeps Play's hints to the presets", () => {
    const position = '0'.repeat(81);
    expect(parseHintInput({ givens: position, values: position, set: 'custom:my-set' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/input\.set/) },
    });
    expect(parseHintInput({ givens: position, values: position, set: 'sotd' })).toMatchObject({ ok: true, value: { set: 'sotd' } });
  });
});
