import { BEYOND_COST_KEY, BEYOND_DIABOLICAL } from '../../../../../core/rate/costScale';
import type { Migration } from './types';

/**
 * A cost rating beyond Diabolical gets its Compare number (`summary`) past every solved puzzle's
 * (`costOrderKey` in src/core/rate/costScale), as new ratings do when written: Compare, the
 * Library's sort by cost and `patti db list --sort cost` then place it after every Diabolical
 * puzzle instead of by the cost of a solve that stopped half-way.
 */
export const costBeyondOrder: Migration = {
  version: 7,
  name: 'cost beyond Diabolical sorts last',
  sql: `
UPDATE ratings SET summary = summary + ${BEYOND_COST_KEY}
  WHERE rater = 'cost' AND summary IS NOT NULL AND summary < ${BEYOND_COST_KEY}
    AND json_extract(detail, '$.level') = '${BEYOND_DIABOLICAL}';
`,
};
