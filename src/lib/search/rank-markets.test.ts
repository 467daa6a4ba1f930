import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankMarkets, rankTier, SEARCH_ALIAS, type RankableMarket } from './rank-markets.ts';

const market = (pair: string, name = pair.split('_')[0]!): RankableMarket => {
  const split = pair.lastIndexOf('_');
  return { pair, name, curr_a: pair.slice(0, split), curr_b: pair.slice(split + 1) };
};
const pairs = (rows: RankableMarket[]) => rows.map((row) => row.pair);

describe('rankMarkets tiers (SPEC 5)', () => {
  it.each([
    ['btc', 'BTC_USDT', 'exactBase'],
    ['btc', 'BTCDOM_USDT', 'basePrefix'],
    ['btc', 'ETH_BTC', 'exactQuote'],
    ['btc', 'WBTC_USDT', 'baseContains'],
    ['usd', 'ETH_USDT', 'quoteContains'],
    ['bitcoin', 'WBTC_USDT', null],
    ['wrapped', 'WBTC_USDT', null],
    ['ethusdt', 'ETH_USDT', 'nameOrPair'],
    ['eth/usdt', 'ETH_USDT', 'nameOrPair'],
    ['eth_usdt', 'ETH_USDT', 'nameOrPair'],
    ['sol', 'ETH_USDT', null],
  ] as const)('%s matches %s in tier %s', (query, pair, tier) => {
    expect(rankTier(query, market(pair))).toBe(tier);
  });

  it('matches the coin name in the last tier', () => {
    expect(rankTier('bitcoin', market('WBTC_USDT', 'Wrapped Bitcoin'))).toBe('nameOrPair');
  });

  it('orders every tier as the spec lists them, whatever the input order', () => {
    const rows = [
      market('XYZ_USDT', 'Staked BTC'),
      market('USDT_DAI'),
      market('WBTC_USDT'),
      market('ETH_BTC'),
      market('BTCDOM_USDT'),
      market('BTC_USDT'),
      market('ETH_USDT'),
      market('ETH_TBTC'),
    ];
    expect(pairs(rankMarkets('btc', rows))).toEqual([
      'BTC_USDT', // exact base
      'BTCDOM_USDT', // base prefix
      'ETH_BTC', // exact quote
      'WBTC_USDT', // base contains
      'ETH_TBTC', // quote contains
      'XYZ_USDT', // name contains
    ]);
  });

  it('keeps the input order inside a tier (stable ties)', () => {
    const rows = [market('BTC_USDC'), market('BTC_USDT'), market('BTC_TRY'), market('BTC_ETH')];
    expect(pairs(rankMarkets('BTC', rows))).toEqual(['BTC_USDC', 'BTC_USDT', 'BTC_TRY', 'BTC_ETH']);
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    const rows = [market('BTC_USDT'), market('ETH_USDT')];
    expect(pairs(rankMarkets('  bTc ', rows))).toEqual(['BTC_USDT']);
  });

  it('returns every row for an empty query and nothing when no row matches', () => {
    const rows = [market('BTC_USDT'), market('ETH_USDT')];
    expect(pairs(rankMarkets('', rows))).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(pairs(rankMarkets('   ', rows))).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(rankMarkets('zzz', rows)).toEqual([]);
  });

  it('puts the renamed token first for its old ticker, the one alias', () => {
    const rows = [market('AMATIC_USDT'), market('POL_USDT', 'Polygon Ecosystem Token'), market('MATIC_BTC', 'Matic')];
    expect(pairs(rankMarkets(SEARCH_ALIAS.query, rows))).toEqual(['POL_USDT', 'MATIC_BTC', 'AMATIC_USDT']);
    // Only the whole query is the alias: a prefix of it is an ordinary search.
    expect(pairs(rankMarkets('mati', rows))).toEqual(['MATIC_BTC', 'AMATIC_USDT']);
  });
});

describe('rankMarkets treats regular-expression characters literally', () => {
  const METACHARACTERS = ['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\', '-'];

  it.each(METACHARACTERS)('%s matches only itself', (character) => {
    const literal = market(`A${character}B_USDT`, `Coin ${character}`);
    const rows = [market('ABC_USDT', 'Alphabet'), market('AB_USDT', 'Ab'), literal, market('XYZ_ETH', 'Plain')];
    expect(pairs(rankMarkets(character, rows))).toEqual([literal.pair]);
    expect(pairs(rankMarkets(`a${character}b`, rows))).toEqual([literal.pair]);
  });

  it('does not treat a character class or a group as a pattern', () => {
    const rows = [market('ABC_USDT'), market('[A-Z]_USDT', 'Brackets')];
    expect(pairs(rankMarkets('[a-z]', rows))).toEqual(['[A-Z]_USDT']);
    expect(rankMarkets('(a|b)', rows)).toEqual([]);
    expect(rankMarkets('.*', rows)).toEqual([]);
  });
});

describe('rankMarkets properties', () => {
  const symbol = fc.stringMatching(/^[A-Z0-9.*+?$^()|[\]\\{}-]{1,6}$/);
  const row = fc.record({ base: symbol, quote: symbol, name: fc.string({ maxLength: 12 }) }).map(({ base, quote, name }) => ({
    curr_a: base,
    curr_b: quote,
    pair: `${base}_${quote}`,
    name,
  }));
  const query = fc
    .oneof(fc.string({ minLength: 1, maxLength: 4 }), symbol)
    .filter((text) => text.trim() !== '' && text.trim().toLowerCase() !== SEARCH_ALIAS.query);
  const contains = (candidate: RankableMarket, text: string) => {
    const needle = text.trim().toLowerCase();
    const base = candidate.curr_a.toLowerCase();
    const quote = candidate.curr_b.toLowerCase();
    return [base, quote, candidate.name.toLowerCase(), candidate.pair.toLowerCase(), base + quote, `${base}/${quote}`].some((field) =>
      field.includes(needle),
    );
  };

  it('returns only rows containing the query, and drops none of them', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), query, (rows, text) => {
        const ranked = rankMarkets(text, rows);
        expect(ranked.every((candidate) => contains(candidate, text))).toBe(true);
        expect(ranked.length).toBe(rows.filter((candidate) => contains(candidate, text)).length);
        expect(new Set(ranked).size).toBe(ranked.length);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same answer typed keystroke by keystroke as searched afresh', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), fc.array(query, { minLength: 1, maxLength: 6 }), (rows, queries) => {
        for (const text of queries) {
          for (let end = 1; end <= text.length; end += 1) {
            const typed = text.slice(0, end);
            expect(rankMarkets(typed, rows)).toEqual(rankMarkets(typed, [...rows]));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('narrows from the previous keystroke without losing the alias', () => {
    const rows = [market('POL_USDT', 'Polygon'), market('MATIC_BTC', 'Matic'), market('MATI_USDT', 'Mati')];
    expect(pairs(rankMarkets('mati', rows))).toEqual(['MATI_USDT', 'MATIC_BTC']);
    expect(pairs(rankMarkets('matic', rows))).toEqual(['POL_USDT', 'MATIC_BTC']);
    expect(pairs(rankMarkets('matic_', rows))).toEqual(['MATIC_BTC']);
  });

  it('never puts a row of a worse tier before a row of a better one', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), query, (rows, text) => {
        const order = ['exactBase', 'basePrefix', 'exactQuote', 'baseContains', 'quoteContains', 'nameOrPair'];
        const tiers = rankMarkets(text, rows).map((candidate) => order.indexOf(rankTier(text, candidate)!));
        expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
