// Prices that move (issue 39): a scenario's `prices.step` moves every spot market's last price by a
// small deterministic amount per step, so a test or a person can change the prices between two
// answers and watch an open list follow. Step 0 (the default) is the fixtures as built.
import type { SpotTupleFixture } from './spot.ts';

/** Per step, a market moves by 0.1 % to 0.5 %, up or down, its own way (from its pair). */
function stepFactor(pair: string, step: number): number {
  let hash = 0;
  for (let index = 0; index < pair.length; index += 1) hash = (hash * 31 + pair.charCodeAt(index)) >>> 0;
  const size = ((hash % 5) + 1) / 1000;
  const direction = hash & 8 ? 1 : -1;
  return (1 + direction * size) ** step;
}

/** The price moved by `factor`, written with the decimals the market was delivered with (its tick size). */
function moved(price: string, factor: number): string {
  const decimals = price.length - price.indexOf('.') - 1;
  return (Number(price) * factor).toFixed(price.includes('.') ? decimals : 0);
}

/** The spot rows after `step` moves: last price and its change against the previous price. */
export function driftSpots(rows: readonly SpotTupleFixture[], step: number): readonly SpotTupleFixture[] {
  if (step === 0) return rows;
  return rows.map((row) => {
    const rate = moved(row[3], stepFactor(row[0], step));
    const previous = Number(row[8]);
    const percent = previous > 0 ? ((Number(rate) / previous - 1) * 100).toFixed(2) : row[2];
    const next: SpotTupleFixture = [...row];
    next[2] = percent;
    next[3] = rate;
    return next;
  });
}
