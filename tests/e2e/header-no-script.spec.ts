// The header with scripting off, and in browsers without invoker commands (Firefox ESR, Safari
// before 26.2): the drawer still opens and closes, and no visible control is inert.
import { test, expect, type BrowserContext, type Locator, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';

const opener = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const drawer = (page: Page) => page.locator('#site-drawer');

/** Serves every page without its invoker commands, as a browser that ignores them reads it. */
async function withoutInvokerCommands(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/\s(command|commandfor)="[^"]*"/g, '');
    await route.fulfill({ response, body });
  });
}

test('without script and without invoker commands the hamburger opens and closes the drawer', async ({ browser, pageErrors }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  pageErrors.watch(context);
  await withoutInvokerCommands(context);
  const page = await context.newPage();
  await page.goto(siteUrl('main'));
  await expect(opener(page)).not.toHaveAttribute('command');
  await opener(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer(page)).toBeHidden();
  await opener(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await context.close();
});

test('with script, a browser without invoker commands gets the modal drawer', async ({ browser, pageErrors }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  pageErrors.watch(context);
  await withoutInvokerCommands(context);
  // What the page's script sees in such a browser.
  await context.addInitScript(() => { delete (HTMLButtonElement.prototype as { command?: string }).command; });
  const page = await context.newPage();
  await page.goto(siteUrl('main'));
  await opener(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect.poll(() => drawer(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await drawer(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer(page)).toBeHidden();
  await context.close();
});

/**
 * Clicks `button` and expects what it controls to show (a disclosure's panel, the drawer) or, for a
 * popover's hide action, to go. A visible button that controls nothing is inert without script.
 */
async function expectWorks(page: Page, button: Locator): Promise<void> {
  const [name, target, action] = await button.evaluate((element) => [
    element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
    element.getAttribute('popovertarget') ?? element.getAttribute('aria-controls'),
    element.getAttribute('popovertargetaction'),
  ]);
  expect(target, `"${name}" controls something`).toMatch(/\S/);
  await button.click();
  const controlled = page.locator(`[id="${target}"]`);
  if (action === 'hide') await expect(controlled, `"${name}" closes ${target}`).toBeHidden();
  else await expect(controlled, `"${name}" opens ${target}`).toBeVisible();
}

/** The visible buttons under `root`, each by a locator that stays its own while others show or hide. */
async function visibleButtons(root: Locator): Promise<Locator[]> {
  const count = await root.locator('button').count();
  const shown: Locator[] = [];
  for (let index = 0; index < count; index += 1) {
    const button = root.locator('button').nth(index);
    if (await button.isVisible()) shown.push(button);
  }
  return shown;
}

/** Takes focus and the pointer away, so what CSS opened on them closes. */
async function letGo(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

for (const width of [1440, 375]) {
  test(`with script off no visible header control is inert at ${width} px`, async ({ browser, pageErrors }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    pageErrors.watch(context);
    const page = await context.newPage();
    await page.goto(siteUrl('main'));
    const header = page.locator('.site-header, .announcement');
    for (const button of await visibleButtons(header)) {
      await expectWorks(page, button);
      // Inside what it opened (a dropdown), no button waits for a script either.
      const panelId = await button.getAttribute('aria-controls');
      if (panelId && width > 991) {
        for (const inner of await visibleButtons(page.locator(`[id="${panelId}"]`))) await expectWorks(page, inner);
      }
      if (width > 991) await letGo(page);
    }
    if (width > 991) return context.close();
    for (const group of await drawer(page).locator('details').all()) {
      await group.locator('summary').click();
      for (const inner of await visibleButtons(group)) await expectWorks(page, inner);
    }
    await expectWorks(page, drawer(page).getByRole('button', { name: 'Close menu' }));
    await context.close();
  });
}
