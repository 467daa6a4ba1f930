import { describe, expect, it } from 'vitest';
import { analyticsEndpointFrom } from './analytics-endpoint.ts';

describe('analytics endpoint', () => {
  it('is absent when not configured', () => {
    expect(analyticsEndpointFrom(undefined)).toBeNull();
    expect(analyticsEndpointFrom('  ')).toBeNull();
  });

  it('accepts a same-origin path or an https URL', () => {
    expect(analyticsEndpointFrom('/collect')).toBe('/collect');
    expect(analyticsEndpointFrom('https://events.nexa.exchange/v1/click')).toBe('https://events.nexa.exchange/v1/click');
  });

  it('refuses other schemes, protocol-relative URLs and credentials', () => {
    for (const value of ['http://events.example/x', '//evil.example/x', 'javascript:alert(1)', 'https://user:pw@events.example/x']) {
      expect(analyticsEndpointFrom(value), value).toBeNull();
    }
  });
});
