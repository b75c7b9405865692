import { _electron as electron, expect, test } from '@playwright/test';
import path from 'node:path';
import { findElectron } from '../../scripts/electron.mjs';
import { API_METHOD_NAMES } from '../../src/shared/api';
import { WIKIPEDIA_PUZZLE, WIKIPEDIA_SOLUTION } from './support';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const check = await findElectron(ROOT);

test('the desktop window solves a pasted puzzle through window.api', async () => {
  test.skip(!check.ok, `Electron cannot start on this machine: ${check.ok ? '' : check.reason}`);
  if (!check.ok) return;
  const env = { ...process.env, PATTI_HOME: process.env.PATTI_E2E_HOME ?? '' } as Record<string, string>;
  const app = await electron.launch({ executablePath: check.path, args: [ROOT], cwd: ROOT, env });
  try {
    const page = await app.firstWindow();
    const exposed = await page.evaluate(() => Object.keys(window.api ?? {}).sort());
    expect(exposed).toEqual([...API_METHOD_NAMES, 'onEvent'].sort());
    expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
    await page.getByRole('button', { name: 'Examine a puzzle' }).click();
    await page.getByLabel('Puzzle', { exact: true }).fill(WIKIPEDIA_PUZZLE);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect(page.getByRole('status')).toContainText('exactly one solution');
    const digits = (await page.locator('table.grid td').allTextContents()).map((text) => text.trim()).join('');
    expect(digits).toBe(WIKIPEDIA_SOLUTION);
  } finally {
    await app.close();
  }
});
