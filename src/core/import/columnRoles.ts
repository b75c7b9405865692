/**
 * What each column of a puzzle list means: `<id> <puzzle> <SE rating>` is the shape of the
 * Sudoku Exchange files and of most lists people trade. A column is the puzzle, an id, a name,
 * a level, a tag, a published rating (named), a field of the origin kept under a name, or
 * skipped. Roles are written `puzzle`, `id`, `name`, `level`, `tag`, `rating:<name>`,
 * `field:<name>` and `skip` (`--columns id,puzzle,rating:SE`).
 */
import { fail, ok, type Result } from '../result';

export type ColumnRole =
  { readonly kind: 'puzzle' | 'id' | 'name' | 'level' | 'tag' | 'skip' } | { readonly kind: 'rating' | 'field'; readonly name: string };

type ColumnRoleKind = ColumnRole['kind'];

/** The roles that need no name, as people type them. */
const PLAIN_ROLES = ['puzzle', 'id', 'name', 'level', 'tag', 'skip'] as const;

/** Roles a file has at most one column of. */
const SINGLE_ROLES = new Set<ColumnRoleKind>(['puzzle', 'id', 'name', 'level']);

/** Longest name of a rating or field: a header may be anything. */
const MAX_ROLE_NAME = 40;

/** The roles as `--columns` takes them, for help and messages. */
export const COLUMN_ROLE_WORDS = 'puzzle, id, name, level, tag, rating:<name>, field:<name>, skip';

/** A role written as `--columns` takes it (`rating:SE`). */
export function writeColumnRole(role: ColumnRole): string {
  return role.kind === 'rating' || role.kind === 'field' ? `${role.kind}:${role.name}` : role.kind;
}

/** A role in people's words, for messages and the preview ("SE rating", "kept as 'note'"). */
export function describeColumnRole(role: ColumnRole): string {
  if (role.kind === 'rating') return `${role.name} rating`;
  if (role.kind === 'field') return `kept as '${role.name}'`;
  if (role.kind === 'skip') return 'skipped';
  return role.kind;
}

/** Reads one role as written (`rating:SE`); the message names what is wrong with it. */
export function readColumnRole(text: string): Result<ColumnRole, 'ERR_COLUMNS'> {
  const word = text.trim();
  const colon = word.indexOf(':');
  const head = (colon < 0 ? word : word.slice(0, colon)).toLowerCase();
  if (head === 'rating' || head === 'field') {
    const name = colon < 0 ? '' : word.slice(colon + 1).trim();
    if (name === '') return fail('ERR_COLUMNS', `'${cut(word)}' needs a name after the colon, as in ${head}:SE`);
    if (name.length > MAX_ROLE_NAME) return fail('ERR_COLUMNS', `the name in '${cut(word)}' is longer than ${MAX_ROLE_NAME} characters`);
    return ok({ kind: head, name });
  }
  const plain = PLAIN_ROLES.find((role) => role === head);
  if (plain === undefined || colon >= 0)
    return fail('ERR_COLUMNS', `'${cut(word)}' is not a column role; the roles are ${COLUMN_ROLE_WORDS}`);
  return ok({ kind: plain });
}

/**
 * Reads a whole column map (`id,puzzle,rating:SE`): one role per column, in order, with exactly
 * one puzzle column and at most one id, name and level column.
 */
export function readColumnRoles(text: string): Result<ColumnRole[], 'ERR_COLUMNS'> {
  const words = text.split(',');
  const roles: ColumnRole[] = [];
  for (const [index, word] of words.entries()) {
    const role = readColumnRole(word);
    if (!role.ok) return fail('ERR_COLUMNS', `column ${index + 1}: ${role.error.message}`);
    roles.push(role.value);
  }
  const checked = checkColumnRoles(roles);
  return checked.ok ? ok(roles) : checked;
}

/** Exactly one puzzle column, at most one id, name and level column, and no rating or field named twice. */
export function checkColumnRoles(roles: readonly ColumnRole[]): Result<true, 'ERR_COLUMNS'> {
  const seen = new Map<string, number>();
  for (const [index, role] of roles.entries()) {
    const key =
      role.kind === 'rating' || role.kind === 'field'
        ? `${role.kind}:${role.name.toLowerCase()}`
        : SINGLE_ROLES.has(role.kind)
          ? role.kind
          : undefined;
    if (key === undefined) continue;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      return fail('ERR_COLUMNS', `columns ${earlier + 1} and ${index + 1} are both the ${describeColumnRole(role)}; a file has one`);
    seen.set(key, index);
  }
  if (!seen.has('puzzle')) return fail('ERR_COLUMNS', 'no column is the puzzle; give one column the role puzzle');
  return ok(true);
}

/**
 * Splits a line of a list into its columns: at tabs when it has any (so a name may hold
 * spaces), else at runs of spaces. A `#` after a space starts a comment, which is no column.
 */
export function splitColumns(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map((field) => field.trim());
  const comment = line.search(/\s#/);
  const text = (comment < 0 ? line : line.slice(0, comment)).trim();
  return text === '' ? [] : text.split(/ +/);
}

/** The role a column needs in a file of this many columns beyond those a map names. */
export function extraColumnRole(index: number): ColumnRole {
  return { kind: 'field', name: `column ${index + 1}` };
}

function cut(text: string): string {
  return text.length > MAX_ROLE_NAME ? `${text.slice(0, MAX_ROLE_NAME)}…` : text;
}
