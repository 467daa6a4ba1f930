// Keystroke-to-results time of rankMarkets against three search libraries (Fuse.js, match-sorter,
// fuzzysort), on the same 10,000 generated markets and the same keystrokes, in one process.
// The libraries are bench-only dev dependencies, loaded here and nowhere else.
import { allCoins } from '../../sandbox/data/coins.ts';
import { createRng } from '../../sandbox/rng.ts';
import { rankMarkets, type RankableMarket } from '../../src/lib/search/rank-markets.ts';

export const BENCH_MARKET_COUNT = 10_000;

/** What a person types, one keystroke at a time: tickers, a name, a pair and a quote. */
export const BENCH_TYPED = ['btc', 'eth', 'sol', 'pepe', 'doge', 'usdt', 'bitcoin', 'ethusdt', 'ar', 'link'];
export const benchKeystrokes = (typed: readonly string[] = BENCH_TYPED) =>
  typed.flatMap((word) => Array.from({ length: word.length }, (_, index) => word.slice(0, index + 1)));

/** 10,000 markets: real coin symbols and names against the quotes exchanges list them in. */
export function generateMarkets(count = BENCH_MARKET_COUNT, seed = 7): RankableMarket[] {
  const rng = createRng(seed);
  const coins = allCoins();
  const quotes = ['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR', 'FDUSD'];
  const markets: RankableMarket[] = [];
  const seen = new Set<string>();
  while (markets.length < count) {
    const coin = coins[Math.floor(rng.next() ** 2 * coins.length)]!;
    const quote = rng.pick(quotes);
    const pair = `${coin.symbol}_${quote}`;
    if (coin.symbol === quote || seen.has(pair)) continue;
    seen.add(pair);
    markets.push({ curr_a: coin.symbol, curr_b: quote, pair, name: coin.name });
  }
  return markets;
}

export interface EngineResult {
  name: string;
  /** Median milliseconds per keystroke. */
  medianMs: number;
  /** Median results returned per keystroke (what each engine considers a match differs). */
  medianResults: number;
}

export interface SearchBenchResult {
  markets: number;
  keystrokes: number;
  runs: number;
  engines: EngineResult[];
  /** How many times slower each library is than rankMarkets (median against median). */
  ratios: Record<string, number>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Engine = { name: string; search: (query: string) => number };

async function engines(markets: RankableMarket[]): Promise<Engine[]> {
  const { default: Fuse } = await import('fuse.js');
  const { matchSorter } = await import('match-sorter');
  const { default: fuzzysort } = await import('fuzzysort');
  const keys = ['curr_a', 'curr_b', 'name', 'pair'];
  // Each library gets its own best set-up, built once, as an app would keep it.
  const fuse = new Fuse(markets, { keys, threshold: 0.3 });
  const prepared = markets.map((market) => ({
    market,
    curr_a: fuzzysort.prepare(market.curr_a),
    curr_b: fuzzysort.prepare(market.curr_b),
    name: fuzzysort.prepare(market.name),
    pair: fuzzysort.prepare(market.pair),
  }));
  rankMarkets('x', markets); // builds rankMarkets' own index, like the others' set-up
  return [
    { name: 'rankMarkets', search: (query) => rankMarkets(query, markets).length },
    { name: 'fuzzysort', search: (query) => fuzzysort.go(query, prepared, { keys }).length },
    { name: 'match-sorter', search: (query) => matchSorter(markets, query, { keys }).length },
    { name: 'Fuse.js', search: (query) => fuse.search(query).length },
  ];
}

export async function benchSearch(options: { runs?: number; markets?: number } = {}): Promise<SearchBenchResult> {
  const runs = options.runs ?? 5;
  const markets = generateMarkets(options.markets);
  const keystrokes = benchKeystrokes();
  const list = await engines(markets);
  const times = new Map(list.map((engine) => [engine.name, [] as number[]]));
  const counts = new Map(list.map((engine) => [engine.name, [] as number[]]));
  for (let run = 0; run < runs; run += 1) {
    for (const query of keystrokes) {
      // Interleaved, so a slow moment of the machine hits every engine alike.
      for (const engine of list) {
        const started = performance.now();
        const found = engine.search(query);
        times.get(engine.name)!.push(performance.now() - started);
        if (run === 0) counts.get(engine.name)!.push(found);
      }
    }
  }
  const results = list.map((engine) => ({
    name: engine.name,
    medianMs: median(times.get(engine.name)!),
    medianResults: median(counts.get(engine.name)!),
  }));
  const own = results[0]!.medianMs;
  const ratios = Object.fromEntries(results.slice(1).map((result) => [result.name, result.medianMs / own]));
  return { markets: markets.length, keystrokes: keystrokes.length, runs, engines: results, ratios };
}
