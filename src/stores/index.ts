// Stores shared by every island: import from here, never pass through React context.
export * from './session.ts';
export * from './compliance.ts';
export * from './preferences.ts';
export * from './markets.ts';
export * from './fiat-rates.ts';
export * from './buy-crypto-fiats.ts';
export * from './account.ts';
export { configureStores, storeEnvironment, type StoreEnvironment } from './environment.ts';
export { setCookieJar, createMemoryCookieJar, cookieJar, type CookieJar } from './cookie-jar.ts';
export type { ListState } from './list-store.ts';
