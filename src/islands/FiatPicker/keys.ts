// The dictionary keys the mobile footer currency picker shows, translated by the page at build time.
export const FIAT_PICKER_KEYS = [
  'footer.currency.label',
  'settings.currency.title',
  'settings.currency.rate',
  'settings.currency.loading',
  'settings.currency.unavailable',
  'load.retry',
  'settings.close',
] as const;

export type FiatPickerKey = (typeof FIAT_PICKER_KEYS)[number];
