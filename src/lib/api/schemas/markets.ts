// Market list rows (SPEC 3). Each schema validates the `data` part of an answer.
import { z } from 'zod';
import { decimalString, flag, numeric, rowsOf, stringList } from './primitives.ts';
import { parseSpotRow, spotTuple } from '../spot-row.ts';
import { groupByCategory, splitBySettle } from '../grouping.ts';

export const spotMarketsData = rowsOf(spotTuple, 'spot markets').transform((rows) => rows.map(parseSpotRow));
export type SpotMarketRow = ReturnType<typeof parseSpotRow>;

export const futuresContract = z.object({
  settle: z.string().min(1).transform((value) => value.toLowerCase()),
  name: z.string().min(1),
  coin_name: z.string(),
  categories: stringList,
  is_tag_st: flag,
  icon: z.string(),
});
export type FuturesContract = z.output<typeof futuresContract>;
export const futuresContractsData = rowsOf(futuresContract, 'futures contracts').transform((rows) => splitBySettle(rows));
export type FuturesContractsBySettle = z.output<typeof futuresContractsData>;

export const deliveryContract = z.object({
  name: z.string().min(1),
  underlying: z.string().min(1),
  full_name: z.string(),
  is_tag_st: flag,
});
export type DeliveryContract = z.output<typeof deliveryContract>;
export const deliveryContractsData = rowsOf(deliveryContract, 'delivery contracts');

export const optionsUnderlying = z.object({ name: z.string().min(1), icon_url_64: z.string() });
export type OptionsUnderlying = z.output<typeof optionsUnderlying>;
export const optionsUnderlyingsData = rowsOf(optionsUnderlying, 'options underlyings');

export const optionsRow = z.object({ pair: z.string().min(1), icon: z.string() });
export type OptionsRow = z.output<typeof optionsRow>;
/** Options rows keyed by market (underlying pair). */
export const optionsMarketsData = z.record(z.string(), rowsOf(optionsRow, 'options rows'));
export type OptionsMarkets = z.output<typeof optionsMarketsData>;

/** Fields every on-chain token row carries (Alpha and Pilot); groups come from categories or cate. */
const onChainToken = z.object({
  address: z.string().min(1),
  show_pair: z.string().min(1),
  icon: z.string(),
  chain_icon: z.string(),
  seo_path: z.string().min(1),
  categories: stringList.optional(),
  cate: z.string().optional(),
});

export const alphaToken = onChainToken.extend({ hot_rank: numeric, buy_start: numeric });
export type AlphaToken = z.output<typeof alphaToken>;
export const alphaMarketsData = rowsOf(alphaToken, 'alpha tokens').transform((rows) => groupByCategory(rows));

export const pilotToken = onChainToken.extend({ name: z.string().min(1), is_hot: flag });
export type PilotToken = z.output<typeof pilotToken>;
export const pilotMarketsData = rowsOf(pilotToken, 'pilot tokens').transform((rows) => groupByCategory(rows));

export const preMarketRow = z.object({
  currency: z.string().min(1),
  market: z.string().min(1),
  full_name: z.string(),
  tags: z.array(z.enum(['hot', 'new'])),
});
export type PreMarketRow = z.output<typeof preMarketRow>;
/** Pre-mint and pre-market answers carry their rows in data.list. */
export const preMarketListData = z.object({ list: rowsOf(preMarketRow, 'pre-market rows') }).transform((data) => data.list);

export const buyCryptoFiat = z.object({
  fiat: z.string().min(1),
  bank_transfer: flag,
  credit_card: flag,
  p2p: flag,
});
export type BuyCryptoFiat = z.output<typeof buyCryptoFiat>;
export const buyCryptoFiatsData = z.array(buyCryptoFiat);

export const fiatMarketRate = z.object({ symbol: z.string(), rate: decimalString });
/** Rates of one USDT in each fiat, keyed by fiat code. */
export const fiatMarketRatesData = z.record(z.string(), fiatMarketRate);
export type FiatMarketRates = z.output<typeof fiatMarketRatesData>;
