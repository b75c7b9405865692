import { describe, expect, it } from 'vitest';
import { acceptRecord } from '../import/acceptRecord';
import type { ColumnRole } from '../import/columnRoles';
import { ColumnLineReader } from './columnLines';
import { describeImportProblem, readImportText, type ImportProblem } from './importRecords';

const P1 = '083020090000800100029300008000098700070000060006740000300006980002005000010030540';
const ROLES: ColumnRole[] = [{ kind: 'id' }, { kind: 'puzzle' }, { kind: 'rating', name: 'SE' }];

function read(lines: string[], roles = ROLES, header = false) {
  const reader = new ColumnLineReader(roles, header);
  return lines.flatMap((line) => reader.push(line));
}

describe('ColumnLineReader', () => {
  it('keeps every column under its role, and columns past the roles as fields', () => {
    expect(read([`abc ${P1} 7.2 extra`])).toEqual([
      {
        record: {
          line: 1,
          text: P1,
          puzzleColumn: { number: 2, role: 'puzzle' },
          id: 'abc',
          ratings: [{ name: 'SE', text: '7.2' }],
          fields: [{ name: 'column 4', text: 'extra' }],
        },
      },
    ]);
  });

  it('skips the header, blank lines and comments, numbering the file lines', () => {
    const items = read(['id puzzle SE', '', '# note', `abc ${P1} 7.2`], ROLES, true);
    expect(items.map((item) => ('record' in item ? item.record.line : -1))).toEqual([4]);
  });

  it('drops only what is skipped, and files names, tags and levels', () => {
    const roles: ColumnRole[] = [{ kind: 'name' }, { kind: 'skip' }, { kind: 'puzzle' }, { kind: 'tag' }, { kind: 'level' }];
    const [item] = read([`Escargot\t99\t${P1}\tclassic\tHard`], roles);
    expect(item).toEqual({
      record: {
        line: 1,
        text: P1,
        puzzleColumn: { number: 3, role: 'puzzle' },
        level: 'Hard',
        tags: ['classic'],
        fields: [{ name: 'name', text: 'Escargot' }],
      },
    });
  });

  it('names the puzzle column of a line that lacks it', () => {
    const [item] = read(['abc']);
    expect(item && 'problem' in item && describeImportProblem(item.problem)).toBe(
      'line 1, column 2 (puzzle): no puzzle: the line has 1 column',
    );
  });
});

describe('a bad puzzle column', () => {
  function problem(line: string): string {
    const [item] = readImportText(line, 'lines', {}, 1000, { roles: ROLES, header: false });
    if (!item || !('record' in item)) throw new Error('no record');
    const accepted = acceptRecord(item.record, 'lines', 'test');
    return 'reason' in accepted ? describeImportProblem(accepted as ImportProblem) : 'accepted';
  }

  it('is blamed on its column and cell, not on the id', () => {
    expect(problem(`b0c1 ${P1.slice(1)} 7.2`)).toBe('line 1, column 2 (puzzle): 80 cells, want 81');
    expect(problem(`b0c1 ${P1.slice(0, 5)}x${P1.slice(6)} 7.2`)).toMatch(/^line 1, column 2 \(puzzle\): bad character 'x' at r1c6/);
    expect(problem(`b0c1 ${P1} 7.2`)).toBe('accepted');
  });
});
