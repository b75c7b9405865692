/** Types for electron.mjs, for the TypeScript tests that use it. */
export type ElectronCheck = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly reason: string };
export function findElectron(root: string, options?: { download?: boolean }): Promise<ElectronCheck>;
