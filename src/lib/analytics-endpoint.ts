// The click-analytics endpoint comes from the build environment (PUBLIC_ANALYTICS_ENDPOINT). Only a
// same-origin path or an https URL is accepted; anything else means no analytics, never a beacon
// to a surprising place.
export function analyticsEndpointFrom(value: string | undefined): string | null {
  const endpoint = value?.trim();
  if (!endpoint) return null;
  if (/^\/(?!\/)[^\s]*$/.test(endpoint)) return endpoint;
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}
