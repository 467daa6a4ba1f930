// The dictionary keys the Pay with island shows, translated by the page at build time.
export const PAY_WITH_KEYS = [
  'header.menu.payWith',
  'header.menu.payWith.search',
  'header.menu.payWith.empty',
  'header.menu.payWith.close',
  'header.menu.payWith.bank_transfer',
  'header.menu.payWith.credit_card',
  'header.menu.payWith.p2p',
  'load.failed',
  'load.stale',
  'load.retry',
] as const;

export type PayWithKey = (typeof PAY_WITH_KEYS)[number];
