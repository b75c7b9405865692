import { PLAIN_LABEL_FIELDS, type PrintOptions } from './printOptions';

/** The rating names the options need values for: label fields that are ratings, the sort and pencil-mark ratings. */
export function ratingsNeeded(options: Pick<PrintOptions, 'label' | 'sortBy' | 'pencilMarks'>): string[] {
  const plain = PLAIN_LABEL_FIELDS as readonly string[];
  const names = options.label.filter((field) => !plain.includes(field));
  if (options.sortBy) names.push(options.sortBy);
  if (options.pencilMarks) names.push(options.pencilMarks.rating);
  return [...new Set(names)];
}
