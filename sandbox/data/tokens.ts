// On-chain token lists: Alpha (categories, hot_rank, buy_start), Pilot (cate, is_hot) and the
// two pre-market groups (premint, pre_market) with hot/new tags.
import { allCoins, coinIcon, type Coin } from './coins.ts';
import { createRng, FIXTURE_EPOCH_S, type Rng } from '../rng.ts';

const CHAINS = ['eth', 'bsc', 'base', 'sol', 'arb'] as const;
type Chain = (typeof CHAINS)[number];
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function address(chain: Chain, rng: Rng): string {
  if (chain !== 'sol') return `0x${rng.hex(40)}`;
  return Array.from({ length: 44 }, () => rng.pick([...BASE58])).join('');
}

function chainIcon(chain: Chain): string {
  return `/images/chain_icon/${chain}.png`;
}

/** Small caps from the far end of the coin list, as on-chain listings tend to be. */
function tokenCoins(offset: number, count: number): Coin[] {
  return allCoins().slice(3000 + offset, 3000 + offset + count);
}

const ALPHA_CATEGORIES = ['meme', 'ai', 'defi', 'gamefi', 'socialfi'];

export function buildAlphaTokens(seed: number) {
  const rng = createRng(seed + 2);
  return tokenCoins(0, 320).map((coin, index) => {
    const chain = rng.pick(CHAINS);
    const tokenAddress = address(chain, rng);
    const categories = [rng.pick(ALPHA_CATEGORIES)];
    if (index < 40) categories.unshift('hot');
    if (index % 7 === 0) categories.push('new');
    return {
      address: tokenAddress,
      show_pair: `${coin.symbol}/USDT`,
      icon: coinIcon(coin.symbol),
      chain_icon: chainIcon(chain),
      seo_path: `${coin.symbol.toLowerCase()}-${tokenAddress.slice(-6).toLowerCase()}`,
      hot_rank: index + 1,
      buy_start: FIXTURE_EPOCH_S - rng.int(0, 180) * 86_400 - rng.int(0, 86_399),
      categories,
    };
  });
}

export function buildPilotTokens(seed: number) {
  const rng = createRng(seed + 3);
  return tokenCoins(400, 240).map((coin) => {
    const chain = rng.pick(CHAINS);
    const tokenAddress = address(chain, rng);
    return {
      name: coin.name,
      address: tokenAddress,
      show_pair: `${coin.symbol}/USDT`,
      icon: coinIcon(coin.symbol),
      chain_icon: chainIcon(chain),
      seo_path: `${coin.symbol.toLowerCase()}-${tokenAddress.slice(-6).toLowerCase()}`,
      is_hot: rng.chance(0.15),
      cate: chain,
    };
  });
}

export interface PreMarketFixture {
  currency: string;
  market: string;
  full_name: string;
  tags: Array<'hot' | 'new'>;
}

function preMarketRows(coins: Coin[], rng: Rng): PreMarketFixture[] {
  return coins.map((coin, index) => {
    const tags: Array<'hot' | 'new'> = [];
    if (index < 5 || rng.chance(0.1)) tags.push('hot');
    if (index % 4 === 0) tags.push('new');
    return { currency: coin.symbol, market: `${coin.symbol}_USDT`, full_name: coin.name, tags };
  });
}

export function buildPreMarketGroups(seed: number) {
  const rng = createRng(seed + 4);
  return {
    premint: preMarketRows(tokenCoins(800, 24), rng),
    pre_market: preMarketRows(tokenCoins(900, 36), rng),
  };
}
