// The dictionary keys the settings island shows, translated by the page at build time.
export const SETTINGS_KEYS = [
  'header.settings',
  'settings.close',
  'settings.tab.language',
  'settings.tab.rate',
  'settings.language.title',
  'settings.riseColor.title',
  'settings.riseColor.risegreen',
  'settings.riseColor.risered',
  'settings.currency.title',
  'settings.currency.rate',
  'settings.currency.loading',
  'settings.currency.unavailable',
  'settings.rateMode.title',
  'settings.rateMode.currencyRate',
  'settings.rateMode.floatRate',
  'settings.changePeriod.title',
  'settings.changePeriod.24h',
  'settings.changePeriod.utc0',
  'settings.changePeriod.utc8',
  'settings.restricted.title',
  'settings.restricted.text',
  'settings.restricted.stay',
  'settings.restricted.go',
  'settings.restricted.cancel',
] as const;

export type SettingsKey = (typeof SETTINGS_KEYS)[number];
