import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safe-image-url.ts';

const HOSTS = ['https://static.nexa.exchange'];

describe('safeImageUrl', () => {
  it('loads /images/ paths and https URLs on a configured image host', () => {
    expect(safeImageUrl('/images/coin_icon/64/btc.png', HOSTS)).toBe('/images/coin_icon/64/btc.png');
    expect(safeImageUrl(' /images/avatar/3.svg?v=2 ', [])).toBe('/images/avatar/3.svg?v=2');
    expect(safeImageUrl('https://static.nexa.exchange/avatar/u/1.png', HOSTS)).toBe('https://static.nexa.exchange/avatar/u/1.png');
    expect(safeImageUrl('HTTPS://STATIC.NEXA.EXCHANGE/images/x.png', HOSTS)).toBe('https://static.nexa.exchange/images/x.png');
  });

  it('never loads a sign-out, an API path or any other same-origin path as an image', () => {
    for (const hostile of [
      '/logout',
      '/api/web/v1/usercenter/logoutAll',
      '/apiw/v2/market/spots',
      '/images/../logout',
      '/images/%2e%2e/logout',
      '/images/.%2E/api/web/v1/usercenter/logoutAll',
      '/images/..%2flogout',
      '/images/..%5Clogout',
      '/images/..;/logout',
      '/images\\..\\logout',
      '/imagesx/a.png',
      'images/a.png',
      '//static.nexa.exchange/images/a.png',
      '/\\evil.example/a.png',
    ]) expect(safeImageUrl(hostile, HOSTS), hostile).toBeNull();
  });

  it('refuses other hosts, look-alikes, http, user info and other schemes', () => {
    for (const hostile of [
      'https://evil.example/a.png',
      'https://static.nexa.exchange.evil.example/a.png',
      'https://evil.static.nexa.exchange/a.png',
      'https://static.nexa.exchange:8443/a.png',
      'http://static.nexa.exchange/a.png',
      'https://user@static.nexa.exchange/a.png',
      'https://www.nexa.exchange/logout',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://static.nexa.exchange/x',
      '',
      `/images/${'a'.repeat(2048)}.png`,
    ]) expect(safeImageUrl(hostile, HOSTS), hostile).toBeNull();
    expect(safeImageUrl(undefined, HOSTS)).toBeNull();
    expect(safeImageUrl(42, HOSTS)).toBeNull();
    // No image host configured (npm start's world): only the site's own /images/ paths.
    expect(safeImageUrl('https://static.nexa.exchange/a.png', [])).toBeNull();
  });
});
