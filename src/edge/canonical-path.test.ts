import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path.ts';

describe('canonical path', () => {
  it('gives every spelling of a page the one path the page has', () => {
    for (const [spelling, path] of [
      ['/', '/'], ['/index.html', '/'], ['//', '/'], ['/%2F', '/'], ['/%2f%2F/', '/'], ['/%69ndex.html', '/'],
      ['/de/', '/de/'], ['/de/index.html', '/de/'], ['/de//', '/de/'], ['//de///index.html', '/de/'], ['/%64e/', '/de/'],
      ['/%66ee', '/fee'], ['//fee', '/fee'], ['/de', '/de'],
    ]) {
      expect(canonicalPath(spelling as string)?.path, spelling).toBe(path);
    }
  });

  it('writes the canonical URL path with one escape per character that needs one', () => {
    expect(canonicalPath('/%7e/a%20b/%C3%A9')).toEqual({ path: '/~/a b/é', href: '/~/a%20b/%C3%A9' });
    expect(canonicalPath('/a:b@c,d;e=f')?.href).toBe('/a:b@c,d;e=f');
    expect(canonicalPath('/a%3Fb%23c')?.href).toBe('/a%3Fb%23c');
  });

  it('refuses paths that could leave dist/ or confuse a file system', () => {
    for (const path of ['/../etc/passwd', '/%2e%2e/secret', '/a/%2E/b', '/a/%00', '/a\\b', '/a%5Cb', '/%E0%A4%A', '/%0d%0a', `/${'a'.repeat(3000)}`]) {
      expect(canonicalPath(path), path).toBeNull();
    }
  });
});

describe('canonical path of a plain URL path', () => {
  // The fast path for paths needing no decoding must agree with the full reading on every shape.
  it('is the path itself, and refuses or rewrites the same paths the full reading does', () => {
    for (const plain of ['/', '/de/', '/de/fee', '/_astro/x.A1b2.css', '/a/b.c/', '/...', '/~x']) {
      expect(canonicalPath(plain), plain).toEqual({ path: plain, href: plain });
    }
    for (const [spelling, path] of [['/index.html', '/'], ['/de/index.html', '/de/'], ['//de', '/de'], ['/de//fee', '/de/fee']]) {
      expect(canonicalPath(spelling as string)?.path, spelling).toBe(path);
    }
    for (const refused of ['/.', '/..', '/a/./b', '/a/../b', `/${'a'.repeat(2048)}`]) expect(canonicalPath(refused), refused).toBeNull();
  });
});
