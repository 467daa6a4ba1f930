// A spot market arrives as a positional array (SPEC 3) to keep the 3,000-row answer small.
// It is validated as a tuple, then turned into a named row with its derived fields.
import { z } from './schemas/zod.ts';
import { decimalString, flag, numeric } from './schemas/primitives.ts';

/** BASE_QUOTE, both parts non-empty and free of spaces. */
const PAIR = /^[^_\s]+(_[^_\s]+)+$/;

export const spotTuple = z.tuple(
  [
    z.string().check(z.regex(PAIR)), // pair
    z.string(), // name
    decimalString, // rate_percent
    decimalString, // rate
    decimalString, // volume
    numeric, // multiple
    flag, // enable_credit
    z.string(), // comma-separated categories
    decimalString, // previous rate
    numeric, // opening time, seconds
    numeric, // cross multiple
    flag, // isST
    z.string(), // icon
  ],
  // Tolerate columns the backend may append later.
  z.unknown(),
);

export type SpotTuple = z.output<typeof spotTuple>;

export type Trend = 'up' | 'down';

export function parseSpotRow(tuple: SpotTuple) {
  const [pair, name, ratePercent, rate, volume, multiple, enableCredit, categories, previousRate] = tuple;
  const [, , , , , , , , , openingTime, crossMultiple, isST, icon] = tuple;
  const split = pair.lastIndexOf('_');
  const currA = pair.slice(0, split);
  const currB = pair.slice(split + 1);
  return {
    pair,
    name,
    full_name: name,
    rate_percent: ratePercent,
    rate,
    volume,
    multiple,
    enable_credit: enableCredit,
    categories: categories.split(',').map((item) => item.trim()).filter(Boolean),
    previous_rate: previousRate,
    opening_time: openingTime,
    cross_multiple: crossMultiple,
    isST,
    icon,
    curr_a: currA,
    curr_b: currB,
    trend: (Number(ratePercent) >= 0 ? 'up' : 'down') as Trend,
    symbol: `${currA}/${currB}`,
  };
}
