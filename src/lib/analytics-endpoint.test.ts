import { describe, expect, it } from 'vitest';
import { analyticsEndpointFrom } from './analytics-endpoint.ts';

describe('analytics endpoint', () => {
  it('is absent when not configured', () => {
    expect(analyticsEndpointFrom(undefined)).toBeNull();
    expect(analyticsEndpointFrom('  ')).toBeNull();
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
