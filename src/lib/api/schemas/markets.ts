// Market list rows (SPEC 3). Each schema validates the `data` part of an answer.
import { z } from './zod.ts';
import { decimalString, flag, nonEmpty, numeric, rowsOf, stringList } from './primitives.ts';
import { parseSpotRow, spotTuple, type SpotTuple } from '../spot-row.ts';
import { groupByCategory, splitBySettle } from '../grouping.ts';

export const spotMarketsData = z.pipe(rowsOf(spotTuple, 'spot markets'), z.transform((rows: SpotTuple[]) => rows.map(parseSpotRow)));
export type SpotMarketRow = ReturnType<typeof parseSpotRow>;

/**
 * The last price and 24 h change a derivatives row may carry (docs/spec-readings.md: SPEC 7's
 * futures and options lists carry them as spot's rows do); a row without them, or with a malformed
 * one, is still a market, shown without figures.
 */
const figure = z.catch(z.optional(decimalString), undefined);
const tickerFields = { last: figure, change_percentage: figure };

export const futuresContract = z.object({
  settle: z.pipe(nonEmpty(), z.transform((value: string) => value.toLowerCase())),
  name: nonEmpty(),
  coin_name: z.string(),
  categories: stringList,
  is_tag_st: flag,
  icon: z.string(),
  ...tickerFields,
});
export type FuturesContract = z.output<typeof futuresContract>;
export const futuresContractsData = z.pipe(rowsOf(futuresContract, 'futures contracts'), z.transform((rows: FuturesContract[]) => splitBySettle(rows)));
export type FuturesContractsBySettle = z.output<typeof futuresContractsData>;

export const deliveryContract = z.object({
  name: nonEmpty(),
  underlying: nonEmpty(),
  full_name: z.string(),
  is_tag_st: flag,
  ...tickerFields,
});
export type DeliveryContract = z.output<typeof deliveryContract>;
export const deliveryContractsData = rowsOf(deliveryContract, 'delivery contracts');

export const optionsUnderlying = z.object({ name: nonEmpty(), icon_url_64: z.string() });
export const optionsUnderlyingsData = rowsOf(optionsUnderlying, 'options underlyings');

export const optionsRow = z.object({ pair: nonEmpty(), icon: z.string(), ...tickerFields });
/** Options rows keyed by market (underlying pair). */
export const optionsMarketsData = z.record(z.string(), rowsOf(optionsRow, 'options rows'));
export type OptionsMarkets = z.output<typeof optionsMarketsData>;

/** Fields every on-chain token row carries (Alpha and Pilot); groups come from categories or cate. */
const onChainToken = z.object({
  address: nonEmpty(),
  show_pair: nonEmpty(),
  icon: z.string(),
  chain_icon: z.string(),
  seo_path: nonEmpty(),
  categories: z.optional(stringList),
  cate: z.optional(z.string()),
});

export const alphaToken = z.extend(onChainToken, { hot_rank: numeric, buy_start: numeric });
export type AlphaToken = z.output<typeof alphaToken>;
export const alphaMarketsData = z.pipe(rowsOf(alphaToken, 'alpha tokens'), z.transform((rows: AlphaToken[]) => groupByCategory(rows)));

export const pilotToken = z.extend(onChainToken, { name: nonEmpty(), is_hot: flag });
export type PilotToken = z.output<typeof pilotToken>;
export const pilotMarketsData = z.pipe(rowsOf(pilotToken, 'pilot tokens'), z.transform((rows: PilotToken[]) => groupByCategory(rows)));

export const preMarketRow = z.object({
  currency: nonEmpty(),
  market: nonEmpty(),
  full_name: z.string(),
  tags: z.array(z.enum(['hot', 'new'])),
});
export type PreMarketRow = z.output<typeof preMarketRow>;
/** Pre-mint and pre-market answers carry their rows in data.list. */
export const preMarketListData = z.pipe(z.object({ list: rowsOf(preMarketRow, 'pre-market rows') }), z.transform((data: { list: PreMarketRow[] }) => data.list));

export const buyCryptoFiat = z.object({
  fiat: nonEmpty(),
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
