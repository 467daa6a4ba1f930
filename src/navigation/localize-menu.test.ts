import { describe, expect, it } from 'vitest';
import { localizeBadge } from './localize-menu.ts';
import { buildMenu } from './menus.ts';
import { createTranslator } from '../i18n/translate.ts';
import { englishDictionary } from '../i18n/dictionaries.ts';
import { dictionaries } from '../i18n/dictionaries.ts';
import { getSite } from '../sites/index.ts';

describe('localizeBadge', () => {
  it('translates New, HOT and 0 Fee badges and leaves amounts and VIP as they are', () => {
    const t = createTranslator('zh');
    const badges = ['promotions', 'trade', 'earn']
      .flatMap((id) => buildMenu(id as 'trade', getSite('main'), 'zh')!.items.flatMap((item) => (item.badge ? [localizeBadge(item.badge, t)] : [])));
    expect(badges.find((badge) => badge.kind === 'vip')?.text).toBe('VIP');
    expect(badges.find((badge) => badge.kind === 'reward')?.text).toBe('20 USDT');
    const translated = badges.filter((badge) => ['new', 'hot', 'zeroFee'].includes(badge.kind));
    expect(translated.length).toBeGreaterThan(0);
    for (const badge of translated) expect(badge.text).toBe(dictionaries.zh[`header.badge.${badge.kind as 'new'}`]);
    expect(englishDictionary['header.badge.new']).not.toBe(dictionaries.zh['header.badge.new']);
  });
});
