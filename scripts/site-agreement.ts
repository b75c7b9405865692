/**
 * Agreement of the `cost` rater with a publisher's own levels and technique lists (Sudoku of
 * the Day prints both for every daily puzzle): rates each puzzle of a CSV/TSV file and prints
 * Spearman between the site's level order and our score and level, how often the level names
 * agree, a confusion table, and how often the site's technique list is the same set as ours.
 *
 *   npx tsx scripts/site-agreement.ts <file> --level-column <name> [--techniques-column <name>] [--order a,b,c]
 *
 * The puzzle column is found by its content, as `patti rate` finds it. Technique lists may use
 * the site's codes (`spt, clt, xwg`) or names ("Single Position; X-Wing"). Levels run as
 * `--order` lists them, else by Sudoku of the Day's level names when every level is one, else in
 * the order they first appear.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { rateLine, readRateLines } from '../src/cli/commands/rate';
import type { CostRating } from '../src/core/rate/cost';
import { parseTechniqueList, siteAgreement, type SiteRatedPuzzle } from '../src/core/rate/siteAgreement';

const { values, positionals } = parseArgs({
  options: { 'level-column': { type: 'string' }, 'techniques-column': { type: 'string' }, order: { type: 'string' } },
  allowPositionals: true,
});
const file = positionals[0];
const levelColumn = values['level-column'];
if (!file || !levelColumn) {
  console.error('usage: npx tsx scripts/site-agreement.ts <file> --level-column <name> [--techniques-column <name>] [--order a,b,c]');
  process.exit(2);
}
const techniquesColumn = values['techniques-column'];

const puzzles: SiteRatedPuzzle[] = [];
let rejected = 0;
for await (const line of readRateLines(createInterface({ input: createReadStream(file), crlfDelay: Infinity }))) {
  const result = rateLine(line, ['cost'], {});
  const siteLevel = line.fields[levelColumn];
  if (result.error || siteLevel === undefined || siteLevel === '') {
    rejected++;
    console.error(`line ${line.line}: ${result.error ? result.error.message : `no ${levelColumn}`}`);
    continue;
  }
  const cost = result.cost as CostRating;
  const published = techniquesColumn === undefined ? undefined : line.fields[techniquesColumn];
  puzzles.push({
    siteLevel,
    siteTechniques: published === undefined ? null : parseTechniqueList(published),
    score: cost.score,
    level: cost.level,
    techniques: Object.keys(cost.techniques),
  });
}

const agreement = siteAgreement(puzzles, values.order?.split(','));
const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
console.log(`${file}: ${agreement.n} puzzles rated, ${rejected} rejected`);
console.log(`site levels, easiest first: ${agreement.levels.join(', ')}`);
console.log(
  `Spearman(site level, our score) = ${agreement.rhoScore.toFixed(4)}; (site level, our level) = ${agreement.rhoLevel.toFixed(4)}`,
);
console.log(`same level name: ${agreement.sameLevel}/${agreement.n} (${pct(agreement.sameLevel, agreement.n)})`);
if (agreement.withTechniques > 0) {
  console.log(
    `same techniques: ${agreement.sameTechniques}/${agreement.withTechniques} (${pct(agreement.sameTechniques, agreement.withTechniques)})`,
  );
}
console.log('site level → our levels:');
for (const level of agreement.levels) {
  const row = agreement.confusion[level] ?? {};
  console.log(
    `  ${level}: ${Object.entries(row)
      .map(([ours, count]) => `${ours} ${count}`)
      .join(', ')}`,
  );
}
