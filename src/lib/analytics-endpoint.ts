// Where click analytics go (SPEC 7: "Analytics click events are sent for footer, header, Alpha and
// other clicks"). Unset, they go to the exchange's own collector on the API path
// (BEACON_PATHS.analyticsEvents): the edge forwards it to the backend like every API call, and under
// `npm start` the sandbox collects them (GET /__sandbox/analytics lists them). The build variable
// PUBLIC_ANALYTICS_ENDPOINT names another same-origin path, or `off` for none. Only a same-origin
// path is accepted: the edge's Content-Security-Policy allows beacons to 'self' only (connect-src),
// so a collector on another host is reached by routing that path to it at the edge or CDN.
// Anything else means no analytics, never a beacon to a surprising place.
import { SAME_ORIGIN_PATH } from '../contracts/chrome-contract.ts';
import { BEACON_PATHS } from '../contracts/api-paths.ts';

/** The collector events go to when the build names none. */
export const DEFAULT_ANALYTICS_ENDPOINT = BEACON_PATHS.analyticsEvents;

export function analyticsEndpointFrom(value: string | undefined): string | null {
  const endpoint = value?.trim();
  if (!endpoint) return DEFAULT_ANALYTICS_ENDPOINT;
  if (/^(off|none|0|false)$/i.test(endpoint)) return null;
  return SAME_ORIGIN_PATH.test(endpoint) ? endpoint : null;
}
