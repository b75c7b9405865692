import { describe, expect, it } from 'vitest';
import { writeColumnRole } from './columnRoles';
import { guessColumnLayout, resolveColumnLayout } from './guessColumns';

const P1 = '083020090000800100029300008000098700070000060006740000300006980002005000010030540';
const P2 = '200050006010000090600801003007090600000703000900080002100000005060902010003060200';

function guessed(lines: string[]): { roles: string[]; header: boolean } | undefined {
  const layout = guessColumnLayout(lines);
  return layout && { roles: layout.roles.map(writeColumnRole), header: layout.header };
}

describe('guessColumnLayout', () => {
  it('reads `<id> <puzzle> <rating>` lines as an id, the puzzle and a rating', () => {
    expect(guessed([`00015097c6c3 ${P1}  7.2`, `0001d2888928 ${P2}  7.1`])).toEqual({
      roles: ['id', 'puzzle', 'rating:rating'],
      header: false,
    });
  });

  it('takes the roles and names from a header', () => {
    expect(guessed(['name\tpuzzle\tSE\tcomment', `AI Escargot\t${P1}\t10.5\tclassic`, `Easter Monster\t${P2}\t11.9\tx`])).toEqual({
      roles: ['name', 'puzzle', 'rating:SE', 'field:comment'],
      header: true,
    });
  });

  it('finds the puzzle column even when some lines are broken', () => {
    const lines = [`a ${P1} 7.2`, `b ${P1.slice(1)} 7.1`, `c ${P2} 7.0`];
    expect(guessed(lines)?.roles).toEqual(['id', 'puzzle', 'rating:rating']);
  });

  it('keeps a column of words after the puzzle as a field named by its place', () => {
    expect(guessed([`${P1} 7.2 hard`, `${P2} 7.1 easy`])?.roles).toEqual(['puzzle', 'rating:rating', 'field:column 3']);
  });

  it('leaves files of one puzzle per line, and printed grids, to the plain reader', () => {
    expect(guessed([P1, P2, 'not a puzzle'])).toBeUndefined();
    expect(guessed(['1.. ..7 .9.', '.3. .2. ..8', '..9 6.. 5..'])).toBeUndefined();
    expect(guessed([])).toBeUndefined();
  });
});

describe('resolveColumnLayout', () => {
  it('uses the roles given, skipping a header line only when there is one', () => {
    const roles = [{ kind: 'id' }, { kind: 'puzzle' }] as const;
    expect(resolveColumnLayout('lines', [`x ${P1}`], roles)).toEqual({ roles, header: false });
    expect(resolveColumnLayout('lines', ['id puzzle', `x ${P1}`], roles)).toEqual({ roles, header: true });
    expect(resolveColumnLayout('csv', [`x,${P1}`], roles)).toEqual({ roles, header: true });
    expect(resolveColumnLayout('csv', ['puzzle,x', `${P1},1`])).toBeUndefined();
  });
});
