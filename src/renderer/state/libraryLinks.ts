/**
 * Links out of the Library view to the Print view: a selection by ids (`#/print?ids=1,2,3`) and
 * a collection (`#/print?collection=<name>`), the forms the Print view opens.
 */
import { MAX_PRINT_PUZZLES } from '../../shared/printTypes';
import { formatRoute } from './routes';

/** The Print view's link for chosen puzzles, in the order given; null when there are none or too many to print at once. */
export function printIdsLink(ids: readonly number[]): string | null {
  if (ids.length === 0 || ids.length > MAX_PRINT_PUZZLES) return null;
  return `#/print?ids=${ids.join(',')}`;
}

export function printCollectionLink(collection: string): string {
  return formatRoute({ view: 'print', filter: { collection } });
}

export { MAX_PRINT_PUZZLES };
