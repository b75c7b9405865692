import { describe, expect, it } from 'vitest';
import { asPuzzle } from '../grid/puzzle';
import { makeDimacs, parseDimacs } from './dimacs';
import { encodeMaximum, encodeMinimum } from './encodings';

const PUZZLE = asPuzzle('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');

describe('makeDimacs / parseDimacs', () => {
  it('round-trips both encodings without loss', () => {
    for (const cnf of [encodeMinimum(PUZZLE), encodeMaximum(PUZZLE)]) {
      const parsed = parseDimacs(makeDimacs(cnf, ['patti test']));
      expect(parsed).toEqual({ ok: true, value: cnf });
    }
  });

  it('writes the header and one 0-terminated clause per line', () => {
    expect(makeDimacs({ variables: 3, clauses: [[1, -2], [3]] }, ['x'])).toBe('c x\np cnf 3 2\n1 -2 0\n3 0\n');
  });

  it('reads clauses spread over lines, several per line, comments and a % end marker', () => {
    const parsed = parseDimacs('c hi\np cnf 4 3\n1 -2\n 3 0 -4 0\nc mid\n2 0\n%\n0\n');
    expect(parsed).toEqual({ ok: true, value: { variables: 4, clauses: [[1, -2, 3], [-4], [2]] } });
  });

  it.each([
    ['1 2 0\n', 'ERR_DIMACS_HEADER', 'line 1'],
    ['p cnf x 1\n1 0\n', 'ERR_DIMACS_HEADER', 'line 1'],
    ['p cnf 2 1\n1 two 0\n', 'ERR_DIMACS_TOKEN', 'line 2: "two"'],
    ['p cnf 2 1\n1 3 0\n', 'ERR_DIMACS_VARIABLE', 'line 2: literal 3'],
    ['p cnf 2 2\n1 0\n', 'ERR_DIMACS_COUNT', 'declares 2 clauses but the file has 1'],
    ['p cnf 2 1\n1 0\n\n2\n', 'ERR_DIMACS_TOKEN', 'line 4'],
    ['p cnf 2 1\np cnf 2 1\n1 0\n', 'ERR_DIMACS_HEADER', 'line 2'],
    ['c only a comment\n', 'ERR_DIMACS_HEADER', 'no "p cnf'],
  ])('rejects %j with %s naming where', (text, kind, where) => {
    const parsed = parseDimacs(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.kind).toBe(kind);
    expect(parsed.error.message).toContain(where);
  });
});
