// The navigation every site's users expect (docs/header.md "Where SPEC 6 and SPEC 2 disagree"): the
// global site's full product set at 1440 px, Trade to every site's own market, no unprefixed link on
// a non-English page, region variants kept under their prefix, and footer columns that do not
// depend on ::details-content.
import { test, expect, type Page } from './test.ts';
import { getSite, sites } from '../../src/sites/index.ts';
import { listShellPages } from '../../src/sites/pages.ts';
import { siteUrl, loginCookies, siteHtml } from './helpers.ts';
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

  test('shows the full product set, in order, each entry whole', async ({ page }) => {
    await page.goto(siteUrl('main'));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // A reader's pointer arrives: the chrome measures the bar (before that, the build's estimate
    // errs towards More).
    await page.mouse.move(2, 880);
    await expect(page.locator('.top-nav')).toHaveAttribute('data-measured', '');
    expect(await wholeEntries(page)).toEqual(MAIN_ORDER);
    await expect(page.locator('.nav-more')).toBeHidden();
  });

  test('each dropdown opens on hover and by keyboard', async ({ page }) => {
    await page.goto(siteUrl('main'));
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

  test('links the bounty drop in Earn and demo trading in Derivatives', async ({ page }) => {
    await page.goto(siteUrl('main'));
    await nav(page).getByRole('button', { name: 'Earn' }).hover();
    await expect(page.locator('#nav-menu-earn').getByRole('link', { name: 'Web3 bounty drop' })).toHaveAttribute('href', '/web3/bountydrop');
    await nav(page).getByRole('button', { name: 'Derivatives menu' }).hover();
    await expect(page.locator('#nav-menu-derivatives').getByRole('link', { name: /Demo trading/ }))
      .toHaveAttribute('href', 'https://testnet.nexa.exchange/futures/USDT/BTC_USDT');
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

  test('axe finds nothing with Derivatives open, nor with Earn open', async ({ page }) => {
    test.slow(); // two full axe runs on a whole page
    await page.goto(siteUrl('main'));
    for (const name of ['Derivatives menu', 'Earn']) {
      const toggle = nav(page).getByRole('button', { name });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await axeViolations(page), `${name} open`).toEqual([]);
    }
  });
});

for (const site of sites) {
  test(`${site.key}: Trade to ${site.defaultSpotPair} in the header at 1440 px and in the drawer at 375 px`, async ({ page }) => {
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
}

/** Every anchor href of a page's markup, template content included, language alternates left out. */
const anchorHrefs = (html: string) =>
  [...html.matchAll(/<a\s[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('hreflang='))
    .map((tag) => (/\shref="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&')).filter(Boolean);

test('no non-English shell of any site links a same-host page without its language prefix', async ({ request }) => {
  test.slow(); // every non-English shell, fetched without a browser
  const unprefixed: string[] = [];
  for (const shell of listShellPages().filter((page) => page.lang !== 'en')) {
    const site = getSite(shell.site);
    const hosts = [site.hosts.production, ...site.hosts.aliases];
    for (const href of anchorHrefs(await siteHtml(request, shell.site, shell.path))) {
      const url = new URL(href, `https://${site.hosts.production}${shell.path}`);
      if (!url.protocol.startsWith('http') || !hosts.includes(url.hostname)) continue;
      if (url.pathname !== `/${shell.lang}` && !url.pathname.startsWith(`/${shell.lang}/`)) unprefixed.push(`${shell.site}${shell.path}: ${href}`);
    }
  }
  expect(unprefixed).toEqual([]);
});

test('region variants on the main host link every same-host page under their prefix', async ({ request }) => {
  const outside: string[] = [];
  for (const shell of listShellPages(['main']).filter((page) => page.chrome !== page.site)) {
    // The region banner's "go to the global site" leaves the region on purpose.
    const html = (await siteHtml(request, 'main', shell.path)).replace(/<a [^>]*data-track="notice\.[^>]*>/g, '');
    const hrefs = anchorHrefs(html);
    expect(hrefs).toContain(`${shell.path}fee`);
    // Internal routes are written root-relative; absolute links are the registry's own URLs (the
    // UK's deposit and withdraw pages on the main host, SPEC 2).
    for (const href of hrefs.filter((link) => link.startsWith('/') && !link.startsWith('//'))) {
      if (!href.startsWith(shell.path)) outside.push(`${shell.path}: ${href}`);
    }
  }
  expect(outside).toEqual([]);
});

test('desktop footer columns stay open without ::details-content (older Safari and Firefox)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main'));
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
