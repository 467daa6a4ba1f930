import { describe, expect, it } from 'vitest';
import { parseSpotRow } from '../../lib/api/spot-row.ts';
import { buildSpotMarkets } from '../../../sandbox/data/spot.ts';
import { groupByCategory } from '../../lib/api/grouping.ts';
import { deliveryContractsData, futuresContractsData, optionsMarketsData, spotMarketsData, type AlphaToken, type PilotToken, type PreMarketRow } from '../../lib/api/schemas/markets.ts';
import {
  alphaRows,
  futuresRows,
  optionsRows,
  pilotRows,
  preMarketRows,
  safeRowLink,
  shortAddress,
  spotRows,
} from './result-rows.ts';

const en = { prefix: '', perpetual: 'Perpetual', lang: 'en', call: 'Call', put: 'Put', coinIconBase: '/images/coin_icon/64/' };
const zh = { ...en, prefix: '/zh', lang: 'zh' };
const spot = (pair: string, name: string, percent = '1.5', isST = false) =>
  parseSpotRow([pair, name, percent, '100', '1000', 5, true, 'layer1', '99', 1_700_000_000, 3, isST, `/icons/${pair}.png`]);

describe('result links carry the language prefix (SPEC 2 "Search results")', () => {
  it('spot rows open /trade/{pair}', () => {
    const [row] = spotRows([spot('BTC_USDT', 'Bitcoin')], 'USDT', '', zh);
    expect(row).toMatchObject({ href: '/zh/trade/BTC_USDT', title: 'BTC/USDT', subtitle: 'Bitcoin', change: { percent: 1.5, trend: 'up' } });
  });

  it('perpetual and delivery rows open /futures/{SETTLE}/{name} and /futures-delivery/USDT/{name}', () => {
    const data = {
      usdt: [{ settle: 'usdt', name: 'ETH_USDT', coin_name: 'Ethereum', categories: [], is_tag_st: true, icon: '' }],
      btc: [{ settle: 'btc', name: 'BTC_USD', coin_name: 'Bitcoin', categories: [], is_tag_st: false, icon: '' }],
      delivery: [{ name: 'BTC_USDT_20261225', underlying: 'BTC_USDT', full_name: 'Bitcoin', is_tag_st: false }],
    };
    expect(futuresRows(data, 'usdt', '', zh)).toMatchObject([{ href: '/zh/futures/USDT/ETH_USDT', title: 'ETHUSDT', st: true }]);
    expect(futuresRows(data, 'btc', '', en)).toMatchObject([{ href: '/futures/BTC/BTC_USD' }]);
    expect(futuresRows(data, 'delivery', '', zh)).toMatchObject([{ href: '/zh/futures-delivery/USDT/BTC_USDT_20261225' }]);
  });

  it('options rows open /options/{market}', () => {
    const markets = { BTC_USDT: [{ pair: 'BTC_USDT-20261225-90000-C', icon: '' }] };
    expect(optionsRows(markets, 'BTC', '', zh)).toMatchObject([{ href: '/zh/options/BTC_USDT' }]);
  });

  it('pre-market rows open /trade/{CURRENCY}_USDT on the premint tab and /pre-market/{CURRENCY} on the other', () => {
    const rows: PreMarketRow[] = [{ currency: 'abc', market: 'ABC_USDT', full_name: 'Abc', tags: ['hot', 'new'] }];
    expect(preMarketRows(rows, 'premint', '', zh)).toMatchObject([{ href: '/zh/trade/ABC_USDT', tags: ['hot', 'new'] }]);
    expect(preMarketRows(rows, 'pre_market', '', en)).toMatchObject([{ href: '/pre-market/ABC' }]);
  });

  it('pilot and Alpha rows open /pilot/{seo_path} and /alpha/{seo_path}', () => {
    const pilot = groupByCategory<PilotToken>([
      { name: 'Pepe', address: '0x1234567890', show_pair: 'PEPE/USDT', icon: '', chain_icon: '', seo_path: 'pepe-1', is_hot: true, cate: 'eth' },
    ]);
    expect(pilotRows(pilot, 'eth', '', zh)).toMatchObject([{ href: '/zh/pilot/pepe-1', tags: ['hot'] }]);
    const alpha = groupByCategory<AlphaToken>([
      { address: '0xabcdef', show_pair: 'X/USDT', icon: '', chain_icon: '', seo_path: 'x-1', hot_rank: 1, buy_start: 1, categories: ['meme'] },
    ]);
    expect(alphaRows(alpha, 'hot', '', '', zh)).toMatchObject([{ href: '/zh/alpha/x-1' }]);
  });

  it('encodes path segments from server data and accepts only same-origin row links', () => {
    const [row] = spotRows([spot('A/B_USDT', 'Slash')], 'USDT', '', en);
    expect(row!.href).toBe('/trade/A%2FB_USDT');
    expect(safeRowLink('/trade/BTC_USDT')).toBe('/trade/BTC_USDT');
    for (const hostile of ['//evil.example/x', 'javascript:alert(1)', 'https://evil.example', '/\\evil.example', 42]) {
      expect(safeRowLink(hostile)).toBeNull();
    }
  });
});

describe('each panel searches its own fields (SPEC 5)', () => {
  it('spot: the quote sub-menu when idle, every quote ranked while searching', () => {
    const markets = [spot('ETH_BTC', 'Ethereum'), spot('BTC_USDT', 'Bitcoin'), spot('BTC_USDC', 'Bitcoin'), spot('WBTC_USDT', 'Wrapped')];
    expect(spotRows(markets, 'USDT', '', en).map((row) => row.title)).toEqual(['BTC/USDT', 'WBTC/USDT']);
    expect(spotRows(markets, 'USDT', 'btc', en).map((row) => row.title)).toEqual(['BTC/USDT', 'BTC/USDC', 'ETH/BTC', 'WBTC/USDT']);
  });

  it("spot: the site's own pair leads its quote list, and its quote leads a search (Singapore, sandbox data)", () => {
    const markets = spotMarketsData.parse(buildSpotMarkets(20_260_601));
    const singapore = { ...en, ownPair: 'BTC_SGD' };
    const idle = spotRows(markets, 'SGD', '', singapore).map((row) => row.title);
    expect(idle.length).toBeGreaterThan(5);
    expect(idle[0]).toBe('BTC/SGD');
    expect(spotRows(markets, 'SGD', 'btc', singapore)[0]!.title).toBe('BTC/SGD');
    expect(spotRows(markets, 'SGD', 'btc', en)[0]!.title).toBe('BTC/USDT');
  });

  it('options: pair with the underscore removed, across every underlying', () => {
    const markets = {
      BTC_USDT: [{ pair: 'BTC_USDT-1-2-C', icon: '' }],
      ETH_USDT: [{ pair: 'ETH_USDT-1-2-P', icon: '' }],
    };
    expect(optionsRows(markets, 'BTC', 'ethusdt', en).map((row) => row.id)).toEqual(['options-ETH_USDT-1-2-P']);
    expect(optionsRows(markets, 'BTC', 'eth_usdt', en)).toEqual([]);
  });

  it('pilot and Alpha: pair and address; pre-market: currency and market', () => {
    const pilot = groupByCategory<PilotToken>([
      { name: 'Dog', address: '0xFEED0001', show_pair: 'DOG/USDT', icon: '', chain_icon: '', seo_path: 'dog', is_hot: false, cate: 'eth' },
      { name: 'feed', address: '0x0002', show_pair: 'CAT/USDT', icon: '', chain_icon: '', seo_path: 'cat', is_hot: false, cate: 'sol' },
    ]);
    expect(pilotRows(pilot, 'sol', 'feed', en).map((row) => row.title)).toEqual(['DOG/USDT']);
    const preMarket: PreMarketRow[] = [
      { currency: 'AAA', market: 'AAA_USDT', full_name: 'Zeta', tags: [] },
      { currency: 'ZZZ', market: 'ZZZ_USDT', full_name: 'Alpha', tags: [] },
    ];
    expect(preMarketRows(preMarket, 'premint', 'zeta', en)).toEqual([]);
    expect(preMarketRows(preMarket, 'premint', 'zzz_', en).map((row) => row.title)).toEqual(['ZZZ']);
  });
});

describe('rows read as a trader reads them', () => {
  const markets = {
    BTC_USDT: [
      { pair: 'BTC_USDT-20260608-78000-C', icon: '/i/btc.png' },
      { pair: 'BTC_USDT-20261225-1250.5-P', icon: '/i/btc.png' },
    ],
  };

  it('options: underlying, strike in the page\'s digits, Call or Put, over the expiry day', () => {
    expect(optionsRows(markets, 'BTC', '', en).map(({ title, subtitle }) => [title, subtitle])).toEqual([
      ['BTC 78,000 Call', 'Jun 8, 2026'],
      ['BTC 1,250.5 Put', 'Dec 25, 2026'],
    ]);
    const de = { ...en, lang: 'de', call: 'Call', put: 'Put' };
    expect(optionsRows(markets, 'BTC', '', de)[0]).toMatchObject({ title: 'BTC 78.000 Call', subtitle: '8. Juni 2026' });
    const ar = { ...en, lang: 'ar', call: 'خيار شراء', put: 'خيار بيع' };
    expect(optionsRows(markets, 'BTC', '', ar)[1]!.title).toMatch(/^BTC [\u200e\u200f\u061c]*1,250\.5[\u200e\u200f\u061c]* خيار بيع$/);
  });

  it('options: still found by the contract id, and an id of another shape is shown as sent', () => {
    expect(optionsRows(markets, 'BTC', '78000-c', en).map((row) => row.title)).toEqual(['BTC 78,000 Call']);
    const odd = { BTC_USDT: [{ pair: 'BTC_USDT-20260231-1-C', icon: '' }, { pair: 'weird<id>', icon: '' }] };
    expect(optionsRows(odd, 'BTC', '', en).map(({ title, subtitle }) => [title, subtitle])).toEqual([
      ['BTC_USDT-20260231-1-C', 'BTC/USDT'],
      ['weird<id>', 'BTC/USDT'],
    ]);
  });

  it('pre-market rows show the coin\'s icon from the icon host, like every other list', () => {
    const rows: PreMarketRow[] = [{ currency: 'Abc', market: 'ABC_USDT', full_name: 'Abc', tags: [] }];
    expect(preMarketRows(rows, 'premint', '', en)[0]!.icon).toBe('/images/coin_icon/64/abc.png');
    const cdn = { ...en, coinIconBase: 'https://static.nexa.exchange/images/coin_icon/64/' };
    expect(preMarketRows(rows, 'pre_market', '', cdn)[0]!.icon).toBe('https://static.nexa.exchange/images/coin_icon/64/abc.png');
    const hostile: PreMarketRow[] = [{ currency: '../x?y', market: 'X_USDT', full_name: 'X', tags: [] }];
    expect(preMarketRows(hostile, 'premint', '', en)[0]!.icon).toBe('/images/coin_icon/64/..%2Fx%3Fy.png');
  });

  it('futures, delivery and options rows carry the price and 24 h change their list sends, as spot rows do', () => {
    const answer = {
      code: 200,
      data: [
        { settle: 'usdt', name: 'BTC_USDT', coin_name: 'Bitcoin', categories: [], is_tag_st: 0, icon: '', last: '97028.4', change_percentage: '-1.25' },
        // A malformed figure costs the figure, not the market.
        { settle: 'usdt', name: 'ETH_USDT', coin_name: 'Ethereum', categories: [], is_tag_st: 0, icon: '', last: 'n/a', change_percentage: {} },
      ],
    };
    const contracts = futuresContractsData.parse(answer.data);
    expect(futuresRows({ ...contracts, delivery: [] }, 'usdt', '', en).map(({ price, change }) => [price, change])).toEqual([
      ['97028.4', { percent: -1.25, trend: 'down' }],
      [undefined, undefined],
    ]);
    const [delivery] = deliveryContractsData.parse([{ name: 'BTC_USDT_20261225', underlying: 'BTC_USDT', full_name: 'Bitcoin', is_tag_st: 0, last: 98000, change_percentage: '2' }]);
    expect(futuresRows({ usdt: [], btc: [], delivery: [delivery!] }, 'delivery', '', en)[0]).toMatchObject({ price: '98000', change: { percent: 2, trend: 'up' } });
    const options = optionsMarketsData.parse({ BTC_USDT: [{ pair: 'BTC_USDT-20260608-78000-C', icon: '', last: '19657.04', change_percentage: '11.76' }] });
    expect(optionsRows(options, 'BTC', '', en)[0]).toMatchObject({ price: '19657.04', change: { percent: 11.76, trend: 'up' } });
  });
});

describe('Alpha list (SPEC 4)', () => {
  const token = (seo: string, hot_rank: number, buy_start: number, categories: string[]): AlphaToken => ({
    address: `0x${seo.padEnd(12, '0')}`, show_pair: `${seo.toUpperCase()}/USDT`, icon: '', chain_icon: '', seo_path: seo, hot_rank, buy_start, categories,
  });
  const list = groupByCategory([token('a', 1, 10, ['meme']), token('b', 3, 30, ['ai']), token('c', 2, 20, ['meme'])]);

  it('orders the hot list by hot_rank ascending and the new list by buy_start descending', () => {
    expect(alphaRows(list, 'hot', '', '', en).map((row) => row.id)).toEqual(['alpha-a', 'alpha-c', 'alpha-b']);
    expect(alphaRows(list, 'new', '', '', en).map((row) => row.id)).toEqual(['alpha-b', 'alpha-c', 'alpha-a']);
    expect(alphaRows(list, 'hot', 'meme', '', en).map((row) => row.id)).toEqual(['alpha-a', 'alpha-c']);
  });

  it('shows addresses over 8 characters as the first 4 and the last 4', () => {
    expect(shortAddress('0x12345678')).toBe('0x12...5678');
    expect(shortAddress('12345678')).toBe('12345678');
    expect(alphaRows(list, 'hot', '', '', en)[0]!.subtitle).toBe('0xa0...0000');
  });
});
