import { describe, expect, it } from 'vitest';
import { describeColumnRole, readColumnRoles, splitColumns, writeColumnRole } from './columnRoles';

describe('readColumnRoles', () => {
  it('reads one role per column, in order', () => {
    const roles = readColumnRoles('id,puzzle,rating:SE,skip,field:note,tag,level,name');
    expect(roles.ok && roles.value.map(writeColumnRole)).toEqual([
      'id',
      'puzzle',
      'rating:SE',
      'skip',
      'field:note',
      'tag',
      'level',
      'name',
    ]);
  });

  it('names the column and what is wrong with its role', () => {
    const unknown = readColumnRoles('id,puzzel');
    expect(!unknown.ok && unknown.error).toEqual({
      kind: 'ERR_COLUMNS',
      message: expect.stringMatching(/^column 2: 'puzzel' is not a column role; the roles are puzzle, id/),
    });
    const unnamed = readColumnRoles('puzzle,rating');
    expect(!unnamed.ok && unnamed.error.message).toBe("column 2: 'rating' needs a name after the colon, as in rating:SE");
  });

  it('wants exactly one puzzle column and no role of one column twice', () => {
    const none = readColumnRoles('id,rating:SE');
    expect(!none.ok && none.error.message).toMatch(/no column is the puzzle/);
    const twice = readColumnRoles('puzzle,id,id');
    expect(!twice.ok && twice.error.message).toBe('columns 2 and 3 are both the id; a file has one');
    const ratings = readColumnRoles('puzzle,rating:SE,rating:se');
    expect(!ratings.ok && ratings.error.message).toMatch(/columns 2 and 3 are both the se rating/);
    expect(readColumnRoles('puzzle,tag,tag,skip,skip').ok).toBe(true);
  });
});

describe('splitColumns', () => {
  it('cuts at tabs when a line has them, so a name keeps its spaces', () => {
    expect(splitColumns('AI Escargot\t1....7.9..\t 9.9 ')).toEqual(['AI Escargot', '1....7.9..', '9.9']);
  });

  it('cuts at runs of spaces otherwise, and drops a comment after #', () => {
    expect(splitColumns('  00015097c6c3 083020  7.2 # from the forum')).toEqual(['00015097c6c3', '083020', '7.2']);
    expect(splitColumns('   ')).toEqual([]);
  });
});

describe('describeColumnRole', () => {
  it('says a role in words', () => {
    expect(describeColumnRole({ kind: 'rating', name: 'SE' })).toBe('SE rating');
    expect(describeColumnRole({ kind: 'field', name: 'column 4' })).toBe("kept as 'column 4'");
    expect(describeColumnRole({ kind: 'puzzle' })).toBe('puzzle');
  });
});
