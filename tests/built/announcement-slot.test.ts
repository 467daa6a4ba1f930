// Every built slot the edge fills (each shell page, each header fragment an application includes)
// names its facts in the one marker the edge reads (src/contracts/announcement-slot-marker.ts): the
// page's language, its page key and a region variant's prefix, so the edge reads no HTML structure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AnnouncementPageKey } from '../../src/contracts/announcement-slot-contract.ts';
import { findSlotMarker, hiddenSlotAttribute } from '../../src/contracts/announcement-slot-marker.ts';
import { fillAnnouncementSlot } from '../../src/edge/announcement.ts';
import { localizePath } from '../../src/i18n/locales.ts';
import { chromeFolder, listChromeFragments } from '../../src/sites/chrome-fragments.ts';
import { chromeSiteOf, listShellPages, type ShellPage } from '../../src/sites/pages.ts';
import { DIST } from './built.ts';

const slots = [
  ...listShellPages().map((page) => ({ file: page.file, page, key: 'index' as AnnouncementPageKey })),
  ...listChromeFragments().filter(({ part }) => part === 'header')
    .map(({ site, folder, page }) => ({ file: `${chromeFolder(site, folder)}/header.html`, page, key: 'wallet' as AnnouncementPageKey })),
];

describe.each(slots)('$file', ({ file, page, key }: { file: string; page: ShellPage; key: AnnouncementPageKey }) => {
  test("the marker names the page's language, page key and link prefix; the edge fills that slot", () => {
    const html = readFileSync(join(DIST, file), 'utf8');
    const base = chromeSiteOf(page).pathBase;
    expect(findSlotMarker(html)?.facts).toEqual({ lang: page.lang, page: key, ...(base ? { base } : {}) });
    expect(html).toContain(hiddenSlotAttribute(key));
    const filled = fillAnnouncementSlot(html, { [key]: { content_id: '5', content: 'Listed', link: '/fee' } }, []);
    expect(filled).not.toContain(hiddenSlotAttribute(key));
    expect(filled).toContain(`<a href="${base}${localizePath('/fee', page.lang)}"><span class="announcement-scroll" dir="auto">Listed</span></a>`);
  });
});
