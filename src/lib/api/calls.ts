// One definition per call in SPEC 7 (plus the calls whose paths we chose, see paths.ts).
import { API_PATHS } from '../../contracts/api-paths.ts';
import { defineCall } from './call.ts';
import { emptyGroupedList } from './grouping.ts';
import {
  alphaMarketsData,
  buyCryptoFiatsData,
  deliveryContractsData,
  fiatMarketRatesData,
  futuresContractsData,
  optionsMarketsData,
  optionsUnderlyingsData,
  pilotMarketsData,
  preMarketListData,
  spotMarketsData,
} from './schemas/markets.ts';
import {
  accountModeData,
  accountTierData,
  classicAccountMode,
  crossMarginInfoData,
  userInfoData,
} from './schemas/account.ts';
import { chatRoomsData } from './schemas/chat.ts';
import {
  announcementsData,
  commonData,
  complianceData,
  emptyCompliance,
  menuListData,
  noticeRecordsData,
  signOutData,
  type NoticeTabGroup,
} from './schemas/site.ts';

/** Change period of the 24h figures (SPEC 3); sent as the `timezone` of market list calls. */
export type ChangePeriod = '24h' | 'utc0' | 'utc8';

/** SPEC 9: notice page size 10; pre-market page size 100. */
export const NOTICE_PAGE_SIZE = 10;
export const PRE_MARKET_PAGE_SIZE = 100;

export interface NoticeQuery {
  type: NoticeTabGroup;
  page?: number;
  size?: number;
}

export interface MarketQuery {
  timezone?: ChangePeriod;
}

const preMarketQuery = () => ({ limit: PRE_MARKET_PAGE_SIZE, page: 1 });

export const CALLS = {
  noticeRecord: defineCall({
    name: 'noticeRecord',
    method: 'GET',
    path: API_PATHS.noticeRecord,
    query: (q: NoticeQuery) => ({ type: q.type, page: q.page ?? 1, size: q.size ?? NOTICE_PAGE_SIZE }),
    data: noticeRecordsData,
    fallback: () => [],
  }),
  futuresContracts: defineCall({
    name: 'futuresContracts',
    method: 'GET',
    path: API_PATHS.futuresContracts,
    query: (q: MarketQuery) => ({ exchange_type: 'CONTRACT_ALL', timezone: q.timezone ?? '24h', is_testnet: 0 }),
    data: futuresContractsData,
    fallback: () => ({ usdt: [], btc: [] }),
    // SPEC 8: the futures list is empty unless the code is 200.
    successCodes: [200],
  }),
  buyCryptoFiatSettings: defineCall({
    name: 'buyCryptoFiatSettings',
    method: 'GET',
    path: API_PATHS.buyCryptoFiatSettings,
    data: buyCryptoFiatsData,
    fallback: () => [],
  }),
  fiatMarketRates: defineCall({
    name: 'fiatMarketRates',
    method: 'GET',
    path: API_PATHS.fiatMarketRates,
    data: fiatMarketRatesData,
    fallback: () => ({}),
  }),
  crossMarginInfo: defineCall({
    name: 'crossMarginInfo',
    method: 'GET',
    path: API_PATHS.crossMarginInfo,
    data: crossMarginInfoData,
    fallback: () => ({}),
  }),
  userInfo: defineCall({
    name: 'userInfo',
    method: 'GET',
    path: API_PATHS.userInfo,
    data: userInfoData,
    fallback: () => ({}),
  }),
  announcements: defineCall({
    name: 'announcements',
    method: 'GET',
    path: API_PATHS.announcements,
    data: announcementsData,
    fallback: () => ({}),
  }),
  searchTabs: defineCall({
    name: 'searchTabs',
    method: 'GET',
    path: API_PATHS.searchTabs,
    query: () => ({ area: 'web_trade' }),
    data: menuListData,
    fallback: () => [],
  }),
  spotMarkets: defineCall({
    name: 'spotMarkets',
    method: 'GET',
    path: API_PATHS.spotMarkets,
    query: (q: MarketQuery) => ({ exchange_type: 'ALL', timezone: q.timezone ?? '24h' }),
    data: spotMarketsData,
    fallback: () => [],
  }),
  accountMode: defineCall({
    name: 'accountMode',
    method: 'GET',
    path: API_PATHS.accountMode,
    data: accountModeData,
    fallback: classicAccountMode,
  }),
  preMintCurrencies: defineCall({
    name: 'preMintCurrencies',
    method: 'GET',
    path: API_PATHS.preMintCurrencies,
    query: preMarketQuery,
    data: preMarketListData,
    fallback: () => [],
  }),
  preMarketCurrencies: defineCall({
    name: 'preMarketCurrencies',
    method: 'GET',
    path: API_PATHS.preMarketCurrencies,
    query: preMarketQuery,
    data: preMarketListData,
    fallback: () => [],
  }),
  pilotMarkets: defineCall({
    name: 'pilotMarkets',
    method: 'GET',
    path: API_PATHS.pilotMarkets,
    query: () => ({ exchange_type: 'PILOT_ALL' }),
    data: pilotMarketsData,
    fallback: emptyGroupedList,
  }),
  optionsUnderlyings: defineCall({
    name: 'optionsUnderlyings',
    method: 'GET',
    path: API_PATHS.optionsUnderlyings,
    data: optionsUnderlyingsData,
    fallback: () => [],
  }),
  alphaMarkets: defineCall({
    name: 'alphaMarkets',
    method: 'GET',
    path: API_PATHS.alphaMarkets,
    query: () => ({ exchange_type: 'MEMEBOX_ALL' }),
    data: alphaMarketsData,
    fallback: emptyGroupedList,
  }),
  deliveryContracts: defineCall({
    name: 'deliveryContracts',
    method: 'GET',
    path: API_PATHS.deliveryContracts,
    data: deliveryContractsData,
    fallback: () => [],
  }),
  signOutAll: defineCall({
    name: 'signOutAll',
    method: 'GET',
    path: API_PATHS.signOutAll,
    data: signOutData,
    fallback: () => ({ ok: false }),
  }),
  logoutPage: defineCall({
    name: 'logoutPage',
    method: 'GET',
    path: API_PATHS.logoutPage,
    data: signOutData,
    fallback: () => ({ ok: false }),
    answer: 'redirect',
    onRedirect: () => ({ ok: true }),
  }),
  signOut: defineCall({
    name: 'signOut',
    method: 'POST',
    path: API_PATHS.signOut,
    form: () => ({}),
    data: signOutData,
    fallback: () => ({ ok: false }),
  }),
  optionsMarkets: defineCall({
    name: 'optionsMarkets',
    method: 'GET',
    path: API_PATHS.optionsMarkets,
    data: optionsMarketsData,
    fallback: () => ({}),
  }),
  accountTier: defineCall({
    name: 'accountTier',
    method: 'GET',
    path: API_PATHS.accountTier,
    data: accountTierData,
    fallback: () => ({ is_sub: 0 as const, tier: 0 }),
  }),
  complianceCheck: defineCall({
    name: 'complianceCheck',
    method: 'GET',
    path: API_PATHS.complianceCheck,
    data: complianceData,
    fallback: emptyCompliance,
  }),
  commonData: defineCall({
    name: 'commonData',
    method: 'GET',
    path: API_PATHS.commonData,
    data: commonData,
    fallback: () => ({}),
  }),
  chatRooms: defineCall({
    name: 'chatRooms',
    method: 'GET',
    path: API_PATHS.chatRooms,
    data: chatRoomsData,
    fallback: () => [],
  }),
  menuData: defineCall({
    name: 'menuData',
    method: 'GET',
    path: API_PATHS.menuData,
    data: menuListData,
    fallback: () => [],
  }),
};

export type CallName = keyof typeof CALLS;
