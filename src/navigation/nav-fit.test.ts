import { describe, expect, it } from 'vitest';
import { entryWidth, navFitCss, ENTRY_CHROME_PX } from './nav-fit.ts';
import { from } from '../contracts/breakpoints.ts';

const rules = (css: string) => [...css.matchAll(/@container top-nav \(width < calc\(([\d.]+)ch \+ ([\d.]+)ic \+ ([\d.]+)px\)\)\{[^{]*nth-child\((\d+)\)/g)]
  .map(([, ch, ic, px, nth]) => ({ ch: Number(ch), ic: Number(ic), px: Number(px), nth: Number(nth) }));

describe('entryWidth', () => {
  it('counts ideographs in ic and alphabetic text in ch, marks as nothing', () => {
    expect(entryWidth({ label: 'リワード', shape: 'link' }).ic).toBeGreaterThan(3.9);
    expect(entryWidth({ label: 'リワード', shape: 'link' }).ch).toBe(0);
    // A Thai tone mark adds no width of its own.
    expect(entryWidth({ label: 'ที่', shape: 'link' }).ch).toBe(entryWidth({ label: 'ท', shape: 'link' }).ch);
  });

  it('adds the room of padding and chevron the shape takes', () => {
    expect(entryWidth({ label: 'Earn', shape: 'toggleOnly' }).px).toBe(ENTRY_CHROME_PX.toggleOnly);
    expect(entryWidth({ label: 'Trade', shape: 'linkWithToggle' }).px).toBe(ENTRY_CHROME_PX.linkWithToggle);
  });

  it('errs wide: a longer word is never estimated narrower', () => {
    expect(entryWidth({ label: 'Alpha-Punkte', shape: 'link' }).ch).toBeGreaterThan(entryWidth({ label: 'Alpha-Pu', shape: 'link' }).ch);
  });
});

describe('navFitCss', () => {
  const entries = [
    { label: 'Buy crypto', shape: 'linkWithToggle' as const, wideOnly: false },
    { label: 'Markets', shape: 'link' as const, wideOnly: false },
    { label: 'Alpha points', shape: 'link' as const, wideOnly: true },
  ];
  const css = navFitCss(entries, 'More');
  const [narrow, wide] = css.split(`@media ${from('wide')}`);

  it('hides each entry below the width its end needs, in order, later entries first to go', () => {
    const limits = rules(wide!);
    expect(limits.map((rule) => rule.nth)).toEqual([1, 2, 3]);
    for (let index = 1; index < limits.length; index += 1) {
      expect(limits[index]!.ch + limits[index]!.px / 8).toBeGreaterThan(limits[index - 1]!.ch + limits[index - 1]!.px / 8);
    }
  });

  it('below 1440 px always puts the wide-only entries in More, and keeps room for More beside the rest', () => {
    expect(narrow).toContain('.top-nav:not([data-measured]) .nav-item:nth-child(3){display:none}');
    expect(narrow).toContain('.top-nav:not([data-measured]) .more-entry:nth-child(3){display:block}');
    const more = entryWidth({ label: 'More', shape: 'toggleOnly' });
    const [, markets] = rules(narrow!);
    const [, , alpha] = rules(wide!);
    // Markets is the last entry shown below 1440 px, yet its limit still counts More (holding Alpha points).
    expect(markets!.px).toBe(ENTRY_CHROME_PX.linkWithToggle + ENTRY_CHROME_PX.link + more.px);
    // From 1440 px the last entry needs no room for More: if it fits, everything does.
    expect(alpha!.px).toBe(ENTRY_CHROME_PX.linkWithToggle + ENTRY_CHROME_PX.link * 2);
  });

  it('stands down once the script has measured the bar', () => {
    for (const selector of css.match(/[^{}]+\{display:[a-z]+\}/g)!) expect(selector).toContain('.top-nav:not([data-measured])');
  });
});
