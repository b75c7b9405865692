/**
 * Links out of the Library view to the Print view: a selection by ids (`#/print?ids=1,2,3`) and
 * a collection (`#/print?collection=<name>`), the forms the Print view opens.
 */
import { MAX_PRINT_PUZZLES } from '../../shared/printTypes';
import { formatRoute } from './routes';

/**
 * The Print view's link for chosen puzzles, in the order given, with the source the Library is
 * filtered on (the labels show each puzzle's origin there); null when there are none or too many
 * to print at once.
 */
export function printIdsLink(ids: readonly number[], source = ''): string | null {
  if (ids.length === 0 || ids.length > MAX_PRINT_PUZZLES) return null;
  // Commas kept as they are, so the link reads as the list it is.
  return `#/print?ids=${ids.join(',')}${source === '' ? '' : `&source=${encodeURIComponent(source)}`}`;
}

export function printCollectionLink(collection: string): string {
  return formatRoute({ view: 'print', filter: { collection } });
}

export { MAX_PRINT_PUZZLES };
