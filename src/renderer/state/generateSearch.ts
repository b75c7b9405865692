/**
 * A generate job's search progress in words, for the Generate view: candidates tried, how fast,
 * the nearest value found for each target and the time left.
 */
import type { GenerateSearchView } from '../../shared/libraryTypes';
import { formatCount } from './format';
import { formatDuration } from './rating.svelte';

export function describeSearch(search: GenerateSearchView): string {
  const nearest = Object.entries(search.best).map(([target, value]) => `nearest to ${target}: ${value}`);
  return [
    `${formatCount(search.attempts)} puzzles tried`,
    `${search.rate.toFixed(1)} per second`,
    ...nearest,
    `${formatDuration(Math.ceil(search.leftMs / 1000))} left`,
  ].join(' · ');
}
