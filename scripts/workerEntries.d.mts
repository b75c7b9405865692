/** Types for workerEntries.mjs, for the build configurations. */
export function workerEntries(root: string): Record<string, string>;
