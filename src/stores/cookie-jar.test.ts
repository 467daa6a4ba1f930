// The cookies the chrome sets in a browser: Secure exactly when the page came over https.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserJar } from './cookie-jar.ts';

function pageAt(protocol: string): string[] {
  const written: string[] = [];
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', { set cookie(value: string) { written.push(value); }, get cookie() { return ''; } });
  return written;
}

describe('the browser cookie jar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets and removes preference cookies with Secure on an https page', () => {
    const written = pageAt('https:');
    browserJar.write('is_change_skin', '2', { maxAgeS: 31_536_000 });
    browserJar.remove('is_change_skin');
    expect(written).toEqual([
      'is_change_skin=2; Path=/; SameSite=Lax; Secure; Max-Age=31536000',
      'is_change_skin=; Path=/; SameSite=Lax; Secure; Max-Age=0',
    ]);
  });

  it('leaves Secure out on a plain http page (local development), where a browser would refuse it', () => {
    const written = pageAt('http:');
    browserJar.write('curr_fiat', 'EUR');
    expect(written).toEqual(['curr_fiat=EUR; Path=/; SameSite=Lax']);
  });
});
