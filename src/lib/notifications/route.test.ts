import { describe, expect, it } from 'vitest';
import { ownHosts } from '../../sites/own-hosts.ts';
import { noticeRecord, type NotificationType } from '../api/schemas/site.ts';
import { routeForNotification } from './route.ts';
import { safeServerUrl } from './safe-url.ts';

const HOSTS = ownHosts();
const route = (type: NotificationType, extras: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
  routeForNotification(noticeRecord.parse({ msg_id: 1, title: 't', content: 'c', send_timest: 1, type, extras }), { lang, ownHosts: HOSTS });

describe('routeForNotification on a region variant', () => {
  const notice = (type: NotificationType, extras: Record<string, unknown>) => noticeRecord.parse({ msg_id: 1, title: 't', content: 'c', send_timest: 1, type, extras });

  it('keeps our own routes under the variant prefix, and server URLs as sent', () => {
    expect(routeForNotification(notice('spot', { market: 'BTC_USDT' }), { lang: 'en', ownHosts: HOSTS, pathBase: '/en-eu' })).toBe('/en-eu/trade/BTC_USDT');
    expect(routeForNotification(notice('general', { web_url: '/announcements/article/30101' }), { lang: 'en', ownHosts: HOSTS, pathBase: '/en-eu' })).toBe('/announcements/article/30101');
  });
});

describe('routeForNotification (SPEC 2 table)', () => {
  const table: Array<[NotificationType, Record<string, unknown>, string | null]> = [
    ['general', { web_url: '/announcements/article/30101' }, '/announcements/article/30101'],
    ['general', { web_url: 'https://www.nexa.exchange/blog/x?a=1' }, 'https://www.nexa.exchange/blog/x?a=1'],
    ['general', { web_url: 'https://help.nexa.exchange/hc' }, 'https://help.nexa.exchange/hc'],
    ['general', {}, null],
    ['spot', { market: 'BTC_USDT' }, '/trade/BTC_USDT'],
    ['spot', {}, null],
    ['margin', { contract: 'ETH_USDT' }, '/margin_trade/ETH_USDT'],
    ['margin', { contract: 'ETH' }, '/myaccount/myfunds/cross_margin'],
    ['futures', { contract: 'BTC_USD', settle_asset: 'BTC' }, '/futures/BTC/BTC_USD'],
    ['futures', {}, '/futures/USDT/BTC_USDT'],
    ['futures', { contract: 'ETH_USDT' }, '/futures/USDT/ETH_USDT'],
    ['startup', { startup_id: 417 }, '/startup/417'],
    ['strategybot', {}, '/strategybot/historyStrategy'],
    ['copytrading', {}, '/copytrading/underwayStrategy'],
    ['live', { stream_id: 88213 }, '/live/video/88213?type=live'],
    ['invite', { url: '/referral/earn-voucher' }, '/referral/earn-voucher'],
    ['approval', { url: 'https://www.nexa.eu/myaccount/sub_account_manage' }, 'https://www.nexa.eu/myaccount/sub_account_manage'],
  ];
  it.each(table)('%s %j opens %s', (type, extras, expected) => {
    expect(route(type, extras)).toBe(expected);
  });

  it('prefixes our own routes with the language, never the server URLs', () => {
    expect(route('spot', { market: 'BTC_USDT' }, 'zh')).toBe('/zh/trade/BTC_USDT');
    expect(route('live', { stream_id: '7' }, 'zh')).toBe('/zh/live/video/7?type=live');
    expect(route('general', { web_url: '/blog' }, 'zh')).toBe('/blog');
  });

  it.each(['general', 'spot', 'futures', 'strategybot', 'invite', 'live'] as const)('%s does not navigate when isAllowHref is false', (type) => {
    expect(route(type, { isAllowHref: false, web_url: '/x', url: '/x', market: 'BTC_USDT', stream_id: 1 })).toBeNull();
    expect(route(type, { isAllowHref: '0', web_url: '/x', url: '/x', market: 'BTC_USDT', stream_id: 1 })).toBeNull();
  });

  it('refuses hostile arguments instead of building a path from them', () => {
    expect(route('spot', { market: '../../logout' })).toBeNull();
    expect(route('spot', { market: 'BTC_USDT?x=<script>' })).toBeNull();
    expect(route('futures', { contract: 'BTC_USDT', settle_asset: '//evil.example' })).toBeNull();
    expect(route('startup', { startup_id: '1/../../x' })).toBeNull();
    expect(route('margin', { contract: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('safeServerUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://exchange.example.evil.example',
    'https://www.nexa.exchange.evil.example/',
    'https://evilnexa.exchange/',
    'https://www.nexa.exchange@evil.example/',
    'https://user:pw@www.nexa.exchange/',
    'https:/evil.example',
    'ftp://www.nexa.exchange/',
    'relative/path',
    '',
    'http://[::1',
  ])('refuses %j', (raw) => {
    expect(safeServerUrl(raw, ownHosts())).toBeNull();
  });

  it.each([
    ['/fee', '/fee'],
    ['/trade/BTC_USDT?tab=spot#top', '/trade/BTC_USDT?tab=spot#top'],
    ['https://www.nexa.exchange/fee', 'https://www.nexa.exchange/fee'],
    ['https://NEXA.EU/', 'https://nexa.eu/'],
    // Production is https only: an own link over http is followed over https.
    ['http://www.nexa.exchange/fee?x=1', 'https://www.nexa.exchange/fee?x=1'],
    ['http://testnet.nexa.exchange:8443/x', 'https://testnet.nexa.exchange:8443/x'],
  ])('follows %j', (raw, expected) => {
    expect(safeServerUrl(raw, ownHosts())).toBe(expected);
  });

  it('follows a local host only where the build trusts the local hosts (npm start\'s world)', () => {
    expect(safeServerUrl('http://eu.localhost:4321/x', ownHosts({ local: true }))).toBe('http://eu.localhost:4321/x');
    expect(safeServerUrl('http://eu.localhost:4321/x', ownHosts())).toBeNull();
    expect(safeServerUrl('http://localhost:4321/x', ownHosts())).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeServerUrl(42, ownHosts())).toBeNull();
    expect(safeServerUrl(undefined, ownHosts())).toBeNull();
  });
});
