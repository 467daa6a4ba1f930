// Every fixture, built once per seed on first use (building 3,000 spot rows takes a few ms).
import { buildSpotMarkets } from './spot.ts';
import { buildDeliveryContracts, buildFuturesContracts, buildOptionsMarkets, buildOptionsUnderlyings } from './derivatives.ts';
import { buildAlphaTokens, buildPilotTokens, buildPreMarketGroups } from './tokens.ts';
import { buildAnnouncements, buildBuyCryptoFiats, buildChatRooms, buildFiatMarketRates, buildMenuData, buildSearchTabs } from './site.ts';
import { buildNoticeRecords } from './notices.ts';

function build(seed: number) {
  const spots = buildSpotMarkets(seed);
  return {
    spots,
    /** Listed cryptocurrencies (common data's currency_count): the spot markets' distinct base coins. */
    currencyCount: new Set(spots.map((row) => String(row[0]).split('_')[0])).size,
    futures: buildFuturesContracts(seed),
    delivery: buildDeliveryContracts(),
    optionsUnderlyings: buildOptionsUnderlyings(),
    optionsMarkets: buildOptionsMarkets(),
    alpha: buildAlphaTokens(seed),
    pilot: buildPilotTokens(seed),
    preMarket: buildPreMarketGroups(seed),
    announcements: buildAnnouncements(),
    buyCryptoFiats: buildBuyCryptoFiats(),
    fiatRates: buildFiatMarketRates(),
    searchTabs: buildSearchTabs(),
    menuData: buildMenuData(),
    notices: buildNoticeRecords(seed),
    chatRooms: buildChatRooms(),
  };
}

export type Fixtures = ReturnType<typeof build>;

const bySeed = new Map<number, Fixtures>();

export function fixtures(seed: number): Fixtures {
  let built = bySeed.get(seed);
  if (!built) {
    built = build(seed);
    bySeed.set(seed, built);
  }
  return built;
}
