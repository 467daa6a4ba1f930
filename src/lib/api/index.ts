// Public surface of the API client.
export { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
export { CALLS, NOTICE_PAGE_SIZE, PRE_MARKET_PAGE_SIZE, type CallName, type ChangePeriod, type MarketQuery, type NoticeQuery } from './calls.ts';
export { API_PATHS, SANDBOX_PATHS } from '../../contracts/api-paths.ts';
export { HEADER_NAMES, APP_TYPE_WEB, toBackendLanguage } from './headers.ts';
export { REQUEST_TIMEOUT_MS, type ApiResult } from './request.ts';
export type { ApiCall } from './call.ts';
export type { ApiLogger } from './logger.ts';
export type { BySettle, GroupedList } from './grouping.ts';
export type * from './schemas/markets.ts';
export type * from './schemas/account.ts';
export type * from './schemas/site.ts';
export type * from './schemas/chat.ts';
