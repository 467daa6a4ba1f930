import { describe, expect, it } from 'vitest';
import { analyticsEndpointFrom, DEFAULT_ANALYTICS_ENDPOINT } from './analytics-endpoint.ts';

describe('analytics endpoint', () => {
  it('is the exchange\'s own collector on the API path when the build names none (SPEC 7: clicks are sent)', () => {
    expect(DEFAULT_ANALYTICS_ENDPOINT).toBe('/api/web/v1/analytics/events');
    expect(analyticsEndpointFrom(undefined)).toBe(DEFAULT_ANALYTICS_ENDPOINT);
    expect(analyticsEndpointFrom('  ')).toBe(DEFAULT_ANALYTICS_ENDPOINT);
  });

  it('is switched off with off (or none, 0, false)', () => {
    for (const value of ['off', 'OFF', ' none ', '0', 'false']) expect(analyticsEndpointFrom(value), value).toBeNull();
  });

  it('accepts a same-origin path, the only place the CSP lets a beacon go', () => {
    expect(analyticsEndpointFrom('/collect')).toBe('/collect');
    expect(analyticsEndpointFrom(' /events/v1/click ')).toBe('/events/v1/click');
  });

  it('refuses other hosts, schemes, protocol-relative URLs and backslashes', () => {
    for (const value of ['https://events.nexa.exchange/v1/click', 'http://events.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'https://user:pw@events.example/x']) {
      expect(analyticsEndpointFrom(value), value).toBeNull();
    }
  });
});
