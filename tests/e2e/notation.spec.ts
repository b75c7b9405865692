import { expect, test } from '@playwright/test';
import { EASTER_MONSTER, patti, workspacePath } from './workspace';

interface ExplainedStep {
  readonly step: { readonly kind: string };
  readonly notation?: string;
}

/** The reference: `patti explain --notation eureka --json` in HoDoKu's order (seconds, not minutes). */
const explained = JSON.parse(patti(['explain', EASTER_MONSTER, '--techniques', 'hodoku', '--notation', 'eureka', '--json'])) as {
  steps: ExplainedStep[];
};

test("a chain step's words are followed by its Eureka notation, as patti explain prints it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(workspacePath(`#/replay?puzzle=${EASTER_MONSTER}&set=hodoku`));
  const steps = page.getByTestId('step');
  await expect(steps).toHaveCount(explained.steps.length, { timeout: 90_000 });

  const plain = explained.steps.findIndex((traced) => traced.notation === undefined);
  await steps.nth(plain).click();
  await expect(steps.nth(plain)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('step-words')).toBeVisible();
  await expect(page.getByTestId('step-notation')).toHaveCount(0);

  // A linear chain is one line; a forcing chain one line per branch.
  for (const kind of ['chain', 'forcingChain']) {
    const index = explained.steps.findIndex((traced) => traced.step.kind === kind);
    expect(index).toBeGreaterThanOrEqual(0);
    await steps.nth(index).click();
    await expect(steps.nth(index)).toHaveAttribute('aria-current', 'step');
    const notation = page.getByTestId('step-notation');
    await expect(notation).toBeVisible();
    await expect(notation.locator('code')).toHaveText(explained.steps[index]!.notation!.split('; '));
  }
});
