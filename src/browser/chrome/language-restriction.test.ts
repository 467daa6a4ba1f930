// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { installLanguageRestriction, restrictedHomeUrl } from './language-restriction.ts';

describe('restrictedHomeUrl', () => {
  const home = { lang: 'tr' as const, production: 'www.nexa.tr', local: 'tr.localhost' };
  it.each([
    [{ protocol: 'https:', hostname: 'www.nexa.exchange', port: '' }, 'https://www.nexa.tr/tr/fee'],
    [{ protocol: 'http:', hostname: 'localhost', port: '4321' }, 'http://tr.localhost:4321/tr/fee'],
    [{ protocol: 'http:', hostname: 'mt.localhost', port: '' }, 'http://tr.localhost/tr/fee'],
    [{ protocol: 'http:', hostname: '127.0.0.1', port: '4321' }, 'https://www.nexa.tr/tr/fee'],
    [{ protocol: 'https:', hostname: 'localhost.evil.example', port: '' }, 'https://www.nexa.tr/tr/fee'],
  ])('on %j goes to %s', (page, expected) => {
    expect(restrictedHomeUrl(home.production, home.local, page, '/tr/fee')).toBe(expected);
  });

  it('stays on production hosts in a build that does not know the local hosts', () => {
    expect(restrictedHomeUrl('www.nexa.tr', '', { protocol: 'http:', hostname: 'localhost', port: '4321' }, '/tr/')).toBe('https://www.nexa.tr/tr/');
  });
});

describe('a Turkish language link outside Turkey', () => {
  it('opens the restriction dialog instead of following the link; other languages go', () => {
    document.body.innerHTML = `
      <a href="/tr/" hreflang="tr" data-language-home="www.nexa.tr">Türkçe</a>
      <a href="/de/" hreflang="de">Deutsch</a>
      <template data-language-restriction="tr"><dialog><a data-restricted-choice="go">Go</a><a data-restricted-choice="stay">Stay</a><button data-restricted-choice="cancel">Cancel</button></dialog></template>`;
    installLanguageRestriction();
    const click = (selector: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.querySelector(selector)!.dispatchEvent(event);
      return event;
    };
    expect(click('a[hreflang="tr"]').defaultPrevented).toBe(true);
    const dialog = document.body.querySelector(':scope > dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.querySelector('[data-restricted-choice="stay"]')!.getAttribute('href')).toBe('/tr/');
    expect(dialog.querySelector('[data-restricted-choice="go"]')!.getAttribute('href')).toBe('https://www.nexa.tr/tr/');
    (dialog.querySelector('[data-restricted-choice="cancel"]') as HTMLButtonElement).click();
    expect(document.body.querySelector(':scope > dialog')).toBeNull();
    expect(click('a[hreflang="de"]').defaultPrevented).toBe(false);
  });
});
