import { rmSync } from 'node:fs';

/** Removes the temporary PATTI_HOME the web host built its library in (see playwright.config.ts). */
export default function removeTestHome(): void {
  const home = process.env.PATTI_E2E_HOME;
  if (home && /patti-e2e-/.test(home)) rmSync(home, { recursive: true, force: true });
}
