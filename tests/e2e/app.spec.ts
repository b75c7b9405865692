import { expect, test } from '@playwright/test';
import { START_PATH, WIKIPEDIA_PUZZLE } from './support';
import { modeTab } from './workspace';

test('the page states a strict Content Security Policy and drops the token from the address bar, keeping the deep link', async ({
  page,
}) => {
  await page.goto(`${START_PATH}#/editor?puzzle=${WIKIPEDIA_PUZZLE}`);
  await expect(modeTab(page, 'Edit')).toBeVisible();
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe');
  expect(page.url()).not.toContain('token=');
  expect(page.url()).toContain(`#/editor?puzzle=${WIKIPEDIA_PUZZLE}`);
  await expect(page.getByText('web host')).toBeVisible();
});

test('the views are reached from the header, and back and forward walk through them', async ({ page }) => {
  await page.goto(START_PATH);
  const views = page.getByRole('navigation', { name: 'Views' });
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await views.getByRole('button', { name: 'Workspace' }).click();
  await expect(page).toHaveURL(/#\/editor$/);
  await expect(modeTab(page, 'Edit')).toBeVisible();
  await views.getByRole('button', { name: 'Library' }).click();
  await expect(page).toHaveURL(/#\/library$/);
  await page.goBack();
  await expect(modeTab(page, 'Edit')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await page.goForward();
  await expect(modeTab(page, 'Edit')).toBeVisible();
});

test('without the token the page says how to get in', async ({ page }) => {
  await page.goto(START_PATH);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Open Patti with the address it printed' })).toBeVisible();
  await expect(page.getByText('npm run web').first()).toBeVisible();
});
