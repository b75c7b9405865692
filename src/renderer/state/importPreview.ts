/**
 * The Import box's preview: the first lines of the text or file cut into columns, with a role
 * per column guessed as `patti db import` guesses it, for the person to change before importing.
 */
import { detectDelimiter, parseCsvHeader, parseCsvLine } from '../../core/format/csv';
import { checkColumnRoles, extraColumnRole, splitColumns, type ColumnRole } from '../../core/import/columnRoles';
import { contentLines, guessColumnLayout } from '../../core/import/guessColumns';
import type { ImportTextFormat } from '../../shared/libraryTypes';

/** Lines of the file the preview table shows. */
const PREVIEW_ROWS = 8;

/** Bytes of a chosen file read for the preview (the guess needs only its first lines). */
export const PREVIEW_BYTES = 64 * 1024;

export interface ImportPreview {
  /** The header's names, when the first line is a header. */
  readonly header: readonly string[] | null;
  /** The first lines after the header, cut into columns. */
  readonly rows: readonly (readonly string[])[];
  /** The roles guessed, one per column. */
  readonly roles: readonly ColumnRole[];
}

/** The preview of a file's head; null when the format has no columns (or the lines are no list). */
export function makeImportPreview(head: string, format: ImportTextFormat): ImportPreview | null {
  const lines = head.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (format === 'csv') return makeCsvPreview(contentLines(lines));
  if (format !== 'lines') return null;
  const layout = guessColumnLayout(lines);
  if (!layout) return null;
  const rows = contentLines(lines).map(splitColumns);
  return {
    header: layout.header ? rows[0]! : null,
    rows: rows.slice(layout.header ? 1 : 0, (layout.header ? 1 : 0) + PREVIEW_ROWS),
    roles: layout.roles,
  };
}

/** A CSV's columns as its header names them (what the import does when no role is changed). */
function makeCsvPreview(lines: readonly string[]): ImportPreview | null {
  if (lines.length === 0) return null;
  const delimiter = detectDelimiter(lines[0]!);
  const header = parseCsvLine(lines[0]!, delimiter);
  const columns = parseCsvHeader(lines[0]!);
  if (!header || !columns.ok) return null;
  const { roles: found, ratings } = columns.value;
  const roles = header.map((name, index): ColumnRole => {
    if (found.puzzle === index) return { kind: 'puzzle' };
    if (found.id === index) return { kind: 'id' };
    if (found.level === index) return { kind: 'level' };
    if (ratings.some((rating) => rating.index === index)) return { kind: 'rating', name };
    return name === '' ? { kind: 'skip' } : { kind: 'field', name };
  });
  const rows = lines.slice(1, 1 + PREVIEW_ROWS).map((line) => parseCsvLine(line, delimiter) ?? [line]);
  return { header, rows, roles };
}

/** How many columns the preview has: the widest of its header, rows and roles. */
function previewWidth(preview: ImportPreview): number {
  return Math.max(preview.roles.length, preview.header?.length ?? 0, ...preview.rows.map((row) => row.length));
}

/** The roles for every column of the preview (a column past the guess is kept by its place). */
export function fullRoles(preview: ImportPreview, roles: readonly ColumnRole[]): ColumnRole[] {
  return Array.from({ length: previewWidth(preview) }, (_, index) => roles[index] ?? extraColumnRole(index));
}

/** What is wrong with a set of roles, in people's words; null when it can be imported. */
export function describeRolesProblem(roles: readonly ColumnRole[]): string | null {
  const checked = checkColumnRoles(roles);
  return checked.ok ? null : `Column roles: ${checked.error.message}.`;
}

/** The choices of the role menu, in people's words. */
export const ROLE_CHOICES: readonly { readonly kind: ColumnRole['kind']; readonly title: string }[] = [
  { kind: 'puzzle', title: 'Puzzle' },
  { kind: 'id', title: 'Id' },
  { kind: 'name', title: 'Name' },
  { kind: 'level', title: 'Level' },
  { kind: 'tag', title: 'Tag' },
  { kind: 'rating', title: 'Published rating' },
  { kind: 'field', title: 'Keep as a field' },
  { kind: 'skip', title: 'Skip' },
];

/** A role of another kind for a column: a rating or field is named by the header, else by its old name or place. */
export function changeRoleKind(kind: ColumnRole['kind'], index: number, current: ColumnRole, headerName: string | undefined): ColumnRole {
  if (kind !== 'rating' && kind !== 'field') return { kind };
  const name = headerName || ('name' in current ? current.name : kind === 'rating' ? 'rating' : `column ${index + 1}`);
  return { kind, name };
}
