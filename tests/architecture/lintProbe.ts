import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

export const REPO = path.resolve(import.meta.dirname, '../..');

/**
 * The probe files: TypeScript's project service only knows files on disk, so these get a project
 * of their own, made from tsconfig.json. One service serves a whole test file, so the list is fixed.
 */
const PROBES = ['src/core/*/probe.ts', 'src/renderer/*/probe.ts', 'src/renderer/components/Probe.svelte'];

/**
 * Lints `code` under the repository's eslint.config.js as if it were the file at `file` (relative
 * to the repository, matching one of PROBES), which need not exist.
 */
export async function lintProbe(code: string, file: string): Promise<Linter.LintMessage[]> {
  const eslint = new ESLint({
    cwd: REPO,
    overrideConfig: { languageOptions: { parserOptions: { projectService: { allowDefaultProject: PROBES } } } },
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
  return result!.messages;
}
