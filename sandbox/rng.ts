// Seeded pseudo-random numbers (mulberry32) so fixture data is identical on every run and machine.
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  hex(length: number): string;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  };
}

/** A fixed clock for fixtures: 2026-06-01T00:00:00Z, in seconds. */
export const FIXTURE_EPOCH_S = 1_780_272_000;

/** Formats a price with about 6 significant digits, as an exchange would show it. */
export function formatPrice(value: number): string {
  if (value >= 1000) return value.toFixed(2);
  if (value >= 1) return value.toFixed(4);
  const digits = Math.min(12, Math.max(6, 5 - Math.floor(Math.log10(value))));
  return value.toFixed(digits);
}
