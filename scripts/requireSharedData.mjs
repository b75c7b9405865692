// Run before the data suite: its tests read the published puzzle sets in ../shared/data, which
// are not part of the repository. Without them, one line saying what is missing, and exit 1.
import { existsSync } from 'node:fs';
import path from 'node:path';

const SHARED_DATA = path.resolve(import.meta.dirname, '..', '..', 'shared', 'data');
const NEEDED = [
  'forum-hardest-1106.txt',
  'forum-hardest-11plus-5000.txt',
  'kaggle-radcliffe-5000.csv',
  'magictour-top1465.txt',
  'named-hard.tsv',
  'royle17-49158.txt',
  'serg-multisolution-2000.txt',
  'sudoku-exchange-diabolical.txt',
];

const missing = NEEDED.filter((name) => !existsSync(path.join(SHARED_DATA, name)));
if (missing.length > 0) {
  const what = existsSync(SHARED_DATA)
    ? `${SHARED_DATA} lacks ${missing.join(', ')}`
    : `${SHARED_DATA} does not exist; it must hold ${NEEDED.join(', ')}`;
  console.error(`npm run test:data needs the published puzzle sets beside the repository: ${what}.`);
  process.exit(1);
}
