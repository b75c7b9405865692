import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { CUSTOM_BASES, CUSTOM_FOLDS, customSetIdentity, derivedCustomSet, readCustomSet, type CustomSet } from '../../core/rate/customSet';
import { techniqueName } from '../../core/techniques';
import { closeLibrary, openLibrary } from '../../main/services/library/store/db';
import {
  CustomSetInUseError,
  deleteCustomSet,
  readCustomSetByName,
  readCustomSets,
  writeCustomSet,
} from '../../main/services/library/store/customSets';
import { UsageError, writeLine, type Command, type CommandIo } from '../command';
import { LineWriter } from '../lineWriter';
import { forTerminal } from '../terminalText';
import { FIT_HELP, runFit } from './raterFit';
import { openExistingLibrary, openExistingLibraryReader, resolveDbPath } from './dbSubcommand';

const HELP = `Usage: patti rater list [--db <path>]
       patti rater show NAME [--json] [--db <path>]
       patti rater create NAME (--from PRESET [--without ID]… [--value ID=N]… [--fold FOLD] | --from-file F.json) [--replace] [--db <path>]
       patti rater delete NAME [--db <path>]
${FIT_HELP}

Custom technique sets: your own rating, saved in the library by name and used as the rater
custom:NAME (patti rate --raters custom:NAME, patti explain --techniques custom:NAME,
patti generate --target custom:NAME:LOW-HIGH, patti db rate --raters custom:NAME).

A set starts from a preset (${CUSTOM_BASES.join(', ')}): its order of trial, its values and its fold.
  --without ID    leave a technique out ("solve without X"); repeat for several
  --value ID=N    give a technique another value, or add one the preset lacks (tried last)
  --fold FOLD     how a solve's step values become the rating: ${CUSTOM_FOLDS.join(', ')}
                  hardest: the hardest step (as Sudoku Explainer); sum: the values added up
                  (as HoDoKu and Sudoku of the Day); sum-density: the sum times the candidates
                  per empty cell at the start
  --from-file F   the set as JSON, as \`patti rater show NAME --json\` prints it (its name is NAME)
  --replace       replace a saved set of that name (its earlier ratings become stale)
  --json          show: print the set as JSON

See docs/custom-ratings.md for the JSON format, a worked example and how a fit works.

Exit code: 0 on success, 1 when the set cannot be deleted or found, 2 on a usage error.`;

const OPTIONS = {
  db: { type: 'string' },
  json: { type: 'boolean', default: false },
  from: { type: 'string' },
  'from-file': { type: 'string' },
  without: { type: 'string', multiple: true },
  value: { type: 'string', multiple: true },
  fold: { type: 'string' },
  replace: { type: 'boolean', default: false },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** The set's lines for people: what it is, then its order with values. */
function describeSet(set: CustomSet): string[] {
  const lines = [`${set.name}: from ${set.base}, fold ${set.fold}, identity ${customSetIdentity(set)}`];
  if (set.levels && set.levels.length > 0)
    lines.push(
      `levels: ${set.levels.map((level) => (level.upTo === undefined ? level.name : `${level.name} ≤ ${level.upTo}`)).join(', ')}`,
    );
  const width = String(set.techniques.length).length;
  set.techniques.forEach((technique, index) => {
    const later = technique.later === undefined ? '' : ` (later uses ${technique.later})`;
    lines.push(
      `${String(index + 1).padStart(width)}. ${technique.id.padEnd(36)} ${technique.value}${later}  ${techniqueName(technique.id)}`,
    );
  });
  return lines;
}

function readSetFile(file: string, name: string): CustomSet {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read --from-file ${file}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const read = readCustomSet(data !== null && typeof data === 'object' && !Array.isArray(data) ? { ...data, name } : data);
  if (!read.ok) throw new UsageError(`${file}: ${read.error.message}`);
  return read.value;
}

function setToCreate(name: string, values: Values): CustomSet {
  const fromFile = values['from-file'];
  if ((values.from === undefined) === (fromFile === undefined)) throw new UsageError('give either --from PRESET or --from-file F.json');
  if (fromFile !== undefined) {
    if (values.without || values.value || values.fold)
      throw new UsageError('--without, --value and --fold go with --from; edit the file instead');
    return readSetFile(fromFile, name);
  }
  const derived = derivedCustomSet(name, values.from!, {
    without: values.without ?? [],
    values: values.value ?? [],
    ...(values.fold !== undefined ? { fold: values.fold } : {}),
  });
  if (!derived.ok) throw new UsageError(derived.error.message);
  return derived.value;
}

async function create(name: string, values: Values, io: CommandIo): Promise<number> {
  const set = setToCreate(name, values);
  const db = openLibrary(resolveDbPath(values.db));
  try {
    const existing = readCustomSetByName(db, name);
    if (existing && !values.replace)
      throw new UsageError(`a set named '${name}' is saved already; add --replace to change it, or choose another name`);
    writeCustomSet(db, set);
    const change = existing
      ? existing.identity === customSetIdentity(set)
        ? 'unchanged'
        : 'replaced; its earlier ratings are stale'
      : 'created';
    await writeLine(
      io.stdout,
      `custom:${name} ${change} (${set.techniques.length} technique${set.techniques.length === 1 ? '' : 's'}, ` +
        `fold ${set.fold}, identity ${customSetIdentity(set)})`,
    );
    return 0;
  } finally {
    closeLibrary(db);
  }
}

export const raterCommand: Command = {
  name: 'rater',
  help: HELP,
  async run(args, io) {
    if (args[0] === 'fit') return runFit(args.slice(1), io);
    const { values, positionals } = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true });
    const [action, name, ...extra] = positionals;
    if (action === undefined) throw new UsageError('name an action: list, show, create, delete or fit');
    if (extra.length > 0) throw new UsageError(`unexpected argument '${forTerminal(extra[0]!, 40)}'`);
    if (action === 'list') {
      if (name !== undefined) throw new UsageError(`unexpected argument '${forTerminal(name, 40)}'`);
      const file = resolveDbPath(values.db);
      if (!fs.existsSync(file)) return 0;
      const db = openExistingLibraryReader(file);
      try {
        const out = new LineWriter(io.stdout);
        for (const { set, identity } of readCustomSets(db)) {
          await out.line(`custom:${set.name}\tfrom ${set.base}\t${set.fold}\t${set.techniques.length} techniques\t${identity}`);
        }
        out.close();
      } finally {
        db.close();
      }
      return 0;
    }
    if (!['show', 'create', 'delete'].includes(action))
      throw new UsageError(`unknown action '${forTerminal(action, 40)}' (use list, show, create, delete or fit)`);
    if (name === undefined) throw new UsageError(`name the set: patti rater ${action} NAME`);
    const setName = name.startsWith('custom:') ? name.slice('custom:'.length) : name;
    if (action === 'create') return create(setName, values, io);
    if (action === 'show') {
      const db = openExistingLibraryReader(resolveDbPath(values.db));
      try {
        const saved = readCustomSetByName(db, setName);
        if (!saved) {
          io.stderr.write(`patti rater: no set named '${forTerminal(setName, 60)}' (\`patti rater list\` shows the saved ones)\n`);
          return 1;
        }
        const lines = values.json ? [JSON.stringify(saved.set, null, 2)] : describeSet(saved.set);
        const out = new LineWriter(io.stdout);
        for (const line of lines) await out.line(line);
        out.close();
        return 0;
      } finally {
        db.close();
      }
    }
    const db = openExistingLibrary(resolveDbPath(values.db));
    try {
      if (!deleteCustomSet(db, setName)) {
        io.stderr.write(`patti rater: no set named '${forTerminal(setName, 60)}' to delete\n`);
        return 1;
      }
      await writeLine(io.stdout, `custom:${setName} deleted (its ratings stay in the library)`);
      return 0;
    } catch (error) {
      if (!(error instanceof CustomSetInUseError)) throw error;
      io.stderr.write(`patti rater: ${error.message}\n`);
      return 1;
    } finally {
      closeLibrary(db);
    }
  },
};
