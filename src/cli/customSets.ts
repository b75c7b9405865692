import fs from 'node:fs';
import { useCustomSets } from '../core/rate/customRater';
import { CUSTOM_PREFIX, type CustomSet } from '../core/rate/customSet';
import { openLibraryReader } from '../main/services/library/store/db';
import { readCustomSetByName } from '../main/services/library/store/customSets';
import { resolveDbPath } from './commands/dbSubcommand';
import { UsageError } from './command';
import { forTerminal } from './terminalText';

/** The set names among rater ids (`custom:<name>`), in order, once each. */
export function customSetNames(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => id.startsWith(CUSTOM_PREFIX)).map((id) => id.slice(CUSTOM_PREFIX.length)))];
}

/**
 * Reads the named custom sets from the library (`--db`, else the default one) and makes them
 * known to this thread, so `custom:<name>` rates, explains and generates with them. The sets are
 * returned too: a command sends them on to its worker threads with the rater options.
 */
export function loadCustomSets(names: readonly string[], dbOption: string | undefined): CustomSet[] {
  if (names.length === 0) return [];
  const file = resolveDbPath(dbOption);
  if (!fs.existsSync(file))
    throw new UsageError(`no library at ${file}, so no custom set '${forTerminal(names[0]!, 60)}'; create one with \`patti rater create\``);
  const db = openLibraryReader(file);
  try {
    const sets = names.map((name) => {
      const saved = readCustomSetByName(db, name);
      if (!saved) throw new UsageError(`no custom set '${forTerminal(name, 60)}' in ${file} (\`patti rater list\` shows the saved ones)`);
      return saved.set;
    });
    useCustomSets(sets);
    return sets;
  } finally {
    db.close();
  }
}
