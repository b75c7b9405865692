/**
 * People's words everywhere: on a library rated by every kind of rater, no label, heading,
 * option or button of the Rate panel, the Columns chooser, the Library's headings, the detail
 * panel or Compare reads as a rater id or a stored field name (ids stay in links, the CLI and
 * exports). The puzzles are easy ones made by `patti generate` (clues 36-40, seed 7), quoted
 * here so every rater finishes them at once.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { START_PATH, TOKEN } from './support';

const SOURCE = 'Labels check';
const RATERS = ['nhc4', 'nhc2', 'cld', 'sisus', 'nishioH', 'dpll', 'colour', 'se', 'hodoku', 'cost', 'grader'];
/** What must never be a label on its own. */
const INTERNAL_WORDS = ['cld', 'nhc2', 'nhc4', 'sisus', 'nishioH', 'dpll', 'shortPct', 'mediumPct'];

const PUZZLES = [
  '9.2..4....1..6.8...673.12.4.5.9.76287....295129.61....4..128......5..4.....476185',
  '8..469713.678.3.92.9.7..6.85.96...3........4..1..378..94....36...2..698...1.852..',
  '56.74..1237..2....2.4.95....4..813.6.....62.1..2...54..2.8..6.5..637....1...6.427',
  '.432....75.....3...7...4.26.85..6..46..1.3.75.175.2..91...3.76.7....541842671.9..',
  '.8..3.2.5.5.168...97..25816.........3..94......7356.....4..367.7..692..12.1.74.83',
  '4..2...86.281...957...83....87462....64.3...95...1.6.785...94.1.798..5.....7..9..',
  '.5..2..1...9463..2..4....3...2689.75..5..28431.83....654.2...6...753.9.19...1.457',
  '967.4..834.3.6.1.78....7.4...2784591...1..43..4.3.....2.1.753.4.96......3...1872.',
  '...9...16....8...786.1.534.79.83..256.5..973.31...26.4...59....1.6....8..3926..71',
  '.9......6.24...9.783....2...46..58.3...94..6..5.8.64792875....141..67358..3.9.72.',
  '.4..3.57.8..5..6....7....9...3..5..25..3..419.9478.3.56.58749..43...9..77.92..146',
  '..8943.2639..2.7...4..87..3.3......25...14....27..64.....479.3141.8.5...97.1..864',
  '2..43........1.23..9..5..1...4.2167..1.9....596.54...8..9.6.7...531849626.83.....',
  '7..3215.4...8...6.8.17.6.929.7.6...8..4.1..7..2.9.7..3.3.....26..51...4.47..891..',
  '852....9...4.89..51975..2.854.....1227.34.86.3....84....6...58...3..172..2.8..931',
  '2....3....84.96.3773.452.1665......2.13.685.4..7..9.6......4...3.6.8....8....1743',
  '..1.9.2.45.9.4..1348.....6.964.7....71...9...2..46..7..9...1.28..2.3.6.11.5.26.9.',
  '7.184...5..2.....15.32...9...8.35.626...2..5.2.7..8.....5..43.9316.5.....79.815.6',
  '....8.....4.73.5...1.9...834913.5.78..847..957.....3..18.......62.5.78315..8..64.',
  '5.8.364122.9..7.5.3....4...1..3.....7...451.8...7913....3...561467...2.995.....7.',
  '512...9..6.319....84...63....6..95.3..83.5.6...5.742.9...94.63..512..89..6.53..21',
  '.31.2..59....7.6.22..9...4......92.3.5..619.4.9.738..5..4.96.28.2..8.49.9.8...5..',
  '.9...1348..28.7..18319456...1..5....5..4..18334.189..79.4..6....8.59.2.66....8...',
  '..28937.........95.4...26..5.31...29...5.4.6.17.26.85.29637..41....1....31...59..',
  '1.8.423..6..19...5....56......6.45.8...2.5.74.47.3.1..76..23...4..987...8924617.3',
  '..1.....2.2.516.4357....61936984.1.....7....4..7.....5.53..8.71..6.27.3..821...96',
  '.34..6.9..8....4..659284..354..91.8..68427.199.1...7..2759.....4.....821..6..2.5.',
  '...59.23.2..1.6....6....75159.....74....253.883.47....67..5.91.4197..6.53256...4.',
  '8.36.2.5..16748...7...5.8....523.16...9.71.383..5....21........9378....5...3.728.',
  '1.6....925..1..8.7.2.7.34....2317.8....6.42.168..92..3.67..5.3.89..3..7...48..5..',
];

async function call<T>(request: APIRequestContext, name: string, input?: unknown): Promise<T> {
  const response = await request.post(`api/${name}`, {
    headers: { 'x-patti-token': TOKEN, 'content-type': 'application/json' },
    data: JSON.stringify(input ?? null),
  });
  const reply = (await response.json()) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!reply.ok) throw new Error(`${name}: ${reply.error.message}`);
  return reply.value;
}

/** Imports the puzzles in two levels (so Compare has levels to compare) and rates them with every rater. */
async function rateLibrary(request: APIRequestContext): Promise<void> {
  if ((await call<number>(request, 'countPuzzles', { source: SOURCE })) === 0) {
    await call(request, 'importText', { text: PUZZLES.slice(0, 15).join('\n'), source: SOURCE, level: 'Gentle' });
    await call(request, 'importText', { text: PUZZLES.slice(15).join('\n'), source: SOURCE, level: 'Tough' });
  }
  const started = await call<{ jobId: number | null }>(request, 'startRateJob', { filter: { source: SOURCE }, raters: RATERS, runs: 5 });
  if (started.jobId === null) return;
  await expect
    .poll(async () => (await call<{ id: number; status: string }[]>(request, 'listJobs')).find((job) => job.id === started.jobId)?.status, {
      timeout: 120_000,
      intervals: [500, 1000],
    })
    .toBe('done');
}

/**
 * Every piece of text a person sees in `root`: the rendered text cut into lines and table cells,
 * and each label, heading, option, button and cell on its own (an option of a closed select too).
 */
async function visibleTexts(root: Locator): Promise<string[]> {
  const rendered = (await root.innerText()).split(/[\n\t]/);
  const parts = await root
    .locator('label, legend, button, option, optgroup, th, td, summary, h1, h2, h3, h4, li, [role="columnheader"]')
    .evaluateAll((elements) =>
      elements.flatMap((element) => {
        const html = element as HTMLElement;
        const own = element instanceof HTMLOptGroupElement ? [element.label] : [html.innerText];
        return own.flatMap((text) => text.split(/[\n\t]/));
      }),
    );
  return [...rendered, ...parts].map((text) => text.trim()).filter((text) => text !== '');
}

function expectNoInternalWords(texts: readonly string[], where: string): void {
  expect(texts.length, `${where} shows some text`).toBeGreaterThan(0);
  expect([...new Set(texts.filter((text) => INTERNAL_WORDS.includes(text)))], `${where} shows ids or field names as labels`).toEqual([]);
}

async function openLibrary(page: Page): Promise<void> {
  await page.goto(`${START_PATH}#/library?source=${encodeURIComponent(SOURCE)}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  // The rating columns have arrived (the page first draws with the library's fixed columns only).
  await expect.poll(() => table.getByRole('columnheader').count()).toBeGreaterThan(10);
}

test.describe("people's words", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({ request }) => {
    await rateLibrary(request);
  });

  test('the Rate panel, the Columns chooser, every column heading and the detail panel name ratings in words', async ({ page }) => {
    await openLibrary(page);

    const ratePanel = page.locator('fieldset', { has: page.getByText('Raters', { exact: true }) });
    await expect(ratePanel.getByRole('checkbox')).toHaveCount(13);
    expectNoInternalWords(await visibleTexts(ratePanel), 'The Rate panel');

    // Every column shown, so every heading is drawn.
    await page.locator('summary', { hasText: /^Columns/ }).click();
    const chooser = page.getByRole('group', { name: 'Rating columns to show' });
    await expect(chooser).toBeVisible();
    const boxes = chooser.getByRole('checkbox');
    for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).check();
    expectNoInternalWords(await visibleTexts(chooser), 'The Columns chooser');
    const headings = page.getByRole('table').getByRole('columnheader');
    await expect(headings).toHaveCount(5 + (await boxes.count()) - 1);
    expectNoInternalWords(await visibleTexts(page.getByRole('table').getByRole('rowgroup').first()), 'The column headings');
    await page.locator('summary', { hasText: /^Columns/ }).click();

    await page.getByRole('table').getByRole('row').nth(1).click();
    const detail = page.getByRole('article', { name: /^Puzzle \d+$/ });
    await expect(detail.getByRole('rowheader')).toHaveCount(RATERS.length);
    expectNoInternalWords(await visibleTexts(detail), 'The detail panel');
  });

  test('Compare names its metrics in words', async ({ page }) => {
    await page.goto(`${START_PATH}#/compare?source=${encodeURIComponent(SOURCE)}`);
    await expect(page.getByTestId('spearman-table').locator('tr').first()).toBeVisible({ timeout: 60_000 });
    expectNoInternalWords(await visibleTexts(page.locator('main')), 'Compare');
  });
});
