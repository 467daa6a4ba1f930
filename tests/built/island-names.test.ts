// Every language of the main site hands its islands their names in that language (moved from a
// per-language browser test, tests/e2e/account-names.spec.ts, which now walks English and Arabic):
// the account menus, Copy UID, Log out and its two choices, the theme toggle and the settings
// dialog with its tabs are in each page's built HTML (the islands' props), translated.
import { describe, expect, test } from 'vitest';
import { listShellPages } from '../../src/sites/pages.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import type { I18nKey } from '../../src/i18n/dictionaries.ts';
import { builtHtml } from './built.ts';

const NAMES: I18nKey[] = [
  'header.account.wallet', 'header.account.orders', 'header.account.account', 'header.account.copyUid',
  'header.account.logout', 'header.account.logout.thisDevice', 'header.account.logout.allDevices',
  'header.theme', 'header.settings', 'settings.tab.language', 'settings.tab.rate',
];

const decode = (html: string) =>
  html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

const mainPages = listShellPages(['main']).filter((page) => page.chrome === 'main');

describe.each(mainPages.map((page) => ({ ...page, name: page.path })))('main $name', (page) => {
  test("the islands' names are in the page's language", () => {
    const t = createTranslator(page.lang);
    const html = decode(builtHtml(page));
    expect(NAMES.filter((key) => !html.includes(t(key)))).toEqual([]);
  });
});
