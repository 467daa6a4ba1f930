// Desktop dropdowns (>= 992 px): the WAI-ARIA disclosure navigation pattern, on hover and keyboard.
import { test, expect } from './test.ts';
import { holdInteractiveChrome, siteUrl } from './helpers.ts';
import { mainNav as nav, navToggles as toggles, expectKeyboardOpensAndCloses } from './disclosure.ts';

test.use({ viewport: { width: 1440, height: 900 } });


test('hover opens each dropdown, the panel stays open while hovered, leaving closes it', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const count = await toggles(page).count();
  expect(count).toBe(6);
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles(page).nth(index);
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // Moving onto the panel keeps it open (WCAG 1.4.13 hoverable).
    await panel.getByRole('link').first().hover();
    await page.waitForTimeout(250);
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  }
});

test('Escape dismisses a hovered dropdown, which stays closed until the pointer leaves', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const toggle = nav(page).getByRole('button', { name: 'Earn' });
  await toggle.hover();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Still over the trigger: the dismissal holds.
  await toggle.hover({ position: { x: 3, y: 3 } });
  await page.waitForTimeout(200);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.move(5, 600);
  await toggle.hover();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('the keyboard opens each dropdown, Tab walks into it, Escape closes and returns focus', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const count = await toggles(page).count();
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles(page).nth(index);
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expectKeyboardOpensAndCloses(page, toggle, panel);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
});

test('ArrowDown on an entry with a menu, its button or its own link, opens the menu with focus on its first control', async ({ page }) => {
  // A keyboard user's first key wakes the chrome's keyboard handling; an ArrowDown pressed before it
  // arrives is replayed (it opens the menu) after the browser already scrolled, so start once it is here.
  const interactive = page.waitForResponse((response) => /\/_astro\/interactive\.[^/]*\.js$/.test(response.url()));
  await page.goto(siteUrl('main'));
  await page.keyboard.press('Tab');
  await interactive;
  const count = await toggles(page).count();
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles(page).nth(index);
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const link = toggle.locator('xpath=..').locator(':scope > a');
    for (const entry of (await link.count()) ? [toggle, link] : [toggle]) {
      await entry.focus();
      const scrolled = await page.evaluate(() => scrollY);
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.locator('a, button').first()).toBeFocused();
      expect(await page.evaluate(() => scrollY), 'the key opened the menu instead of scrolling the page').toBe(scrolled);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
    }
  }
});

test('focus leaving a dropdown closes it, and only one is open at a time', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const trade = nav(page).getByRole('button', { name: 'Trade menu' });
  const earn = nav(page).getByRole('button', { name: 'Earn' });
  await trade.click();
  await expect(trade).toHaveAttribute('aria-expanded', 'true');
  // Park the pointer off the navigation: focusing Earn may scroll the nav, and items sliding under a
  // resting pointer count as hovered, which would open them instead of the keyboard's choice.
  await page.mouse.move(700, 600);
  await expect(trade).toHaveAttribute('aria-expanded', 'true');
  await earn.focus();
  await expect(trade).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(earn).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(700, 600);
  await expect(earn).toHaveAttribute('aria-expanded', 'false');
});

test('the panel sits under its trigger, inside the viewport, does not move when the code takes it over, and the header keeps its height', async ({ page }) => {
  let releaseChunk!: () => void;
  const chunkHeld = new Promise<void>((resolve) => { releaseChunk = resolve; });
  await page.route('**/_astro/interactive.*.js', async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.goto(siteUrl('main'));
  const toggle = nav(page).getByRole('button', { name: 'Derivatives menu' });
  const panel = page.locator('#nav-menu-derivatives');
  await toggle.hover();
  await expect(panel).toBeVisible();
  const shownByCss = await panel.boundingBox();
  releaseChunk();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const [item, box] = [await toggle.locator('..').boundingBox(), await panel.boundingBox()];
  expect(box, 'the same place as CSS showed it').toEqual(shownByCss);
  // Over the header's 1 px bottom border, so a pointer moving down never crosses a gap.
  expect(box!.y).toBe(63);
  expect(box!.x).toBeGreaterThanOrEqual(Math.min(item!.x, 1440 - box!.width - 8) - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
  expect((await page.locator('.site-header').boundingBox())!.height).toBe(64);
  await expect(panel.getByRole('link', { name: /BTC 2026-12-25/ })).toHaveAttribute('href', '/futures-delivery/USDT/BTC_USDT_20261225');
});

test('with JavaScript off every dropdown opens on keyboard focus and its links work', async ({ browser, pageErrors }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  pageErrors.watch(context);
  const page = await context.newPage();
  await page.goto(siteUrl('main'));
  const toggle = nav(page).getByRole('button', { name: 'Earn' });
  await toggle.focus();
  const panel = page.locator('#nav-menu-earn');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'CandyDrop' })).toBeFocused();
  await nav(page).getByRole('button', { name: 'Community menu' }).hover();
  await expect(page.locator('#nav-menu-community')).toBeVisible();
  await page.locator('#nav-menu-community').getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await context.close();
});

test('the app QR popover opens on hover and keyboard, 228 px wide with a 137 px code linking ?pos=header', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const trigger = page.getByRole('button', { name: 'Download app' });
  await trigger.hover();
  const panel = page.locator('#header-app-qr');
  await expect(panel).toBeVisible();
  expect(Math.round((await panel.boundingBox())!.width)).toBe(228);
  const code = await panel.locator('.qr-code').boundingBox();
  expect([Math.round(code!.width), Math.round(code!.height)]).toEqual([137, 137]);
  await expect(panel.getByRole('link')).toHaveAttribute('href', 'https://www.nexa.exchange/mobileapp?pos=header');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('Escape pressed over a menu CSS opened, before the interactive chrome has arrived, still closes it', async ({ page }) => {
  // Hold the chunk that handles keys until the key has been pressed.
  const release = await holdInteractiveChrome(page);
  await page.goto(siteUrl('main'));
  await page.getByRole('button', { name: 'Download app' }).hover();
  const panel = page.locator('#header-app-qr');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  release();
  await expect(panel).toBeHidden();
});

test('the promotion group shows from 1440 px and hides below it', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await expect(nav(page).getByRole('link', { name: 'Alpha points' })).toBeVisible();
  await page.setViewportSize({ width: 1439, height: 900 });
  await expect(nav(page).getByRole('link', { name: 'Alpha points' })).toBeHidden();
});

/** Main's home with the interactive chrome running (it arrives on the first interaction). */
async function withChrome(page: import('./test.ts').Page) {
  await page.goto(siteUrl('main'));
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => customElements.get('disclosure-nav') !== undefined);
}

test('hover intent: a diagonal move from Trade towards its panel across Earn keeps Trade open', async ({ page }) => {
  await withChrome(page);
  const entry = (id: string) => nav(page).locator(`.nav-item[data-entry="${id}"]`);
  const tradeToggle = entry('trade').locator(':scope > button');
  const start = (await tradeToggle.boundingBox())!;
  const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  await page.mouse.move(from.x - 8, from.y);
  await page.mouse.move(from.x, from.y);
  await expect(tradeToggle).toHaveAttribute('aria-expanded', 'true');
  // A straight line through Earn's lower edge, on into Trade's panel, in real mouse steps.
  const earn = (await entry('earn').boundingBox())!;
  const through = { x: earn.x + earn.width / 2, y: earn.y + earn.height - 3 };
  const panel = (await page.locator('#nav-menu-trade').boundingBox())!;
  const reach = (panel.y + 30 - from.y) / (through.y - from.y);
  const to = { x: from.x + (through.x - from.x) * reach, y: panel.y + 30 };
  expect(to.x, 'the path ends inside Trade\'s panel').toBeLessThan(panel.x + panel.width);
  const watched = page.evaluate(() => new Promise<{ crossed: boolean; opened: boolean }>((resolve) => {
    const item = document.querySelector('.nav-item[data-entry="earn"]')!;
    const seen = { crossed: false, opened: false };
    item.addEventListener('pointermove', () => (seen.crossed = true));
    new MutationObserver(() => (seen.opened ||= item.querySelector(':scope > button')!.getAttribute('aria-expanded') === 'true')).observe(item, { attributes: true, subtree: true });
    setTimeout(() => resolve(seen), 1500);
  }));
  await page.mouse.move(to.x, to.y, { steps: 24 });
  await page.waitForTimeout(400);
  await expect(tradeToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#nav-menu-trade')).toBeVisible();
  expect(await watched, 'the pointer crossed Earn, and Earn never opened on the way').toEqual({ crossed: true, opened: false });
  // A deliberate hover onto Earn along the bar still switches at once.
  await page.mouse.move(through.x, earn.y + earn.height / 2, { steps: 4 });
  await page.mouse.move(through.x + 4, earn.y + earn.height / 2);
  await expect(entry('earn').locator(':scope > button')).toHaveAttribute('aria-expanded', 'true');
});

test.describe('touch at tablet width', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a tap on Trade opens its menu instead of navigating; a second tap follows the link', async ({ page }) => {
    await withChrome(page);
    const trade = nav(page).locator('.nav-item[data-entry="trade"]');
    await trade.locator('a.nav-link').tap();
    await expect(trade.locator(':scope > button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#nav-menu-trade')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await trade.locator('a.nav-link').tap();
    await expect(page).toHaveURL(/\/trade\/BTC_USDT$/);
  });
});
