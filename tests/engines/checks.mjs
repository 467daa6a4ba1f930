// The smoke checks every engine runs, as a person meets the chrome: main and Arabic at 1440 px and
// the narrowest phone width, every desktop menu by pointer and keyboard, the drawer, search,
// Settings, the theme, a VIP's account menu, a signed-in person's search, Settings, account menu,
// message panel and Switch Account (Trusted Types in force), logout; then, in a browser with
// scripting off, the drawer and the menus' links. Each check starts from a clean session (no cookies).
import { expect } from './ui.mjs';
import { takeErrors, ERROR_STORE } from './error-watch.mjs';
import { usedFaces, FALLBACK_FACES, FONT_LINES } from './font-probe.mjs';

const DESKTOP = 1440;
const PHONE = 320;
const AWAY = [700, 600];

const noOverflow = () => document.documentElement.scrollWidth <= innerWidth;
const expanded = (id, state) => document.querySelector(`[aria-controls="${id}"]`)?.getAttribute('aria-expanded') === String(state)
  && document.getElementById(id).checkVisibility() === state;
/** A shown panel lies wholly inside the viewport's width (nothing of it cut off at either side). */
const shownInView = (id) => {
  const panel = document.getElementById(id);
  const box = panel.getBoundingClientRect();
  return panel.checkVisibility() && box.left >= 0 && box.right <= innerWidth;
};

/** aria-controls of every visible header menu trigger (the drawer's opener aside). */
const desktopMenus = () => [...document.querySelectorAll('.site-header button[aria-controls][aria-expanded]')]
  .filter((button) => button.checkVisibility() && !button.hasAttribute('commandfor'))
  .map((button) => button.getAttribute('aria-controls'));

/**
 * The header's menus once the chrome's script (woken by the pointer) has measured the navigation:
 * until then the build's estimate may show a More menu the measurement then takes away.
 */
async function settledMenus(ui) {
  await ui.page.moveTo(...AWAY);
  await ui.waitFor('the navigation measured', () => document.querySelector('nav.top-nav').hasAttribute('data-measured'));
  return ui.run(desktopMenus);
}

/** Open as the modal dialog, or as the popover of engines without invoker commands and no script. */
const drawerOpen = () => {
  const drawer = document.getElementById('site-drawer');
  return (drawer.open || drawer.matches(':popover-open')) && drawer.checkVisibility();
};

/** Opens each drawer group by its summary: only that one open, its links shown. */
async function everyDrawerGroupAlone(ui) {
  const groups = await ui.run(() => [...document.querySelectorAll('#site-drawer details[data-group]')].map((group) => group.dataset.group));
  expect(groups.length >= 5, `drawer groups: ${groups}`);
  for (const group of groups) {
    await ui.click(`#site-drawer details[data-group="${group}"] > summary`);
    await ui.waitFor(`the ${group} group alone open, its links shown`, (name) => {
      const open = [...document.querySelectorAll('#site-drawer details[open]')];
      const links = [...open[0]?.querySelectorAll('a[href]') ?? []];
      return open.length === 1 && open[0].dataset.group === name && links.length > 0 && links.every((link) => link.checkVisibility());
    }, group);
  }
}

/** Every link of the header and drawer goes somewhere: an http(s) URL or a path, never # or script. */
const deadLinks = () => [...document.querySelectorAll('.site-header a, #site-drawer a')]
  .filter((link) => !/^(https?:\/\/|\/)/.test(link.getAttribute('href') ?? ''))
  .map((link) => `${link.textContent.trim()} -> ${link.getAttribute('href')}`);

/** Points from (x, from) down to 6 px past the last of `edges`: 3 px steps, 1 px within 3 px of an edge. */
function pathDown(x, from, edges) {
  const rows = [];
  for (let y = Math.ceil(from) + 1; y <= Math.max(...edges) + 6; y += edges.some((edge) => Math.abs(y - edge) <= 3) ? 1 : 3) rows.push([x, y]);
  return rows;
}

async function follow(ui, selector) {
  const href = await ui.run((target) => document.querySelector(target).href, selector);
  await ui.click(selector);
  await ui.waitFor(`navigated to ${href}`, (url) => location.href === url, href);
}

/** Signed in as a sandbox persona on main's home at desktop width, the account area ready. */
async function signIn(ui, persona) {
  await ui.resize(DESKTOP);
  await ui.open(`/__sandbox/session?persona=${persona}&next=${encodeURIComponent('/')}`);
  await ui.waitFor('the account area ready', () => document.documentElement.dataset.account === 'ready');
}

async function openPhoneDrawer(ui) {
  await ui.click('button.drawer-toggle');
  await ui.waitFor('the drawer open', drawerOpen);
}

export const scriptingOn = [
  ['main at 1440 px: the header with its menus, nothing overflows', async (ui) => {
    await ui.resize(DESKTOP);
    await ui.open('/');
    await ui.waitFor('the main navigation', () => document.querySelector('nav.top-nav').checkVisibility());
    const menus = await settledMenus(ui);
    expect(menus.length >= 7, `header menus: ${menus}`);
    for (const control of ['[data-island="search"]', '[data-island="theme"]', '[data-island="settings"]']) expect(await ui.visible(control), `${control} visible`);
    expect(await ui.run(noOverflow), 'no horizontal scroll');
  }],
  ['main at the narrowest phone width: the drawer button, no desktop navigation, nothing overflows', async (ui, engine) => {
    engine.phoneWidth = await ui.resize(PHONE, 800);
    await ui.open('/');
    expect(engine.phoneWidth < 992, `phone layout at ${engine.phoneWidth} px`);
    await ui.waitFor('the drawer button', () => document.querySelector('button.drawer-toggle').checkVisibility());
    expect(!(await ui.visible('nav.top-nav')), 'desktop navigation hidden');
    expect(await ui.run(noOverflow), 'no horizontal scroll');
  }],
  ['Arabic at 1440 px: right to left, menus mirrored, nothing overflows', async (ui) => {
    await ui.resize(DESKTOP);
    await ui.open('/ar/');
    expect(await ui.run(() => document.documentElement.dir === 'rtl'), 'dir=rtl');
    const [first, second] = await ui.run(() => [...document.querySelectorAll('nav.top-nav button[aria-controls]')].slice(0, 2).map((button) => button.getBoundingClientRect().x));
    expect(first > second, `first menu right of the second (${first} > ${second})`);
    expect(await ui.run(noOverflow), 'no horizontal scroll');
  }],
  ['Arabic at the narrowest phone width: the drawer slides in from the left edge', async (ui) => {
    await ui.resize(PHONE, 800);
    await ui.open('/ar/');
    await openPhoneDrawer(ui);
    await ui.waitFor('the drawer at the left edge', () => Math.round(document.getElementById('site-drawer').getBoundingClientRect().x) === 0);
    expect(await ui.run(noOverflow), 'no horizontal scroll');
    await ui.page.press('Escape');
    await ui.waitFor('the drawer closed', () => !document.getElementById('site-drawer').checkVisibility());
  }],
  ['a Latin and an Arabic line are drawn in the faces Chromium draws them in', async (ui, engine) => {
    expect(engine.chromiumFaces, `no Chromium answer to compare with: ${engine.chromiumError}`);
    await ui.resize(DESKTOP);
    for (const line of FONT_LINES) {
      await ui.open(line.path);
      const { faces, family, error } = await ui.run(usedFaces, line.selector, line.script, FALLBACK_FACES);
      const chromium = engine.chromiumFaces[line.name];
      expect(faces?.includes(chromium), `${line.name} line drawn in ${faces?.join(' = ') || error}, Chromium draws it in ${chromium} (font-family: ${family})`);
    }
  }],
  ['every desktop menu opens on hover and closes when the pointer leaves', async (ui) => {
    await ui.resize(DESKTOP);
    await ui.open('/');
    for (const id of await settledMenus(ui)) {
      await ui.hover(`[aria-controls="${id}"]`);
      await ui.waitFor(`${id} open on hover`, expanded, id, true);
      expect(await ui.run(shownInView, id), `${id} inside the viewport`);
      await ui.page.moveTo(5, 600);
      await ui.waitFor(`${id} closed after the pointer left`, expanded, id, false);
    }
  }],
  ['every desktop menu opens with Enter, Tab walks in, Escape closes and returns focus', async (ui) => {
    await ui.resize(DESKTOP);
    await ui.open('/');
    for (const id of await settledMenus(ui)) {
      const trigger = `[aria-controls="${id}"]`;
      await ui.focus(trigger);
      await ui.page.press('Enter');
      await ui.waitFor(`${id} open with Enter`, expanded, id, true);
      await ui.page.press('Tab');
      await ui.waitFor(`focus inside ${id}`, (panel) => document.getElementById(panel).contains(document.activeElement), id);
      await ui.page.press('Escape');
      await ui.waitFor(`${id} closed by Escape, focus on its trigger`, (panel) => document.activeElement === document.querySelector(`[aria-controls="${panel}"]`), id);
      expect(await ui.run(expanded, id, false), `${id} closed`);
    }
  }],
  ['the drawer opens, keeps one group open at a time, and closes', async (ui) => {
    await ui.resize(PHONE, 800);
    await ui.open('/');
    await openPhoneDrawer(ui);
    await everyDrawerGroupAlone(ui);
    await ui.click('#site-drawer .drawer-close');
    await ui.waitFor('the drawer closed', () => !document.getElementById('site-drawer').checkVisibility());
  }],
  ['/ opens the market search and "btc" ranks BTC/USDT first', async (ui) => {
    await ui.resize(DESKTOP);
    await ui.open('/');
    await ui.page.press('/');
    await ui.waitFor('the search field focused', () => document.activeElement?.getAttribute('role') === 'combobox' && Boolean(document.activeElement.closest('dialog[open]')));
    await ui.page.type('btc');
    const first = await ui.waitFor('results for btc', () => {
      const status = document.querySelector('dialog[open] [role=status]');
      return status?.dataset.query === 'btc' && /\d/.test(status.textContent) && document.querySelector('dialog[open] [role=option] .search-row-title bdi')?.textContent;
    });
    expect(first === 'BTC/USDT', `first result ${first}`);
    await ui.page.press('Escape');
    await ui.waitFor('the search closed', () => !document.querySelector('dialog.search-dialog[open]'));
  }],
  ['Settings opens with its two tabs, each showing its panel', async (ui) => {
    await ui.resize(DESKTOP);
    await ui.open('/');
    await ui.click('[data-island="settings"]');
    const tabs = await ui.waitFor('two tabs', () => {
      const found = [...document.querySelectorAll('dialog[open] [role=tab]')].map((tab) => tab.textContent.trim());
      return found.length === 2 && found;
    });
    expect(tabs.join() === 'Language and region,Exchange rate', `tabs ${tabs}`);
    for (const index of [1, 0]) {
      await ui.click(`dialog[open] [role=tab]:nth-child(${index + 1})`);
      await ui.waitFor(`${tabs[index]} selected and shown`, (n) => {
        const tab = document.querySelectorAll('dialog[open] [role=tab]')[n];
        return tab.getAttribute('aria-selected') === 'true' && document.getElementById(tab.getAttribute('aria-controls')).checkVisibility();
      }, index);
    }
    await ui.page.press('Escape');
    await ui.waitFor('Settings closed', () => !document.querySelector('dialog[open]'));
  }],
  ['the theme toggle turns the page dark, and dark survives a reload', async (ui) => {
    await ui.resize(DESKTOP);
    await ui.open('/');
    const background = () => getComputedStyle(document.body).backgroundColor;
    const light = await ui.run(background);
    await ui.click('[data-island="theme"]');
    await ui.waitFor('the toggle pressed', () => document.querySelector('[data-island="theme"]').getAttribute('aria-pressed') === 'true');
    const dark = await ui.run(background);
    expect(dark !== light, `background changed (${light} -> ${dark})`);
    await ui.page.reload();
    expect(await ui.run(background) === dark, 'dark after reload');
    expect(await ui.run(() => document.documentElement.dataset.theme === 'dark'), 'html data-theme=dark after reload');
  }],
  ['a VIP\'s account menu opens with Copy UID', async (ui) => {
    await signIn(ui, 'vip');
    await ui.click('#account-header-slot .account-profile .account-trigger');
    await ui.waitFor('the profile panel with Copy UID', () => document.querySelector('#account-header-slot .account-profile-panel .account-copy[aria-label="Copy UID"]')?.checkVisibility());
    expect(await ui.run(() => document.querySelector('#account-header-slot .account-vip')?.textContent) === 'VIP 3', 'VIP 3 badge');
  }],
  ['signed in: search, Settings and the account menu open with no CSP violation', async (ui) => {
    await signIn(ui, 'user');
    await ui.page.press('/');
    await ui.waitFor('search results', () => /\d/.test(document.querySelector('dialog.search-dialog[open] [role=status]')?.textContent ?? ''));
    await ui.page.press('Escape');
    await ui.waitFor('the search closed', () => !document.querySelector('dialog[open]'));
    await ui.click('[data-island="settings"]');
    await ui.waitFor('Settings with its two tabs', () => document.querySelectorAll('dialog[open] [role=tab]').length === 2);
    await ui.page.press('Escape');
    await ui.waitFor('Settings closed', () => !document.querySelector('dialog[open]'));
    await ui.click('#account-header-slot .account-profile .account-trigger');
    await ui.waitFor('the account menu', () => document.querySelector('#account-header-slot .account-profile-panel')?.checkVisibility());
  }],
  ['signed in: the message panel and Switch Account open with no CSP violation, and Trusted Types are in force', async (ui) => {
    await signIn(ui, 'user');
    await ui.hover('.message-slot a');
    await ui.waitFor('the message panel with notices', () => document.querySelector('.message-panel .notice-item')?.checkVisibility());
    await ui.page.moveTo(...AWAY);
    const switcher = '#account-header-slot [data-switch-account]';
    await ui.waitFor('Switch Account ready (its script loaded through the page policy)', (button) => document.querySelector(button)?.getAttribute('aria-disabled') === 'false', switcher);
    await ui.click(switcher);
    await ui.waitFor('the account switcher open', () => document.getElementById('sandbox-account-switcher')?.open);
    const before = await ui.run(takeErrors, ERROR_STORE);
    expect(before.length === 0, `page errors: ${before.join(' | ')}`);
    // A plain string reaching a script sink is refused and reported: the header is enforced, not only sent.
    const refused = await ui.run(() => {
      try {
        document.createElement('div').innerHTML = '<b>plain string</b>';
        return false;
      } catch {
        return true;
      }
    });
    const reported = await ui.waitFor('the refusal reported', (store) => JSON.parse(sessionStorage.getItem(store) || '[]').length > 0 && true, ERROR_STORE);
    const after = await ui.run(takeErrors, ERROR_STORE);
    expect(refused && reported && after.some((line) => /CSP violation: require-trusted-types-for/.test(line)), `innerHTML with a string refused: ${refused}; reported: ${after.join(' | ')}`);
  }],
  ['logout leaves for /login and the header offers Log in again', async (ui) => {
    await signIn(ui, 'vip');
    await ui.click('#account-header-slot .account-profile .account-trigger');
    await ui.click('#account-header-slot .account-logout-toggle');
    await ui.click('#account-header-slot .account-choice');
    await ui.waitFor('on /login', () => location.pathname === '/login');
    await ui.open('/');
    await ui.waitFor('Log in in the header', () => document.querySelector('.header-actions a[href="/login"]')?.checkVisibility());
    expect(!(await ui.run(() => document.documentElement.hasAttribute('data-session'))), 'no session mark');
  }],
];

export const scriptingOff = [
  ['scripting off: the drawer opens, one group at a time, every link real, closes, a link followed', async (ui) => {
    await ui.resize(PHONE, 800);
    await ui.open('/');
    await openPhoneDrawer(ui);
    await everyDrawerGroupAlone(ui);
    const dead = await ui.run(deadLinks);
    expect(dead.length === 0, `links without a destination: ${dead.join(', ')}`);
    await ui.click('#site-drawer .drawer-close');
    await ui.waitFor('the drawer closed', () => !document.getElementById('site-drawer').checkVisibility());
    await openPhoneDrawer(ui);
    await ui.click('#site-drawer details[data-group="community"] > summary');
    await follow(ui, '#site-drawer details[data-group="community"] a[href^="/"]');
  }],
  ['scripting off: every desktop menu opens on focus and on hover inside the viewport, stays open on the way down, its links followed', async (ui) => {
    await ui.resize(DESKTOP);
    await ui.open('/');
    await ui.page.moveTo(...AWAY);
    const menus = await ui.run(desktopMenus);
    for (const id of menus) {
      await ui.focus(`[aria-controls="${id}"]`);
      await ui.waitFor(`${id} shown on focus, inside the viewport`, shownInView, id);
    }
    await ui.run(() => document.activeElement.blur());
    // A person's pointer travels from the trigger down into the panel: the menu must stay open all
    // the way (no gap between the trigger's hover area and the panel, however thin: every row near
    // the panel's top edge is visited).
    for (const id of menus) {
      const [x, y] = await ui.point(`[aria-controls="${id}"]`);
      await ui.page.moveTo(x, y);
      await ui.waitFor(`${id} shown on hover`, shownInView, id);
      const edges = await ui.run((panel) => [document.querySelector(`[aria-controls="${panel}"]`), document.getElementById(panel)]
        .map((element, index) => element.getBoundingClientRect()[index ? 'top' : 'bottom']), id);
      await ui.page.moveThrough(pathDown(x, y, edges));
      expect(await ui.run(shownInView, id), `${id} still open with the pointer moved down into it`);
      await ui.page.moveTo(...AWAY);
    }
    await ui.hover('nav.top-nav [aria-controls="nav-menu-community"]');
    await ui.waitFor('community shown on hover', () => document.getElementById('nav-menu-community').checkVisibility());
    await follow(ui, '#nav-menu-community a[href^="/"]');
  }],
];
