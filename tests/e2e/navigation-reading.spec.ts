// The navigation every site's users expect (docs/header.md "Where SPEC 6 and SPEC 2 disagree"): the
// global site's full product set at 1440 px, Trade to the site's own market, right-to-left pages,
// canonical and alternates, and footer columns that do not depend on ::details-content. Prefixes of
// every language and region variant are checked over dist/ (tests/built/languages.test.ts).
import { test, expect, type Page } from './test.ts';
import { getSite } from '../../src/sites/index.ts';
import { siteUrl, loginCookies } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { mainNav as nav, navToggles as toggles, expectKeyboardOpensAndCloses } from './disclosure.ts';


const MAIN_ORDER = [
  'Buy crypto', 'Markets', 'Trade', 'Derivatives', 'Earn', 'Web3', 'Community', 'Referral', 'Promotions & guide', 'Alpha points', 'Rewards hub',
];

/** The names of the top navigation's entries drawn whole inside the bar, in order. */
function wholeEntries(page: Page) {
  return page.locator('[data-nav-list]').evaluate((track) => {
    const room = track.getBoundingClientRect();
    return [...track.querySelectorAll<HTMLElement>('.nav-item')]
      .map((item) => item.querySelector<HTMLElement>('.nav-link, .nav-toggle-only')!)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && Number(getComputedStyle(control).opacity) > 0 && box.left >= room.left - 1 && box.right <= room.right + 1;
      })
      .map((control) => control.textContent!.trim());
  });
}

test.describe('the global site at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // One page for what a visitor of main's home sees at 1440 px, each former test a step, in an order
  // that leaves every step the state it starts from: the measuring needs a page before any
  // interaction, each dropdown step closes what it opened, and the footer step (which takes CSS
  // rules out of the page) comes last.
  test('main / as a visitor: the full set, the dropdowns and their links, axe with a menu open, footer columns without ::details-content', async ({ page }) => {
    await page.goto(siteUrl('main'));

    await test.step('shows the full product set, in order, each entry whole', async () => {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // A reader's pointer arrives: the chrome measures the bar (before that, the build's estimate
      // errs towards More).
      await page.mouse.move(2, 880);
      await expect(page.locator('.top-nav')).toHaveAttribute('data-measured', '');
      expect(await wholeEntries(page)).toEqual(MAIN_ORDER);
      await expect(page.locator('.nav-more')).toBeHidden();
    });

    await test.step('each dropdown opens on hover and by keyboard', async () => {
      const ids = await toggles(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-controls')));
      expect(ids).toEqual(['nav-menu-buyCrypto', 'nav-menu-trade', 'nav-menu-derivatives', 'nav-menu-earn', 'nav-menu-community', 'nav-menu-promotions']);
      for (const id of ids) {
        const toggle = nav(page).locator(`button[aria-controls="${id}"]`);
        const panel = page.locator(`#${id}`);
        await toggle.hover();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(panel).toBeVisible();
        await page.mouse.move(5, 600);
        await expect(panel).toBeHidden();
        await expectKeyboardOpensAndCloses(page, toggle, panel);
      }
    });

    await test.step('links the bounty drop in Earn and demo trading in Derivatives', async () => {
      await nav(page).getByRole('button', { name: 'Earn' }).hover();
      await expect(page.locator('#nav-menu-earn').getByRole('link', { name: 'Web3 bounty drop' })).toHaveAttribute('href', '/web3/bountydrop');
      await nav(page).getByRole('button', { name: 'Derivatives menu' }).hover();
      await expect(page.locator('#nav-menu-derivatives').getByRole('link', { name: /Demo trading/ }))
        .toHaveAttribute('href', 'https://testnet.nexa.exchange/futures/USDT/BTC_USDT');
      // The pointer leaves: every menu closed again, as the next step starts.
      await page.mouse.move(5, 600);
      await expect(page.locator('[data-nav-list] .menu-panel:visible')).toHaveCount(0);
    });

    await test.step('axe finds nothing with Derivatives open, nor with Earn open', async () => {
      // Each run takes the open menu and its toggle, the part of the page the open state changes;
      // the whole page of main's home at 1440 px has its own run in a11y-sweep.spec.ts (main /).
      for (const [name, id] of [['Derivatives menu', 'nav-menu-derivatives'], ['Earn', 'nav-menu-earn']]) {
        const toggle = nav(page).getByRole('button', { name });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator(`#${id}`)).toBeVisible();
        expect(await axeViolations(page, { within: [`#${id}`, `button[aria-controls="${id}"]`] }), `${name} open`).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-nav-list] .menu-panel:visible')).toHaveCount(0);
    });

    // The footer columns have no script (FooterColumns.astro): what the steps above woke changes nothing here.
    await test.step('desktop footer columns stay open without ::details-content (older Safari and Firefox)', async () => {
      // Take out every rule that names ::details-content, as a browser without it would drop them.
      await page.evaluate(() => {
        const prune = (list: CSSRuleList, owner: CSSStyleSheet | CSSGroupingRule) => {
          for (let index = list.length - 1; index >= 0; index -= 1) {
            const rule = list[index]!;
            if (rule.cssText.includes('::details-content') && !('cssRules' in rule && (rule as CSSGroupingRule).cssRules.length)) owner.deleteRule(index);
            else if ('cssRules' in rule) prune((rule as CSSGroupingRule).cssRules, rule as CSSGroupingRule);
          }
        };
        for (const sheet of document.styleSheets) prune(sheet.cssRules, sheet);
      });
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('details[open]')).toHaveCount(0);
      const links = footer.locator('.footer-columns a');
      expect(await links.count()).toBeGreaterThan(50);
      for (const link of await links.all()) await expect(link).toBeVisible();
    });
  });

  test('with JavaScript off every entry and every dropdown link is reachable', async ({ browser, pageErrors }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    pageErrors.watch(context);
    const page = await context.newPage();
    await page.goto(siteUrl('main'));
    // Without script the build's estimate places the entries (it errs towards More): each is whole
    // in the bar or offered by More, in order.
    const inMore = await page.locator('.more-entry').evaluateAll((entries) =>
      entries.filter((entry) => getComputedStyle(entry).display !== 'none').map((entry) => entry.textContent!.trim()));
    expect([...(await wholeEntries(page)), ...inMore]).toEqual(MAIN_ORDER);
    for (const link of await nav(page).locator('[data-nav-list] .nav-link').all()) {
      if (!inMore.includes((await link.textContent())!.trim())) await expect(link).toBeVisible();
    }
    if (inMore.length) {
      await page.locator('.nav-more > button').focus();
      for (const name of inMore) await expect(page.locator('#nav-menu-more').getByText(name, { exact: true })).toBeVisible();
      await page.locator('.header-logo').focus();
    }
    for (const toggle of await toggles(page).all()) {
      if (!(await toggle.isVisible())) continue;
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await toggle.focus();
      await expect(panel).toBeVisible();
      const links = await panel.getByRole('link').all();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) await expect(link).toBeVisible();
    }
    await context.close();
  });

});

// Every site's Trade link and its pair are checked over dist/ (tests/built/header-sites.test.ts);
// here a person follows it on a site whose pair is its own (Turkey: BTC_TRY), signed in.
test('Trade goes to the site\'s own pair in the header at 1440 px and in the drawer at 375 px', async ({ page }) => {
  const site = getSite('tr');
  await loginCookies(page.context(), site.key);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl(site.key));
  const href = `/trade/${site.defaultSpotPair}`;
  await expect(nav(page).getByRole('link', { name: 'Trade', exact: true })).toHaveAttribute('href', href);
  await expect(nav(page).getByRole('link', { name: 'Trade', exact: true })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const group = page.getByRole('dialog', { name: 'Menu' }).locator('details[data-group=trade]');
  await group.locator('summary').click();
  await expect(group.locator(`a[href="${href}"]`)).toBeVisible();
});

// Moved from languages.spec.ts (every language's lang, dir and prefixes: tests/built/languages.test.ts).
test('Arabic pages are right to left: the footer columns start at the right edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('ae', '/ar/'));
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  const brand = await page.locator('.footer-brand').boundingBox();
  const columns = await page.locator('.footer-columns').boundingBox();
  expect(brand!.x).toBeGreaterThan(columns!.x);
});

test('canonical and hreflang alternates name every language of the site', async ({ page, context }) => {
  await loginCookies(context, 'jp');
  await page.goto(siteUrl('jp', '/ja/'));
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.nexa.jp/ja/');
  const alternates = await page.locator('link[rel=alternate]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
  expect(alternates).toEqual(['en https://www.nexa.jp/', 'ja https://www.nexa.jp/ja/', 'x-default https://www.nexa.jp/']);
});
