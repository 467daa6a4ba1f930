// The click-analytics endpoint comes from the build environment (PUBLIC_ANALYTICS_ENDPOINT). Only a
// same-origin path is accepted: the edge's Content-Security-Policy allows beacons to 'self' only
// (connect-src), so a collector on another host is reached by routing that path to it at the edge
// or CDN. Anything else means no analytics, never a beacon to a surprising place.
import { SAME_ORIGIN_PATH } from '../navigation/chrome-contract.ts';

export function analyticsEndpointFrom(value: string | undefined): string | null {
  const endpoint = value?.trim();
  if (!endpoint) return null;
  return SAME_ORIGIN_PATH.test(endpoint) ? endpoint : null;
}
