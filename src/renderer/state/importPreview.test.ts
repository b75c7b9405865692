import { describe, expect, it } from 'vitest';
import { writeColumnRole } from '../../core/import/columnRoles';
import { changeRoleKind, describeRolesProblem, fullRoles, makeImportPreview } from './importPreview';
import { makeReportText, reportLines } from './importReportText';

const P1 = '083020090000800100029300008000098700070000060006740000300006980002005000010030540';

describe('makeImportPreview', () => {
  it('cuts a list into columns with the guessed roles', () => {
    const preview = makeImportPreview(`a1 ${P1} 7.2\nb2 ${P1} 7.1 extra\n`, 'lines');
    expect(preview?.rows).toEqual([
      ['a1', P1, '7.2'],
      ['b2', P1, '7.1', 'extra'],
    ]);
    expect(preview && fullRoles(preview, preview.roles).map(writeColumnRole)).toEqual(['id', 'puzzle', 'rating:rating', 'field:column 4']);
  });

  it('reads a CSV header as the import does without changes', () => {
    const preview = makeImportPreview(`puzzle,SE,note\n${P1},7.2,x\n`, 'csv');
    expect(preview?.header).toEqual(['puzzle', 'SE', 'note']);
    expect(preview?.roles.map(writeColumnRole)).toEqual(['puzzle', 'rating:SE', 'rating:note']);
  });

  it('has none for a plain list of puzzles or a format without columns', () => {
    expect(makeImportPreview(`${P1}\n${P1}\n`, 'lines')).toBeNull();
    expect(makeImportPreview(`a ${P1} 1`, 'sdm')).toBeNull();
  });
});

describe('roles chosen in the preview', () => {
  it('name a rating after its header, and say when no column is the puzzle', () => {
    expect(changeRoleKind('rating', 2, { kind: 'skip' }, 'SE')).toEqual({ kind: 'rating', name: 'SE' });
    expect(changeRoleKind('field', 3, { kind: 'skip' }, undefined)).toEqual({ kind: 'field', name: 'column 4' });
    expect(describeRolesProblem([{ kind: 'id' }, { kind: 'skip' }])).toMatch(/no column is the puzzle/);
    expect(describeRolesProblem([{ kind: 'id' }, { kind: 'puzzle' }])).toBeNull();
  });
});

describe('the report', () => {
  it('lists rejected and merged lines in file order, and the download has them all', () => {
    const report = {
      records: 4,
      added: 2,
      duplicates: 1,
      isomorphs: 0,
      rejected: 1,
      problems: [{ line: 26, column: { number: 2, role: 'puzzle' }, reason: '80 cells, want 81' }],
      problemsOmitted: 0,
      merged: [{ line: 3, text: 'line 3: the same puzzle as line 1' }],
      mergedOmitted: 0,
      originsAdded: [],
    };
    expect(reportLines(report).map((line) => line.text)).toEqual([
      'line 3: the same puzzle as line 1',
      'line 26, column 2 (puzzle): 80 cells, want 81',
    ]);
    expect(makeReportText(report)).toContain('line 26, column 2 (puzzle): 80 cells, want 81\n');
  });
});
