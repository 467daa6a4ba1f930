// `npm start` with API_ORIGIN: the API routes are forwarded to the backend and pages carry its current
// announcement, cached per language as on Workers (src/edge/worker.ts).
import { createApiProxy } from '../edge/api-proxy.ts';
import { apiAnnouncementSource, cachedAnnouncementSource } from '../edge/announcement.ts';
import type { AppOptions } from './app.ts';
import { forwardFetch } from './forward-fetch.ts';

export interface AnnouncementTiming {
  /** How long one answer is fresh (default 30 s). */
  ttlMs?: number;
  /** How long a page waits for the first answer of its language (default 800 ms). */
  timeoutMs?: number;
}

export function apiOriginOptions(origin: URL, { ttlMs, timeoutMs }: AnnouncementTiming = {}): Pick<AppOptions, 'api' | 'announcements'> {
  const bulletin = apiAnnouncementSource((request, init) => fetch(request, init), { origin: origin.origin, forwardCookies: false, timeoutMs });
  return { api: createApiProxy(origin, { fetch: forwardFetch }), announcements: cachedAnnouncementSource(bulletin, { ttlMs }) };
}
